/**
 * Invariants of the search on simulated games with full days (`simulateHistory(…, { days:
 * true })`): Slayer shots, nominations (the Virgin), ballots (ghost votes, the Butler's
 * master, `qualifying` hands) and `completeVoting` days whose execution follows the vote
 * counts (rules reference §3.10, §3.11, §3.14, §4.3, §4.4). On these records the reference
 * search must accept the input, never say `contradiction`, contain the true assignment when
 * complete, and return witnesses that replay (the true history replays too); the WASM
 * search must find the same candidates as the reference on small games.
 * Run: `npx vitest run --project unit test/invariants/days.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, solveTemporal } from '../../src/index.ts';
import { GENERIC_HOOK_ROLES, simulateHistory, TROUBLE_BREWING } from './history-simulator.ts';
import { checkGame, checkWasmMatches, secondImpGames } from './history-checks.ts';

/** Per-game bounds: an incomplete search still must not contradict, and its witnesses must replay. */
const LIMITS = { maxResults: 2000, maxNodes: 5_000_000, maxMs: 8000 };

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const nightCounts = fc.integer({ min: 2, max: 5 });

describe('full-day invariants on simulated games', () => {
  it('valid input, no contradiction, the truth among complete results, witnesses replay (5–9 players, 2–5 nights)', async () => {
    await fc.assert(fc.asyncProperty(seeds, fc.integer({ min: 5, max: 9 }), nightCounts, async (seed, n, nights) => {
      const reveal = Math.max(0, n - 7);
      const game = simulateHistory(seed, n, nights, { reveal, days: true });
      game.input.limits = LIMITS;
      await checkGame(game, `simulateHistory(${seed}, ${n}, ${nights}, { reveal: ${reveal}, days: true })`);
    }), { seed: 5151, numRuns: 150 });
  }, 300_000);

  it('the same on 10–15 players with the WASM search (2–5 nights)', async () => {
    await fc.assert(fc.asyncProperty(seeds, fc.integer({ min: 10, max: 15 }), nightCounts, async (seed, n, nights) => {
      const reveal = n - 7;
      const game = simulateHistory(seed, n, nights, { reveal, days: true });
      game.input.limits = LIMITS;
      await checkGame(game, `simulateHistory(${seed}, ${n}, ${nights}, { reveal: ${reveal}, days: true })`, 'wasm');
    }), { seed: 5153, numRuns: 60 });
  }, 300_000);

  it('WASM and reference searches find identical candidates (5–8 players)', async () => {
    await fc.assert(fc.asyncProperty(seeds, fc.integer({ min: 5, max: 8 }), nightCounts, async (seed, n, nights) => {
      const game = simulateHistory(seed, n, nights, { days: true });
      game.input.limits = LIMITS;
      await checkWasmMatches(game, `simulateHistory(${seed}, ${n}, ${nights}, { days: true })`);
    }), { seed: 5152, numRuns: 150 });
  }, 300_000);

  it('the seat-hook fallback: the truth among complete results, and WASM finds the reference\'s candidates (5–8 players)', async () => {
    // Today's characters with seat hooks stand in for ones the simulator has no model of:
    // what their abilities do — the Demon's kill on them, their deaths and claims,
    // nominations of them, their shots and votes, day ends — is the kernel's hook
    // (SimulateOptions.genericHooks), as it would be for a new character.
    let asked = 0;
    await fc.assert(fc.asyncProperty(seeds, fc.integer({ min: 5, max: 8 }), nightCounts, async (seed, n, nights) => {
      const game = simulateHistory(seed, n, nights, { days: true, genericHooks: GENERIC_HOOK_ROLES });
      game.input.limits = LIMITS;
      asked += game.log.filter((line) => line.endsWith('(kernel)')).length;
      const where = `simulateHistory(${seed}, ${n}, ${nights}, { days: true, genericHooks: [${GENERIC_HOOK_ROLES.join(', ')}] })`;
      await checkWasmMatches(game, where, await checkGame(game, where));
    }), { seed: 5154, numRuns: 120 });
    expect(asked).toBeGreaterThan(120);
  }, 300_000);
});

