/**
 * What each seat can still be, read from a result's per-seat answer (`possibilities`):
 * the starting characters that are possible in an ordinary world, those only worlds that
 * need an unusual ruling allow (kept apart, never merged into the ordinary answer), the
 * ones still undecided (a bound stopped the search first), the character types, and
 * whether the seat can hold the Demon now. When every starting assignment is listed, each
 * character also carries how many assignments start the seat as it (ordinary characters
 * among the ordinary assignments, the others among those that need an unusual ruling). The
 * seating circle and the seat table both show this; counts are never odds.
 */
import type { Cell, LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import { needsUnusual } from '../../src/text/unusual.ts';
import { countRoles, type Assigned } from '../../src/text/role-counts.ts';
import type { GameInput } from '../model/game.ts';
import { ALL_ROLES, roleName, roleTeam, type Team } from '../ui/roles.ts';


/** Character types in the order the views list them: the most telling first. */
export const TEAM_ORDER: readonly Team[] = ['Demon', 'Minion', 'Outsider', 'Townsfolk'];

/** Words for a character type in legends and labels; Trouble Brewing's only Demon is the Imp. */
export const TEAM_WORD: Record<Team, string> = {
  Demon: 'Imp (Demon)', Minion: 'Minion', Outsider: 'Outsider', Townsfolk: 'Townsfolk',
};

/** A possible starting character, with the number of listed assignments that have it when all are listed. */
export interface RoleCount {
  value: string;
  /** Assignments that start the seat as it, when every assignment is listed; else null. */
  count: number | null;
}

/** One seat's possibilities. */
export interface SeatTally {
  /** Player id. */
  player: string;
  /** 1-based seat number (clockwise from seat 1). */
  seat: number;
  /** Starting characters an ordinary world has: most assignments first (when counted), then script order. */
  roles: RoleCount[];
  /** Starting characters only worlds that need an unusual ruling have, the same way (counted among those worlds). */
  unusualRoles: RoleCount[];
  /** Characters neither shown possible nor ruled out (the search stopped first), script order. */
  undecided: string[];
  /** Character types of an ordinary world, in {@link TEAM_ORDER}. */
  teams: Team[];
  /** Types only the characters of {@link unusualRoles} would add. */
  unusualTeams: Team[];
  /** Types only an undecided character would add. */
  undecidedTeams: Team[];
  /**
   * Every ordinary world is decided (`possibilities.ordinaryComplete`) but not every world:
   * the undecided characters, and an undecided Demon now, are in no ordinary world and
   * undecided only with an unusual ruling.
   */
  undecidedOnlyUnusual: boolean;
  /** Can the seat hold the living Imp at the end of the record (temporal results; `'unusual'`: only with an unusual ruling); undefined for legacy ones. */
  demonNow: Cell | undefined;
  /** Id of an example world (a candidate `c…` or a `possibilities.examples` entry `w…`) per possible character. */
  examples: Partial<Record<string, string>>;
  /** Id of an example world in which the seat is the Demon now. */
  demonExample: string | undefined;
}

/** How the tallies of a result were decided. */
export interface Totals {
  /** Distinct starting assignments, with those that need an unusual ruling: the exact number, or a lower bound. */
  count: number;
  exact: boolean;
  /** Every cell is decided. */
  complete: boolean;
  /**
   * How many of the `count` need an unusual ruling, when every assignment is at hand (the
   * exact answer with all its candidates loaded); null when the split is not known.
   */
  unusual: number | null;
}

function scriptIndex(role: string): number {
  return (ALL_ROLES as readonly string[]).indexOf(role);
}

function typesOf(roles: readonly string[]): Team[] {
  return TEAM_ORDER.filter((t) => roles.some((r) => roleTeam(r) === t));
}

/**
 * True when `result` holds every starting assignment there is: the exact answer, with all
 * its candidates loaded (counts, and the split between ordinary assignments and those that
 * need an unusual ruling, are only told then; over part of the list they would mislead).
 */
function everyAssignmentAtHand(result: TemporalResult | LegacyResult | null): boolean {
  const p = result?.possibilities;
  const held = result?.candidates.length ?? 0;
  return p ? p.assignments.exact && p.assignments.count <= held : held >= (result?.stats.candidates ?? 0);
}

/** Totals of a result: from its per-seat answer, else (a result without one) from its candidates. */
export function totalsOf(result: TemporalResult | LegacyResult | null): Totals {
  const p = result?.possibilities;
  const unusual = result && everyAssignmentAtHand(result) ? result.candidates.filter(needsUnusual).length : null;
  if (p) return { count: p.assignments.count, exact: p.assignments.exact, complete: p.complete, unusual };
  const n = result?.stats.candidates ?? result?.candidates.length ?? 0;
  return { count: n, exact: result?.complete ?? false, complete: result?.complete ?? false, unusual };
}

/** Per seat of the game's players (seat order): what `result` says it can be. */
export function tallySeats(game: GameInput, result: TemporalResult | LegacyResult | null): SeatTally[] {
  const candidates: readonly Assigned[] = result?.candidates ?? [];
  const p = result?.possibilities;
  const counted = everyAssignmentAtHand(result);
  // Ordinary characters are counted among the ordinary assignments, the others among those
  // that need an unusual ruling (no ordinary assignment has them).
  const ordinaryCounts = countRoles(candidates.filter((c) => !needsUnusual(c)));
  const unusualCounts = countRoles(candidates.filter(needsUnusual));
  const byCount = (counts: Map<string, number> | undefined) => (value: string): RoleCount => ({ value, count: counted ? counts?.get(value) ?? 0 : null });
  const order = (a: RoleCount, b: RoleCount) => (b.count ?? 0) - (a.count ?? 0) || scriptIndex(a.value) - scriptIndex(b.value);
  return game.players.map((player, i) => {
    const seat = p?.seats[player.id];
    const ordinary = ordinaryCounts.get(player.id);
    const possible = seat ? ALL_ROLES.filter((r) => seat.starting[r] === true) : [...ordinary?.keys() ?? []];
    const onlyUnusual = seat ? ALL_ROLES.filter((r) => seat.starting[r] === 'unusual')
      : [...unusualCounts.get(player.id)?.keys() ?? []].filter((r) => !possible.includes(r));
    const undecided = seat ? ALL_ROLES.filter((r) => seat.starting[r] === null) : [];
    const teams = typesOf(possible);
    return {
      player: player.id,
      seat: i + 1,
      roles: possible.map(byCount(ordinary)).sort(order),
      unusualRoles: onlyUnusual.map(byCount(unusualCounts.get(player.id))).sort(order),
      undecided,
      teams,
      unusualTeams: typesOf(onlyUnusual).filter((t) => !teams.includes(t)),
      undecidedTeams: typesOf(undecided).filter((t) => !teams.includes(t)),
      undecidedOnlyUnusual: !!p && !p.complete && p.ordinaryComplete,
      demonNow: seat?.demonNow,
      examples: seat?.examples.starting ?? {},
      demonExample: seat?.examples.demonNow,
    };
  });
}

/** What marks a possibility that only worlds needing an unusual ruling have. */
export const ONLY_UNUSUAL = 'only with an unusual ruling';

/** The ordinary assignments of `totals` (all of them when the split is not known). */
function ordinaryCount(totals: Totals): number {
  return totals.count - (totals.unusual ?? 0);
}

/** "Imp in 2 of 3 worlds" (all listed, more than one; among the ordinary ones) or "Imp". */
export function roleCountLine(r: RoleCount, totals: Totals): string {
  const of = ordinaryCount(totals);
  return r.count === null || of < 2 ? roleName(r.value) : `${roleName(r.value)} in ${r.count} of ${of} worlds`;
}

/**
 * A character only worlds that need an unusual ruling have: "Recluse in 2 of 2
 * assignments that need an unusual ruling" (all listed) or "Recluse, only with an unusual ruling".
 */
export function unusualRoleLine(r: RoleCount, totals: Totals): string {
  if (r.count === null || totals.unusual === null) return `${roleName(r.value)}, ${ONLY_UNUSUAL}`;
  return `${roleName(r.value)} in ${r.count} of ${totals.unusual} ${plural(totals.unusual, 'world')} that need an unusual ruling`;
}

/** What undecided cells of the seat are: "undecided", or in no ordinary world and undecided only with an unusual ruling. */
function undecidedWord(tally: SeatTally): string {
  return tally.undecidedOnlyUnusual ? UNDECIDED_UNUSUAL : 'undecided';
}

/** Said of a cell still undecided once every ordinary world is decided: no ordinary world has it. */
export const UNDECIDED_UNUSUAL = 'only perhaps with an unusual ruling (undecided)';

/** "Undecided: Spy, Baron" (or, once every ordinary world is decided, "Only perhaps with an unusual ruling (undecided): Imp"). */
export function undecidedLine(tally: SeatTally): string {
  const word = undecidedWord(tally);
  return `${word[0]!.toUpperCase()}${word.slice(1)}: ${tally.undecided.map(roleName).join(', ')}`;
}

/**
 * "Imp (Demon) or Townsfolk" — the types a seat can start as in an ordinary world; types
 * only an unusual ruling allows and undecided types are named as such
 * ("Imp (Demon); only with an unusual ruling: Outsider").
 */
export function teamSummary(tally: SeatTally): string {
  const words = (teams: readonly Team[]) => teams.map((t) => TEAM_WORD[t]).join(' or ');
  let text = tally.teams.length ? words(tally.teams) : 'none found';
  if (tally.unusualTeams.length) text += `; ${ONLY_UNUSUAL}: ${words(tally.unusualTeams)}`;
  if (tally.undecidedTeams.length) text += `; ${undecidedWord(tally)}: ${words(tally.undecidedTeams)}`;
  return text;
}

/** True when some possibility of the seat (a character, the Demon now) needs an unusual ruling. */
export function hasUnusual(tally: SeatTally): boolean {
  return tally.unusualRoles.length > 0 || tally.demonNow === 'unusual';
}

/**
 * "Yes", "No", "Only with an unusual ruling" or "Undecided" for a seat's Demon-now cell;
 * with `onlyUnusualOpen` (every ordinary world decided), an undecided cell says it has no
 * ordinary world.
 */
export function demonWord(cell: Cell | undefined, onlyUnusualOpen = false): string {
  if (cell === 'unusual') return 'Only with an unusual ruling';
  if (cell === null && onlyUnusualOpen) return 'Only perhaps with an unusual ruling (undecided)';
  return cell === true ? 'Yes' : cell === false ? 'No' : 'Undecided';
}

/** `word` with an "s" unless `n` is 1 (all the views' nouns are regular). */
export function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}

/** What a counted world is, said wherever a count is shown. */
export const COUNTS_NOTE = 'A world: who started as which character, in some legal game. Counts are not probabilities.';
