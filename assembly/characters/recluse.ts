/**
 * Recluse (Outsider): the Recluse may register as evil, and as a Minion or the Demon,
 * even when dead. This file: that misregistration (only while not poisoned, decided
 * afresh at each check — rules reference §3.16, §3.19) and the Recluse's part in a
 * star-pass: a living, healthy Recluse may become the Imp, and stays good (ruling Q3) —
 * and the Scarlet Woman's part in a healthy Recluse's death (ruling Q13); both rulings are
 * unusual (README "Rules decisions").
 */
import { CLAIM_MUST, CLAIM_NONE, UNUSUAL_RECLUSE_STAR_PASS, UNUSUAL_SCARLET_WOMAN_RECLUSE } from '../vocab.gen';
import { becomeImp, healthy, isAlive, n, poisoned } from '../world';
import { demonDeath as claimOf } from '../hooks';

/** May the Recluse at `seat` register falsely right now (not poisoned): as evil, a Minion or the Demon. */
export function registers(seat: i32): bool {
  return poisoned != seat;
}

/** The Imp dies while the Recluse at `seat` lives: on a star-pass, a healthy Recluse may catch it (an unusual ruling). */
export function demonDeath(seat: i32, aliveBefore: i32, starPass: bool): i32 {
  return starPass && healthy(seat) ? UNUSUAL_RECLUSE_STAR_PASS : CLAIM_NONE;
}

/**
 * The Recluse at `seat` has just died. Ruling Q13 (unusual): a healthy Recluse may register
 * as the dying Demon to the Scarlet Woman, so the Storyteller may make her a second Imp when
 * she would take over from the Demon (alive, healthy, 5+ alive before this death).
 * `successor` is that choice (-1: no). False when it is illegal.
 */
export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool {
  if (successor == -1) return true;
  if (!healthy(seat) || successor < 0 || successor >= n || !isAlive(successor)) return false;
  if (claimOf(successor, aliveBefore, false) != CLAIM_MUST) return false;
  becomeImp(successor, UNUSUAL_SCARLET_WOMAN_RECLUSE);
  return true;
}
