// The hidden-history search for one assignment (mirrors src/search/reference/history.ts and
// choices.ts): night by night, every relevant choice, siblings that lead to the same
// state explored once. Recursion depth is the number of recorded phases (at most 100).
import {
  BUTLER, EVIL_MASK, IMP, MAYOR, MONK, POISONER, RECLUSE, SCARLET_WOMAN, SOLDIER, P_PHASE_COUNT, P_PHASE_OFF, PH_SIZE, PH_KIND,
  PH_NUMBER, PH_POISON_ACTOR, PH_POISON_TARGET, PH_MONK_ACTOR, PH_MONK_TARGET, PH_IMP_ACTOR, PH_IMP2_ACTOR,
  PH_BUTLER_ACTOR, PH_BUTLER_TARGET, P_OBS_MONK, PH_OBS_MASTER, PH_POISON_TABLE, PH_DEATHS, MAX_NIGHTS, MAX_DAYS,
  UNUSUAL_RECLUSE_STAR_PASS, UNUSUAL_SCARLET_WOMAN_RECLUSE, NIGHT_CHOICE_WORDS, DAY_CHOICE_WORDS,
  CH_POISON, CH_MONK, CH_IMP, CH_REDIRECT, CH_SUCCESSOR, CH_MASTER, CH_IMP2, CH_REDIRECT2, CH_SUCCESSOR2, DC_SUCCESSOR, DC_VIRGIN,
  PH_EVENTS_OFF, PH_EVENTS_COUNT, PH_COMPLETE_VOTING, PH_VIRGIN_OBS, VIRGIN, EVENT_SIZE, DE_KIND, DE_FLAG, DE_TARGET, EV_EXECUTION, EV_SLAYER, EV_NOMINATION,
} from './vocab.gen';
import { P, MAX_SEATS } from './layout';
import {
  SNAP_WORDS, actsAs, isAlive, livingSeatOf, n, placed, restore, roles, sameFuture, save, unusual, usedVirgin,
} from './world';
import { butlerWokeTonight, failedBeforeButler, stepDay, stepNight } from './phases';
import { clearMemo, failedBefore, markFailed } from './memo';
import { livingImps } from './wants';
import { eventAhead } from './unusual-gate';
import { ANY_TARGET, NO_TARGET, deathsAvoid, deathsForce, forcedPoison, laterSpyReportsHold } from './forced-poison';
import { fillVictimFilter, redirectAllowed, victimAllowed } from './victim-filter';
import { OVER_NODES, OVER_TIME, WITHIN, budgetCheck } from './budget';
import { floatingStuck, recordNights } from './wake';

const MAX_PHASES: i32 = 100;
const SEEN_CAP: i32 = 64;
const LIST: i32 = MAX_SEATS + 2;

const SNAP: usize = memory.data(MAX_PHASES * SNAP_WORDS << 2);
const SEEN: usize = memory.data(MAX_PHASES * SEEN_CAP * SNAP_WORDS << 2);
const SEEN_COUNT: usize = memory.data(MAX_PHASES << 2);
const AFTER: usize = memory.data(SNAP_WORDS << 2);
/** Per phase level, the candidate lists: poison, imp, redirect, successor, monk, master, and the second Imp's imp, redirect, successor. */
const LISTS_PER_LEVEL: i32 = 9;
const LISTS: usize = memory.data(MAX_PHASES * LISTS_PER_LEVEL * LIST << 2);
/** The choices of each night along the current path (NIGHT_CHOICE_WORDS per night, CH_* offsets). */
export const CHOICES: usize = memory.data(MAX_NIGHTS * NIGHT_CHOICE_WORDS << 2);
/** The choices of each day along the current path (DAY_CHOICE_WORDS per day, DC_* offsets). */
export const DAY_CHOICES: usize = memory.data(MAX_DAYS * DAY_CHOICE_WORDS << 2);

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
  return LISTS + (<usize>((level * LISTS_PER_LEVEL + which) * LIST) << 2);
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
  // Tonight's reports may name the one target that can save them, and its recorded deaths
  // a seat the poison must take or must not (forced-poison.ts).
  let forced = forcedPoison(P(rec + PH_NUMBER), P(rec + PH_DEATHS));
  const avoid = deathsAvoid(P(rec + PH_NUMBER), P(rec + PH_DEATHS));
  if (deathsForce != ANY_TARGET && forced != NO_TARGET) forced = forced == ANY_TARGET || forced == deathsForce ? deathsForce : NO_TARGET;
  if (forced >= 0 && forced == avoid) forced = NO_TARGET;
  if (forced == NO_TARGET) { listSet(base, 0); return; }
  if (livingSeatOf(POISONER) < 0) {
    if (forced == ANY_TARGET) listOne(base, -1); else listSet(base, 0);
    return;
  }
  if (P(rec + PH_POISON_ACTOR) >= 0) {
    const recorded = P(rec + PH_POISON_TARGET);
    if ((forced == ANY_TARGET || forced == recorded) && recorded != avoid) listOne(base, recorded); else listSet(base, 0);
    return;
  }
  if (forced != ANY_TARGET) { listOne(base, forced); return; }
  listSet(base, 0);
  let other = -1;
  for (let x = 0; x < n; x++) {
    // The Imp is never the stand-in for the seats whose poison changes nothing: skip them only where poison matters.
    if (poisonMatters(rec, x)) { if (x != avoid) listPush(base, x); }
    else if (other < 0) { other = x; listPush(base, x); }
  }
}

