/**
 * `explain`'s test of existence (search/exists.ts): a search that stops at its first world
 * must say 'world' exactly when `solveTemporal` finds candidates and 'none' exactly when it
 * proves a contradiction — on simulated games, unpinned and pinned, and on their mutants
 * (one fact made false), with both engines and with one and two WASM search threads.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { worldExists } from '../../src/search/exists.ts';
import { readOptions, type SolveOptions } from '../../src/search/options.ts';
import { simulateHistory } from '../invariants/history-simulator.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { constrainingRows, gameWithoutRows, withoutRows } from '../../src/explain/rows.ts';
import { readdirSync, readFileSync } from 'node:fs';

/** The options as `explain` hands them over: read once. */
function read(options: SolveOptions): SolveOptions {
  const copy = readOptions(options);
  if (!copy.ok) throw new Error('bad options');
  return copy.options;
}

const RUNS: { name: string; options: SolveOptions }[] = [
  { name: 'wasm, 1 thread', options: { engine: 'wasm', workers: 1 } },
  { name: 'wasm, 2 threads', options: { engine: 'wasm', workers: 2 } },
  { name: 'reference', options: { engine: 'reference' } },
];

describe('a test of existence agrees with the full search', () => {
  for (const { name, options } of RUNS) {
    it(`on simulated games and their mutants (${name})`, async () => {
      const verdicts = { world: 0, none: 0 };
      for (const [seed, n, nights, pinned] of [[21, 5, 2, true], [22, 7, 2, false], [23, 6, 3, true], [24, 8, 1, false], [26, 7, 3, true], [27, 5, 2, true]] as const) {
        const game = simulateHistory(seed, n, nights, { pinned });
        for (const [what, input] of [['the game', game.input], ...game.mutants.map((m) => [m.what, m.input] as const)] as const) {
          const full = await solveTemporal(input, options);
          const quick = await worldExists(input, read(options));
          const where = `seed ${seed}: ${what}`;
          if ('errors' in quick) throw new Error(`${where}: ${JSON.stringify(quick.errors)}`);
          expect(full.complete || full.status === 'candidates', where).toBe(true);
          expect(quick.found, where).toBe(full.status === 'candidates' ? 'world' : 'none');
          expect(quick.stopReason, where).toBe(null);
          verdicts[quick.found as 'world' | 'none']++;
        }
      }
      // Both answers were exercised.
      expect(verdicts.world).toBeGreaterThan(5);
      expect(verdicts.none).toBeGreaterThan(5);
    }, 120_000);
  }

  it('says unknown, with the bound, when a limit stops it before any world', async () => {
    const game = simulateHistory(25, 9, 2, { pinned: false });
    const input = { ...game.input, limits: { maxNodes: 1 } };
    const quick = await worldExists(input, read({ engine: 'wasm', workers: 1 }));
    expect(quick).toMatchObject({ found: 'unknown', stopReason: 'node_limit' });
    const controller = new AbortController();
    controller.abort();
    const cancelled = await worldExists(game.input, read({ signal: controller.signal, workers: 1 }));
    expect(cancelled).toMatchObject({ found: 'unknown', stopReason: 'cancelled' });
  });

  it('gives the input\'s errors instead of an answer', async () => {
    const quick = await worldExists({ schema: 'botc-temporal-v1', players: 'x' }, read({}));
    expect('errors' in quick && quick.errors.map((e) => e.path)).toContain('$.players');
  });
});

describe('rows left out of the parsed game', () => {
  it('give the game of the input with those rows turned off (explain checks the input once), on every real case', () => {
    const dir = new URL('../fixtures/cases/', import.meta.url);
    let checked = 0;
    for (const file of readdirSync(dir)) {
      const input = JSON.parse(readFileSync(new URL(file, dir), 'utf8')).input;
      const whole = parseTemporal(input);
      if (!whole.ok) throw new Error(file);
      const paths = constrainingRows(input).map((r) => r.path);
      // Every other row, every third row, and each row alone (a deterministic spread of subsets).
      const subsets = [paths.filter((_, i) => i % 2 === 0), paths.filter((_, i) => i % 3 === 1), ...paths.map((p) => [p])];
      for (const subset of subsets) {
        const left = new Set(subset);
        const viaInput = parseTemporal(withoutRows(input, left));
        if (!viaInput.ok) throw new Error(`${file}: ${JSON.stringify(viaInput.errors)}`);
        expect(gameWithoutRows(whole.game, left), `${file} without ${subset.join(', ')}`).toEqual(viaInput.game);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
