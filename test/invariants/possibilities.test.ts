/**
 * The per-seat answer (`possibilities`) on simulated games.
 *
 * - Small games (5–8 players, first nights and multi-night games with days): every cell
 *   equals what a complete enumeration gives — starting characters and evil teams of all
 *   candidates, and for the living Imp at the end a history search per candidate and seat
 *   — in both engines, whatever `maxResults` is (1, 80, unlimited); every example names a
 *   world that has its cell, and example worlds replay.
 * - Big many-world games (10–15 players, seats unclaimed, reports missing): the
 *   simulator's true world is possible in every cell it touches.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, solveTemporal, type TemporalResult } from '../../src/index.ts';
import type { TemporalCandidate } from '../../src/contract/result.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { relevance } from '../../src/compile/relevance.ts';
import { findHistory } from '../../src/search/reference/history.ts';
import { R, roleCode } from '../../src/rules/roles.ts';
import { simulateFirstNight } from './simulator.ts';
import { simulateHistory } from './history-simulator.ts';
import { thinRecord } from './thin.ts';
import { secondImpGames } from './history-checks.ts';

type Input = Record<string, unknown>;
const withLimits = (input: Input, maxResults: number): Input => ({ ...input, limits: { maxResults, maxNodes: 50_000_000, maxMs: 120_000 } });

/**
 * The cells a complete enumeration gives: per seat the starting characters, the living
 * Imps at the end, the evil teams — each seen in an ordinary world (`true`) or only in
 * worlds that need an unusual ruling (`'unusual'`).
 */
async function enumerate(input: Input) {
  const all = await solveTemporal(withLimits(input, 100_000), { engine: 'reference' });
  expect(all.complete, 'the oracle enumeration must complete').toBe(true);
  const parsed = parseTemporal(withLimits(input, 100_000));
  if (!parsed.ok) throw new Error('invalid input');
  const { game } = parsed;
  const rel = relevance(game);
  const starting = new Map<string, Map<string, true | 'unusual'>>(game.playerIds.map((id) => [id, new Map()]));
  const demon = new Map<string, true | 'unusual'>();
  const teams = new Map<string, true | 'unusual'>();
  const see = <K>(cells: Map<K, true | 'unusual'>, k: K, ordinary: boolean) => {
    if (ordinary) cells.set(k, true);
    else if (!cells.has(k)) cells.set(k, 'unusual');
  };
  for (const c of all.candidates) {
    const ordinary = c.unusual.length === 0;
    for (const [id, role] of Object.entries(c.assignments)) see(starting.get(id)!, role, ordinary);
    see(teams, game.playerIds.filter((id) => ['Minion', 'Demon'].includes(teamOf(c.assignments[id]!))).join(','), ordinary);
    const roles = game.playerIds.map((id) => roleCode(c.assignments[id]!));
    game.playerIds.forEach((id, x) => {
      if (demon.get(id) === true) return;
      const found = findHistory(game, roles, rel, () => true, (end) => end.alive[x]! && end.roles[x] === R.IMP);
      if (found !== null && found !== 'stopped') see(demon, id, found.unusual === 0);
    });
  }
  return { starting, demon, teams, count: all.candidates.length };
}

const TEAMS: Record<string, string> = { poisoner: 'Minion', spy: 'Minion', scarlet_woman: 'Minion', baron: 'Minion', imp: 'Demon' };
const teamOf = (role: string) => TEAMS[role] ?? 'good';

/** Every example id names a world (candidate or example) that has its cell; example worlds replay. */
function checkExamples(input: Input, r: TemporalResult, where: string): void {
  const p = r.possibilities!;
  const worlds = new Map<string, TemporalCandidate>([...r.candidates, ...p.examples].map((c) => [c.id, c]));
  for (const [id, seat] of Object.entries(p.seats)) {
    for (const [role, world] of Object.entries(seat.examples.starting)) {
      expect(worlds.get(world!)?.assignments[id], `${where}: example ${world} of ${id} as ${role}`).toBe(role);
    }
    if (seat.examples.demonNow) {
      const w = worlds.get(seat.examples.demonNow)!;
      expect(w.finalRoles[id] === 'imp' && w.alive[id], `${where}: Demon example of ${id}`).toBe(true);
    }
  }
  for (const w of p.examples) expect(replay(input, w.witness).ok, `${where}: example ${w.id} replays`).toBe(true);
}

