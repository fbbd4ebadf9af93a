/**
 * Registration (rules reference §3.16, §3.19): a seat whose character's `registers` hook
 * says so — a healthy Spy, a healthy Recluse — may register as the other alignment and as
 * any character of it (the Spy as good, a Townsfolk or an Outsider; the Recluse as evil, a
 * Minion or the Imp). Each function answers one question for ONE ability check; every
 * check decides anew. A poisoned Spy or Recluse registers truly; dead ones still register.
 */
import { TEAM_INDEX, TEAM_OF_CODE, isEvilCode } from '../rules/roles.ts';
import { hookOf } from './hooks.ts';
import type { StateView } from './state.ts';

/** May the seat register falsely right now (its character's `registers` hook)? */
function misregisters(s: StateView, seat: number): boolean {
  return hookOf('registers', s.roles[seat]!)?.(s, seat) ?? false;
}

/** Can the seat register as evil for this check? */
export function canRegisterEvil(s: StateView, seat: number): boolean {
  return s.evil[seat]! || misregisters(s, seat);
}

/** Can the seat register as good for this check? */
export function canRegisterGood(s: StateView, seat: number): boolean {
  return !s.evil[seat]! || misregisters(s, seat);
}

/** Can the seat register as this specific character for this check? */
export function canRegisterAs(s: StateView, seat: number, role: number): boolean {
  if (s.roles[seat] === role) return true;
  return misregisters(s, seat) && isEvilCode(role) !== s.evil[seat];
}

/** Can the seat register as a character of the given team (TEAM_INDEX)? */
export function canRegisterTeam(s: StateView, seat: number, team: number): boolean {
  if (TEAM_OF_CODE[s.roles[seat]!] === team) return true;
  return misregisters(s, seat) && (team === TEAM_INDEX.Minion || team === TEAM_INDEX.Demon) !== s.evil[seat];
}

/** Must the seat register as the given team (no legal way to appear otherwise)? */
export function mustRegisterTeam(s: StateView, seat: number, team: number): boolean {
  if (TEAM_OF_CODE[s.roles[seat]!] !== team) return false;
  return !misregisters(s, seat);
}
