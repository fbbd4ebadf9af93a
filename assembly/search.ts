// Depth-first search over initial assignments, one stack per root branch (Imp seat ×
// Baron), visited round-robin in fixed quanta so that bounded searches return varied
// examples and every run is deterministic. Mirrors src/search/reference.ts.
import {
  BARON, DRUNK, FORTUNE_TELLER, IMP, MAYOR, P_BRANCH_COUNT, P_BRANCH_OFF, P_INPLAY_TRUE, P_MASK_OFF,
  P_N, P_REL_RH, P_REP_COUNT, P_REP_OFF, RP_SIZE, RESULT_CAPACITY, RESULT_STRIDE, SETUP, SPY, TEAM_OF,
  MIN_PLAYERS, MAX_FLOATING, MAX_NIGHTS, R_DRUNK, R_RH, R_NIGHTS, R_FLOATING,
} from './vocab.gen';
import {
  DEPTH, DONE, LEFT, MAX_SEATS, NEXT_CODE, P, RESULTS, ROLE_AT, STATS, USED, getAt, setAt,
} from './layout';
import { drunkShown, n, redHerring, roles, setDrunkShown, setN, setRedHerring } from './world';
import { evidenceOk, isFreeLie } from './checks';
import { CHOICES, explore, resetWork, setFloatingNeeded, wasStopped, wasSuspended, workDone } from './history';
import { FLOAT_NIGHT, FLOAT_RANK } from './phases';

/** Nodes each branch may use before the next branch takes its turn. */
const QUANTUM: i32 = 64;

// Prune reasons (index into STATS); names are listed in src/search/wasm-driver.ts.
const PR_COUNT: i32 = 0;
const PR_BARON: i32 = 1;
const PR_EVIDENCE: i32 = 2;
const PR_HIDDEN: i32 = 3;

let branchCount: i32 = 0;
let cursor: i32 = 0;
let activeBranches: i32 = 0;
let nodes: f64 = 0;
let resultCount: i32 = 0;
let nodeCap: f64 = 1e300;
let stoppedAtCap: bool = false;
let leafSuspended: bool = false;
/** Nodes left of the paused branch's turn (-1: no paused turn). */
let pendingQuantum: f64 = -1;
let sliceDeadline: f64 = Infinity;
/** The assignment at the current leaf (the history search changes `roles` as characters change). */
const ASSIGNED = new StaticArray<i32>(MAX_SEATS);

/** The node bound of the whole search (maxNodes): a history search stops there. */
export function setNodeCap(cap: f64): void { nodeCap = cap; }

function prune(reason: i32): void {
  setAt(STATS, reason, getAt(STATS, reason) + 1);
}

/** Reset every branch for a freshly loaded program. */
export function reset(): void {
  setN(P(P_N));
  branchCount = P(P_BRANCH_COUNT);
  cursor = 0;
  activeBranches = branchCount;
  nodes = 0;
  resultCount = 0;
  stoppedAtCap = false;
  leafSuspended = false;
  pendingQuantum = -1;
  rankFloatingReports();
  for (let i = 0; i < 8; i++) setAt(STATS, i, 0);
  for (let b = 0; b < branchCount; b++) {
    const baron = P(P(P_BRANCH_OFF) + 2 * b + 1);
    const row = ((n - MIN_PLAYERS) * 2 + baron) * 4;
    setAt(DEPTH, b, 0);
    setAt(USED, b, 1 << IMP);
    setAt(DONE, b, 0);
    for (let t = 0; t < 3; t++) setAt(LEFT, b * 4 + t, unchecked(SETUP[row + t]));
    setAt(LEFT, b * 4 + 3, 0);
    setAt(NEXT_CODE, b * MAX_SEATS, 0);
  }
}

export function nodeCount(): f64 { return nodes; }
export function foundCount(): i32 { return resultCount; }
export function clearFound(): void { resultCount = 0; }
export function finished(): bool { return activeBranches == 0; }
/** True when a history search hit the node bound (the search cannot resume). */
export function hitNodeCap(): bool { return stoppedAtCap; }
/** True when the last slice paused inside one assignment's history search (it restarts next slice). */
export function pausedInLeaf(): bool { return leafSuspended; }