/** Can seat x die tonight by the recorded deaths (a mask, -1 unknown; 0: nobody died)? */
function mayDieTonight(rec: i32, x: i32): bool {
  const deaths = P(rec + PH_DEATHS);
  return deaths == -1 || ((deaths >> x) & 1) != 0;
}

/** The phase-record slot of the recorded action of the Imp at `imp` tonight (layout.ts PH_IMP_* / PH_IMP2_*), or -1. */
function actionSlot(rec: i32, imp: i32): i32 {
  if (imp < 0) return -1;
  if (P(rec + PH_IMP_ACTOR) == imp) return PH_IMP_ACTOR;
  if (P(rec + PH_IMP2_ACTOR) == imp) return PH_IMP2_ACTOR;
  return -1;
}

// Only an Imp's target, a living Mayor's redirect or the Imp itself can die at night:
// with recorded deaths, the target is one of them or a living Mayor (choices.ts) — unless
// two Imps attack (`twoImps`, ruling Q13): then either attack may kill nobody, and the
// other explain the deaths. An attack that kills nobody leaves the same state whoever it
// aimed at (no row sees its target), so beside the seats that may die it aims only at one
// seat for each way it can fail. The one that always works is a dead player: two Imps
// come only from ruling Q13, after the Recluse died. Kept as well, should two Imps ever
// come another way: a healthy Soldier, and a Monk-protected or a poisoned Imp's target (the
// first seat that is neither an Imp nor the Monk: the Monk's choices follow the targets).
// Where a row can see whom the Monk protected (P_OBS_MONK), every seat stays a target.
// With two recorded deaths both attacks kill, and none aims where it fails. With the night
// recorded as one where nobody died, every attack fails, one Imp's too: it aims only where
// it fails (and at a living Mayor, whose death may move to where it fails).
// `mayNotAttack`: -1 too (a second Imp killed by the first Imp's attack does not attack).
function fillImp(base: usize, rec: i32, imp: i32, mayNotAttack: bool, twoImps: bool, otherImp: i32): void {
  if (imp < 0) { listOne(base, -1); return; }
  listSet(base, 0);
  const slot = actionSlot(rec, imp);
  // A recorded attack says this Imp attacked: it was not killed first.
  if (slot >= 0) { listPush(base, P(rec + slot + 1)); return; }
  if (mayNotAttack) listPush(base, -1);
  const deaths = P(rec + PH_DEATHS);
  const everyFailure = (twoImps || deaths == 0) && P(P_OBS_MONK) != 0;
  const mayFail = deaths == 0 || (twoImps && (deaths == -1 || popcnt<i32>(deaths) < 2));
  for (let x = 0; x < n; x++) {
    if (everyFailure || mayDieTonight(rec, x) || (unchecked(roles[x]) == MAYOR && isAlive(x))) listPush(base, x);
  }
  if (mayFail && !everyFailure) pushHarmless(base, rec, -1, imp, otherImp);
}

/**
 * Push, past what `base` holds, one seat for each way a hit kills nobody: a dead player, a
 * healthy Soldier (each), the Monk's target when the record names it (the Imp's own seat
 * too), and one living seat other than `skip`, the Imps and the Monk, who may be hit by a
 * poisoned Imp or protected by a Monk whose choice is not recorded (it follows the targets).
 */
