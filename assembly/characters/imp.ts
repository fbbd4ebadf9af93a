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
  IMP, MINION_MASK, PH_DEATHS, PH_IMP_ACTOR, PH_IMP_RECLUSE, PH_IMP_REDIRECT, PH_IMP_SUCCESSOR, PH_IMP_TARGET,
} from '../vocab.gen';
import { P } from '../layout';
import {
  BY_DEMON, becomeImp, die, diedTonight, isAlive, isEvilSeat, livingCount, livingSeatOf, n, poisoned, protectedSeat, roles,
} from '../world';
import { checkGameEnd } from '../game-end';
import { chooseOk, impChoice, nightRec, redirectChoice, successorChoice } from './tonight';
import * as mayor from './mayor';
import * as recluse from './recluse';
import * as scarlet_woman from './scarlet_woman';
import * as soldier from './soldier';

/** Does an attack on `x` kill nobody: dead, protected tonight or a healthy Soldier? */
function safe(x: i32): bool {
  return !isAlive(x) || protectedSeat == x || soldier.attacked(x);
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
    if (protectedSeat != imp) { passed = true; ok = demonDeath(imp, BY_DEMON, successor); }
  } else if (safe(t)) {
    // dead, protected or a healthy Soldier: nobody dies
  } else if (mayor.attacked(t) && redirect >= 0 && redirect != t) {
    usedRedirect = true;
    if (redirect >= n) return false;
    if (redirect == imp) {
      if (protectedSeat != imp) { passed = true; ok = demonDeath(imp, BY_DEMON, successor); }
    } else if (!safe(redirect)) die(redirect, BY_DEMON);
  } else {
    die(t, BY_DEMON);
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
 * The Imp at `imp` dies by `cause` (world.ts BY_*) and `successor` takes over, or -1.
 * False when that choice is illegal: the Scarlet Woman must when she can; otherwise on a
 * star-pass (the Imp's own kill) a living Minion must, or a living healthy Recluse may,
 * and with no Minion alive nobody may too; any other death has no successor.
 */
export function demonDeath(imp: i32, cause: i32, successor: i32): bool {
  const aliveBefore = livingCount();
  die(imp, cause);
  const sw = scarlet_woman.demonDeath(aliveBefore);
  let ok: bool = false;
  if (sw >= 0) ok = successor == sw;
  else if (cause != BY_DEMON) ok = successor == -1;
  else {
    let minion = false;
    for (let x = 0; x < n; x++) {
      if (isAlive(x) && ((MINION_MASK >> unchecked(roles[x])) & 1) != 0) minion = true;
    }
    if (successor == -1) ok = !minion;
    else if (successor >= 0 && successor < n && isAlive(successor)) {
      ok = ((MINION_MASK >> unchecked(roles[successor])) & 1) != 0 || recluse.demonDeath(successor);
    }
  }
  if (ok && successor >= 0) becomeImp(successor);
  return ok;
}
