/**
 * Imp (Demon): each night after the first the Imp picks a player to kill; picking
 * themself, the Imp dies and a Minion becomes the new Imp (the star-pass). This file:
 * the whole attack — no kill when the Imp is poisoned, the target dead, protected by the
 * Monk or a healthy Soldier; a healthy Mayor's death may go to someone else, or onto the
 * Imp, which then star-passes (rules reference §3.8, §3.12, §3.13, §3.22; rulings Q2, Q3)
 * — the recorded Imp actions' fields, and the Imp's death with its successor (§3.20,
 * §3.22), by night or by day (day-deaths.ts). Under ruling Q13 two Imps may be alive:
 * each attacks in seat order with its own choices, and an Imp killed by another's attack
 * dies without a star-pass.
 */
import {
  ATTACK_REDIRECT, ATTACK_SAFE, CLAIM_MUST, CLAIM_NONE, IMP, MINION_MASK, PH_DEATHS, PH_IMP_ACTOR, PH_IMP2_ACTOR,
} from '../vocab.gen';
import { P } from '../layout';
import { BY_DEMON, becomeImp, diedTonight, isAlive, isEvilSeat, n, poisoned, protectedSeat, roles, winner } from '../world';
import { checkGameEnd } from '../game-end';
import { kill, took } from '../deaths';
import { attacked, demonDeath } from '../hooks';
import {
  imp2Choice, impChoice, nightRec, redirect2Choice, redirectChoice, successor2Choice, successorChoice,
} from '../tonight';

/** What the kill does to seat `x`: nothing to the dead or the Monk's protected, else its character's `attacked` hook. */
function attack(x: i32): i32 {
  return !isAlive(x) || protectedSeat == x ? ATTACK_SAFE : attacked(x);
}

/** Resolve the attack of the Imp at `imp` on `t`; false when the choices are illegal. */
function resolveAttack(imp: i32, t: i32, redirect: i32, successor: i32): bool {
  if (t < 0 || t >= n) return false;
  let usedRedirect: bool = false;
  let usedSuccessor: bool = false;
  let ok: bool = true;
  if (poisoned == imp) {
    // no ability: nobody dies
  } else if (t == imp) {
    if (protectedSeat != imp) { ok = kill(imp, BY_DEMON, successor, true); usedSuccessor = took; }
  } else {
    const a = attack(t);
    if (a == ATTACK_SAFE) {
      // dead, protected or a healthy Soldier: nobody dies
    } else if (a == ATTACK_REDIRECT && redirect >= 0 && redirect != t) {
      usedRedirect = true;
      if (redirect >= n) return false;
      if (redirect == imp ? protectedSeat != imp : attack(redirect) != ATTACK_SAFE) {
        ok = kill(redirect, BY_DEMON, successor, redirect == imp);
        usedSuccessor = took;
      }
    } else {
      ok = kill(t, BY_DEMON, successor, false);
      usedSuccessor = took;
    }
  }
  if (!ok) return false;
  // Choices that cannot apply must be empty: a redirect needs a Mayor's death, a successor a new Imp.
  if (!usedRedirect && redirect != -1) return false;
  if (!usedSuccessor && successor != -1) return false;
  return true;
}

/** One Imp's attack with its choices, or (`imp` -1: this Imp does not attack) no choices at all. */
function strike(imp: i32, t: i32, redirect: i32, successor: i32): bool {
  if (imp < 0) return t == -1 && redirect == -1 && successor == -1;
  return resolveAttack(imp, t, redirect, successor);
}

/**
 * The recorded Imp action in the phase record's slots from `slot` (actor, target,
 * redirect, successor, recluseDemon: layout.ts PH_IMP_* / PH_IMP2_*) against the attack of
 * its player: `first`, or `second` when it attacked.
 */
function recordedAttack(slot: i32, first: i32, second: i32, secondAttacks: bool): bool {
  const rec = nightRec;
  const actor = P(rec + slot);
  if (actor < 0) return true;
  let t = -1;
  let redirect = -1;
  let successor = -1;
  if (actor == first) { t = impChoice; redirect = redirectChoice; successor = successorChoice; }
  else if (actor == second && secondAttacks) { t = imp2Choice; redirect = redirect2Choice; successor = successor2Choice; }
  else return false; // the action's player does not attack tonight
  if (P(rec + slot + 1) != t) return false;
  const wantRedirect = P(rec + slot + 2);
  if (wantRedirect != -2 && wantRedirect != redirect) return false;
  const wantSuccessor = P(rec + slot + 3);
  if (wantSuccessor != -2 && wantSuccessor != successor) return false;
  const wantRecluse = P(rec + slot + 4);
  return wantRecluse == -1 || (wantRecluse == 1) == (successor >= 0 && !isEvilSeat(successor));
}

/**
 * Each living Imp's attack tonight, in seat order (two only under ruling Q13; one killed
 * by the first attack does not attack, nor does anyone once that attack's death ended the
 * game), the recorded actions' fields, and the deaths.
 */
export function nightStep(): bool {
  const rec = nightRec;
  let first = -1;
  let second = -1;
  let count = 0;
  for (let x = 0; x < n; x++) {
    if (!isAlive(x) || unchecked(roles[x]) != IMP) continue;
    if (count == 0) first = x; else if (count == 1) second = x;
    count++;
  }
  if (count > 2) return false;
  if (!strike(first, impChoice, redirectChoice, successorChoice)) return false;
  if (first >= 0) checkGameEnd();
  // The game ends at the death that ends it (rules reference §4.7): then nobody else attacks.
  const secondAttacks = second >= 0 && isAlive(second) && winner == 0;
  if (!strike(secondAttacks ? second : -1, imp2Choice, redirect2Choice, successor2Choice)) return false;
  if (secondAttacks) checkGameEnd();
  if (!recordedAttack(PH_IMP_ACTOR, first, second, secondAttacks)) return false;
  if (!recordedAttack(PH_IMP2_ACTOR, first, second, secondAttacks)) return false;
  // Only the Imps kill at night, so a recorded death list can be checked now, before the wakes.
  const deaths = P(rec + PH_DEATHS);
  if (deaths != -1 && deaths != diedTonight) return false;
  return true;
}

/**
 * The Imp at `seat` has just died of `cause` (world.ts BY_*) with `aliveBefore` alive
 * before. On a star-pass (`starPass`: its own attack) `successor` is the Storyteller's choice: the one seat
 * whose claim is CLAIM_MUST (a healthy Scarlet Woman with 5+ alive) if there is one, else
 * a living Minion — or a seat whose claim is an unusual ruling's bit (a healthy Recluse,
 * ruling Q3), which the new Imp's world then relies on —, and -1 only
 * with no Minion alive. Any other death (by day, or another Imp's attack) is no choice:
 * the CLAIM_MUST seat takes over, if any (`successor` is not used). False when the choice
 * is illegal.
 */
export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool {
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
