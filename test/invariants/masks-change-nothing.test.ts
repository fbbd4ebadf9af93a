/**
 * The per-seat masks (src/compile/masks.ts, the game's and each root branch's) must only make the search faster: with every
 * mask switched off (each seat may hold any character), the search must give the same
 * per-seat answer — every cell, `demonNow`, the evil teams, the exact number of
 * assignments. On small thinned simulated games (5–6 players, 1–4 nights: unclaimed seats, missing
 * reports, executions, Imp actions, star-passes and Scarlet Woman takeovers), where the
 * unmasked search still finishes. A mask rule that drops a legal world fails here even
 * when the simulated game's own world survives it (test/invariants/masks.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { ALL_ROLES_MASK } from '../../src/rules/roles.ts';
import { solveTemporal, type TemporalResult } from '../../src/index.ts';
import { simulateFirstNight } from './simulator.ts';
import { simulateHistory } from './history-simulator.ts';
import { thinRecord } from './thin.ts';

const masksOff = vi.hoisted(() => ({ value: false }));
vi.mock('../../src/compile/masks.ts', async (original) => {
  const real = await original<typeof import('../../src/compile/masks.ts')>();
  const all = (game: Parameters<typeof real.seatMasks>[0]) => new Array<number>(game.n).fill(ALL_ROLES_MASK);
  return {
    ...real,
    seatMasks: (game: Parameters<typeof real.seatMasks>[0]) => (masksOff.value ? all(game) : real.seatMasks(game)),
    branchSeatMasks: (game: Parameters<typeof real.seatMasks>[0], impSeat: number) => (masksOff.value ? all(game) : real.branchSeatMasks(game, impSeat)),
  };
});

/** What the per-seat answer says, without the example ids (which world shows a cell may differ) or a bound's count. */
function answer(r: TemporalResult) {
  const p = r.possibilities!;
  return {
    complete: p.complete,
    seats: Object.fromEntries(Object.entries(p.seats).map(([id, s]) => [id, { starting: s.starting, demonNow: s.demonNow }])),
    teams: p.evilTeams.teams,
    // A lower bound counts the worlds a search happened to verify, which masks change.
    count: p.assignments.exact ? p.assignments.count : 'lower bound',
  };
}

describe('masks change no answer', () => {
  it('the per-seat answer with and without masks is the same on small thinned games', async () => {
    let compared = 0;
    let pruned = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const n = 5 + (seed % 2);
      const nights = 1 + (seed % 4);
      const record = nights === 1 ? simulateFirstNight(seed, n).input : simulateHistory(seed, n, nights).input;
      const input = { ...thinRecord(record, seed, { unclaimed: Math.ceil(n / 4), keepReports: nights + 1 }), limits: { maxNodes: 2e8, maxMs: 60_000 } };
      masksOff.value = false;
      const masked = await solveTemporal(input, { workers: 1 });
      masksOff.value = true;
      const open = await solveTemporal(input, { workers: 1 });
      masksOff.value = false;
      expect(masked.status, `seed ${seed}`).not.toBe('invalid');
      if (!masked.possibilities!.complete || !open.possibilities!.complete) continue;
      expect(answer(masked), `${n} players, ${nights} nights, seed ${seed}`).toEqual(answer(open));
      compared++;
      if (masked.stats.nodes < open.stats.nodes) pruned++;
    }
    expect(compared).toBeGreaterThan(30);
    expect(pruned).toBeGreaterThan(compared / 2); // the masks did prune, so the comparison means something
  }, 300_000);

  it('and on rows that say little about a seat: "not shown the Drunk" is true of every Drunk', async () => {
    const game = (evidence: object[]) => ({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id })),
      evidence: [{ kind: 'shown', player: 'a', role: 'drunk', is: false, mode: 'hard' }, ...evidence],
      reports: [], phases: [{ phase: 'night', number: 1 }],
    });
    for (const input of [game([]), game([{ kind: 'role', player: 'a', role: 'drunk', mode: 'hard' }])]) {
      const masked = await solveTemporal(input, { workers: 1 });
      masksOff.value = true;
      const open = await solveTemporal(input, { workers: 1 });
      masksOff.value = false;
      expect(masked.possibilities!.seats.a!.starting.drunk).toBe(true);
      expect(answer(masked)).toEqual(answer(open));
    }
  });
});
