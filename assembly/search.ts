// Depth-first search over initial assignments, one stack per root branch (Imp seat ×
// Baron), visited round-robin in fixed quanta so that bounded searches return varied
// examples and every run is deterministic. Mirrors src/search/reference.ts.
import {
  BARON, BUTLER, DRUNK, FORTUNE_TELLER, IMP, MAYOR, POISONER, P_BRANCH_COUNT, P_BRANCH_OFF,
  P_BUTLER_SEAT, P_BUTLER_TARGET, P_IMPOSSIBLE, P_INPLAY_TRUE, P_MASK_OFF, P_N, P_POISON_SEAT,
  P_POISON_TARGET, P_REL_MASTER, P_REL_POISON, P_REL_RH, RESULT_CAPACITY, RESULT_STRIDE, SETUP,
  SPY, TEAM_OF, MIN_PLAYERS,
} from './vocab.gen';
import {
  DEPTH, DONE, LEFT, MAX_SEATS, NEXT_CODE, P, RESULTS, ROLE_AT, STATS, USED, getAt, setAt,
} from './layout';
import {
  drunkShown, n, poisoned, redHerring, roles, setDrunkShown, setMaster, setN, setPoisoned, setRedHerring, master,
} from './world';
import { evidenceOk, reportsOk } from './checks';

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

function emit(): void {
  const base = RESULTS + (<usize>(resultCount * RESULT_STRIDE) << 2);
  for (let s = 0; s < n; s++) store<i32>(base + (<usize>s << 2), unchecked(roles[s]));
  store<i32>(base + (<usize>MAX_SEATS << 2), drunkShown);
  store<i32>(base + (<usize>(MAX_SEATS + 1) << 2), redHerring);
  store<i32>(base + (<usize>(MAX_SEATS + 2) << 2), poisoned);
  store<i32>(base + (<usize>(MAX_SEATS + 3) << 2), master);
  resultCount++;
}

function hasRole(used: i32, role: i32): bool { return ((used >> role) & 1) != 0; }

/** Try the hidden choices of a complete assignment; emit the first world that passes. */
function leaf(baron: bool, used: i32): void {
  if (baron && !hasRole(used, BARON)) { prune(PR_BARON); return; }
  const want = P(P_INPLAY_TRUE);
  if ((used & want) != want) { prune(PR_EVIDENCE); return; }
  if (P(P_IMPOSSIBLE) != 0) { prune(PR_HIDDEN); return; }
  const drunk = hasRole(used, DRUNK);
  const ft = hasRole(used, FORTUNE_TELLER);
  const poisoner = hasRole(used, POISONER);
  const butler = hasRole(used, BUTLER);
  let butlerSeat = -1;
  let poisonerSeat = -1;
  for (let s = 0; s < n; s++) {
    const r = unchecked(roles[s]);
    if (r == BUTLER) butlerSeat = s;
    if (r == POISONER) poisonerSeat = s;
  }
  const fixedPoisonSeat = P(P_POISON_SEAT);
  if (fixedPoisonSeat >= 0 && fixedPoisonSeat != poisonerSeat) { prune(PR_HIDDEN); return; }
  const fixedButlerSeat = P(P_BUTLER_SEAT);
  if (fixedButlerSeat >= 0 && fixedButlerSeat != butlerSeat) { prune(PR_HIDDEN); return; }
  const relRh = P(P_REL_RH) != 0;
  const relPoison = P(P_REL_POISON) != 0;
  const relMaster = P(P_REL_MASTER) != 0;
  const dsFirst = drunk ? 0 : -1;
  const dsLast = drunk ? MAYOR : -1;
  const rhFirst = ft ? 0 : -1;
  const rhEnd = ft ? n : 0;
  const pFirst = poisoner ? 0 : -1;
  const pEnd = poisoner ? (relPoison ? n : 1) : 0;
  const mFirst = butler ? 0 : -1;
  const mEnd = butler ? n : 0;
  for (let ds = dsFirst; ds <= dsLast; ds++) {
    if (ds >= 0 && hasRole(used, ds)) continue;
    setDrunkShown(ds);
    setPoisoned(-1); // evidence is about the setup, before any poison
    if (!evidenceOk()) { prune(PR_EVIDENCE); continue; }
    let rhTaken = false;
    for (let rh = rhFirst; rh < rhEnd; rh++) {
      if (rh >= 0) {
        const r = unchecked(roles[rh]);
        if (unchecked(TEAM_OF[r]) >= 2 && r != SPY) continue;
        if (rhTaken && !relRh) break;
        rhTaken = true;
      }
      setRedHerring(rh);
      for (let p = pFirst; p < pEnd; p++) {
        if (fixedPoisonSeat >= 0 && p != P(P_POISON_TARGET)) continue;
        setPoisoned(p);
        let mTaken = false;
        for (let m = mFirst; m < mEnd; m++) {
          if (m >= 0) {
            if (m == butlerSeat) continue;
            if (mTaken && !relMaster) break;
            mTaken = true;
            if (fixedButlerSeat >= 0 && m != P(P_BUTLER_TARGET)) continue;
          }
          setMaster(m, butlerSeat);
          nodes += 1;
          if (reportsOk()) { emit(); return; }
        }
      }
    }
  }
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
  while (nodes - start < <f64>quantum && resultCount < RESULT_CAPACITY) {
    if (depth == n) {
      for (let s = 0; s < n; s++) unchecked(roles[s] = getAt(ROLE_AT, stack + s));
      const before = resultCount;
      leaf(baron, used);
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
 * full, or the search is finished. Returns 1 when finished, 0 otherwise.
 */
export function run(budget: f64, wanted: i32): i32 {
  const stopAt = nodes + budget;
  while (activeBranches > 0 && nodes < stopAt && resultCount < wanted && resultCount < RESULT_CAPACITY) {
    if (getAt(DONE, cursor) == 0) {
      const left = stopAt - nodes;
      advance(cursor, left < <f64>QUANTUM ? max<i32>(1, <i32>left) : QUANTUM);
    }
    cursor = cursor + 1 == branchCount ? 0 : cursor + 1;
  }
  return activeBranches == 0 ? 1 : 0;
}
