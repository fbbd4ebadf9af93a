/**
 * The per-seat answer (`possibilities` of a result): which starting characters each seat
 * can still have, who can be the living Imp at the end of the record, which sets of seats
 * can be the evil team, and how many assignments there are. Every `true` comes from an
 * ordinary world the checker verified, every `'unusual'` from a world that needs an
 * unusual ruling (where no ordinary world has the cell), each with one example world per
 * cell; `false` only from a finished search; `null` where a bound stopped it.
 *
 * Examples are chosen so that the answer does not depend on how the search was split:
 * the lowest returned candidate that has the cell, else the first world (branch by
 * branch, in each branch's depth-first order) of the possibilities passes.
 */
import type { Cell, Possibilities, SeatPossibilities, StopReason } from '../../contract/result.ts';
import type { Game } from '../../model/game.ts';
import { LAYOUT as L } from '../../compile/layout.ts';
import { impHoldersAtEnd, seatMasks } from '../../compile/masks.ts';
import { phaseDeaths } from '../../compile/deaths.ts';
import { MINION_MASK, R, ROLE_IDS, type RoleId } from '../../rules/roles.ts';
import type { WorldStore } from '../results/world-store.ts';

/** Characters that can end the record as the Imp: the Imp, a Minion taking over, a Recluse catching the star-pass. */
export const DEMON_CAPABLE = MINION_MASK | (1 << R.IMP) | (1 << R.RECLUSE);

/** What the record says about deaths (bit = seat). */
export interface DeathFacts {
  /** Seats dead at the end in every history: in a death list, executed, shot dead, or a Virgin's executed nominator. */
  dead: number;
  /** Seats whose death the record allows: `dead`, or everyone when a later night's deaths are unknown. */
  mayDie: number;
}

/** The deaths the record fixes over all its phases (compile/deaths.ts). */
export function deathFacts(game: Game): DeathFacts {
  let dead = 0;
  let unknown = false;
  for (const phase of game.phases) {
    const d = phaseDeaths(phase);
    dead |= d.dead;
    unknown ||= d.unknown;
  }
  return { dead, mayDie: unknown ? (1 << game.n) - 1 : dead };
}

/**
 * Seats that may hold the living Imp at the end of the record, before any search: alive at
 * the end, with a character that may hold the Imp by then (compile/masks.ts impHoldersAtEnd).
 */
export function demonSeatsPossible(game: Game): number {
  return impHoldersAtEnd(game) & ~deathFacts(game).dead;
}

/** What was decided, by which passes. */
export interface Decided {
  /** Every starting character not shown by a found world is impossible. */
  starting: boolean;
  /** Every seat not shown as the living Imp at the end is impossible (temporal only). */
  demonNow: boolean;
  /** Every evil team was found. */
  teams: boolean;
  /**
   * Per kind of cell, whether a cell no ordinary world shows was searched for in worlds that
   * need an unusual ruling to the end (`'unusual'` or `false`; else `null`). True where the
   * search allows no unusual ruling.
   */
  unusual: { starting: boolean; demonNow: boolean; teams: boolean };
  /** The exact number of distinct assignments, when every one was enumerated; else null. */
  count: number | null;
  /** Why not everything was decided (null when it was). */
  stopReason: StopReason;
}

/**
 * Worlds in the order they are preferred as examples: the returned candidates in order;
 * then the worlds known before the project pass (list and guess worlds, both stored as
 * list worlds), and then those of the project pass, each by root branch and, within one,
 * by order key (list: the list's order; guesses: the guess number; project: the characters
 * of the first seats placed) and then in the order found — the search's depth-first order,
 * however the pass was shared out among threads — then any other. A project world can also
 * show what the worlds known before it show, and whether it is found at all may depend on
 * the threads (it is kept when it shows something else first); so the known worlds come
 * first, as the candidates do.
 */
function exampleOrder(store: WorldStore, candidates: readonly number[]): number[] {
  const isCandidate = new Uint8Array(store.size);
  for (const w of candidates) isCandidate[w] = 1;
  const rest: [number, number, number, number][] = [];
  for (let w = 0; w < store.size; w++) {
    if (isCandidate[w]) continue;
    const o = store.origin(w);
    const rank = o.pass === L.MODE_LIST ? 0 : o.pass === L.MODE_PROJECT ? 1 : 2;
    rest.push([rank, o.branch, rank < 2 ? o.order : 0, w]);
  }
  rest.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3]);
  return [...candidates, ...rest.map((k) => k[3])];
}

/**
 * How many distinct assignments the confirmed candidates and the example worlds show. The
 * enumeration's worlds are distinct assignments (one history each); an example found by a
 * later pass may repeat one of them, or another example's.
 */
function distinctAssignments(store: WorldStore, confirmed: readonly number[], examples: readonly number[]): number {
  const byHash = new Map<number, number[]>();
  const isNew = (w: number): boolean => {
    const h = store.assignmentHash(w);
    const bucket = byHash.get(h);
    if (bucket === undefined) { byHash.set(h, [w]); return true; }
    if (bucket.some((v) => store.sameAssignment(v, w))) return false;
    bucket.push(w);
    return true;
  };
  let count = 0;
  for (const w of confirmed) if (isNew(w)) count++;
  for (const w of examples) if (isNew(w)) count++;
  return count;
}

