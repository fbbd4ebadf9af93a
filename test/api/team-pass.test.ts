/**
 * The team pass (src/search/team-pass.ts): after the project pass, every evil team no
 * world has shown is searched on its own, with the masks narrowed to it. What it is asked
 * to search, and that on a table with no reports (where thousands of teams used to keep
 * the project pass busy for seconds) the per-seat answer and its teams come out complete
 * and the same for 1 and 2 threads. The teams themselves are checked against the
 * reference engine's brute force in test/invariants/possibilities.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal, type TemporalResult } from '../../src/index.ts';
import { rootBranches } from '../../src/compile/branches.ts';
import { DEMON_MASK, EVIL_MASK, MINION_MASK, ALL_ROLES_MASK, R } from '../../src/rules/roles.ts';
import { teamSearches } from '../../src/search/team-pass.ts';

const withoutStats = (r: TemporalResult) => JSON.stringify({ ...r, stats: null });

describe('the team pass', () => {
  it('asks for every team not yet seen, each narrowed to its seats and its Imp seat\'s root branches', () => {
    const n = 7; // one Minion
    const masks = new Array<number>(n).fill(ALL_ROLES_MASK);
    masks[0] = ALL_ROLES_MASK & ~EVIL_MASK; // seat 0 is good
    masks[1] = 1 << R.IMP; // the Imp is at seat 1
    const branches = rootBranches(masks);
    const seen = new Set([(1 << 1) | (1 << 2)]);
    const searches = teamSearches(n, masks, branches, seen);
    // Minion at seats 2–6, less the team already seen (seat 2).
    expect(searches.map((s) => s.team)).toEqual([3, 4, 5, 6].map((m) => (1 << 1) | (1 << m)));
    const first = searches[0]!;
    expect(first.run).toEqual({ first: 0, count: branches.filter((b) => b.impSeat === 1).length });
    expect(first.masks[1]).toBe((1 << R.IMP) & DEMON_MASK);
    expect(first.masks[3]).toBe(ALL_ROLES_MASK & MINION_MASK);
    expect(first.masks[4]! & EVIL_MASK).toBe(0);
    expect(first.masks[0]).toBe(masks[0]);
  });

  it('a 15-player table of claims only: every seat and every team decided, the same for 1 and 2 threads', async () => {
    const claims = ['saint', null, 'slayer', 'virgin', 'mayor', 'ravenkeeper', 'butler', 'monk', null, null, null, 'undertaker', 'recluse', 'slayer', 'mayor'];
    const input = {
      schema: 'botc-temporal-v1',
      players: claims.map((_, i) => ({ id: `p${i + 1}` })),
      evidence: claims.flatMap((role, i) => (role ? [{ kind: 'testimony', player: `p${i + 1}`, role, mode: 'assumption' }] : [])),
      reports: [],
      phases: [{ phase: 'night', number: 1, deaths: [] }, { phase: 'day', number: 1, events: [], ended: false }],
      limits: { maxMs: 120_000, maxNodes: 1e9 },
    };
    const one = await solveTemporal(input, { workers: 1 });
    expect(one.possibilities!.complete).toBe(true);
    expect(one.possibilities!.evilTeams.complete).toBe(true);
    // Claims only: a claimed Outsider who is good holds that Outsider; any seat may be evil.
    expect(one.possibilities!.evilTeams.teams.length).toBeGreaterThan(80);
    expect(withoutStats(await solveTemporal(input, { workers: 2 }))).toBe(withoutStats(one));
  }, 120_000);
});