function pushHarmless(base: usize, rec: i32, skip: i32, imp: i32, otherImp: i32): void {
  const held = listLen(base);
  const guarded = P(rec + PH_MONK_ACTOR) >= 0 ? P(rec + PH_MONK_TARGET) : -1;
  let failing = false;
  let dead = false;
  for (let x = 0; x < n; x++) {
    if (x == skip || listHolds(base, held, x)) continue;
    if (x == guarded) {
      listPush(base, x);
    } else if (!isAlive(x)) {
      if (!dead) { dead = true; listPush(base, x); }
    } else if (unchecked(roles[x]) == SOLDIER) {
      listPush(base, x);
    } else if (!failing && x != imp && x != otherImp && !actsAs(x, MONK)) {
      failing = true;
      listPush(base, x);
    }
  }
}

/** Does one of the first `count` entries of the list at `base` equal `v`? */
function listHolds(base: usize, count: i32, v: i32): bool {
  for (let i = 0; i < count; i++) if (listAt(base, i) == v) return true;
  return false;
}

// A living Mayor's death may move to anyone who may die tonight; on a night recorded as one
// where nobody died, only where it kills nobody: one seat for each way, as for the attack,
// or every seat when a row sees whom the Monk protected.
function fillRedirect(base: usize, rec: i32, imp: i32, target: i32, twoImps: bool): void {
  if (target < 0 || unchecked(roles[target]) != MAYOR || !isAlive(target)) { listOne(base, -1); return; }
  const slot = actionSlot(rec, imp);
  const fixed = slot >= 0 ? P(rec + slot + 2) : -2;
  if (fixed != -2) { listOne(base, fixed); return; }
  listOne(base, -1);
  const none = P(rec + PH_DEATHS) == 0;
  if (none && P(P_OBS_MONK) == 0) { pushHarmless(base, rec, target, imp, -1); return; }
  for (let x = 0; x < n; x++) if (x != target && (twoImps || none || mayDieTonight(rec, x))) listPush(base, x);
}

/** The unusual rulings (UNUSUAL_* bits) this search may rely on; whether a choice resting on one was left out. */
let unusualAllowed: i32 = 0;
let unusualSkipped: bool = false;
/** Start a search that may rely on the unusual rulings `allowed` (0: ordinary histories only). */
export function setUnusualAllowed(allowed: i32): void { unusualAllowed = allowed; unusualSkipped = false; }
/**
 * The search wants only histories that rely on a ruling (the unusual layer, leaf.ts): one
 * that has relied on none by a dusk from which no ruling's event can happen fails there
 * (unusual-gate.ts eventAhead). The dusk memo's key and `sameFuture` hold `unusual`, so a
 * failure for that reason is never taken for another history's.
 */
let mustRely: bool = false;
export function setMustRely(v: bool): void { mustRely = v; }
/** Did the search leave out a choice that rests on an unusual ruling it may not rely on? */
export function unusualWasSkipped(): bool { return unusualSkipped; }

/** Does this search allow the unusual ruling `bit`? Notes a choice left out when it does not. */
function allows(bit: i32): bool {
  if ((unusualAllowed & bit) != 0) return true;
  unusualSkipped = true;
  return false;
}

/**
 * Who may become the Imp at the death the attack of the Imp at `imp` causes (-1 first;
 * mirrors choices.ts successorChoices): on a star-pass living evil players, and a living
 * Recluse where ruling Q3 is allowed; at a living Recluse's death the living Scarlet Woman,
 * where ruling Q13 is allowed (both unusual).
 */
function fillSuccessor(base: usize, rec: i32, imp: i32, target: i32, redirect: i32): void {
  if (imp < 0 || target < 0) { listOne(base, -1); return; }
  const dying = target == imp ? imp : unchecked(roles[target]) == MAYOR && redirect >= 0 ? redirect : target;
  listOne(base, -1);
  if (dying == imp) {
    for (let x = 0; x < n; x++) {
      const r = unchecked(roles[x]);
      if (x != imp && isAlive(x) && ((EVIL_MASK >> r) & 1) != 0) listPush(base, x);
      else if (x != imp && isAlive(x) && r == RECLUSE && allows(UNUSUAL_RECLUSE_STAR_PASS)) listPush(base, x);
    }
  } else if (unchecked(roles[dying]) == RECLUSE && isAlive(dying)) {
    const sw = livingSeatOf(SCARLET_WOMAN);
    if (sw >= 0 && allows(UNUSUAL_SCARLET_WOMAN_RECLUSE)) listPush(base, sw);
  } else return;
  const slot = actionSlot(rec, imp);
  const fixed = slot >= 0 ? P(rec + slot + 3) : -2;
  if (fixed == -2) return;
  // A recorded successor: only if it is among the choices (or none).
  let offered = fixed == -1;
  for (let i = 0; i < listLen(base); i++) if (listAt(base, i) == fixed) offered = true;
  if (offered) listOne(base, fixed); else listSet(base, 0);
}

