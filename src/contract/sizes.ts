/**
 * Size limits of an input and of a result, as plain numbers (no zod), so the widget and the
 * CLI can respect them without loading the validator. `src/model/read-input.ts` checks
 * them before any schema work; a breach is one `too_large` error naming the limit.
 *
 * Each is far above what a real game needs (15 players, a few dozen reports, a dozen
 * phases, a few dozen events a day); they exist so that no input, however built, can make
 * the solver run out of memory, overflow its stack or return a result too big to serialise.
 */
export const LIMITS = Object.freeze({
  /** Bytes of a game file's JSON text (CLI, widget import and `src` loads). */
  inputBytes: 4_000_000,
  /** Values in one input, counted over every object, list and scalar. */
  values: 50_000,
  /** Nesting of objects and lists (the contract's deepest field is at 6). */
  depth: 32,
  /** Characters of a player id, role id, row id, enum value or object key. */
  idChars: 200,
  /** Characters of a display name (`players[].name`) or a row's `source` note. */
  textChars: 2_000,
  /** Rows of `evidence`, and of `reports`. */
  rows: 1_000,
  /** Phases of a history (50 nights and 50 days). */
  phases: 100,
  /** Events of one day (`phases[].events`). */
  eventsPerDay: 100,
  /** Actions of one night (`phases[].actions`). */
  actionsPerNight: 100,
  /** Entries of any other list: players, targets, deaths, voters, minions, demons, bluffs, a qualifying hand. */
  listItems: 50,
  /** Fields of one object, including the entries of `grimoire` and `qualifying`. */
  objectKeys: 50,
  /** Errors listed in one answer; the rest are counted in one last `too_many_errors` error. */
  errors: 100,
  /**
   * Bytes a result's candidates may take as compact JSON (an upper estimate per candidate
   * from the game's size). When `maxResults` candidates could exceed it, fewer are kept and
   * a warning says so, so that a result always fits in one JavaScript string.
   */
  resultBytes: 300_000_000,
});

/** Most rows one `evidence` or `reports` list may hold. */
export const MAX_ROWS = LIMITS.rows;
/** Most phases one history may hold (50 nights and 50 days). */
export const MAX_PHASES = LIMITS.phases;

/** Most candidates one search may return: each carries a full witness, so the cap bounds a result's memory. */
export const MAX_RESULTS_CAP = 100_000;
