/**
 * Soldier (Townsfolk): the Demon cannot kill the Soldier. This file: that an Imp attack
 * on a healthy Soldier does nothing — a poisoned Soldier dies like anyone, and a Drunk
 * who thinks they are the Soldier is not the Soldier (rules reference §3.12).
 */
import { ATTACK_DIES, ATTACK_SAFE } from '../vocab.gen';
import { healthy } from '../world';

/** The Demon's kill lands on the Soldier at `seat`: nothing happens while healthy. */
export function attacked(seat: i32): i32 {
  return healthy(seat) ? ATTACK_SAFE : ATTACK_DIES;
}
