/**
 * Recluse (Outsider): the Recluse may register as evil, and as a Minion or the Demon,
 * even when dead. This file: that misregistration (only while not poisoned, decided
 * afresh at each check — rules reference §3.16, §3.19) and the Recluse's part in a
 * star-pass: a living, healthy Recluse may become the Imp, and stays good (a contested
 * ruling, README "Rules decisions").
 */
import { CLAIM_NONE, UNUSUAL_RECLUSE_STAR_PASS } from '../vocab.gen';
import { healthy, poisoned } from '../world';

/** May the Recluse at `seat` register falsely right now (not poisoned): as evil, a Minion or the Demon. */
export function registers(seat: i32): bool {
  return poisoned != seat;
}

/** The Imp dies while the Recluse at `seat` lives: on a star-pass, a healthy Recluse may catch it (an unusual ruling). */
export function demonDeath(seat: i32, aliveBefore: i32, starPass: bool): i32 {
  return starPass && healthy(seat) ? UNUSUAL_RECLUSE_STAR_PASS : CLAIM_NONE;
}
