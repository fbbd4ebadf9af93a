/**
 * Result shapes of both front doors (`solve` and `solveTemporal`). These are the
 * public JSON shapes; ids are the input's player ids and contract role ids.
 */
import type { UnusualRuling } from '../compile/codes.ts';
import type { RoleId } from '../rules/roles.ts';

/** One problem with the input. `path` is a JSON path into the input (e.g. `$.reports[2].targets[0]`). */
export interface InputError {
  /** What kind of problem (see {@link ErrorCode}). */
  code: ErrorCode;
  /** JSON path of the offending value, rooted at `$` (`options.…` for an option, `$witness…` for a witness). */
  path: string;
  /** The problem in words, with its path. */
  message: string;
  /**
   * For `too_large`: the limit that was passed (`LIMITS`) and the size found, in the limit's
   * unit (for `values` a lower bound: counting stops past the limit). For `too_many_errors`:
   * `LIMITS.errors` and the number of errors in all.
   */
  limit?: number;
  /** For `too_large`: the size found (see `limit`); for `too_many_errors`: the number of errors in all. */
  actual?: number;
}

/** Every error code the validator can return. */
export type ErrorCode =
  | 'invalid_type'        // wrong JSON type, missing required field, bad enum value
  | 'unknown_field'       // a field the contract does not define (also on disabled rows)
  | 'unknown_player'      // a player id that is not seated
  | 'duplicate_player'    // the same player id seated twice
  | 'unknown_role'        // a role id that is not a Trouble Brewing character
  | 'wrong_role_type'     // e.g. a Washerwoman report naming a Minion
  | 'wrong_payload'       // payload fields that do not belong to the report's role
  | 'bad_pair'            // a pair that is not two distinct seated players
  | 'out_of_range'        // a number outside its allowed range (night, value, counts)
  | 'duplicate_record'    // more than one active record for one recipient and wake
  | 'setup_info_too_few'  // setupInfo below 7 players
  | 'bad_bluffs'          // bluffs that are not three distinct good characters
  | 'bad_phases'          // phases not strictly N1, D1, N2, … without gaps
  | 'not_supported'       // valid contract input this version does not search yet
  | 'too_large'           // a size beyond LIMITS (bytes, values, nesting, a string, a list, an object)
  | 'unreadable'          // not plain data: a getter, a cycle, a hole, a function, or a read that threw
  | 'too_many_errors'     // the last error of a capped list: how many more were not listed
  | 'internal';           // a defect in the solver (never the user's fault)

/** Why a search stopped early; null when it ran to the end. */
export type StopReason = null | 'result_limit' | 'node_limit' | 'time_limit' | 'cancelled';

/** Search status (contract): `contradiction` only for an exhausted search with no candidate. */
export type Status = 'invalid' | 'candidates' | 'contradiction' | 'inconclusive';

/** Search statistics. `nodes` are search nodes (seat placements and hidden-world checks). */
export interface SearchStats {
  /** Which search ran: the WASM search or the reference TypeScript one. */
  engine: 'wasm' | 'reference';
  /** Search nodes used by every pass and thread of the call. */
  nodes: number;
  /** Time of the whole call, from validation to the finished result (ms). */
  elapsedMs: number;
  /** Candidates found by the listing search (all of them, also beyond a page). */
  candidates: number;
  /** Dead ends by reason (e.g. `role`, `count`, `inPlay`, `report`). */
  prunes: Record<string, number>;
}

/** The hidden choices of one night in a witness (player ids; null where nobody chose). */
export interface WitnessNight {
  /** The night this is (1 for the first night). */
  number: number;
  /** Player the Poisoner poisoned. */
  poison: string | null;
  /** Player the Monk (or the Drunk shown the Monk) chose. */
  monk: string | null;
  /** Player the Imp attacked. */
  imp: string | null;
  /** Where a healthy Mayor's death went (null: the Mayor died, or no redirect). */
  redirect: string | null;
  /** Who became the Imp when the Imp died that night. */
  successor: string | null;
  /** Butler's chosen master. */
  master: string | null;
  /**
   * Only when a second Imp attacked that night (ruling Q13, unusual: two Imps alive, each
   * attacking in seat order): the player the second Imp attacked.
   */
  imp2?: string | null;
  /** With `imp2`: where a healthy Mayor's death from the second attack went. */
  redirect2?: string | null;
  /** With `imp2`: who became the Imp at the second attack's death. */
  successor2?: string | null;
}

/** The hidden choices of one day in a witness, listed only when one was made. */
export interface WitnessDay {
  /** The day this is. */
  number: number;
  /** The Scarlet Woman who became a second Imp when a healthy Recluse died that day (ruling Q13, unusual). */
  successor: string | null;
  /** The Virgin whose ability a nomination nobody recorded spent that day. */
  virgin: string | null;
}

/**
 * One legal hidden history for an initial assignment: enough for `replay()` to rebuild
 * every phase. Its hidden choices are examples, not proven facts.
 */
