// One complete initial assignment: search its hidden history (Drunk token × red herring ×
// the nights, history.ts) and emit the worlds found into the result buffer.
import {
  DRUNK, FORTUNE_TELLER, MAX_EMIT, MAX_FLOATING, MAX_NIGHTS, P_REL_RH, P_REP_COUNT, P_REP_OFF, RESULT_CAPACITY, RESULT_STRIDE,
  RP_SIZE, R_BRANCH, R_DRUNK, R_FLOATING, R_KIND, R_NIGHTS, R_ORDER, R_RH, R_UNUSUAL, P_UNUSUAL, P_UNUSUAL_ONLY,
  R_DAYS, MAX_DAYS, NIGHT_CHOICE_WORDS, DAY_CHOICE_WORDS,
} from './vocab.gen';
import { MAX_SEATS, P, RESULTS } from './layout';
import { drunkShown, n, redHerring, roles, setDrunkShown, setRedHerring, unusual } from './world';
import { drunkTokenNamed, evidenceOk, isFreeLie } from './checks';
import {
  CHOICES, DAY_CHOICES, explore, resetWork, setFinalDemons, setFloatingNeeded, setMustRely, setUnusualAllowed, unusualWasSkipped, wasStopped, wasSuspended, workDone,
} from './history';
import { FLOAT_NIGHT, FLOAT_RANK } from './wake';
import * as drunk from './characters/drunk';
import * as fortune_teller from './characters/fortune_teller';
import { PR_EVIDENCE, PR_HIDDEN, PR_SEARCHES, countNodes, markAtCap, markSuspended, nodeCap, nodes, prune } from './budget';
import { assignmentIsNew, demonsWanted, markSeen } from './wants';
import { ANY_HISTORY, ORDINARY, isRefuted, markRefuted } from './refuted';
import { impActorsPossible } from './imp-actors';
import { empathReportsPossible } from './empath-ahead';
import { spyReportsPossible } from './spy-ahead';
import { beginPoisonDemands } from './poison-ahead';
import { unusualPossible } from './unusual-gate';

/** The assignment at the current leaf (the history search changes `roles` as characters change). */
export const ASSIGNED = new StaticArray<i32>(MAX_SEATS);

/** Outcomes of a history search. */
export const FOUND: i32 = 1;
export const NONE: i32 = 0;
/** The slice's deadline passed: the search is redone from its start next slice. */
export const SUSPENDED: i32 = -1;
/** The node bound stopped it (the search cannot resume). */
const STOPPED: i32 = -2;

/** Worlds in the result buffer, and how many of them the enumeration found (candidates). */
export let resultCount: i32 = 0;
export let candidateCount: i32 = 0;
export function clearResults(): void { resultCount = 0; }
export function resetResults(): void { resultCount = 0; candidateCount = 0; }

function hasRole(used: i32, role: i32): bool { return ((used >> role) & 1) != 0; }

/** Floating reports this assignment must place: night null and not an evil player's free lie. */
function floatingMask(): i64 {
  const count = P(P_REP_COUNT);
  let mask: i64 = 0;
  for (let i = 0; i < count; i++) {
    const rank = unchecked(FLOAT_RANK[i]);
    if (rank >= 0 && !isFreeLie(P(P_REP_OFF) + i * RP_SIZE)) mask |= <i64>1 << <i64>rank;
  }
  return mask;
}

/** Seat of the Drunk in ASSIGNED (the caller knows there is one). */
function drunkSeat(): i32 {
  for (let s = 0; s < n; s++) if (unchecked(ASSIGNED[s]) == DRUNK) return s;
  return -1;
}

/** Put the assignment back into the state (a found history leaves the final characters there). */
function restoreAssignment(): void {
  for (let s = 0; s < n; s++) unchecked(roles[s] = unchecked(ASSIGNED[s]));
}

/** Work (nodes) and evidence prunes of the current assignment's history searches, committed when they end. */
let leafWork: f64 = 0;
let leafEvidencePrunes = 0;

