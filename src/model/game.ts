/**
 * The normalised game: what the engine consumes after validation. Player ids are
 * replaced by seat indices (0-based, clockwise), role ids by role codes
 * (`src/rules/roles.ts`). Only *active* rows appear here: rows with `enabled: false`
 * or `mode: 'claim'` are dropped by the normaliser (they never constrain the search),
 * but every row keeps `path`, the JSON path of its source row, so results and
 * errors can point back at what the user entered.
 */

/** Search bounds. `maxMs` in milliseconds, `maxNodes` in search nodes. */
export interface Limits {
  maxResults: number;
  maxNodes: number;
  maxMs: number;
}

/** An active evidence row about the initial setup. */
export type GameEvidence =
  | { kind: 'role'; path: string; seat: number; role: number; is: boolean }
  | { kind: 'alignment'; path: string; seat: number; evil: boolean; is: boolean }
  | { kind: 'inPlay'; path: string; role: number; is: boolean }
  /** The token the player was shown at setup (their character, or the Drunk's Townsfolk). */
  | { kind: 'shown'; path: string; seat: number; role: number; is: boolean }
  /** A good player truthfully reports their shown token; an evil player may lie. */
  | { kind: 'testimony'; path: string; seat: number; role: number }
  /**
   * Authentic evil-team first-night information received by `seat`.
   * `team` is what the recipient is (Minion or Demon). Lists are seats; null = unknown.
   * `bluffs` are role codes (Demon only).
   */
  | {
      kind: 'setupInfo'; path: string; seat: number; team: 'Minion' | 'Demon';
      minions: number[] | null; demons: number[] | null; bluffs: number[] | null;
    };

/** One observed field set of the Spy's grimoire view, per seat (all optional). */
export interface GrimoireEntry {
  role?: number;
  shown?: number;
  alignment?: 'good' | 'evil';
  alive?: boolean;
  poisoned?: boolean;
  redHerring?: boolean;
  protected?: boolean;
  usedSlayer?: boolean;
  usedVirgin?: boolean;
  /** Butler's master seat, or null for "no master". */
  master?: number | null;
}

/** An active report of information a player received (or says they received). */
export interface GameReport {
  path: string;
  /** Index of the source row in the input's `reports` (legacy input: `evidence`), as results key it. */
  index: number;
  seat: number;
  /** Role code of the ability that produced the information (the shown token it came from). */
  role: number;
  /** Fixed night, or null to search the eligible recorded nights. */
  night: number | null;
  /** 'authentic': actually received; 'good': faithful if the player is good, evil may lie. */
  authenticity: 'authentic' | 'good';
  /** reliability 'healthy': the reporter is the actual role, sober and unpoisoned at that wake. */
  healthy: boolean;
  /** Washerwoman/Librarian/Investigator/Fortune Teller pair (two distinct seats). */
  targets?: [number, number];
  /** Learned character (role code); null = Undertaker "no information". */
  targetRole?: number | null;
  /** Chef/Empath count, Librarian 0, Fortune Teller yes/no. */
  value?: number | boolean;
  /** Ravenkeeper's chosen seat. */
  target?: number;
  /** Spy observation: seat → observed fields. */
  grimoire?: Map<number, GrimoireEntry>;
}

/** A private night action (an actual constraint, no mode). */
export type NightAction =
  | { kind: 'poison' | 'monk' | 'butler'; path: string; seat: number; target: number }
  | {
      kind: 'imp'; path: string; seat: number; target: number;
      /** Seat the kill moved to; -1: it did not move (the Mayor died). */
      redirect?: number; successor?: number | null; recluseDemon?: boolean;
    };

/** An active day event, in recorded order. */
export type DayEvent =
  | { kind: 'execution'; path: string; seat: number }
  | { kind: 'slayer'; path: string; seat: number; target: number; killed: boolean }
  | { kind: 'nomination'; path: string; seat: number; target: number; triggered: boolean }
  | {
      kind: 'ballot'; path: string; voters: number[]; nominee: number | null;
      qualifying: Map<number, number[]> | null;
    };

/** One phase of the recorded history. */
export type GamePhase =
  | { phase: 'night'; number: number; path: string; deaths: number[] | null; actions: NightAction[] }
  | {
      phase: 'day'; number: number; path: string; events: DayEvent[]; ended: boolean;
      completeVoting: boolean;
    };

/** The validated, normalised input of either front door. */
export interface Game {
  /** Number of seats (5–15). */
  n: number;
  /** Player id of each seat, in clockwise order. */
  playerIds: string[];
  /** Display name of each seat (the id when no name was given). */
  names: string[];
  evidence: GameEvidence[];
  reports: GameReport[];
  phases: GamePhase[];
  limits: Limits;
  /**
   * The unusual rulings the search may rely on (a bit mask, src/compile/codes.ts
   * UNUSUAL_RULINGS): all of them unless the options exclude them. Set by the front doors.
   */
  unusualAllowed: number;
}
