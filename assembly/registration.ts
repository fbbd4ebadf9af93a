// Registration per ability check (mirrors src/kernel/registration.ts): what a seat can
// or must register as, given that a healthy Spy may register good / as a Townsfolk or
// Outsider and a healthy Recluse evil / as a Minion or the Imp (their `registers` hooks,
// characters/spy.ts and recluse.ts). Everyone else registers truly.
import { EVIL_MASK, TEAM_OF, TEAM_OUTSIDER, TEAM_TOWNSFOLK } from './vocab.gen';
import { roles, isEvilSeat } from './world';
import * as recluse from './characters/recluse';
import * as spy from './characters/spy';

// @ts-ignore: decorator
@inline function roleAt(s: i32): i32 { return unchecked(roles[s]); }
/** Actual alignment (a Recluse who became the Imp stays good). */
// @ts-ignore: decorator
@inline export function isEvil(s: i32): bool { return isEvilSeat(s); }

export function canRegisterEvil(s: i32): bool {
  return isEvil(s) || recluse.registers(s);
}

export function mustRegisterEvil(s: i32): bool {
  return isEvil(s) && !spy.registers(s);
}

/** Only the Spy may pass for a good character, only the Recluse for an evil one. */
export function canRegisterAs(s: i32, role: i32): bool {
  if (roleAt(s) == role) return true;
  if (((EVIL_MASK >> role) & 1) == 0) return spy.registers(s);
  return recluse.registers(s);
}

/** Teams are TEAM_* codes (TEAM_OF). */
export function canRegisterTeam(s: i32, team: i32): bool {
  if (unchecked(TEAM_OF[roleAt(s)]) == team) return true;
  if (team == TEAM_TOWNSFOLK || team == TEAM_OUTSIDER) return spy.registers(s);
  return recluse.registers(s);
}

export function mustRegisterTeam(s: i32, team: i32): bool {
  if (unchecked(TEAM_OF[roleAt(s)]) != team) return false;
  return !spy.registers(s) && !recluse.registers(s);
}