/**
 * Search the hidden history of ASSIGNED (`used`: its characters as a mask). `demons` -1
 * accepts any legal history; else only one whose living Imps at the end include a seat of
 * the mask. Ordinary histories first: only when none exists and a choice resting on an
 * unusual ruling the program allows (P_UNUSUAL) was left out is the search run again with
 * those choices. On FOUND the state is the history's final state (`unusual` says what it
 * relies on). Node counts and prunes are committed only when the search ends, never for a
 * SUSPENDED one (it is redone).
 */
function searchHistories(used: i32, demons: i32): i32 {
  if (isRefuted(ASSIGNED, P(P_UNUSUAL) == 0)) return NONE;
  beginPoisonDemands(ASSIGNED);
  if (!impActorsPossible(ASSIGNED) || !empathReportsPossible(ASSIGNED) || !spyReportsPossible(ASSIGNED)) { prune(PR_EVIDENCE); return NONE; }
  // A search that wants only worlds with no ordinary history: none without a ruling's event.
  if (P(P_UNUSUAL_ONLY) != 0 && !unusualPossible(ASSIGNED)) { prune(PR_EVIDENCE); return NONE; }
  restoreAssignment();
  const hasDrunk = hasRole(used, DRUNK);
  // A Drunk's token is one the Drunk may be shown, and the one a row names if any.
  const named = hasDrunk ? drunkTokenNamed(drunkSeat()) : -1;
  if (named == -2) { prune(PR_EVIDENCE); return NONE; }
  leafWork = 0;
  leafEvidencePrunes = 0;
  const allowed = P(P_UNUSUAL);
  // A program whose wanted worlds have no ordinary history (the unusual layer of the
  // per-seat answer, wasm-driver.ts) searches with the unusual rulings from the start.
  const unusualOnly = P(P_UNUSUAL_ONLY) != 0;
  setUnusualAllowed(unusualOnly ? allowed : 0);
  setMustRely(unusualOnly);
  let outcome = searchSetups(used, demons, named);
  if (!unusualOnly && outcome == NONE && allowed != 0 && unusualWasSkipped()) {
    setUnusualAllowed(allowed);
    leafEvidencePrunes = 0; // the same setups are tried again: count their evidence prunes once
    outcome = searchSetups(used, demons, named);
  }
  if (outcome == SUSPENDED) return SUSPENDED;
  countNodes(leafWork);
  prune(PR_EVIDENCE, leafEvidencePrunes);
  prune(PR_SEARCHES, 1);
  // Refuted for good only when no choice was left out: a search that skipped an unusual
  // ruling refuted the ordinary histories alone (a later pass may allow the ruling).
  if (outcome == NONE && demons == -1) markRefuted(ASSIGNED, unusualWasSkipped() ? ORDINARY : ANY_HISTORY);
  return outcome;
}

/** The setups of ASSIGNED (Drunk token × red herring), each with its history search, until one has a history. */
function searchSetups(used: i32, demons: i32, named: i32): i32 {
  const hasDrunk = hasRole(used, DRUNK);
  const ft = hasRole(used, FORTUNE_TELLER);
  const relRh = P(P_REL_RH) != 0;
  // The tokens to try, one bit each in code order; without a Drunk one pass with no token (any bit).
  const tokens = !hasDrunk ? 1 : drunk.setup(used) & (named >= 0 ? 1 << named : -1);
  const rhFirst = ft ? 0 : -1;
  const rhEnd = ft ? n : 0;
  let work: f64 = 0;
  let evidencePrunes = 0;
  let outcome = NONE;
  for (let left = tokens; left != 0 && outcome == NONE; left &= left - 1) {
    const ds = hasDrunk ? ctz<i32>(left) : -1;
    setDrunkShown(ds);
    if (!evidenceOk()) { evidencePrunes++; continue; }
    const needed = floatingMask();
    let rhTaken = false;
    for (let rh = rhFirst; rh < rhEnd; rh++) {
      if (rh >= 0) {
        if (!fortune_teller.setup(rh)) continue;
        if (rhTaken && !relRh) break;
        rhTaken = true;
      }
      setDrunkShown(ds);
      setRedHerring(rh);
      setFloatingNeeded(needed);
      setFinalDemons(demons);
      resetWork(nodeCap - nodes - leafWork - work);
      const found = explore(0, 0, 0);
      if (wasSuspended()) { markSuspended(); return SUSPENDED; }
      work += workDone();
      if (found) { outcome = FOUND; break; }
      if (wasStopped()) { markAtCap(); outcome = STOPPED; break; }
    }
  }
  leafWork += work;
  leafEvidencePrunes += evidencePrunes;
  return outcome;
}

