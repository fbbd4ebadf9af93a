// Deaths, succession, the Imp's attack and game end (mirrors src/kernel/deaths.ts and
// attack.ts; rules reference §3.8, §3.12, §3.13, §3.20, §3.22; rulings Q2, Q3, Q13).
import { IMP, MAYOR, RECLUSE, SCARLET_WOMAN, SOLDIER, TEAM_OF } from './vocab.gen';
import {
  BY_DEMON, becomeImp, die, healthy, isAlive, livingCount, livingSeatOf, n, poisoned, protectedSeat, roles, setWinner,
} from './world';

/** Set the winner if the game has just ended. */
export function checkGameEnd(): void {
  if (livingSeatOf(IMP) < 0) setWinner(1);
  else if (livingCount() <= 2) setWinner(2);
}

/**
 * The Demon at `imp` dies; `successor` takes over or -1. Returns false when that choice is
 * illegal: a healthy living Scarlet Woman must with 5+ alive before the death; on a
 * star-pass (`nightPass`) a living Minion must, or a living healthy Recluse may; otherwise
 * nobody.
 */
export function demonDies(imp: i32, cause: i32, successor: i32): bool {
  const aliveBefore = livingCount();
  die(imp, cause);
  const sw = livingSeatOf(SCARLET_WOMAN);
  let ok: bool = false;
  if (aliveBefore >= 5 && sw >= 0 && healthy(sw)) ok = successor == sw;
  else if (cause != BY_DEMON) ok = successor == -1;
  else {
    let minion = false;
    for (let x = 0; x < n; x++) {
      if (isAlive(x) && unchecked(TEAM_OF[unchecked(roles[x])]) == 2) minion = true;
    }
    if (successor == -1) ok = !minion;
    else if (successor >= 0 && successor < n && isAlive(successor)) {
      const r = unchecked(roles[successor]);
      ok = unchecked(TEAM_OF[r]) == 2 || (r == RECLUSE && healthy(successor));
    }
  }
  if (ok && successor >= 0) becomeImp(successor);
  return ok;
}

function safe(x: i32): bool {
  return !isAlive(x) || protectedSeat == x || (unchecked(roles[x]) == SOLDIER && healthy(x));
}

/** Resolve the Imp's attack; false when the choices are illegal. */
export function resolveAttack(imp: i32, t: i32, redirect: i32, successor: i32): bool {
  if (t < 0 || t >= n) return false;
  let usedRedirect = false;
  let passed = false;
  let ok: bool = true;
  if (poisoned == imp) {
    // no ability: nobody dies
  } else if (t == imp) {
    if (protectedSeat != imp) { passed = true; ok = demonDies(imp, BY_DEMON, successor); }
  } else if (safe(t)) {
    // dead, protected or a healthy Soldier: nobody dies
  } else if (unchecked(roles[t]) == MAYOR && healthy(t) && redirect >= 0 && redirect != t) {
    usedRedirect = true;
    if (redirect >= n) return false;
    if (redirect == imp) {
      if (protectedSeat != imp) { passed = true; ok = demonDies(imp, BY_DEMON, successor); }
    } else if (!safe(redirect)) die(redirect, BY_DEMON);
  } else {
    die(t, BY_DEMON);
  }
  if (!ok) return false;
  if (!usedRedirect && redirect != -1) return false;
  if (!passed && successor != -1) return false;
  return true;
}

