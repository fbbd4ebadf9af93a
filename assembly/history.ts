// The hidden-history search for one assignment (mirrors src/search/history.ts and
// choices.ts): night by night, every relevant choice, siblings that lead to the same
// state explored once. Recursion depth is the number of recorded phases (at most 100).
import {
  BUTLER, EVIL_MASK, IMP, MAYOR, MONK, POISONER, RECLUSE, SOLDIER, SPY, SAINT,
  SCARLET_WOMAN, VIRGIN, SLAYER, P_PHASE_COUNT, P_PHASE_OFF, PH_SIZE, PH_KIND,
  PH_NUMBER, PH_POISON_ACTOR, PH_POISON_TARGET, PH_MONK_ACTOR, PH_MONK_TARGET, PH_IMP_ACTOR,
  PH_IMP_TARGET, PH_IMP_REDIRECT, PH_IMP_SUCCESSOR, PH_BUTLER_ACTOR, PH_BUTLER_TARGET,
  P_OBS_MONK, PH_OBS_MASTER, PH_POISON_TABLE, PH_DEATHS, MAX_NIGHTS, UNUSUAL_RECLUSE_STAR_PASS,
} from './vocab.gen';
import { P, MAX_SEATS } from './layout';
import {
  SNAP_WORDS, actsAs, isAlive, livingSeatOf, n, placed, restore, roles, sameFuture, save,
} from './world';
import { stepDay, stepNight } from './phases';
import { clearMemo, failedBefore, markFailed } from './memo';
import { livingImps } from './wants';
import { OVER_NODES, OVER_TIME, WITHIN, budgetCheck } from './budget';

const MAX_PHASES: i32 = 100;
const SEEN_CAP: i32 = 64;
const LIST: i32 = MAX_SEATS + 2;

const SNAP: usize = memory.data(MAX_PHASES * SNAP_WORDS << 2);
const SEEN: usize = memory.data(MAX_PHASES * SEEN_CAP * SNAP_WORDS << 2);
const SEEN_COUNT: usize = memory.data(MAX_PHASES << 2);
const AFTER: usize = memory.data(SNAP_WORDS << 2);
/** Per phase level, the candidate lists: poison, imp, redirect, successor, monk, master. */
const LISTS: usize = memory.data(MAX_PHASES * 6 * LIST << 2);
/** The choices of each night along the current path: 6 per night. */
export const CHOICES: usize = memory.data(MAX_NIGHTS * 6 << 2);

let work: f64 = 0;
let workCap: f64 = 0;
let stopped: bool = false;
let suspended: bool = false;

/** Start a history search with a node allowance (the slice's deadline is budget.ts's). */
export function resetWork(cap: f64): void {
  work = 0; workCap = cap; stopped = false; suspended = false;
  clearMemo();
}
export function workDone(): f64 { return work; }
/** The node bound stopped the search (it cannot resume). */
export function wasStopped(): bool { return stopped; }
/** The slice's time ran out; the assignment is searched again, with more time, next slice. */
export function wasSuspended(): bool { return suspended; }

// @ts-ignore: decorator
@inline function listBase(level: i32, which: i32): usize {
  return LISTS + (<usize>((level * 6 + which) * LIST) << 2);
}
// @ts-ignore: decorator
@inline function listLen(base: usize): i32 { return load<i32>(base); }
// @ts-ignore: decorator
@inline function listAt(base: usize, i: i32): i32 { return load<i32>(base + (<usize>(i + 1) << 2)); }
function listSet(base: usize, len: i32): void { store<i32>(base, len); }
function listPush(base: usize, v: i32): void {
  const len = load<i32>(base);
  store<i32>(base + (<usize>(len + 1) << 2), v);
  store<i32>(base, len + 1);
}
function listOne(base: usize, v: i32): void { listSet(base, 0); listPush(base, v); }

/** Does poisoning seat x tonight matter (choices.ts poisonRelevance)? */
function poisonMatters(rec: i32, x: i32): bool {
  return ((P(P(rec + PH_POISON_TABLE) + unchecked(roles[x])) >> x) & 1) != 0;
}

function fillPoison(base: usize, rec: i32): void {
  if (livingSeatOf(POISONER) < 0) { listOne(base, -1); return; }
  if (P(rec + PH_POISON_ACTOR) >= 0) { listOne(base, P(rec + PH_POISON_TARGET)); return; }
  listSet(base, 0);
  let other = -1;
  for (let x = 0; x < n; x++) {
    if (poisonMatters(rec, x)) listPush(base, x);
    else if (other < 0) { other = x; listPush(base, x); }
  }
}