export interface Witness {
  /** Starting character per player id (a Drunk is `drunk`). */
  assignments: Record<string, RoleId>;
  /** The Townsfolk token the Drunk was shown, or null when no Drunk is in play. */
  drunkShownRole: RoleId | null;
  /** The Fortune Teller's red herring (player id), or null. */
  redHerring: string | null;
  /** The hidden choices of every recorded night, in order. */
  nights: WitnessNight[];
  /** The hidden choices of the days on which one was made (absent: none was). */
  days?: WitnessDay[];
  /**
   * Night of each active input report, keyed by its index in `input.reports`; null when an
   * evil player's report was not a real wake (they may have made it up).
   */
  reportNights: Record<string, number | null>;
}

/** A temporal candidate: one distinct initial assignment plus its example witness. */
export interface TemporalCandidate {
  /** Candidate id: `c1`, `c2`, … in result order. */
  id: string;
  /** Starting character per player id. */
  assignments: Record<string, RoleId>;
  /** Token each player was shown at setup (the Drunk sees a Townsfolk). */
  shownRoles: Record<string, RoleId>;
  /** The Fortune Teller's red herring in the example history, or null. */
  redHerring: string | null;
  /** The night of each active report (as in the witness). */
  reportNights: Record<string, number | null>;
  /** One legal hidden history of this assignment, for `replay()`. */
  witness: Witness;
  /** Character per player id at the end of the record (after star-passes and a Scarlet Woman taking over). */
  finalRoles: Record<string, RoleId>;
  /** Whether each player is alive at the end of the record. */
  alive: Record<string, boolean>;
  /** The team that has won by the end of the example history, or null while the game goes on. */
  winner: 'good' | 'evil' | null;
  /**
   * The unusual rulings this assignment needs, sorted (rulings.md "Unusual rulings"):
   * `recluse_star_pass` (a Recluse catches the Imp's star-pass, ruling Q3),
   * `scarlet_woman_recluse` (the Scarlet Woman becomes a second Imp when a Recluse dies,
   * ruling Q13). `[]` when an ordinary history exists — the witness is then an ordinary
   * one; otherwise the search proved there is none, and these are the rulings its
   * witness relies on.
   */
  unusual: UnusualRuling[];
}

/** How many rows of one input list constrained the search. */
export interface RowCount {
  /** Rows that constrained the search (enabled, not claims). */
  active: number;
  /** Rows that did not (claims and disabled rows). */
  inactive: number;
}

/** What part of the input the search covered. */
export interface Coverage {
  /** Phases searched, e.g. `['N1', 'D1']`. */
  phases: string[];
  /** Evidence rows that constrained the search and those that did not. */
  evidence: RowCount;
  /** Reports that constrained the search and those that did not. */
  reports: RowCount;
  /** Statement of scope: what `complete` is about. */
  projection: 'initial_assignment';
  /**
   * The unusual rulings (rulings.md "Unusual rulings"): `'allow'` searched, their worlds
   * kept and tagged; `'exclude'` not searched at all (`SolveOptions.unusual`), so no
   * candidate or cell rests on one.
   */
  unusual: 'allow' | 'exclude';
}

/**
 * One cell of the per-seat answer: `true` some verified ordinary world has it (the seat's
 * `examples` names one); `'unusual'` only worlds that need an unusual ruling have it
 * (rulings.md "Unusual rulings"; `examples` names one, tagged in its `unusual`); `false`
 * no world has it, proven by a finished search; `null` undecided, because a bound (time,
 * nodes, cancellation) stopped the search first.
 */
export type Cell = boolean | 'unusual' | null;

/** What one seat can be. */
export interface SeatPossibilities {
  /** Per character (every id of `ROLE_IDS`): can the seat have started as it? */
  starting: Record<RoleId, Cell>;
  /** Can the seat hold the living Imp at the end of the record? (`solveTemporal` only.) */
  demonNow?: Cell;
  /**
   * For each `true` cell, the id of one world that has it: a returned candidate (`c3`) or an
   * entry of `possibilities.examples` (`w1`).
   */
  examples: {
    /** Per character whose cell is `true` or `'unusual'`: the id of a world where the seat started as it. */
    starting: Partial<Record<RoleId, string>>;
    /** When `demonNow` is `true` or `'unusual'`: the id of a world where the seat holds the living Imp at the end. */
    demonNow?: string;
  };
}

/**
 * The per-seat answer, complete whenever the limits allow however many worlds there are
 * (independently of `maxResults`): each cell is decided by searches for worlds that show
 * something not yet seen, not by listing every world.
 */
