/**
 * Invariants of the first-night search on simulated games (seeded, fast-check):
 * a complete search contains the true assignment, never says `contradiction`, every
 * witness replays, and the WASM search equals the TypeScript reference on small games;
 * a Minion's setup information (its Demon and fellow Minions) never rules out the truth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, solveTemporal, type TemporalResult } from '../../src/index.ts';
import { simulateFirstNight } from './simulator.ts';

const key = (a: Record<string, string>) => Object.keys(a).sort().map((k) => `${k}=${a[k]}`).join(',');
const assignmentSet = (r: TemporalResult) => r.candidates.map((c) => key(c.assignments)).sort();

describe('first-night invariants on simulated games', () => {
  it('includes the true assignment, never contradicts, and every witness replays (5–15 players)', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 5, max: 15 }), async (seed, n) => {
      const game = simulateFirstNight(seed, n);
      const result = await solveTemporal(game.input);
      expect(result.errors).toEqual([]);
      expect(result.status).not.toBe('contradiction');
      expect(result.status).not.toBe('invalid');
      if (result.complete) {
        const truth = key(Object.fromEntries(game.roles.map((r, i) => [`p${i + 1}`, r])));
        expect(assignmentSet(result)).toContain(truth);
      }
      for (const c of result.candidates.slice(0, 20)) {
        expect(replay(game.input, c.witness).ok).toBe(true);
      }
    }), { seed: 20261129, numRuns: 120 });
  }, 300_000);

  it('with a Minion\'s setup information as well, the true assignment is still found (7–15 players, every seat pinned)', async () => {
    let checked = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const n = 7 + (seed % 9);
      const game = simulateFirstNight(seed, n, { minionInfo: true });
      const evidence = game.input.evidence as Record<string, unknown>[];
      if (!evidence.some((e) => e.kind === 'setupInfo' && e.team === 'Minion')) continue;
      const pins = game.roles.map((role, i) => ({ kind: 'role', player: `p${i + 1}`, role, mode: 'hard' }));
      const result = await solveTemporal({ ...game.input, evidence: [...evidence, ...pins] });
      expect(result.status, `simulateFirstNight(${seed}, ${n}, { minionInfo: true })`).toBe('candidates');
      expect(result.candidates).toHaveLength(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  }, 300_000);

  it('WASM and reference searches find identical candidates on small games (5–8 players)', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 5, max: 8 }), async (seed, n) => {
      const game = simulateFirstNight(seed, n);
      const wasm = await solveTemporal(game.input, { engine: 'wasm' });
      const reference = await solveTemporal(game.input, { engine: 'reference' });
      expect(wasm.complete).toBe(true);
      expect(reference.complete).toBe(true);
      expect(assignmentSet(wasm)).toEqual(assignmentSet(reference));
    }), { seed: 7, numRuns: 300 });
  }, 300_000);
});
