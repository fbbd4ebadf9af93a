/**
 * Soldier (Townsfolk): the Demon cannot kill the Soldier. This file: that an Imp attack
 * on a healthy Soldier does nothing — a poisoned Soldier, or a Drunk who thinks they are
 * the Soldier, dies like anyone (rules reference §3.12).
 */
import { SOLDIER } from '../vocab.gen';
import { healthy, roles } from '../world';

/** Does the Demon's attack on `seat` fail because it is a healthy Soldier? */
export function attacked(seat: i32): bool {
  return unchecked(roles[seat]) == SOLDIER && healthy(seat);
}