/** Can seat x die tonight by the recorded deaths (a mask, -1 unknown; none recorded: anyone)? */
function mayDieTonight(rec: i32, x: i32): bool {
  const deaths = P(rec + PH_DEATHS);
  return deaths == -1 || deaths == 0 || ((deaths >> x) & 1) != 0;
}

// Only the Imp's target, a living Mayor's redirect or the Imp itself can die at night:
// with recorded deaths, the target is one of them or a living Mayor (choices.ts).
function fillImp(base: usize, rec: i32, first: bool): void {
  if (first || livingSeatOf(IMP) < 0) { listOne(base, -1); return; }
  if (P(rec + PH_IMP_ACTOR) >= 0) { listOne(base, P(rec + PH_IMP_TARGET)); return; }
  listSet(base, 0);
  for (let x = 0; x < n; x++) {
    if (mayDieTonight(rec, x) || (unchecked(roles[x]) == MAYOR && isAlive(x))) listPush(base, x);
  }
}

function fillRedirect(base: usize, rec: i32, target: i32): void {
  if (target < 0 || unchecked(roles[target]) != MAYOR || !isAlive(target)) { listOne(base, -1); return; }
  const fixed = P(rec + PH_IMP_REDIRECT);
  if (fixed != -2) { listOne(base, fixed); return; }
  listOne(base, -1);
  for (let x = 0; x < n; x++) if (x != target && mayDieTonight(rec, x)) listPush(base, x);
}

/** The unusual rulings (UNUSUAL_* bits) this search may rely on; whether a choice resting on one was left out. */
let unusualAllowed: i32 = 0;
let unusualSkipped: bool = false;
/** Start a search that may rely on the unusual rulings `allowed` (0: ordinary histories only). */
export function setUnusualAllowed(allowed: i32): void { unusualAllowed = allowed; unusualSkipped = false; }
/** Did the search leave out a choice that rests on an unusual ruling it may not rely on? */
export function unusualWasSkipped(): bool { return unusualSkipped; }

/** May `x` catch the star-pass in this search: a Recluse only where ruling Q3 (unusual) is allowed. */
function successorAllowed(x: i32): bool {
  if (x < 0 || unchecked(roles[x]) != RECLUSE || (unusualAllowed & UNUSUAL_RECLUSE_STAR_PASS) != 0) return true;
  unusualSkipped = true;
  return false;
}

function fillSuccessor(base: usize, rec: i32, target: i32, redirect: i32): void {
  const imp = livingSeatOf(IMP);
  if (imp < 0 || (target != imp && redirect != imp)) { listOne(base, -1); return; }
  const fixed = P(rec + PH_IMP_SUCCESSOR);
  if (fixed != -2) {
    if (successorAllowed(fixed)) listOne(base, fixed); else listSet(base, 0);
    return;
  }
  listOne(base, -1);
  for (let x = 0; x < n; x++) {
    const r = unchecked(roles[x]);
    if (x != imp && isAlive(x) && (r == RECLUSE || ((EVIL_MASK >> r) & 1) != 0) && successorAllowed(x)) listPush(base, x);
  }
}

function fillMonk(base: usize, rec: i32, first: bool, target: i32, redirect: i32): void {
  if (first) { listOne(base, -1); return; }
  let monk = -1;
  for (let x = 0; x < n; x++) if (isAlive(x) && actsAs(x, MONK)) monk = x;
  if (monk < 0) { listOne(base, -1); return; }
  if (P(rec + PH_MONK_ACTOR) >= 0) { listOne(base, P(rec + PH_MONK_TARGET)); return; }
  listSet(base, 0);
  if (P(P_OBS_MONK) != 0) {
    for (let x = 0; x < n; x++) if (x != monk) listPush(base, x);
    return;
  }
  const imp = livingSeatOf(IMP);
  let other = -1;
  for (let x = 0; x < n; x++) {
    if (x == monk) continue;
    if (x == target || x == redirect || x == imp) listPush(base, x);
    else if (other < 0) { other = x; listPush(base, x); }
  }
}