function emit(): void {
  const base = RESULTS + (<usize>(resultCount * RESULT_STRIDE) << 2);
  for (let s = 0; s < n; s++) store<i32>(base + (<usize>s << 2), unchecked(ASSIGNED[s]));
  store<i32>(base + (<usize>R_DRUNK << 2), drunkShown);
  store<i32>(base + (<usize>R_RH << 2), redHerring);
  memory.copy(base + (<usize>R_NIGHTS << 2), CHOICES, <usize>(MAX_NIGHTS * 6) << 2);
  for (let k = 0; k < MAX_FLOATING; k++) store<i32>(base + (<usize>(R_FLOATING + k) << 2), unchecked(FLOAT_NIGHT[k]));
  resultCount++;
}

function hasRole(used: i32, role: i32): bool { return ((used >> role) & 1) != 0; }

/** Rank of each report among those with night null (-1 otherwise), fixed per program. */
function rankFloatingReports(): void {
  const count = P(P_REP_COUNT);
  let rank = 0;
  for (let i = 0; i < count; i++) {
    const off = P(P_REP_OFF) + i * RP_SIZE;
    unchecked(FLOAT_RANK[i] = P(off + 4) == -1 && rank < MAX_FLOATING ? rank++ : -1);
  }
}

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

/**
 * Search the hidden history of a complete assignment; emit the first world that passes.
 * Its node count and prunes are committed only when it ends: a search paused at a slice's
 * deadline is redone from the start next slice, and must not be counted twice.
 */
function leaf(baron: bool, used: i32): void {
  if (baron && !hasRole(used, BARON)) { prune(PR_BARON); return; }
  const want = P(P_INPLAY_TRUE);
  if ((used & want) != want) { prune(PR_EVIDENCE); return; }
  const drunk = hasRole(used, DRUNK);
  const ft = hasRole(used, FORTUNE_TELLER);
  const relRh = P(P_REL_RH) != 0;
  const dsFirst = drunk ? 0 : -1;
  const dsLast = drunk ? MAYOR : -1;
  const rhFirst = ft ? 0 : -1;
  const rhEnd = ft ? n : 0;
  let work: f64 = 0;
  let evidencePrunes = 0;
  for (let ds = dsFirst; ds <= dsLast; ds++) {
    if (ds >= 0 && hasRole(used, ds)) continue;
    setDrunkShown(ds);
    if (!evidenceOk()) { evidencePrunes++; continue; }
    const needed = floatingMask();
    let rhTaken = false;
    for (let rh = rhFirst; rh < rhEnd; rh++) {
      if (rh >= 0) {
        const r = unchecked(roles[rh]);
        if (unchecked(TEAM_OF[r]) >= 2 && r != SPY) continue;
        if (rhTaken && !relRh) break;
        rhTaken = true;
      }
      setDrunkShown(ds);
      setRedHerring(rh);
      setFloatingNeeded(needed);
      resetWork(nodeCap - nodes - work, sliceDeadline);
      const found = explore(0, 0);
      if (wasSuspended()) { leafSuspended = true; return; }
      work += workDone();
      if (found || wasStopped()) {
        nodes += work;
        setAt(STATS, PR_EVIDENCE, getAt(STATS, PR_EVIDENCE) + evidencePrunes);
        if (found) emit(); else stoppedAtCap = true;
        return;
      }
    }
  }
  nodes += work;
  setAt(STATS, PR_EVIDENCE, getAt(STATS, PR_EVIDENCE) + evidencePrunes);
  prune(PR_HIDDEN);
}

