// Registration per ability check (mirrors src/kernel/registration.ts): a healthy Spy
// may register good / as a Townsfolk or Outsider; a healthy Recluse evil / as a Minion
// or the Imp. Poisoned ones register truly.
import { RECLUSE, SPY, TEAM_OF } from './vocab.gen';
import { roles, poisoned, isEvilSeat } from './world';

// @ts-ignore: decorator
@inline function roleAt(s: i32): i32 { return unchecked(roles[s]); }
// @ts-ignore: decorator
@inline function misregisters(s: i32, role: i32): bool { return roleAt(s) == role && poisoned != s; }
/** Actual alignment (a Recluse who became the Imp stays good). */
// @ts-ignore: decorator
@inline export function isEvil(s: i32): bool { return isEvilSeat(s); }

export function canRegisterEvil(s: i32): bool {
  return isEvil(s) || misregisters(s, RECLUSE);
}

export function mustRegisterEvil(s: i32): bool {
  return isEvil(s) && !misregisters(s, SPY);
}

export function canRegisterAs(s: i32, role: i32): bool {
  if (roleAt(s) == role) return true;
  if (unchecked(TEAM_OF[role]) <= 1) return misregisters(s, SPY);
  return misregisters(s, RECLUSE);
}

export function canRegisterTeam(s: i32, team: i32): bool {
  if (unchecked(TEAM_OF[roleAt(s)]) == team) return true;
  if (team <= 1) return misregisters(s, SPY);
  return misregisters(s, RECLUSE);
}

export function mustRegisterTeam(s: i32, team: i32): bool {
  if (unchecked(TEAM_OF[roleAt(s)]) != team) return false;
  return !misregisters(s, SPY) && !misregisters(s, RECLUSE);
}
