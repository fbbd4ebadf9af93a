/**
 * Recluse (Outsider): the Recluse may register as evil, and as a Minion or the Demon,
 * even when dead. This file: that misregistration (only while not poisoned, decided
 * afresh at each check — rules reference §3.16, §3.19) and the Recluse's part in a
 * star-pass: a living, healthy Recluse may become the Imp, and stays good (a contested
 * ruling, README "Rules decisions").
 */
import { RECLUSE } from '../vocab.gen';
import { healthy, isAlive, poisoned, roles } from '../world';

/** May `seat` register falsely right now (the Recluse, not poisoned): as evil, a Minion or the Demon. */
export function registers(seat: i32): bool {
  return unchecked(roles[seat]) == RECLUSE && poisoned != seat;
}

/** May `seat` catch the Imp's star-pass (a living, healthy Recluse)? */
export function demonDeath(seat: i32): bool {
  return isAlive(seat) && unchecked(roles[seat]) == RECLUSE && healthy(seat);
}