/** Write the current world (ASSIGNED, setup choices, the path's choices) into the buffer and mark what it shows. */
export function emit(kind: i32, branch: i32, order: i32): void {
  const base = RESULTS + (<usize>(resultCount * RESULT_STRIDE) << 2);
  for (let s = 0; s < n; s++) store<i32>(base + (<usize>s << 2), unchecked(ASSIGNED[s]));
  store<i32>(base + (<usize>R_DRUNK << 2), drunkShown);
  store<i32>(base + (<usize>R_RH << 2), redHerring);
  memory.copy(base + (<usize>R_NIGHTS << 2), CHOICES, <usize>(MAX_NIGHTS * NIGHT_CHOICE_WORDS) << 2);
  memory.copy(base + (<usize>R_DAYS << 2), DAY_CHOICES, <usize>(MAX_DAYS * DAY_CHOICE_WORDS) << 2);
  for (let k = 0; k < MAX_FLOATING; k++) store<i32>(base + (<usize>(R_FLOATING + k) << 2), unchecked(FLOAT_NIGHT[k]));
  store<i32>(base + (<usize>R_BRANCH << 2), branch);
  store<i32>(base + (<usize>R_ORDER << 2), order);
  store<i32>(base + (<usize>R_KIND << 2), kind);
  store<i32>(base + (<usize>R_UNUSUAL << 2), unusual);
  // What a world shows is seen. A layer that looks for ordinary worlds runs a program
  // that allows no unusual ruling (P_UNUSUAL 0), so all its worlds are ordinary; the layer
  // after it looks for any world of what is still unseen (src/search/wasm-driver.ts).
  markSeen(ASSIGNED);
  resultCount++;
}

/** Enumeration and teams: the first legal history of the assignment. Returns its outcome. */
export function leafFirst(used: i32, kind: i32, branch: i32, order: i32): i32 {
  const outcome = searchHistories(used, -1);
  if (outcome == FOUND) { emit(kind, branch, order); candidateCount++; }
  else if (outcome == NONE) prune(PR_HIDDEN);
  return outcome;
}

/**
 * Possibilities: worlds of the assignment that show something unseen — first any history
 * when the assignment itself is new (a starting character or an evil team), then, while a
 * seat of it may still end as an unseen living Imp, one history per such Demon (each
 * search finds the earliest history of the wanted Demons that comes first). `demonsOnly`
 * skips the first step (the assignment is a known candidate). Returns SUSPENDED or
 * STOPPED when a search did not end, else FOUND or NONE for the first search.
 */
export function leafNew(used: i32, kind: i32, branch: i32, order: i32, demonsOnly: bool): i32 {
  let any = !demonsOnly && assignmentIsNew(ASSIGNED);
  const anyFirst = any;
  let first = NONE;
  let searches = 0;
  for (;;) {
    const demons = demonsWanted(ASSIGNED);
    if (!any && demons == 0) break;
    const outcome = searchHistories(used, any ? -1 : demons);
    if (outcome < 0) return outcome;
    if (searches++ == 0) first = outcome;
    if (outcome == NONE) break;
    emit(kind, branch, order);
    any = false;
  }
  if (first == NONE && anyFirst) prune(PR_HIDDEN); // no legal history at all
  return first;
}

/** True when the buffer has room for every world one assignment can emit. */
export function roomForLeaf(): bool {
  return resultCount + MAX_EMIT <= RESULT_CAPACITY;
}
