/**
 * Imp (Demon): each night after the first the Imp picks a player to kill; picking
 * themself, the Imp dies and a Minion becomes the new Imp (the star-pass). This file:
 * the whole attack — no kill when the Imp is poisoned, the target dead, protected by the
 * Monk or a healthy Soldier; a healthy Mayor's death may go to someone else, or onto the
 * Imp, which then star-passes (rules reference §3.8, §3.12, §3.13, §3.22; rulings Q2, Q3)
 * — the recorded Imp action's fields, and the Imp's death with its successor (§3.20,
 * §3.22; ruling Q13), by night or by day (day-deaths.ts).
 */
import {
  ATTACK_REDIRECT, ATTACK_SAFE, CLAIM_MUST, CLAIM_NONE, IMP, MINION_MASK, PH_DEATHS, PH_IMP_ACTOR, PH_IMP_RECLUSE, PH_IMP_REDIRECT,
  PH_IMP_SUCCESSOR, PH_IMP_TARGET,
} from '../vocab.gen';
import { P } from '../layout';
import { BY_DEMON, becomeImp, diedTonight, isAlive, isEvilSeat, livingSeatOf, n, poisoned, protectedSeat, roles } from '../world';
import { checkGameEnd } from '../game-end';
import { kill } from '../deaths';
import { attacked, demonDeath } from './index';
import { chooseOk, impChoice, nightRec, redirectChoice, successorChoice } from './tonight';

/** What the kill does to seat `x`: nothing to the dead or the Monk's protected, else its character's `attacked` hook. */
function attack(x: i32): i32 {
  return !isAlive(x) || protectedSeat == x ? ATTACK_SAFE : attacked(x);
}

/** Resolve the attack of the Imp at `imp` on `t`; false when the choices are illegal. */
function resolveAttack(imp: i32, t: i32, redirect: i32, successor: i32): bool {
  if (t < 0 || t >= n) return false;
  let usedRedirect = false;
  let passed = false;
  let ok: bool = true;
  if (poisoned == imp) {
    // no ability: nobody dies
  } else if (t == imp) {
    if (protectedSeat != imp) { passed = true; ok = kill(imp, BY_DEMON, successor); }
  } else {
    const a = attack(t);
    if (a == ATTACK_SAFE) {
      // dead, protected or a healthy Soldier: nobody dies
    } else if (a == ATTACK_REDIRECT && redirect >= 0 && redirect != t) {
      usedRedirect = true;
      if (redirect >= n) return false;
      if (redirect == imp) {
        if (protectedSeat != imp) { passed = true; ok = kill(imp, BY_DEMON, successor); }
      } else if (attack(redirect) != ATTACK_SAFE) ok = kill(redirect, BY_DEMON, -1);
    } else {
      ok = kill(t, BY_DEMON, -1);
    }
  }
  if (!ok) return false;
  // Choices that cannot apply must be empty: a redirect needs a Mayor's death, a successor the Imp's.
  if (!usedRedirect && redirect != -1) return false;
  if (!passed && successor != -1) return false;
  return true;
}
/** The living Imp's attack tonight, the recorded action's fields, and the deaths it leaves. */
export function nightStep(): bool {
  const rec = nightRec;
  const impSeat = livingSeatOf(IMP);
  if (!chooseOk(impSeat, impChoice, PH_IMP_ACTOR, PH_IMP_TARGET, false)) return false;
  if (impSeat >= 0) {
    if (!resolveAttack(impSeat, impChoice, redirectChoice, successorChoice)) return false;
  } else if (redirectChoice != -1 || successorChoice != -1) return false;
  const wantRedirect = P(rec + PH_IMP_REDIRECT);
  if (wantRedirect != -2 && wantRedirect != redirectChoice) return false;
  const wantSuccessor = P(rec + PH_IMP_SUCCESSOR);
  if (wantSuccessor != -2 && wantSuccessor != successorChoice) return false;
  const wantRecluse = P(rec + PH_IMP_RECLUSE);
  if (wantRecluse != -1 && (wantRecluse == 1) != (successorChoice >= 0 && !isEvilSeat(successorChoice))) return false;
  // Only the Imp kills at night, so a recorded death list can be checked now, before the wakes.
  const deaths = P(rec + PH_DEATHS);
  if (deaths != -1 && deaths != diedTonight) return false;
  checkGameEnd();
  return true;
}

/**
 * The Imp at `seat` has just died of `cause` (world.ts BY_*) with `aliveBefore` alive
 * before. On a star-pass (BY_DEMON) `successor` is the Storyteller's choice: the one seat
 * whose claim is CLAIM_MUST (a healthy Scarlet Woman with 5+ alive) if there is one, else
 * a living Minion — or a seat whose claim is an unusual ruling's bit (a healthy Recluse,
 * ruling Q3), which the new Imp's world then relies on —, and -1 only
 * with no Minion alive. By day nobody chooses (`successor` is -1): the CLAIM_MUST seat
 * takes over, if any. False when the choice is illegal.
 */
export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32): bool {
  const starPass = cause == BY_DEMON;
  if (!starPass && successor != -1) return false;
  let options = 0;
  let minion = false;
  let must = -1;
  let ruling = 0; // the unusual ruling the chosen successor's claim rests on
  for (let x = 0; x < n; x++) {
    if (!isAlive(x)) continue;
    const claim = demonDeath(x, aliveBefore, starPass);
    if (claim == CLAIM_MUST) { must = x; break; }
    if (!starPass) continue;
    if (((MINION_MASK >> unchecked(roles[x])) & 1) != 0) { options |= 1 << x; minion = true; }
    else if (claim != CLAIM_NONE) {
      options |= 1 << x;
      if (x == successor) ruling = claim;
    }
  }
  let noneAllowed = !minion;
  if (must >= 0) { options = 1 << must; noneAllowed = false; ruling = 0; }
  const chosen = starPass ? successor : noneAllowed ? -1 : must;
  if (chosen == -1) return noneAllowed;
  if (chosen < 0 || chosen >= n || ((options >> chosen) & 1) == 0) return false;
  becomeImp(chosen, ruling);
  return true;
}
