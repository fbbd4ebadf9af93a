/**
 * Result shapes of both front doors (`solve` and `solveTemporal`). These are the
 * public JSON shapes; ids are the input's player ids and contract role ids.
 */
import type { RoleId } from '../rules/roles.ts';

/** One problem with the input. `path` is a JSON path into the input (e.g. `$.reports[2].targets[0]`). */
export interface InputError {
  code: ErrorCode;
  path: string;
  message: string;
  /**
   * For `too_large`: the limit that was passed (`LIMITS`) and the size found, in the limit's
   * unit (for `values` a lower bound: counting stops past the limit). For `too_many_errors`:
   * `LIMITS.errors` and the number of errors in all.
   */
  limit?: number;
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
  engine: 'wasm' | 'reference';
  nodes: number;
  elapsedMs: number;
  candidates: number;
  /** Dead ends by reason (e.g. `role`, `count`, `inPlay`, `report`). */
  prunes: Record<string, number>;
}

/** The hidden choices of one night in a witness (player ids; null where nobody chose). */
export interface WitnessNight {
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
}

/**
 * One legal hidden history for an initial assignment: enough for `replay()` to rebuild
 * every phase. Its hidden choices are examples, not proven facts.
 */
export interface Witness {
  assignments: Record<string, RoleId>;
  drunkShownRole: RoleId | null;
  redHerring: string | null;
  nights: WitnessNight[];
  /**
   * Night of each active input report, keyed by its index in `input.reports`; null when an
   * evil player's report was not a real wake (they may have made it up).
   */
  reportNights: Record<string, number | null>;
}

/** A temporal candidate: one distinct initial assignment plus its example witness. */
export interface TemporalCandidate {
  id: string;
  assignments: Record<string, RoleId>;
  shownRoles: Record<string, RoleId>;
  redHerring: string | null;
  reportNights: Record<string, number | null>;
  witness: Witness;
  finalRoles: Record<string, RoleId>;
  alive: Record<string, boolean>;
  winner: 'good' | 'evil' | null;
}

/** What part of the input the search covered. */
export interface Coverage {
  /** Phases searched, e.g. `['N1', 'D1']`. */
  phases: string[];
  evidence: { active: number; inactive: number };
  reports: { active: number; inactive: number };
  /** Statement of scope: what `complete` is about. */
  projection: 'initial_assignment';
}

/**
 * One cell of the per-seat answer: `true` some verified world has it (the seat's
 * `examples` names one); `false` no world has it, proven by a finished search; `null`
 * undecided, because a bound (time, nodes, cancellation) stopped the search first.
 */
export type Cell = boolean | null;

/** What one seat can be. */
export interface SeatPossibilities {
  /** Per character (all 22): can the seat have started as it? */
  starting: Record<RoleId, Cell>;
  /** Can the seat hold the living Imp at the end of the record? (`solveTemporal` only.) */
  demonNow?: Cell;
  /**
   * For each `true` cell, the id of one world that has it: a returned candidate (`c3`) or an
   * entry of `possibilities.examples` (`w1`).
   */
  examples: { starting: Partial<Record<RoleId, string>>; demonNow?: string };
}

/**
 * The per-seat answer, complete whenever the limits allow however many worlds there are
 * (independently of `maxResults`): each cell is decided by searches for worlds that show
 * something not yet seen, not by listing every world.
 */
export interface Possibilities<C> {
  /** Every cell, `demonNow` and the list of evil teams is decided. */
  complete: boolean;
  /** Why not (null when complete): the bound that stopped the possibilities search. */
  stopReason: StopReason;
  /** Keyed by player id. */
  seats: Record<string, SeatPossibilities>;
  /** The distinct sets of initially evil players (each in seat order; sets in seat order). */
  evilTeams: { teams: string[][]; complete: boolean };
  /** Distinct initial assignments: the exact count, or (exact false) a lower bound proven by verified worlds. */
  assignments: { count: number; exact: boolean };
  /**
   * Example worlds of cells that no returned candidate shows (ids `w1`, `w2`, … in this
   * order); for a result that holds only the first page of its candidates (the worker's
   * `pageSize`), also the candidates beyond it that a cell names (ids `c…`).
   */
  examples: C[];
}

/** Result of `solveTemporal()`. */
export interface TemporalResult {
  status: Status;
  complete: boolean;
  stopReason: StopReason;
  errors: InputError[];
  warnings: string[];
  candidates: TemporalCandidate[];
  /** The per-seat answer; null for invalid input, and for a run the worker cancelled before the library answered. */
  possibilities: Possibilities<TemporalCandidate> | null;
  stats: SearchStats;
  coverage: Coverage | null;
}

/** A legacy first-night candidate. Hidden fields are one supporting example. */
export interface LegacyCandidate {
  id: string;
  assignments: Record<string, RoleId>;
  poisoned: string | null;
  drunkShownRole: RoleId | null;
  redHerring: string | null;
}

/** One partition of a crux question. */
export interface CruxAnswer {
  answer: string;
  role: RoleId | 'good' | 'minion' | 'demon' | null;
  count: number;
}

/** A question whose answer splits the retained candidates. */
export interface Crux {
  player: string;
  question: string;
  answers: CruxAnswer[];
  basis: string;
  nextStep: string;
}

/** Result of the legacy `solve()`. */
export interface LegacyResult {
  status: Status;
  complete: boolean;
  stopReason: StopReason;
  errors: InputError[];
  warnings: string[];
  assumptions: string[];
  scope: string[];
  stats: SearchStats;
  candidates: LegacyCandidate[];
  /** The per-seat answer (without `demonNow`); null for invalid input, and for a run the worker cancelled before the library answered. */
  possibilities: Possibilities<LegacyCandidate> | null;
  topCruxes: Crux[];
}