/** What the small-game properties reached, so that a test fails when a path was never exercised. */
const reached = { truncated: 0, falseCells: 0, movedDemon: 0, exampleWorlds: 0, unusualCells: 0 };

async function checkAgainstEnumeration(input: Input, where: string): Promise<void> {
  const truth = await enumerate(input);
  if (truth.count > 80) reached.truncated++;
  if ([...truth.demon.keys()].some((id) => !truth.starting.get(id)!.has('imp') || truth.starting.get(id)!.size > 1)) reached.movedDemon++;
  for (const engine of ['wasm', 'reference'] as const) {
    for (const maxResults of engine === 'wasm' ? [1, 80, 100_000] : [1, 100_000]) {
      const at = `${where} ${engine} maxResults ${maxResults}`;
      const r = await solveTemporal(withLimits(input, maxResults), { engine });
      const p = r.possibilities!;
      expect(p.complete, at).toBe(true);
      for (const [id, seat] of Object.entries(p.seats)) {
        for (const [role, cell] of Object.entries(seat.starting)) {
          expect(cell, `${at}: ${id} started as ${role}`).toBe(truth.starting.get(id)!.get(role) ?? false);
        }
        expect(seat.demonNow, `${at}: ${id} is the Imp now`).toBe(truth.demon.get(id) ?? false);
      }
      expect(p.evilTeams.complete, at).toBe(true);
      const teamsOf = (kind: true | 'unusual') => [...truth.teams].filter(([, k]) => k === kind).map(([t]) => t).sort();
      expect(p.evilTeams.teams.map((t) => t.join(',')).sort(), `${at}: evil teams`).toEqual(teamsOf(true));
      expect(p.evilTeams.unusual.map((t) => t.join(',')).sort(), `${at}: evil teams of unusual worlds only`).toEqual(teamsOf('unusual'));
      if (p.assignments.exact) expect(p.assignments.count, at).toBe(truth.count);
      else expect(p.assignments.count, at).toBeLessThanOrEqual(truth.count);
      // The bound counts at least every distinct assignment the result shows.
      const shown = new Set([...r.candidates, ...p.examples].map((c) => JSON.stringify(c.assignments)));
      expect(p.assignments.count, at).toBeGreaterThanOrEqual(shown.size);
      expect(p.assignments.exact, at).toBe(engine === 'reference' || maxResults >= truth.count);
      checkExamples(input, r, at);
      if (maxResults === 1) reached.exampleWorlds += p.examples.length;
      reached.falseCells += Object.values(p.seats).flatMap((seat) => Object.values(seat.starting)).filter((c) => c === false).length;
      reached.unusualCells += Object.values(p.seats).flatMap((seat) => [...Object.values(seat.starting), seat.demonNow]).filter((c) => c === 'unusual').length;
    }
  }
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('possibilities equal a complete enumeration on small games', () => {
  it('first nights, some seats unclaimed (5–8 players)', async () => {
    await fc.assert(fc.asyncProperty(seeds, fc.integer({ min: 5, max: 8 }), fc.integer({ min: 0, max: 3 }), async (seed, n, unclaimed) => {
      const game = simulateFirstNight(seed, n);
      const input = thinRecord(game.input, seed, { unclaimed, keepReports: 4 });
      await checkAgainstEnumeration(input, `simulateFirstNight(${seed}, ${n}) thinned ${unclaimed}`);
    }), { seed: 6101, numRuns: 15 });
    expect(reached.truncated, 'some games have more than 80 worlds').toBeGreaterThan(0);
    expect(reached.exampleWorlds, 'some cells are shown only by example worlds').toBeGreaterThan(0);
    expect(reached.falseCells).toBeGreaterThan(0);
  }, 300_000);

  it('several nights with days (5–7 players, 2–4 nights)', async () => {
    await fc.assert(fc.asyncProperty(seeds, fc.integer({ min: 5, max: 7 }), fc.integer({ min: 2, max: 4 }), async (seed, n, nights) => {
      const game = simulateHistory(seed, n, nights, { days: true });
      const input = thinRecord(game.input, seed, { unclaimed: 1, keepReports: 6 });
      await checkAgainstEnumeration(input, `simulateHistory(${seed}, ${n}, ${nights}, { days: true }) thinned`);
    }), { seed: 6102, numRuns: 25 });
    expect(reached.movedDemon, 'some games let the Demon move to another seat').toBeGreaterThan(0);
  }, 300_000);

  it('games where the Scarlet Woman became a second Imp (ruling Q13; 6–8 players, days)', async () => {
    const games = secondImpGames(800, { days: true }).filter(({ game }) => game.n <= 8).slice(0, 6);
    for (const { game, where } of games) {
      const input = thinRecord(game.input, 1, { unclaimed: 1, keepReports: 6 });
      await checkAgainstEnumeration(input, `${where} thinned`);
    }
    expect(games).toHaveLength(6);
  }, 300_000);

  it("the real cases with worlds that need an unusual ruling: their cells are 'unusual' where no ordinary world has them", async () => {
    for (const name of ['nqt-26', 'nqt-31', 'nqt-40']) {
      const file = JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8'));
      await checkAgainstEnumeration(file.input, name);
    }
    expect(reached.unusualCells, "some cells are 'unusual': only a world that needs an unusual ruling has them").toBeGreaterThan(0);
  }, 300_000);
});

describe('the true world is possible in every cell it touches (big many-world games)', () => {
  it('10–15 players, 1–5 nights, seats unclaimed and reports missing (WASM)', async () => {
    await fc.assert(fc.asyncProperty(seeds, fc.integer({ min: 10, max: 15 }), fc.integer({ min: 1, max: 5 }), async (seed, n, nights) => {
      const game = nights === 1 ? null : simulateHistory(seed, n, nights, { reveal: n - 8 });
      const first = nights === 1 ? simulateFirstNight(seed, n) : null;
      const input = withLimits(thinRecord((game ?? first)!.input, seed, { unclaimed: 2, keepReports: 5 }), 80);
      const r = await solveTemporal(input);
      const where = `${nights === 1 ? `simulateFirstNight(${seed}, ${n})` : `simulateHistory(${seed}, ${n}, ${nights}, { reveal: ${n - 8} })`} thinned`;
      expect(r.errors, where).toEqual([]);
      const p = r.possibilities!;
      const roles = game ? game.roles : first!.roles;
      // The true world is ordinary unless its history needs an unusual ruling: then its
      // cells may be 'unusual' (when no ordinary world has them).
      const possible = (cell: unknown) => cell === true || (cell === 'unusual' && (game?.unusual.length ?? 0) > 0) || (cell === null && !p.complete);
      roles.forEach((role, s) => {
        const cell = p.seats[`p${s + 1}`]!.starting[role];
        expect(possible(cell), `${where}: p${s + 1} started as ${role}: ${cell}`).toBe(true);
      });
      const team = roles.flatMap((role, s) => (teamOf(role) === 'good' ? [] : [`p${s + 1}`])).join(',');
      if (p.evilTeams.complete) expect([...p.evilTeams.teams, ...p.evilTeams.unusual].map((t) => t.join(',')), where).toContain(team);
      // Each living Imp at the end (two after ruling Q13) may hold it, while the game goes on.
      const finalImps = game ? Object.keys(game.finalRoles).filter((id) => game.finalRoles[id] === 'imp' && game.alive[id]) : [`p${roles.indexOf('imp') + 1}`];
      if (!game || game.winner === null) {
        for (const id of finalImps) {
          const cell = p.seats[id]!.demonNow;
          expect(possible(cell), `${where}: ${id} is the Imp now: ${cell}`).toBe(true);
        }
      }
    }), { seed: 6103, numRuns: 30 });
  }, 600_000);
});
