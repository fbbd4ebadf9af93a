/**
 * Registration (rules reference §3.16, §3.19): a healthy Spy may register as good and as
 * any Townsfolk or Outsider; a healthy Recluse as evil and as any Minion or the Imp.
 * Each function answers one question for ONE ability check; every check decides anew.
 * A poisoned Spy or Recluse registers truly. Dead Spies and Recluses still register.
 */
import { TEAM_OF_CODE } from '../rules/roles.ts';
import * as recluse from '../rules/characters/recluse.ts';
import * as spy from '../rules/characters/spy.ts';
import type { StateView } from './state.ts';

/** Can the seat register as evil for this check? */
export function canRegisterEvil(s: StateView, seat: number): boolean {
  return s.evil[seat]! || recluse.registers(s, seat);
}

/** Can the seat register as good for this check? */
export function canRegisterGood(s: StateView, seat: number): boolean {
  return !s.evil[seat]! || spy.registers(s, seat);
}

/** Can the seat register as this specific character for this check? */
export function canRegisterAs(s: StateView, seat: number, role: number): boolean {
  if (s.roles[seat] === role) return true;
  const team = TEAM_OF_CODE[role]!;
  if (team <= 1) return spy.registers(s, seat);
  return recluse.registers(s, seat);
}

/** Can the seat register as a character of the given team (0 Townsfolk … 3 Demon)? */
export function canRegisterTeam(s: StateView, seat: number, team: number): boolean {
  if (TEAM_OF_CODE[s.roles[seat]!] === team) return true;
  if (team <= 1) return spy.registers(s, seat);
  return recluse.registers(s, seat);
}

/** Must the seat register as the given team (no legal way to appear otherwise)? */
export function mustRegisterTeam(s: StateView, seat: number, team: number): boolean {
  if (TEAM_OF_CODE[s.roles[seat]!] !== team) return false;
  return !spy.registers(s, seat) && !recluse.registers(s, seat);
}