/** The Virgins a nomination nobody recorded may have spent today (-1 first; mirrors choices.ts dayVirginChoices). */
function fillDayVirgin(base: usize, rec: i32): void {
  listOne(base, -1);
  if (P(rec + PH_COMPLETE_VOTING) != 0) return;
  const v = livingSeatOf(VIRGIN);
  if (v < 0 || ((usedVirgin >> v) & 1) != 0 || ((P(rec + PH_VIRGIN_OBS) >> v) & 1) == 0) return;
  const off = P(rec + PH_EVENTS_OFF);
  for (let i = 0; i < P(rec + PH_EVENTS_COUNT); i++) {
    const e = off + i * EVENT_SIZE;
    if (P(e + DE_KIND) == EV_NOMINATION && P(e + DE_TARGET) == v) return; // nominated at most once a day
  }
  listPush(base, v);
}

/** The day's successor choices: -1, and the living Scarlet Woman where a living Recluse may die today and ruling Q13 is allowed. */
function fillDaySuccessor(base: usize, rec: i32): void {
  listOne(base, -1);
  const sw = livingSeatOf(SCARLET_WOMAN);
  if (sw < 0 || livingSeatOf(RECLUSE) < 0) return;
  const off = P(rec + PH_EVENTS_OFF);
  let deathToday = false;
  for (let i = 0; i < P(rec + PH_EVENTS_COUNT); i++) {
    const e = off + i * EVENT_SIZE;
    const kind = P(e + DE_KIND);
    if (kind == EV_EXECUTION || ((kind == EV_SLAYER || kind == EV_NOMINATION) && P(e + DE_FLAG) != 0)) deathToday = true;
  }
  if (deathToday && allows(UNUSUAL_SCARLET_WOMAN_RECLUSE)) listPush(base, sw);
}

