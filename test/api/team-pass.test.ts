/**
 * The team pass (src/search/per-seat/team-pass.ts): after the project pass, every evil team no
 * world has shown is searched on its own, with the masks narrowed to it, first by a few
 * guesses from the worlds of neighbouring teams. What it is asked to search, the guesses,
 * and that on a table with no reports (where thousands of teams used to keep
 * the project pass busy for seconds) the per-seat answer and its teams come out complete
 * and the same for 1 and 2 threads. The teams themselves are checked against the
 * reference engine's brute force in test/invariants/possibilities.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal, type TemporalResult } from '../../src/index.ts';
import { rootBranches } from '../../src/compile/branches.ts';
import { DEMON_MASK, EVIL_MASK, ALL_ROLES_MASK, R } from '../../src/rules/roles.ts';
import { GUESSES_PER_TEAM, guessesFor, neighbours, TeamQueue, teamSearches, type TeamSearch } from '../../src/search/per-seat/team-pass.ts';

const withoutStats = (r: TemporalResult) => JSON.stringify({ ...r, stats: null });

describe('the team pass', () => {
  it('asks for every team not yet seen, each narrowed to its seats and the root branches of its possible Imp seats', () => {
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
    // The root branches from the first to the last with the Imp on a seat of the team (1 or 3).
    const covered = branches.slice(first.run.first, first.run.first + first.run.count).map((b) => b.impSeat);
    expect(new Set(covered)).toEqual(new Set([1, 2, 3]));
    expect(first.run.first).toBe(0);
    expect(first.masks[1]).toBe((1 << R.IMP) & DEMON_MASK);
    expect(first.masks[3]).toBe(ALL_ROLES_MASK & EVIL_MASK);
    expect(first.masks[4]! & EVIL_MASK).toBe(0);
    expect(first.masks[0]).toBe(masks[0]);
  });

  it('searches a set of seats once, whichever of them holds the Imp', () => {
    const n = 7;
    const masks = new Array<number>(n).fill(ALL_ROLES_MASK);
    const branches = rootBranches(masks);
    const searches = teamSearches(n, masks, branches, new Set());
    const teams = searches.map((s) => s.team);
    expect(new Set(teams).size).toBe(teams.length);
    expect(teams.length).toBe(21); // 7 choose 2
    const pair = searches.find((s) => s.team === ((1 << 2) | (1 << 5)))!;
    const covered = branches.slice(pair.run.first, pair.run.first + pair.run.count).map((b) => b.impSeat);
    expect(new Set(covered)).toEqual(new Set([2, 3, 4, 5])); // seats 3 and 4 are walked past: the masks forbid the Imp there
    expect(pair.masks[3]! & EVIL_MASK).toBe(0);
  });

  it('guesses a team from a neighbouring team\'s world with the two seats swapped, never against a mask', () => {
    const n = 7;
    const masks = new Array<number>(n).fill(ALL_ROLES_MASK);
    const searches = teamSearches(n, masks, rootBranches(masks), new Set());
    const world = [R.IMP, R.POISONER, R.CHEF, R.EMPATH, R.MONK, R.SOLDIER, R.SAINT];
    const known = new Map([[(1 << 0) | (1 << 1), world]]);
    const target = searches.find((s) => s.team === ((1 << 0) | (1 << 3)))!;
    const [guess, ...more] = guessesFor(n, target, (team) => known.get(team));
    expect(more).toEqual([]);
    // Seat 1 (was the Poisoner) and seat 3 (was the Empath) swap characters.
    expect(Array.from(guess!, (bit) => Math.log2(bit))).toEqual([R.IMP, R.EMPATH, R.CHEF, R.POISONER, R.MONK, R.SOLDIER, R.SAINT]);
    // A mask that forbids the swapped character: no guess from that world.
    target.masks[1] = ALL_ROLES_MASK & ~(1 << R.EMPATH) & ~EVIL_MASK;
    expect(guessesFor(n, target, (team) => known.get(team))).toEqual([]);
    // At most GUESSES_PER_TEAM, however many neighbours are known.
    const everyTeam = (team: number) => Array.from({ length: n }, (_, s) => ((team >> s) & 1 ? (s === 0 ? R.IMP : R.POISONER) : R.CHEF));
    expect(guessesFor(n, searches[0]!, everyTeam).length).toBe(GUESSES_PER_TEAM);
  });

  it('hands out the teams in order, except that a team waits while another thread searches a neighbour of it', () => {
    expect(neighbours(0b0011, 0b0101)).toBe(true); // seat 1 swapped for seat 2
    expect(neighbours(0b0011, 0b1100)).toBe(false); // two seats swapped
    expect(neighbours(0b0011, 0b0011)).toBe(false);
    const search = (team: number): TeamSearch => ({ team, masks: new Int32Array(0), run: { first: 0, count: 1 } });
    const teams = [0b00011, 0b00101, 0b11000, 0b10100];
    // One thread: nobody else is busy, so the order is the list's.
    const alone = new TeamQueue(teams.map(search));
    expect(teams.map(() => (alone.take([]) as TeamSearch).team)).toEqual(teams);
    expect(alone.take([])).toBeUndefined();
    // Another thread searches 0b00011: 0b00101 (its neighbour) waits, 0b11000 goes first.
    const shared = new TeamQueue(teams.map(search));
    expect((shared.take([]) as TeamSearch).team).toBe(0b00011);
    expect((shared.take([0b00011]) as TeamSearch).team).toBe(0b11000);
    // 0b10100 neighbours 0b11000, and 0b00101 still neighbours 0b00011: nothing can start.
    expect(shared.take([0b00011, 0b11000])).toBe('wait');
    // 0b00011 done: the team that waited goes before the rest.
    expect((shared.take([0b11000]) as TeamSearch).team).toBe(0b00101);
    expect((shared.take([]) as TeamSearch).team).toBe(0b10100);
    expect(shared.take([])).toBeUndefined();
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
