/**
 * Standard Trouble Brewing setup counts for 5–15 players, and the Baron's change
 * (two Townsfolk become two Outsiders). Rules reference §1.2–1.3.
 */
import { setup as baronSetup } from './characters/baron.ts';
import type { SetupCounts } from './setup-counts.ts';

/** Smallest and largest supported player counts (no Travellers). */
export const MIN_PLAYERS = 5;
export const MAX_PLAYERS = 15;

const BASE: Record<number, SetupCounts> = {
  5: [3, 0, 1, 1], 6: [3, 1, 1, 1], 7: [5, 0, 1, 1], 8: [5, 1, 1, 1], 9: [5, 2, 1, 1],
  10: [7, 0, 2, 1], 11: [7, 1, 2, 1], 12: [7, 2, 2, 1], 13: [9, 0, 3, 1], 14: [9, 1, 3, 1],
  15: [9, 2, 3, 1],
};

/**
 * Counts for `players` seats (5–15), with or without the Baron in play.
 * @throws RangeError for a player count outside 5–15 (callers validate first).
 */
export function setupCounts(players: number, baron: boolean): SetupCounts {
  const base = BASE[players];
  if (!base) throw new RangeError(`no Trouble Brewing setup for ${players} players`);
  return baron ? baronSetup(base) : base;
}

/** Minimum player count for the evil team's first-night information (Minion/Demon info). */
export const SETUP_INFO_MIN_PLAYERS = 7;
