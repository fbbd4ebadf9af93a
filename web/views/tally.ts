/**
 * What each seat can still be at the start, counted over the candidates a search
 * returned. The seating circle and the seat table both show this; neither the counts
 * nor their order are odds: they count distinct starting assignments, and a search that
 * stopped early counts only the ones it found.
 */
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

/** How many candidates start a seat as one character (or one character type). */
export interface Count<T> {
  value: T;
  count: number;
}

/** One seat's possibilities across the candidates. */
export interface SeatTally {
  /** Player id. */
  player: string;
  /** 1-based seat number (clockwise from seat 1). */
  seat: number;
  /** Characters this seat starts as, most candidates first, then script order. */
  roles: Count<string>[];
  /** Character types, in {@link TEAM_ORDER}. */
  teams: Count<Team>[];
}

/** Counts per seat of the game's players (seat order) over `candidates`. */
export function tallySeats(game: GameInput, candidates: readonly Assigned[]): SeatTally[] {
  return game.players.map((p, i) => {
    const roles = new Map<string, number>();
    for (const c of candidates) {
      const role = c.assignments[p.id];
      if (role !== undefined) roles.set(role, (roles.get(role) ?? 0) + 1);
    }
    const teams = new Map<Team, number>();
    for (const [role, n] of roles) {
      const team = roleTeam(role);
      if (team) teams.set(team, (teams.get(team) ?? 0) + n);
    }
    return {
      player: p.id,
      seat: i + 1,
      roles: [...roles].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || scriptIndex(a.value) - scriptIndex(b.value)),
      teams: TEAM_ORDER.filter((t) => teams.has(t)).map((value) => ({ value, count: teams.get(value)! })),
    };
  });
}

function scriptIndex(role: string): number {
  return (ALL_ROLES as readonly string[]).indexOf(role);
}

/** "Imp in 2 of 3 assignments" for each character of a seat. */
export function roleCountLines(tally: SeatTally, total: number): string[] {
  return tally.roles.map((r) => `${roleName(r.value)} in ${r.count} of ${total} ${plural(total, 'assignment')}`);
}

/** "Imp (Demon) or Townsfolk" — the types a seat can start as, or a note that no candidate seats it. */
export function teamSummary(tally: SeatTally): string {
  return tally.teams.length ? tally.teams.map((t) => TEAM_WORD[t.value]).join(' or ') : 'not in these results';
}

/** `word` with an "s" unless `n` is 1 (all the views' nouns are regular). */
export function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}

/** The sentence every count display carries. */
export const COUNTS_NOTE = 'Counts are numbers of distinct starting assignments, not probabilities.';
