/**
 * A 15-player, 3-night table with seats unclaimed and reports missing (simulated, seed 3):
 * many assignments whose histories all fail, so search threads refute and split a lot.
 * Shared by the tests of refutations shared between threads, of pieces handed between
 * them, and of the hurry.
 */
import type { Game } from '../../src/model/game.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { simulateHistory, TROUBLE_BREWING } from '../invariants/history-simulator.ts';
import { thinRecord } from '../invariants/thin.ts';

/** The record, as a user would pass it. */
export function refutingRecord(): Record<string, unknown> {
  return thinRecord(simulateHistory(3, 15, 3, { script: TROUBLE_BREWING }).input, 3, { unclaimed: 4, keepReports: 5 });
}

/** The record, validated. */
export function refutingGame(): Game {
  const parsed = parseTemporal(refutingRecord());
  if (!parsed.ok) throw new Error('simulated record is invalid');
  return parsed.game;
}
