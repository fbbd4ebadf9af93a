/**
 * Size limits of an input, as plain numbers (no zod), so the widget can respect them
 * without loading the validator. The schemas (`schema-parts.ts`) enforce them.
 */

/** Most rows one `evidence` or `reports` list may hold; far above any real game, it bounds memory and work. */
export const MAX_ROWS = 1000;
/** Most phases one history may hold (50 nights and 50 days). */
export const MAX_PHASES = 100;

/** Most candidates one search may return: each carries a full witness, so the cap bounds a result's memory. */
export const MAX_RESULTS_CAP = 100_000;