function fillMaster(base: usize, rec: i32, first: bool): void {
  const butler = livingSeatOf(BUTLER);
  if (butler < 0) { listOne(base, -1); return; }
  const mayDie = !first && livingSeatOf(IMP) >= 0;
  if (P(rec + PH_BUTLER_ACTOR) >= 0) {
    listOne(base, P(rec + PH_BUTLER_TARGET));
  } else {
    listSet(base, 0);
    for (let x = 0; x < n; x++) {
      if (x == butler) continue;
      listPush(base, x);
      if (P(rec + PH_OBS_MASTER) == 0) break;
    }
  }
  if (mayDie) listPush(base, -1);
}

/** True when every report with night null that must be placed has been. */
let floatingNeeded: i64 = 0;
export function setFloatingNeeded(mask: i64): void { floatingNeeded = mask; }

/** Which histories count: -1 any legal one; else one whose living Imps at the end include a seat of this mask. */
let finalDemons: i32 = -1;
export function setFinalDemons(mask: i32): void { finalDemons = mask; }

function seenBefore(level: i32): bool {
  const count = load<i32>(SEEN_COUNT + (<usize>level << 2));
  const base = SEEN + (<usize>(level * SEEN_CAP * SNAP_WORDS) << 2);
  for (let i = 0; i < count; i++) {
    if (sameFuture(AFTER, base + (<usize>(i * SNAP_WORDS) << 2))) return true;
  }
  if (count < SEEN_CAP) {
    memory.copy(base + (<usize>(count * SNAP_WORDS) << 2), AFTER, <usize>SNAP_WORDS << 2);
    store<i32>(SEEN_COUNT + (<usize>level << 2), count + 1);
  }
  return false;
}

/** Search the phases from `level` on, from the current state; true when a history exists. */
export function explore(level: i32, nightIndex: i32): bool {
  if (level == P(P_PHASE_COUNT)) {
    return (placed & floatingNeeded) == floatingNeeded && (finalDemons == -1 || (livingImps() & finalDemons) != 0);
  }
  const rec = P(P_PHASE_OFF) + level * PH_SIZE;
  const snap = SNAP + (<usize>(level * SNAP_WORDS) << 2);
  save(snap);
  if (P(rec + PH_KIND) == 1) {
    work += 1;
    if (stepDay(rec) && explore(level + 1, nightIndex)) return true;
    restore(snap);
    return false;
  }
  // A night that failed from this dusk before fails again (memo.ts).
  if (failedBefore(level)) return false;
  const first = P(rec + PH_NUMBER) == 1;
  const poisons = listBase(level, 0);
  const imps = listBase(level, 1);
  const redirects = listBase(level, 2);
  const successors = listBase(level, 3);
  const monks = listBase(level, 4);
  const masters = listBase(level, 5);
  fillPoison(poisons, rec);
  fillImp(imps, rec, first);
  fillMaster(masters, rec, first);
  store<i32>(SEEN_COUNT + (<usize>level << 2), 0);
  const choice = CHOICES + (<usize>(nightIndex * 6) << 2);
  for (let pi = 0; pi < listLen(poisons); pi++) {
    for (let ii = 0; ii < listLen(imps); ii++) {
      const imp = listAt(imps, ii);
      fillRedirect(redirects, rec, imp);
      for (let ri = 0; ri < listLen(redirects); ri++) {
        const redirect = listAt(redirects, ri);
        fillSuccessor(successors, rec, imp, redirect);
        for (let si = 0; si < listLen(successors); si++) {
          fillMonk(monks, rec, first, imp, redirect);
          for (let mi = 0; mi < listLen(monks); mi++) {
            for (let bi = 0; bi < listLen(masters); bi++) {
              work += 1;
              const budget = budgetCheck(work, workCap);
              if (budget != WITHIN) {
                stopped = budget == OVER_NODES;
                suspended = budget == OVER_TIME;
                restore(snap);
                return false;
              }
              const poison = listAt(poisons, pi);
              const successor = listAt(successors, si);
              const monk = listAt(monks, mi);
              const master = listAt(masters, bi);
              if (stepNight(rec, poison, monk, imp, redirect, successor, master)) {
                save(AFTER);
                if (!seenBefore(level)) {
                  store<i32>(choice, poison); store<i32>(choice + 4, monk); store<i32>(choice + 8, imp);
                  store<i32>(choice + 12, redirect); store<i32>(choice + 16, successor); store<i32>(choice + 20, master);
                  if (explore(level + 1, nightIndex + 1)) return true;
                  if (stopped || suspended) { restore(snap); return false; }
                }
              }
              restore(snap);
            }
          }
        }
      }
    }
  }
  markFailed(level);
  return false;
}