export interface Possibilities<C> {
  /** Every cell, `demonNow` and the list of evil teams is decided. */
  complete: boolean;
  /**
   * Every cell, `demonNow` and the list of evil teams is decided for ordinary worlds (those
   * that need no unusual ruling): a cell still `null` then has no ordinary world, and only
   * whether a world that needs an unusual ruling has it is undecided. True whenever
   * `complete` is; it can be true alone when a bound stopped the search for worlds that need
   * an unusual ruling (searched after the ordinary ones).
   */
  ordinaryComplete: boolean;
  /** Why not (null when complete): the bound that stopped the possibilities search. */
  stopReason: StopReason;
  /** Keyed by player id. */
  seats: Record<string, SeatPossibilities>;
  /** The distinct sets of initially evil players (each in seat order; sets in seat order). */
  evilTeams: {
    /** Each team of an ordinary world, as player ids in seat order; the teams sorted. */
    teams: string[][];
    /**
     * The teams that only worlds needing an unusual ruling have, the same way (`[]` when
     * none). Until the ordinary worlds are decided (`ordinaryComplete` false), a team here
     * has been found only in such worlds so far: an ordinary world may still have it.
     */
    unusual: string[][];
    /** Every team was decided (none more can exist). */
    complete: boolean;
  };
  /** Distinct initial assignments: the exact count, or (exact false) a lower bound proven by verified worlds. */
  assignments: {
    /** The number of distinct initial assignments, or a lower bound of it. */
    count: number;
    /** True when `count` is exact; false when it is a proven minimum (not an estimate). */
    exact: boolean;
  };
  /**
   * Example worlds of cells that no returned candidate shows (ids `w1`, `w2`, … in this
   * order); for a result that holds only the first page of its candidates (the worker's
   * `pageSize`), also the candidates beyond it that a cell names (ids `c…`).
   */
  examples: C[];
}

/** Result of `solveTemporal()`. */
export interface TemporalResult {
  /** Outcome (see {@link Status}). */
  status: Status;
  /** True only when every initial assignment was decided (no bound stopped the search). */
  complete: boolean;
  /** The bound that stopped the search, or null. */
  stopReason: StopReason;
  /** Every input problem when `status` is `invalid` (at most 100 and one `too_many_errors`); else empty. */
  errors: InputError[];
  /** Things worth knowing that do not block a search (shared display names, a lowered `maxResults`). */
  warnings: string[];
  /** The distinct initial assignments found, each with an example witness (at most `maxResults`). */
  candidates: TemporalCandidate[];
  /** The per-seat answer; null for invalid input, and for a run the worker cancelled before the library answered. */
  possibilities: Possibilities<TemporalCandidate> | null;
  /** What the search did. */
  stats: SearchStats;
  /** What part of the input the search covered; null for invalid input. */
  coverage: Coverage | null;
}

/** A legacy first-night candidate. Hidden fields are one supporting example. */
export interface LegacyCandidate {
  /** Candidate id: `c1`, `c2`, … in result order. */
  id: string;
  /** Starting character per player id. */
  assignments: Record<string, RoleId>;
  /** Player poisoned on the first night in the example history, or null. */
  poisoned: string | null;
  /** The Townsfolk token the Drunk was shown, or null when no Drunk is in play. */
  drunkShownRole: RoleId | null;
  /** The Fortune Teller's red herring in the example history, or null. */
  redHerring: string | null;
}

/** One partition of a crux question. */
export interface CruxAnswer {
  /** One possible answer, in words. */
  answer: string;
  /** The character (or team) the answer stands for, when it is one. */
  role: RoleId | 'good' | 'minion' | 'demon' | null;
  /** How many retained candidates give this answer (a count, not a probability). */
  count: number;
}

/** A question whose answer splits the retained candidates. */
export interface Crux {
  /** The player the question is about (player id). */
  player: string;
  /** The question, in words. */
  question: string;
  /** The question's answers with how many candidates give each. */
  answers: CruxAnswer[];
  /** Why the question splits the candidates. */
  basis: string;
  /** What a player could do at the table to learn the answer. */
  nextStep: string;
}

/** Result of the legacy `solve()`. */
export interface LegacyResult {
  /** Outcome (see {@link Status}). */
  status: Status;
  /** True only when every initial assignment was decided (no bound stopped the search). */
  complete: boolean;
  /** The bound that stopped the search, or null. */
  stopReason: StopReason;
  /** Every input problem when `status` is `invalid` (at most 100 and one `too_many_errors`); else empty. */
  errors: InputError[];
  /** Things worth knowing that do not block a search. */
  warnings: string[];
  /** Standing assumptions of the search and defaults applied to the input (rows without `mode`). */
  assumptions: string[];
  /** What the first-night search covers, in words. */
  scope: string[];
  /** What the search did. */
  stats: SearchStats;
  /** The distinct initial assignments found (at most `maxResults`). */
  candidates: LegacyCandidate[];
  /** The per-seat answer (without `demonNow`); null for invalid input, and for a run the worker cancelled before the library answered. */
  possibilities: Possibilities<LegacyCandidate> | null;
  /** Questions whose answers would split the candidates best, with a suggested next step. */
  topCruxes: Crux[];
}
