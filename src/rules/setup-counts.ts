/**
 * The shape of a game's setup counts, under both the setup rules (setup.ts) and the
 * characters that change them (the Baron), so that neither imports the other's file for it.
 */

/** Counts of each character type in play: [Townsfolk, Outsiders, Minions, Demons]. */
export type SetupCounts = readonly [number, number, number, number];