/**
 * Assemble `possibilities` from the verified worlds. `candidates` are the store indices
 * of the returned candidates in order; `confirmed` also holds the one that proves
 * truncation. Returns the public object (example worlds listed by id, to be filled in by
 * the caller) and the store indices of the example worlds that are not candidates.
 */
export function buildPossibilities(
  game: Game, store: WorldStore, candidates: readonly number[], confirmed: readonly number[],
  decided: Decided, temporal: boolean,
): { possibilities: Omit<Possibilities<never>, 'examples'>; exampleWorlds: number[] } {
  const n = game.n;
  const masks = seatMasks(game);
  const demonSeats = demonSeatsPossible(game);
  // Plain loops and typed arrays here: a big result has 100,000 candidates.
  const candidateOf = new Int32Array(store.size).fill(-1);
  for (let k = 0; k < candidates.length; k++) candidateOf[candidates[k]!] = k;
  // Example per cell (the first world in preference order that has it), of the ordinary
  // worlds ([0]) and of those that need an unusual ruling ([1]): starting[k][s][role],
  // demon[k][s]; -1 none.
  const starting = [0, 1].map(() => Array.from({ length: n }, () => new Array<number>(ROLE_IDS.length).fill(-1)));
  const demon = [0, 1].map(() => new Array<number>(n).fill(-1));
  const teams = [new Set<number>(), new Set<number>()];
  for (const w of exampleOrder(store, candidates)) {
    const k = store.unusual(w) === 0 ? 0 : 1;
    for (let s = 0; s < n; s++) {
      const r = store.role(w, s);
      if (starting[k]![s]![r]! < 0) starting[k]![s]![r] = w;
    }
    teams[k]!.add(store.evilTeam(w));
    if (temporal) {
      const imps = store.livingImps(w, R.IMP);
      for (let s = 0; s < n; s++) if (((imps >> s) & 1) && demon[k]![s]! < 0) demon[k]![s] = w;
    }
  }
  for (const team of teams[0]!) teams[1]!.delete(team);

  const exampleWorlds: number[] = [];
  const exampleIds = new Map<number, string>();
  const exampleId = (w: number): string => {
    const k = candidateOf[w]!;
    if (k >= 0) return `c${k + 1}`;
    let id = exampleIds.get(w);
    if (id === undefined) {
      id = `w${exampleWorlds.push(w)}`;
      exampleIds.set(w, id);
    }
    return id;
  };
  // Ids in a fixed order: seats, then characters (table order), then the Demon. The
  // example of a cell is its ordinary world, else its unusual one.
  const cell = (w: number, unusual: number, possibleAtAll: boolean, isDecided: boolean, unusualDecided: boolean): Cell => {
    if (w >= 0) return true;
    if (!possibleAtAll) return false;
    if (!isDecided) return null;
    if (unusual >= 0) return 'unusual';
    return unusualDecided ? false : null;
  };
  const seats: Record<string, SeatPossibilities> = {};
  game.playerIds.forEach((id, s) => {
    const start = {} as Record<RoleId, Cell>;
    const examples: SeatPossibilities['examples'] = { starting: {} };
    ROLE_IDS.forEach((role, r) => {
      const [w, u] = [starting[0]![s]![r]!, starting[1]![s]![r]!];
      start[role] = cell(w, u, ((masks[s]! >> r) & 1) === 1, decided.starting, decided.unusual.starting);
      if (start[role] === true) examples.starting[role] = exampleId(w);
      else if (start[role] === 'unusual') examples.starting[role] = exampleId(u);
    });
    const seat: SeatPossibilities = { starting: start, examples };
    if (temporal) {
      const [w, u] = [demon[0]![s]!, demon[1]![s]!];
      const possible = ((demonSeats >> s) & 1) !== 0;
      seat.demonNow = cell(w, u, possible, decided.demonNow, decided.unusual.demonNow);
      if (seat.demonNow === true) examples.demonNow = exampleId(w);
      else if (seat.demonNow === 'unusual') examples.demonNow = exampleId(u);
    }
    seats[id] = seat;
  });

  const teamIds = (set: Set<number>): string[][] => {
    const teamSeats = [...set].map((mask) => game.playerIds.flatMap((_, s) => ((mask >> s) & 1 ? [s] : [])));
    teamSeats.sort((a, b) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
      return a.length - b.length;
    });
    return teamSeats.map((t) => t.map((s) => game.playerIds[s]!));
  };
  const counted = distinctAssignments(store, confirmed, exampleWorlds);
  const u = decided.unusual;
  const ordinaryComplete = decided.starting && decided.teams && (!temporal || decided.demonNow);
  const complete = ordinaryComplete && u.starting && u.teams && (!temporal || u.demonNow);
  return {
    possibilities: {
      complete,
      ordinaryComplete,
      stopReason: complete ? null : decided.stopReason,
      seats,
      evilTeams: { teams: teamIds(teams[0]!), unusual: teamIds(teams[1]!), complete: decided.teams && u.teams },
      // A lower bound: distinct assignments shown by the listed candidates and the examples,
      // and no fewer than the evil teams found (each team is a different assignment).
      assignments: decided.count !== null
        ? { count: decided.count, exact: true }
        : { count: Math.max(counted, teams[0]!.size + teams[1]!.size), exact: false },
    },
    exampleWorlds,
  };
}
