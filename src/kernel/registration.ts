/**
 * Registration (rules reference §3.16, §3.19): a healthy Spy may register as good and as
 * any Townsfolk or Outsider; a healthy Recluse as evil and as any Minion or the Imp.
 * Each function answers one question for ONE ability check; every check decides anew.
 * A poisoned Spy or Recluse registers truly. Dead Spies and Recluses still register.
 */
import { R, TEAM_OF_CODE } from '../rules/roles.ts';
import type { State } from './state.ts';

function misregisters(s: State, seat: number, role: number): boolean {
  return s.roles[seat] === role && s.poisoned !== seat;
}

/** Can the seat register as evil for this check? */
export function canRegisterEvil(s: State, seat: number): boolean {
  return s.evil[seat]! || misregisters(s, seat, R.RECLUSE);
}

/** Can the seat register as good for this check? */
export function canRegisterGood(s: State, seat: number): boolean {
  return !s.evil[seat]! || misregisters(s, seat, R.SPY);
}

/** Can the seat register as this specific character for this check? */
export function canRegisterAs(s: State, seat: number, role: number): boolean {
  if (s.roles[seat] === role) return true;
  const team = TEAM_OF_CODE[role]!;
  if (team <= 1) return misregisters(s, seat, R.SPY);
  return misregisters(s, seat, R.RECLUSE);
}

/** Can the seat register as a character of the given team (0 Townsfolk … 3 Demon)? */
export function canRegisterTeam(s: State, seat: number, team: number): boolean {
  if (TEAM_OF_CODE[s.roles[seat]!] === team) return true;
  if (team <= 1) return misregisters(s, seat, R.SPY);
  return misregisters(s, seat, R.RECLUSE);
}

/** Must the seat register as the given team (no legal way to appear otherwise)? */
export function mustRegisterTeam(s: State, seat: number, team: number): boolean {
  if (TEAM_OF_CODE[s.roles[seat]!] !== team) return false;
  return !misregisters(s, seat, R.SPY) && !misregisters(s, seat, R.RECLUSE);
}
