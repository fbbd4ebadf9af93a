/**
 * Checks shared by the multi-night and full-day invariant tests: on one simulated record
 * the reference search must accept the input, never contradict, contain the truth when
 * complete, and return witnesses that replay; the true history must replay too; and the
 * WASM search must find the reference's candidates.
 */
import { expect } from 'vitest';
import { replay, solveTemporal, type TemporalResult } from '../../src/index.ts';
import { simulateHistory, TROUBLE_BREWING, type SimulateOptions, type TrueHistory } from './history-simulator.ts';

export const key = (a: Record<string, string>) => Object.keys(a).sort().map((k) => `${k}=${a[k]}`).join(',');
export const assignmentSet = (r: TemporalResult) => r.candidates.map((c) => key(c.assignments));
export const context = (game: TrueHistory, where: string) => `${where}\n${game.log.join('\n')}\n${JSON.stringify(game.input)}`;

/** The true hidden history replays, with the simulator's winner. */
function checkTruthReplays(game: TrueHistory, where: string): void {
  const truth = replay(game.input, game.witness);
  expect(truth.errors, `true history: replay errors\n${context(game, where)}`).toEqual([]);
  expect(truth.failures, `true history does not replay\n${context(game, where)}`).toEqual([]);
  expect(truth.winner, `true history: winner\n${context(game, where)}`).toBe(game.winner);
}

/** The brief's invariants on one simulated record, searched by `engine` (the reference unless a game is too big for it). */
export async function checkGame(game: TrueHistory, where: string, engine: 'reference' | 'wasm' = 'reference'): Promise<TemporalResult> {
  const result = await solveTemporal(game.input, { engine });
  expect(result.errors, `solver errors\n${context(game, where)}`).toEqual([]);
  expect(result.status, context(game, where)).not.toBe('contradiction');
  expect(result.status, context(game, where)).not.toBe('invalid');
  if (result.complete) {
    const truth = result.candidates.find((c) => key(c.assignments) === key(game.witness.assignments));
    expect(truth, `true assignment missing\n${context(game, where)}`).toBeDefined();
    // An ordinary witness, or one that needs only unusual rulings the true history used.
    expect(truth!.unusual.filter((u) => !game.unusual.includes(u)), `the truth's candidate needs an unusual ruling the true history did not use\n${context(game, where)}`).toEqual([]);
  }
  for (const c of result.candidates.slice(0, 20)) {
    const r = replay(game.input, c.witness);
    expect(r.ok, `witness ${key(c.assignments)} does not replay: ${JSON.stringify(r.failures)}\n${context(game, where)}`).toBe(true);
  }
  checkTruthReplays(game, where);
  return result;
}


/**
 * The WASM search finds exactly the reference's candidates on one record (`reference`: its
 * result when already computed). Both searches must be complete: a bound that stops
 * either fails the check, so that no comparison is silently skipped.
 */
export async function checkWasmMatches(game: TrueHistory, where: string, reference?: TemporalResult): Promise<void> {
  const ref = reference ?? await solveTemporal(game.input, { engine: 'reference' });
  const wasm = await solveTemporal(game.input, { engine: 'wasm' });
  expect(wasm.errors, where).toEqual([]);
  expect({ wasm: wasm.complete, reference: ref.complete }, `${where}: a bound stopped a search`).toEqual({ wasm: true, reference: true });
  expect(assignmentSet(wasm).sort(), context(game, where)).toEqual(assignmentSet(ref).sort());
  const tagged = (r: TemporalResult) => r.candidates.map((c) => `${key(c.assignments)}:${c.unusual.join('+')}`).sort();
  expect(tagged(wasm), `${where}: WASM and reference tag the same candidates\n${context(game, where)}`).toEqual(tagged(ref));
}

/**
 * A script on which the simulator's unusual Q13 choice (the Scarlet Woman made a second Imp
 * as a healthy Recluse dies) comes often: without the Spy and the Baron the one Minion of
 * 6–9 players is the Poisoner or the Scarlet Woman, and 11–12 players have both; the Drunk
 * and the Recluse are the only Outsiders. The searches still consider every character.
 */
export const Q13_SCRIPT = TROUBLE_BREWING.filter((r) => !['spy', 'baron', 'saint', 'butler'].includes(r));

/** The seeded games (seeds 1…`seeds`, 6–12 players, 2–5 nights) on `Q13_SCRIPT` whose true history made a second Imp. */
export function secondImpGames(seeds: number, opts: SimulateOptions): { game: TrueHistory; where: string }[] {
  const games: { game: TrueHistory; where: string }[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const n = [6, 8, 9, 11, 12][seed % 5]!;
    const nights = 2 + (seed % 4);
    const o: SimulateOptions = { ...opts, script: Q13_SCRIPT, ...(opts.pinned ? {} : { reveal: Math.max(0, n - 7) }) };
    const game = simulateHistory(seed, n, nights, o);
    if (!game.unusual.includes('scarlet_woman_recluse')) continue;
    games.push({ game, where: `simulateHistory(${seed}, ${n}, ${nights}, ${JSON.stringify({ ...o, script: 'Q13_SCRIPT' })})` });
  }
  return games;
}
