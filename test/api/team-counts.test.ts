/**
 * The team pass skips an evil team whose first-night Empath and Chef counts no
 * registration allows (src/search/per-seat/team-counts.ts). It must never skip a team that
 * has a world: on simulated first nights with seats unclaimed and reports missing, every
 * evil team of every world a complete reference enumeration finds fits, with the masks the
 * team pass gives it. On hand-built cases, the Spy's and the Recluse's registration, and an
 * impaired Empath, are what let a count fit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { seatMasks } from '../../src/compile/masks.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { EVIL_MASK, R, TEAM_OF_CODE, roleCode } from '../../src/rules/roles.ts';
import { teamCountsFit } from '../../src/search/per-seat/team-counts.ts';
import { simulateFirstNight } from '../invariants/simulator.ts';
import { thinRecord } from '../invariants/thin.ts';

const SEVEN = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];

/** The check for a 7-player first night whose only row is p1's Empath (or Chef) report. */
function empathCheck(value: number, healthy: boolean, role = 'empath') {
  const parsed = parseTemporal({
    schema: 'botc-temporal-v1',
    players: SEVEN.map((id) => ({ id })),
    evidence: [],
    reports: [{ player: 'p1', role, night: 1, value, authenticity: 'authentic', mode: 'hard', ...(healthy ? { reliability: 'healthy' } : {}) }],
    phases: [{ phase: 'night', number: 1, deaths: [] }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return teamCountsFit(parsed.game);
}

/** Masks by seat from role lists (the team's seats then hold evil characters only). */
const masksOf = (...seats: number[][]) => Int32Array.from(seats, (roles) => roles.reduce((m, r) => m | (1 << r), 0));
const TOWNSFOLK = [R.CHEF, R.LIBRARIAN];
const team = (...seats: number[]) => seats.reduce((t, s) => t | (1 << (s - 1)), 0);

describe('an evil team against the first night\'s Empath count', () => {
  it('one evil neighbour: fits; none, unless a neighbour may be the Recluse who is not forced elsewhere', () => {
    const fits = empathCheck(1, true);
    const evil = [R.IMP];
    const minion = [R.POISONER];
    expect(fits(team(2, 5), masksOf([R.EMPATH], evil, TOWNSFOLK, TOWNSFOLK, minion, TOWNSFOLK, TOWNSFOLK))).toBe(true);
    expect(fits(team(4, 5), masksOf([R.EMPATH], TOWNSFOLK, TOWNSFOLK, evil, minion, TOWNSFOLK, TOWNSFOLK))).toBe(false);
    expect(fits(team(4, 5), masksOf([R.EMPATH], [...TOWNSFOLK, R.RECLUSE], TOWNSFOLK, evil, minion, TOWNSFOLK, TOWNSFOLK))).toBe(true);
    // The Recluse must sit at p6: p2 cannot be it.
    expect(fits(team(4, 5), masksOf([R.EMPATH], [...TOWNSFOLK, R.RECLUSE], TOWNSFOLK, evil, minion, [R.RECLUSE], TOWNSFOLK))).toBe(false);
  });

  it('no evil neighbour: an evil neighbour fits only if it may be the Spy; an impaired Empath fits anything', () => {
    const fits = empathCheck(0, true);
    expect(fits(team(2, 5), masksOf([R.EMPATH], [R.SCARLET_WOMAN], TOWNSFOLK, TOWNSFOLK, [R.IMP], TOWNSFOLK, TOWNSFOLK))).toBe(false);
    expect(fits(team(2, 5), masksOf([R.EMPATH], [R.SCARLET_WOMAN, R.SPY], TOWNSFOLK, TOWNSFOLK, [R.IMP], TOWNSFOLK, TOWNSFOLK))).toBe(true);
    // Both neighbours evil: only one can be the Spy.
    expect(fits(team(2, 7), masksOf([R.EMPATH], [R.SPY], TOWNSFOLK, TOWNSFOLK, TOWNSFOLK, TOWNSFOLK, [R.SPY, R.IMP]))).toBe(false);
    const unsure = empathCheck(0, false);
    expect(unsure(team(2, 5), masksOf([R.EMPATH, R.DRUNK], [R.SCARLET_WOMAN], TOWNSFOLK, TOWNSFOLK, [R.IMP], TOWNSFOLK, TOWNSFOLK))).toBe(true);
    expect(unsure(team(2, 5), masksOf([R.EMPATH], [R.POISONER], TOWNSFOLK, TOWNSFOLK, [R.IMP], TOWNSFOLK, TOWNSFOLK))).toBe(true);
    expect(unsure(team(2, 5), masksOf([R.EMPATH], [R.SCARLET_WOMAN], TOWNSFOLK, TOWNSFOLK, [R.IMP], TOWNSFOLK, TOWNSFOLK))).toBe(false);
  });
});

describe('an evil team against the first night\'s Chef count', () => {
  it('one pair: two evil seats side by side fit; apart, only with a Recluse beside one of them', () => {
    const fits = empathCheck(1, true, 'chef');
    expect(fits(team(3, 4), masksOf([R.CHEF], TOWNSFOLK, [R.IMP], [R.POISONER], TOWNSFOLK, TOWNSFOLK, TOWNSFOLK))).toBe(true);
    expect(fits(team(3, 5), masksOf([R.CHEF], TOWNSFOLK, [R.IMP], TOWNSFOLK, [R.POISONER], TOWNSFOLK, TOWNSFOLK))).toBe(false);
    expect(fits(team(3, 5), masksOf([R.CHEF], TOWNSFOLK, [R.IMP], [R.RECLUSE], [R.POISONER], TOWNSFOLK, TOWNSFOLK))).toBe(true);
  });
});

describe('the check never drops a team that has a world', () => {
  it('simulated first nights (5–7 players, seats unclaimed, reports missing): every team of every world fits', async () => {
    let teamsChecked = 0;
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 5, max: 7 }), fc.integer({ min: 1, max: 3 }), async (seed, n, unclaimed) => {
      const input = thinRecord(simulateFirstNight(seed, n).input, seed, { unclaimed, keepReports: 5 });
      const limits = { maxResults: 100_000, maxNodes: 20_000_000, maxMs: 60_000 };
      const all = await solveTemporal({ ...input, limits }, { engine: 'reference', unusual: 'exclude' });
      if (!all.complete) return;
      const parsed = parseTemporal({ ...input, limits });
      if (!parsed.ok) throw new Error('invalid input');
      const game = { ...parsed.game, unusualAllowed: 0 };
      const fits = teamCountsFit(game);
      const masks = seatMasks(game);
      const seats = parsed.game.playerIds;
      for (const c of all.candidates) {
        const t = seats.reduce((m, id, s) => (TEAM_OF_CODE[roleCode(c.assignments[id]!)]! >= 2 ? m | (1 << s) : m), 0);
        const narrowed = Int32Array.from(masks, (m, s) => ((t >> s) & 1 ? m & EVIL_MASK : m & ~EVIL_MASK));
        expect(fits(t, narrowed), `seed ${seed}, ${n} players: the team of ${JSON.stringify(c.assignments)}`).toBe(true);
        teamsChecked++;
      }
    }), { seed: 3701, numRuns: 40 });
    expect(teamsChecked).toBeGreaterThan(500);
  }, 300_000);
});