/** Advance branch b by up to `quantum` nodes. */
function advance(b: i32, quantum: i32): void {
  const impSeat = P(P(P_BRANCH_OFF) + 2 * b);
  const baron = P(P(P_BRANCH_OFF) + 2 * b + 1) != 0;
  const masks = P(P_MASK_OFF);
  const stack = b * MAX_SEATS;
  let depth = getAt(DEPTH, b);
  let used = getAt(USED, b);
  const start = nodes;
  while (nodes - start < <f64>quantum && resultCount < RESULT_CAPACITY && !stoppedAtCap && !leafSuspended) {
    if (depth == n) {
      for (let s = 0; s < n; s++) {
        const code = getAt(ROLE_AT, stack + s);
        unchecked(roles[s] = code);
        unchecked(ASSIGNED[s] = code);
      }
      const before = resultCount;
      leaf(baron, used);
      if (leafSuspended) { // keep this assignment and the rest of this turn for the next slice
        pendingQuantum = <f64>quantum - (nodes - start);
        break;
      }
      depth--;
      if (depth != impSeat) {
        const code = getAt(ROLE_AT, stack + depth);
        used &= ~(1 << code);
        const t = b * 4 + unchecked(TEAM_OF[code]);
        setAt(LEFT, t, getAt(LEFT, t) + 1);
      }
      if (resultCount > before) break; // a found candidate ends this branch's turn: varied examples
      continue;
    }
    if (depth < 0) { setAt(DONE, b, 1); activeBranches--; break; }
    let next = getAt(NEXT_CODE, stack + depth);
    let placed = -1;
    if (depth == impSeat) {
      if (next == 0) placed = IMP;
      next = IMP + 1;
    } else {
      const mask = P(masks + depth);
      for (let code = next; code < IMP; code++) {
        if (((mask >> code) & 1) == 0 || hasRole(used, code)) continue;
        if (code == BARON && !baron) continue;
        const t = b * 4 + unchecked(TEAM_OF[code]);
        if (getAt(LEFT, t) == 0) { prune(PR_COUNT); continue; }
        placed = code;
        next = code + 1;
        break;
      }
      if (placed < 0) next = IMP + 1;
    }
    setAt(NEXT_CODE, stack + depth, next);
    if (placed < 0) {
      depth--;
      if (depth >= 0 && depth != impSeat) {
        const code = getAt(ROLE_AT, stack + depth);
        used &= ~(1 << code);
        const t = b * 4 + unchecked(TEAM_OF[code]);
        setAt(LEFT, t, getAt(LEFT, t) + 1);
      }
      continue;
    }
    nodes += 1;
    setAt(ROLE_AT, stack + depth, placed);
    if (placed != IMP) {
      used |= 1 << placed;
      const t = b * 4 + unchecked(TEAM_OF[placed]);
      setAt(LEFT, t, getAt(LEFT, t) - 1);
    }
    depth++;
    if (depth < n) setAt(NEXT_CODE, stack + depth, 0);
  }
  setAt(DEPTH, b, depth);
  setAt(USED, b, used);
}

/**
 * Run until `budget` more nodes are used, `wanted` results are buffered, the buffer is
 * full, the host clock passes `until` (ms), or the search is finished. Returns 1 when
 * finished, 0 otherwise.
 */
export function run(budget: f64, wanted: i32, until: f64): i32 {
  const stopAt = nodes + budget;
  leafSuspended = false;
  sliceDeadline = until;
  while (activeBranches > 0 && !stoppedAtCap && nodes < stopAt && resultCount < wanted && resultCount < RESULT_CAPACITY) {
    if (getAt(DONE, cursor) == 0) {
      const left = stopAt - nodes;
      let quantum = left < <f64>QUANTUM ? max<i32>(1, <i32>left) : QUANTUM;
      if (pendingQuantum >= 0) { quantum = max<i32>(1, <i32>pendingQuantum); pendingQuantum = -1; }
      advance(cursor, quantum);
      if (leafSuspended) break; // same branch, same turn, next slice
    }
    cursor = cursor + 1 == branchCount ? 0 : cursor + 1;
  }
  return activeBranches == 0 ? 1 : 0;
}
