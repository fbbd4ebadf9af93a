/**
 * What each seat can still be, read from a result's per-seat answer (`possibilities`):
 * the starting characters that are possible, the ones still undecided (a bound stopped the
 * search first), the character types, and whether the seat can hold the Demon now. When
 * every starting assignment is listed, each character also carries how many assignments
 * start the seat as it. The seating circle and the seat table both show this; counts are
 * never odds.
 */
import type { Cell, LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import type { GameInput } from '../model/game.ts';
import { ALL_ROLES, roleName, roleTeam, type Team } from '../ui/roles.ts';

/** Anything with a starting assignment per player id (temporal and legacy candidates). */
export interface Assigned {
  assignments: Record<string, string>;
}

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
  /** Possible starting characters: most assignments first (when counted), then script order. */
  roles: RoleCount[];
  /** Characters neither shown possible nor ruled out (the search stopped first), script order. */
  undecided: string[];
  /** Possible character types, in {@link TEAM_ORDER}. */
  teams: Team[];
  /** Types only an undecided character would add. */
  undecidedTeams: Team[];
  /** Can the seat hold the living Imp at the end of the record (temporal results); undefined for legacy ones. */
  demonNow: Cell | undefined;
  /** Id of an example world (a candidate `c…` or a `possibilities.examples` entry `w…`) per possible character. */
  examples: Partial<Record<string, string>>;
  /** Id of an example world in which the seat is the Demon now. */
  demonExample: string | undefined;
}

/** How the tallies of a result were decided. */
export interface Totals {
  /** Distinct starting assignments: the exact number, or a lower bound. */
  count: number;
  exact: boolean;
  /** Every cell is decided. */
  complete: boolean;
}

function scriptIndex(role: string): number {
  return (ALL_ROLES as readonly string[]).indexOf(role);
}

function typesOf(roles: readonly string[]): Team[] {
  return TEAM_ORDER.filter((t) => roles.some((r) => roleTeam(r) === t));
}

/** Totals of a result: from its per-seat answer, else (a result without one) from its candidates. */
export function totalsOf(result: TemporalResult | LegacyResult | null): Totals {
  const p = result?.possibilities;
  if (p) return { count: p.assignments.count, exact: p.assignments.exact, complete: p.complete };
  const n = result?.stats.candidates ?? result?.candidates.length ?? 0;
  return { count: n, exact: result?.complete ?? false, complete: result?.complete ?? false };
}

/** Per seat of the game's players (seat order): what `result` says it can be. */
export function tallySeats(game: GameInput, result: TemporalResult | LegacyResult | null): SeatTally[] {
  const candidates: readonly Assigned[] = result?.candidates ?? [];
  const p = result?.possibilities;
  // Counts need every assignment at hand: the exact answer, with all its candidates loaded.
  const counted = (!p || p.assignments.exact) && candidates.length >= (result?.stats.candidates ?? 0);
  return game.players.map((player, i) => {
    const counts = new Map<string, number>();
    for (const c of candidates) {
      const role = c.assignments[player.id];
      if (role !== undefined) counts.set(role, (counts.get(role) ?? 0) + 1);
    }
    const seat = p?.seats[player.id];
    const possible = seat ? ALL_ROLES.filter((r) => seat.starting[r] === true) : [...counts.keys()];
    const undecided = seat ? ALL_ROLES.filter((r) => seat.starting[r] === null) : [];
    const roles = possible
      .map((value) => ({ value, count: counted ? counts.get(value) ?? 0 : null }))
      .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || scriptIndex(a.value) - scriptIndex(b.value));
    const teams = typesOf(possible);
    return {
      player: player.id,
      seat: i + 1,
      roles,
      undecided,
      teams,
      undecidedTeams: typesOf(undecided).filter((t) => !teams.includes(t)),
      demonNow: seat?.demonNow,
      examples: seat?.examples.starting ?? {},
      demonExample: seat?.examples.demonNow,
    };
  });
}

/** "Imp in 2 of 3 assignments" (all listed) or "Imp" for one possible character. */
export function roleCountLine(r: RoleCount, totals: Totals): string {
  return r.count === null ? roleName(r.value) : `${roleName(r.value)} in ${r.count} of ${totals.count} ${plural(totals.count, 'assignment')}`;
}

/** {@link roleCountLine} for each possible character, then the undecided ones. */
export function roleCountLines(tally: SeatTally, totals: Totals): string[] {
  const lines = tally.roles.map((r) => roleCountLine(r, totals));
  if (tally.undecided.length) lines.push(undecidedLine(tally));
  return lines;
}

/** "Undecided: Spy, Baron". */
export function undecidedLine(tally: SeatTally): string {
  return `Undecided: ${tally.undecided.map(roleName).join(', ')}`;
}

/** "Imp (Demon) or Townsfolk" — the types a seat can start as; undecided types are named as such. */
export function teamSummary(tally: SeatTally): string {
  const known = tally.teams.length ? tally.teams.map((t) => TEAM_WORD[t]).join(' or ') : 'none found';
  return tally.undecidedTeams.length ? `${known}; undecided: ${tally.undecidedTeams.map((t) => TEAM_WORD[t]).join(' or ')}` : known;
}

/** "Yes", "No" or "Undecided" for a seat's Demon-now cell. */
export function demonWord(cell: Cell | undefined): string {
  return cell === true ? 'Yes' : cell === false ? 'No' : 'Undecided';
}

/** "3 starting assignments" or "at least 3 starting assignments". */
export function assignmentCount(totals: Totals): string {
  return `${totals.exact ? '' : 'at least '}${totals.count.toLocaleString('en-US')} starting ${plural(totals.count, 'assignment')}`;
}

/** `word` with an "s" unless `n` is 1 (all the views' nouns are regular). */
export function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}

/** The sentence every count display carries. */
export const COUNTS_NOTE = 'Counts are numbers of distinct starting assignments, not probabilities.';