function fillMonk(base: usize, rec: i32, first: bool, target: i32, redirect: i32, target2: i32, redirect2: i32): void {
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
  let other = -1;
  for (let x = 0; x < n; x++) {
    if (x == monk) continue;
    const imp = isAlive(x) && unchecked(roles[x]) == IMP;
    if (x == target || x == redirect || x == target2 || x == redirect2 || imp) listPush(base, x);
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
export function explore(level: i32, nightIndex: i32, dayIndex: i32): bool {
  if (mustRely && unusual == 0 && !eventAhead(level)) return false;
  if (level == P(P_PHASE_COUNT)) {
    return (placed & floatingNeeded) == floatingNeeded && (finalDemons == -1 || (livingImps() & finalDemons) != 0);
  }
  if (floatingStuck(floatingNeeded, nightIndex > 0, nightIndex < recordNights)) return false;
  const rec = P(P_PHASE_OFF) + level * PH_SIZE;
  const snap = SNAP + (<usize>(level * SNAP_WORDS) << 2);
  save(snap);
  if (P(rec + PH_KIND) == 1) {
    const successors = listBase(level, 0);
    const virgins = listBase(level, 1);
    fillDaySuccessor(successors, rec);
    fillDayVirgin(virgins, rec);
    const choice = DAY_CHOICES + (<usize>(dayIndex * DAY_CHOICE_WORDS) << 2);
    for (let si = 0; si < listLen(successors); si++) {
      for (let vi = 0; vi < listLen(virgins); vi++) {
        work += 1;
        const successor = listAt(successors, si);
        const virgin = listAt(virgins, vi);
        if (stepDay(rec, successor, virgin)) {
          store<i32>(choice + (<usize>DC_SUCCESSOR << 2), successor);
          store<i32>(choice + (<usize>DC_VIRGIN << 2), virgin);
          if (explore(level + 1, nightIndex, dayIndex + 1)) return true;
          if (stopped || suspended) { restore(snap); return false; }
        }
        restore(snap);
      }
    }
    return false;
  }
  // A night that failed from this dusk before fails again (memo.ts).
  if (failedBefore(level)) return false;
  // A later night's Spy report that can no longer hold fails every night in between (forced-poison.ts).
  if (!laterSpyReportsHold(P(rec + PH_NUMBER))) return false;
  const first = P(rec + PH_NUMBER) == 1;
  // The living Imps attack in seat order (two only under ruling Q13).
  let imp1 = -1;
  let imp2 = -1;
  if (!first) {
    for (let x = 0; x < n; x++) {
      if (!isAlive(x) || unchecked(roles[x]) != IMP) continue;
      if (imp1 < 0) imp1 = x; else if (imp2 < 0) imp2 = x;
    }
  }
  const poisons = listBase(level, 0);
  const imps = listBase(level, 1);
  const redirects = listBase(level, 2);
  const successors = listBase(level, 3);
  const monks = listBase(level, 4);
  const masters = listBase(level, 5);
  const imps2 = listBase(level, 6);
  const redirects2 = listBase(level, 7);
  const successors2 = listBase(level, 8);
  fillPoison(poisons, rec);
  fillImp(imps, rec, imp1, false, imp2 >= 0, imp2);
  fillImp(imps2, rec, imp2, true, true, imp1);
  fillMaster(masters, rec, first);
  fillVictimFilter(level, P(rec + PH_NUMBER), imp1, imp2);
  store<i32>(SEEN_COUNT + (<usize>level << 2), 0);
  const choice = CHOICES + (<usize>(nightIndex * NIGHT_CHOICE_WORDS) << 2);
  for (let pi = 0; pi < listLen(poisons); pi++) {
    for (let ii = 0; ii < listLen(imps); ii++) {
      const imp = listAt(imps, ii);
      // Tonight's Empath and Fortune Teller reports may leave this target nothing to save them (victim-filter.ts).
      if (!victimAllowed(level, listAt(poisons, pi), imp)) continue;
      fillRedirect(redirects, rec, imp1, imp, imp2 >= 0);
      for (let ri = 0; ri < listLen(redirects); ri++) {
        const redirect = listAt(redirects, ri);
        if (!redirectAllowed(level, listAt(poisons, pi), imp, redirect)) continue;
        fillSuccessor(successors, rec, imp1, imp, redirect);
        for (let si = 0; si < listLen(successors); si++) {
          for (let ii2 = 0; ii2 < listLen(imps2); ii2++) {
            const target2 = listAt(imps2, ii2);
            fillRedirect(redirects2, rec, imp2, target2, true);
            for (let ri2 = 0; ri2 < listLen(redirects2); ri2++) {
              const redirect2 = listAt(redirects2, ri2);
              fillSuccessor(successors2, rec, imp2, target2, redirect2);
              for (let si2 = 0; si2 < listLen(successors2); si2++) {
                fillMonk(monks, rec, first, imp, redirect, target2, redirect2);
                for (let mi = 0; mi < listLen(monks); mi++) {
                  // Whether the Butler wakes at their step, once a play of these choices reached it.
                  let woke = -1;
                  for (let bi = 0; bi < listLen(masters); bi++) {
                    const master = listAt(masters, bi);
                    // A Butler who wakes must choose a master, one who does not must not: the
                    // other kind fails at that step (phases.ts butlerWoke).
                    if (woke >= 0 && (woke == 1) == (master == -1)) continue;
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
                    const successor2 = listAt(successors2, si2);
                    const monk = listAt(monks, mi);
                    const played = stepNight(rec, poison, monk, imp, redirect, successor, master, target2, redirect2, successor2);
                    woke = butlerWokeTonight();
                    if (played) {
                      save(AFTER);
                      if (!seenBefore(level)) {
                        storeNight(choice, poison, monk, imp, redirect, successor, master, target2, redirect2, successor2);
                        if (explore(level + 1, nightIndex + 1, dayIndex)) return true;
                        if (stopped || suspended) { restore(snap); return false; }
                      }
                    } else if (failedBeforeButler()) {
                      // Nothing before the Butler's step reads the master: every other one fails alike.
                      restore(snap);
                      break;
                    }
                    restore(snap);
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  markFailed(level);
  return false;
}

/** Write a night's choices at `at` (the CH_* offsets of src/compile/choice-fields.ts). */
function storeNight(
  at: usize, poison: i32, monk: i32, imp: i32, redirect: i32, successor: i32, master: i32, imp2: i32, redirect2: i32, successor2: i32,
): void {
  store<i32>(at + (<usize>CH_POISON << 2), poison); store<i32>(at + (<usize>CH_MONK << 2), monk);
  store<i32>(at + (<usize>CH_IMP << 2), imp); store<i32>(at + (<usize>CH_REDIRECT << 2), redirect);
  store<i32>(at + (<usize>CH_SUCCESSOR << 2), successor); store<i32>(at + (<usize>CH_MASTER << 2), master);
  store<i32>(at + (<usize>CH_IMP2 << 2), imp2); store<i32>(at + (<usize>CH_REDIRECT2 << 2), redirect2);
  store<i32>(at + (<usize>CH_SUCCESSOR2 << 2), successor2);
}