describe('ruling Q13 (unusual): full days where the simulator made the Scarlet Woman a second Imp', () => {
  it('the truth among complete results (tagged scarlet_woman_recluse, or ordinary), witnesses replay, WASM finds the same', async () => {
    let found = 0;
    let byDay = 0;
    for (const { game, where } of secondImpGames(400, { days: true })) {
      game.input.limits = LIMITS;
      const result = await checkGame(game, where);
      if (!result.complete) continue;
      found++;
      // Made by day (an execution or a Slayer's shot): the witness's day choice.
      if (game.witness.days?.some((d) => d.successor !== null)) byDay++;
      if (game.n <= 9) await checkWasmMatches(game, where, result);
    }
    expect(found).toBeGreaterThanOrEqual(10);
    expect(byDay).toBeGreaterThanOrEqual(5);
  }, 300_000);
});

// ---------------------------------------------------------------------------------------
// Regressions: solver deviations from the rules found by the properties above (a larger
// run of the first property, seed 777). Each is a hand-laid minimal game with every
// character pinned, plus the simulated game that showed it.
// ---------------------------------------------------------------------------------------

/** Simulated game showing the Butler regression below (found with fast-check seed 777, run 181; Trouble Brewing script, so it stays this game). */
const BUTLER_GAME: [number, number, number] = [14, 6, 2];

describe('regressions: day rules found by the simulator', () => {
  it('a `qualifying` ballot observes the Butler\'s master: the search must try every master (rules §3.14; contract C17)', async () => {
    // Rules reference §3.14: every night the Butler chooses any player other than themself
    // as master; the next day a healthy living Butler may vote only if the master's hand
    // is up or already counted; the contract (C17) makes a ballot's `qualifying` hands a
    // binding observation of that. Here N1 the Poisoner (p1) poisons the Fortune Teller
    // (p4), so the Butler (p5) is healthy on D1; p5 votes with p6, and at p5's turn only
    // p6's hand is up. The Butler chose p6 as master on N1, so the record is legal — the
    // solver's own replay accepts that history.
    // Observed (both engines): `contradiction`. The search narrows an unrecorded master to
    // one representative (p1, src/search/reference/choices.ts `masterChoices`) unless a Spy grimoire
    // shows a master, ignoring that a `qualifying` ballot observes it too. With master p1
    // pinned instead (voters p5, p1) it finds candidates.
    const roles = ['poisoner', 'imp', 'slayer', 'fortune_teller', 'butler', 'librarian'];
    const input = (actions: object[]) => ({
      schema: 'botc-temporal-v1',
      players: roles.map((_, i) => ({ id: `p${i + 1}` })),
      evidence: roles.map((role, i) => ({ kind: 'role', player: `p${i + 1}`, role, mode: 'hard' })),
      reports: [],
      phases: [
        { phase: 'night', number: 1, deaths: [], actions },
        {
          phase: 'day', number: 1, ended: false, events: [
            { kind: 'nomination', player: 'p3', target: 'p1', triggered: false, mode: 'hard' },
            { kind: 'ballot', voters: ['p5', 'p6'], nominee: 'p1', qualifying: { p5: ['p6'] }, mode: 'hard' },
          ],
        },
      ],
      limits: { maxResults: 100, maxNodes: 1_000_000, maxMs: 10_000 },
    });
    const poison = { kind: 'poison', player: 'p1', target: 'p4' };
    const truth = {
      assignments: Object.fromEntries(roles.map((r, i) => [`p${i + 1}`, r])), drunkShownRole: null, redHerring: 'p6',
      nights: [{ number: 1, poison: 'p4', monk: null, imp: null, redirect: null, successor: null, master: 'p6' }],
      reportNights: {},
    };
    expect(replay(input([poison]), truth).failures).toEqual([]);
    for (const engine of ['reference', 'wasm'] as const) {
      const pinnedMaster = await solveTemporal(input([poison, { kind: 'butler', player: 'p5', target: 'p6' }]), { engine });
      expect(pinnedMaster.status, engine).toBe('candidates');
      const openMaster = await solveTemporal(input([poison]), { engine });
      expect(openMaster.errors, engine).toEqual([]);
      expect(openMaster.status, `${engine}: the master p6 is a legal hidden choice`).toBe('candidates');
    }
    // As simulated: the Butler (p5, master p6) votes on D1 with `qualifying` {p5: [p3, p4, p6]}.
    const butlerGame = simulateHistory(...BUTLER_GAME, { days: true, script: TROUBLE_BREWING });
    await checkGame(butlerGame, `simulateHistory(${BUTLER_GAME.join(', ')}, { days: true, script: TROUBLE_BREWING })`);
  });
});
