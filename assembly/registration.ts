// Registration per ability check (mirrors src/kernel/registration.ts): what a seat can
// or must register as. A seat whose character's `registers` hook says so (a healthy Spy,
// a healthy Recluse) may register as the other alignment and as any character of it;
// everyone else registers truly.
import { EVIL_MASK, TEAM_DEMON, TEAM_MINION, TEAM_OF } from './vocab.gen';
import { roles, isEvilSeat } from './world';
import { registers } from './hooks';

// @ts-ignore: decorator
@inline function roleAt(s: i32): i32 { return unchecked(roles[s]); }
/** Actual alignment (a Recluse who became the Imp stays good). */
// @ts-ignore: decorator
@inline export function isEvil(s: i32): bool { return isEvilSeat(s); }

export function canRegisterEvil(s: i32): bool {
  return isEvil(s) || registers(s);
}

export function mustRegisterEvil(s: i32): bool {
  return isEvil(s) && !registers(s);
}

/** The seat's own character, or one of the other alignment when it may misregister. */
export function canRegisterAs(s: i32, role: i32): bool {
  if (roleAt(s) == role) return true;
  return registers(s) && (((EVIL_MASK >> role) & 1) != 0) != isEvil(s);
}

/** Teams are TEAM_* codes (TEAM_OF). */
export function canRegisterTeam(s: i32, team: i32): bool {
  if (unchecked(TEAM_OF[roleAt(s)]) == team) return true;
  return registers(s) && (team == TEAM_MINION || team == TEAM_DEMON) != isEvil(s);
}

export function mustRegisterTeam(s: i32, team: i32): bool {
  if (unchecked(TEAM_OF[roleAt(s)]) != team) return false;
  return !registers(s);
}
