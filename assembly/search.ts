// Depth-first search over initial assignments, one stack per root branch (Imp seat ×
// Baron). Mirrors src/search/reference/reference.ts. Three modes (layout.ts MODE_*):
// - enumerate: every assignment, branches visited round-robin in fixed quanta (turns) so
//   that a bounded search returns varied examples; a world's order key is (turn, branch),
//   which lets a search split over threads be merged into exactly this order;
// - project: branches one after another, each partial assignment kept only while it can
//   still show a starting character or a Demon not yet seen (wants.ts);
// - list: given assignments (known candidates), searched only for unseen Demons;
// - team: the first world of one evil team (the host narrowed the masks to it), like
//   enumerate with one branch after another.
// Evil teams are not looked for here: a team pass does that afterwards (src/search/per-seat/team-pass.ts).
// Every run is deterministic and does not depend on where slices end.
import {
  BARON, RECLUSE, SCARLET_WOMAN, DEMON_MASK, ROLE_COUNT, BR_FIRST_FIXED, BR_FIXED, BR_SIZE, DRUNK, KEY_BITS, KEY_SEATS, IMP, LIST_STRIDE, MINION_MASK, MODE_ENUMERATE,
  MODE_LIST, MODE_PROJECT, MODE_TEAM, OUTSIDER_MASK, P_BRANCH_COUNT, P_BRANCH_MASK_OFF, P_BRANCH_OFF, P_INPLAY_TRUE, P_MASK_OFF,
  P_N, TEAM_OF, TOWNSFOLK_MASK,
} from './vocab.gen';
import {
  BANNED, DEPTH, DONE, LEFT, LIST, MAX_SEATS, NEXT_CODE, P, PREFIX_NEW, PREFIX_VER, ROLE_AT, SPLIT, SUFFIX_WANT, TURN, USED, WANT_START,
  getAt, setAt,
} from './layout';
import { n, roles, setN } from './world';
import {
  PR_BARON, PR_COUNT, PR_EVIDENCE, PR_NOTHING_NEW, atCap, countNodes, nodes, pastDeadline, pauseBetweenAssignments, prune, resetBudget,
  setDeadline, suspendedLeaf,
} from './budget';
import {
  ASSIGNED, FOUND, SUSPENDED, candidateCount, leafFirst, leafNew, resetResults, resultCount, roomForLeaf,
} from './leaf';
import { DEMON_CAPABLE, mayDie, possibleDemons, secondImps, setQ13, wantDemon, wantsChanged, wantsStart, wantsVersion } from './wants';
import { indexReports } from './wake';
import { setup as setupCount } from './characters/baron';
import { drunkTokenNamed } from './checks';

/** Nodes each branch may use before the next branch takes its turn (enumeration). */
const QUANTUM: f64 = 64;

let mode: i32 = MODE_ENUMERATE;
let branchCount: i32 = 0;
let cursor: i32 = 0;
let activeBranches: i32 = 0;
/** Nodes left of the paused branch's turn (-1: no paused turn). */
let pendingQuantum: f64 = -1;
/** The slice's deadline passed between two placements: the turn goes on next slice. */
let turnPaused: bool = false;
/** Nodes between two looks at the host clock. */
const CLOCK_EVERY: f64 = 256;
/** Node count at which the clock is looked at next (across the turns of one slice: a turn may be shorter). */
let clockAt: f64 = 0;
let listCount: i32 = 0;
let listPos: i32 = 0;
let listOrder: i32 = 0;

/** Choose the mode of the next `reset()` (layout.ts MODE_*). */
export function setMode(m: i32): void { mode = m; }

/** List mode: `count` assignments are in LIST; the first has order key `firstOrder`. */
export function setList(count: i32, firstOrder: i32): void { listCount = count; listPos = 0; listOrder = firstOrder; }

// @ts-ignore: decorator
@inline function branchWord(b: i32, k: i32): i32 { return P(P(P_BRANCH_OFF) + BR_SIZE * b + k); }
/** Seat s's mask in branch b's own masks, those of its starting Imp's seat (layout.ts P_BRANCH_MASK_OFF). */
// @ts-ignore: decorator
@inline function branchMask(b: i32, s: i32): i32 { return P(P(P_BRANCH_MASK_OFF) + branchWord(b, 0) * n + s); }

/** Start branch b's depth-first walk from its root. */
function restartBranch(b: i32): void {
  const withBaron = branchWord(b, 1) != 0;
  setAt(DEPTH, b, 0);
  setAt(USED, b, 1 << IMP);
  for (let t = 0; t < 3; t++) setAt(LEFT, b * 4 + t, setupCount(n, withBaron, t));
  setAt(LEFT, b * 4 + 3, 0);
  setAt(NEXT_CODE, b * MAX_SEATS, 0);
  setAt(BANNED, b, 0);
}

/**
 * Per seat, the token a Drunk there must have been shown (checks.ts drunkTokenNamed:
 * -1 any, -2 none fits). A Drunk's token is a Townsfolk not in play, so with the Drunk
 * placed there that Townsfolk is banned from every other seat (BANNED), and the Drunk is
 * not placed there once it is in play — the history search would refute every such
 * assignment anyway, one by one.
 */
const DRUNK_TOKEN = new StaticArray<i32>(MAX_SEATS);

/** Reset every branch for a freshly loaded program, in the mode set by `setMode`. */
export function reset(): void {
  setN(P(P_N));
  branchCount = P(P_BRANCH_COUNT);
  cursor = 0;
  activeBranches = branchCount;
  pendingQuantum = -1;
  resetBudget();
  resetResults();
  indexReports();
  for (let s = 0; s < n; s++) unchecked(DRUNK_TOKEN[s] = drunkTokenNamed(s));
  for (let b = 0; b < branchCount; b++) {
    setAt(DONE, b, 0);
    setAt(TURN, b, 0);
    restartBranch(b);
    // A team search's masks may forbid the Imp at a root's seat (team-pass.ts), and a
    // branch's own masks every history (masks.ts branchSeatMasks): nothing to walk.
    const impSeat = branchWord(b, 0);
    if (((P(P(P_MASK_OFF) + impSeat) & branchMask(b, impSeat)) >> IMP & 1) == 0) {
      setAt(DONE, b, 1);
      activeBranches--;
    }
  }
  wantsChanged();
  setQ13();
  suffixBranch = -1;
}

export function nodeCount(): f64 { return nodes; }
export function foundCount(): i32 { return resultCount; }
export function finished(): bool { return activeBranches == 0; }
/**
 * The least turn number of a branch not finished (i32.MAX_VALUE: none). Enumeration: every
 * world still to be found here has a turn at least this, which lets the host stop a thread
 * whose worlds can no longer be among the first (wasm-driver.ts).
 */
export function minTurn(): i32 {
  let least = i32.MAX_VALUE;
  for (let b = 0; b < branchCount; b++) if (getAt(DONE, b) == 0) least = min<i32>(least, getAt(TURN, b));
  return least;
}
/** True when a history search hit the node bound (the search cannot resume). */
export function hitNodeCap(): bool { return atCap; }
/** True when the last slice paused inside one assignment's history search (it restarts next slice). */
export function pausedInLeaf(): bool { return suspendedLeaf; }

function hasRole(used: i32, role: i32): bool { return ((used >> role) & 1) != 0; }

/**
 * Characters that branch b may still place: unused, with a free slot in their type, the
 * Baron only on a Baron branch — and when a type's free slots are all needed by characters
 * that must be in play (`inPlay` rows, the Baron on a Baron branch), only those.
 */
function placeable(b: i32, used: i32, baron: bool): i32 {
  const missing = (P(P_INPLAY_TRUE) | (baron ? 1 << BARON : 0)) & ~used;
  let free = 0;
  free |= slotsFor(getAt(LEFT, b * 4), TOWNSFOLK_MASK, missing);
  free |= slotsFor(getAt(LEFT, b * 4 + 1), OUTSIDER_MASK, missing);
  free |= slotsFor(getAt(LEFT, b * 4 + 2), MINION_MASK, missing);
  free &= ~used;
  if (!baron) free &= ~(1 << BARON);
  return free;
}

/** The characters of one type that fit its `left` free slots, given the `missing` ones that must still be placed. */
// @ts-ignore: decorator
@inline function slotsFor(left: i32, team: i32, missing: i32): i32 {
  if (left <= 0) return 0;
  return left > popcnt<i32>(missing & team) ? team : missing & team;
}

/**
 * Project mode: can some completion of branch b's partial assignment (seats below `depth`
 * placed, the Imp at its seat) show a starting character or a Demon still
 * wanted? A sound over-approximation: it may keep a partial that shows nothing new, never
 * drops one.
 */
function reachable(b: i32, depth: i32, used: i32, impSeat: i32, baron: bool): bool {
  const stack = b * MAX_SEATS;
  const masks = P(P_MASK_OFF);
  const free = placeable(b, used, baron);
  // Quick answers first: a placed seat, the Imp's seat, or a seat still open shows a wanted character.
  if (wantsStart(impSeat, IMP) || prefixNew(b, depth)) return true;
  if ((openWanted(b, depth, impSeat) & free) != 0) return true;
  let capable = 0;
  // Ruling Q13: seats that may be a Scarlet Woman who becomes a second Imp or a Minion her
  // star-pass makes one, and whether a seat that may die may be the Recluse (placed as
  // it, or open with it still free).
  let sw = 0;
  let minions = 0;
  let recluseMayDie = false;
  for (let s = 0; s < n; s++) {
    if (s == impSeat || s < depth) {
      const code = s == impSeat ? IMP : getAt(ROLE_AT, stack + s);
      if (wantsStart(s, code)) return true;
      if ((DEMON_CAPABLE >> code) & 1) capable |= 1 << s;
      if (code == SCARLET_WOMAN) sw |= 1 << s;
      if ((MINION_MASK >> code) & 1) minions |= 1 << s;
      if (code == RECLUSE && ((mayDie >> s) & 1) != 0) recluseMayDie = true;
    } else {
      const m = P(masks + s) & free;
      if ((m & getAt(WANT_START, s)) != 0) return true;
      if ((m & DEMON_CAPABLE) != 0) capable |= 1 << s;
      if (((m >> SCARLET_WOMAN) & 1) != 0) sw |= 1 << s;
      if ((m & MINION_MASK) != 0) minions |= 1 << s;
      if (((m >> RECLUSE) & 1) != 0 && ((mayDie >> s) & 1) != 0) recluseMayDie = true;
    }
  }
  return (possibleDemons(capable, impSeat, secondImps(sw, minions, recluseMayDie)) & wantDemon) != 0;
}

/**
 * Project mode: does a seat of branch b placed below `depth` show a wanted starting
 * character? Kept per depth with the version of the wants it was computed for, and
 * recomputed when they changed since.
 */
function prefixNew(b: i32, depth: i32): bool {
  if (depth == 0) return false;
  const stack = b * MAX_SEATS;
  const at = stack + depth - 1;
  if (getAt(PREFIX_VER, at) == wantsVersion) return getAt(PREFIX_NEW, at) != 0;
  let from = depth - 1;
  while (from > 0 && getAt(PREFIX_VER, stack + from - 1) != wantsVersion) from--;
  let acc = from > 0 ? getAt(PREFIX_NEW, stack + from - 1) : 0;
  for (let s = from; s < depth; s++) {
    if (wantsStart(s, getAt(ROLE_AT, stack + s))) acc = 1;
    setAt(PREFIX_NEW, stack + s, acc);
    setAt(PREFIX_VER, stack + s, wantsVersion);
  }
  return acc != 0;
}

/** Branch and state of the wants for which SUFFIX_WANT was computed. */
let suffixBranch: i32 = -1;
let suffixVersion: i32 = -1;

/**
 * Characters still wanted at some seat from `depth` on (not the Imp's seat), allowed by that
 * seat's mask: a union over seats, so it meets the placeable characters exactly when one seat does.
 */
function openWanted(b: i32, depth: i32, impSeat: i32): i32 {
  if (suffixBranch != b || suffixVersion != wantsVersion) {
    const masks = P(P_MASK_OFF);
    let acc = 0;
    setAt(SUFFIX_WANT, n, 0);
    for (let s = n - 1; s >= 0; s--) {
      if (s != impSeat) acc |= P(masks + s) & getAt(WANT_START, s);
      setAt(SUFFIX_WANT, s, acc);
    }
    suffixBranch = b;
    suffixVersion = wantsVersion;
  }
  return getAt(SUFFIX_WANT, depth);
}

/**
 * Can the characters that must be in play (the active `inPlay` rows, and the Baron on a
 * Baron branch) and are not placed yet still be placed in the seats from `depth` on: each
 * allowed by some seat's mask, and no more of a type than its free slots?
 */
function requiredPlaceable(b: i32, depth: i32, used: i32, impSeat: i32, baron: bool): bool {
  const missing = (P(P_INPLAY_TRUE) | (baron ? 1 << BARON : 0)) & ~used & ~(1 << IMP);
  if (missing == 0) return true;
  if (!baron && ((missing >> BARON) & 1) != 0) return false; // a branch without the Baron
  if (popcnt<i32>(missing & TOWNSFOLK_MASK) > getAt(LEFT, b * 4) ||
    popcnt<i32>(missing & OUTSIDER_MASK) > getAt(LEFT, b * 4 + 1) ||
    popcnt<i32>(missing & MINION_MASK) > getAt(LEFT, b * 4 + 2)) return false;
  const masks = P(P_MASK_OFF);
  let room = 0;
  for (let s = depth; s < n; s++) if (s != impSeat) room |= P(masks + s) & branchMask(b, s);
  return (missing & ~room) == 0;
}

/**
 * Can the seats from `depth` on (not the Imp's) still fill the free slots of every type
 * (Townsfolk, Outsiders, Minions)? Each seat takes one character its mask allows among
 * those still placeable (and a Drunk only where its named token is not in play); no two
 * seats are left with the same single character; and Hall's condition on the three
 * types: for each type and each pair of types, enough seats can take one of them (all
 * three together always balance). Without it, a walk that spent the Minions or a
 * claimed character early learns only at the last seats.
 */
function slotsFillable(b: i32, depth: i32, used: i32, impSeat: i32, baron: bool): bool {
  const free = placeable(b, used, baron) & ~getAt(BANNED, b);
  const masks = P(P_MASK_OFF);
  let single = 0;
  let t = 0;
  let o = 0;
  let m = 0;
  let to = 0;
  let tm = 0;
  let om = 0;
  for (let s = depth; s < n; s++) {
    if (s == impSeat) continue;
    let allowed = P(masks + s) & branchMask(b, s) & free;
    if ((allowed >> DRUNK) & 1) {
      const token = unchecked(DRUNK_TOKEN[s]);
      if (token == -2 || (token >= 0 && ((used >> token) & 1) != 0)) allowed &= ~(1 << DRUNK);
    }
    if (allowed == 0) return false;
    // Two seats left with the same one character cannot both have it.
    if ((allowed & (allowed - 1)) == 0) {
      if ((single & allowed) != 0) return false;
      single |= allowed;
    }
    const isT = i32((allowed & TOWNSFOLK_MASK) != 0);
    const isO = i32((allowed & OUTSIDER_MASK) != 0);
    const isM = i32((allowed & MINION_MASK) != 0);
    t += isT;
    o += isO;
    m += isM;
    to += isT | isO;
    tm += isT | isM;
    om += isO | isM;
  }
  const lt = getAt(LEFT, b * 4);
  const lo = getAt(LEFT, b * 4 + 1);
  const lm = getAt(LEFT, b * 4 + 2);
  return t >= lt && o >= lo && m >= lm && to >= lt + lo && tm >= lt + lm && om >= lo + lm;
}

/** The whole assignment of branch b is placed: check its setup, then search it in the current mode. */
function leaf(b: i32, used: i32, baron: bool): i32 {
  const stack = b * MAX_SEATS;
  for (let s = 0; s < n; s++) {
    const code = getAt(ROLE_AT, stack + s);
    unchecked(roles[s] = code);
    unchecked(ASSIGNED[s] = code);
  }
  if (baron && !hasRole(used, BARON)) { prune(PR_BARON); return 0; }
  const want = P(P_INPLAY_TRUE);
  if ((used & want) != want) { prune(PR_EVIDENCE); return 0; }
  const index = branchWord(b, 2);
  if (mode == MODE_ENUMERATE) return leafFirst(used, MODE_ENUMERATE, index, getAt(TURN, b));
  if (mode == MODE_TEAM) return leafFirst(used, MODE_TEAM, index, 0);
  return leafNew(used, MODE_PROJECT, index, orderKey(b), false);
}

/**
 * Project mode: a world's order key within its root branch — the characters of the first
 * KEY_SEATS seats placed (all but the Imp's), KEY_BITS each, the first highest. Keys follow
 * the depth-first order, so worlds found in different pieces of a branch sort as one walk.
 */
function orderKey(b: i32): i32 {
  const impSeat = branchWord(b, 0);
  let key = 0;
  let k = 0;
  for (let s = 0; s < n && k < KEY_SEATS; s++) {
    if (s == impSeat) continue;
    key = (key << KEY_BITS) | getAt(ROLE_AT, b * MAX_SEATS + s);
    k++;
  }
  return key << (KEY_BITS * (KEY_SEATS - k));
}

/**
 * Project mode: give the characters not yet tried at the shallowest open seat of the
 * current branch (not a fixed seat) to other threads, as
 * branch records in SPLIT — the current path's characters up to that seat, then each
 * untried one — and never try them here. Returns how many (0: nothing to give).
 */
export function splitOff(): i32 {
  if (activeBranches == 0 || getAt(DONE, cursor) != 0) return 0;
  const b = cursor;
  const impSeat = branchWord(b, 0);
  const baron = branchWord(b, 1) != 0;
  const stack = b * MAX_SEATS;
  const depth = getAt(DEPTH, b);
  const masks = P(P_MASK_OFF);
  // The shallowest open seat: the most work to give at once (measured: a little faster
  // than giving the deepest seat's, which keeps the threads closer in the search's order).
  let used = 1 << IMP;
  let k = 0;
  let best = -1;
  let bestOpen = 0;
  for (let d = 0; d < min<i32>(depth, n) && k < BR_FIXED; d++) {
    if (d == impSeat) continue;
    if (branchWord(b, BR_FIRST_FIXED + k) < 0) {
      const next = getAt(NEXT_CODE, stack + d);
      const open = P(masks + d) & ~used & ~((1 << next) - 1) & (baron ? -1 : ~(1 << BARON)) & ~DEMON_MASK;
      if (open != 0) { best = d; bestOpen = open; break; }
    }
    used |= 1 << getAt(ROLE_AT, stack + d);
    k++;
  }
  if (best < 0) return 0;
  let count = 0;
  for (let m = bestOpen; m != 0; m &= m - 1) {
    const at = count * BR_SIZE;
    setAt(SPLIT, at, impSeat);
    setAt(SPLIT, at + 1, baron ? 1 : 0);
    setAt(SPLIT, at + 2, branchWord(b, 2));
    let j = 0;
    for (let e = 0; e < best; e++) if (e != impSeat) setAt(SPLIT, at + BR_FIRST_FIXED + j++, getAt(ROLE_AT, stack + e));
    setAt(SPLIT, at + BR_FIRST_FIXED + j++, ctz<i32>(m));
    for (; j < BR_FIXED; j++) setAt(SPLIT, at + BR_FIRST_FIXED + j, -1);
    count++;
  }
  setAt(NEXT_CODE, stack + best, ROLE_COUNT);
  return count;
}

/** Undo the placement at `depth` of branch b (not the Imp's seat). */
function unplace(b: i32, depth: i32, used: i32): i32 {
  const code = getAt(ROLE_AT, b * MAX_SEATS + depth);
  if (code == DRUNK) setAt(BANNED, b, 0);
  const t = b * 4 + unchecked(TEAM_OF[code]);
  setAt(LEFT, t, getAt(LEFT, t) + 1);
  return used & ~(1 << code);
}

/** Advance branch b by up to `quantum` nodes. */
function advance(b: i32, quantum: f64): void {
  const impSeat = branchWord(b, 0);
  const baron = branchWord(b, 1) != 0;
  const masks = P(P_MASK_OFF);
  const stack = b * MAX_SEATS;
  let depth = getAt(DEPTH, b);
  let used = getAt(USED, b);
  const start = nodes;
  while (nodes - start < quantum && roomForLeaf() && !atCap && !suspendedLeaf) {
    // The slice's time bound between history searches too: an assignment can be costly to
    // check (a thousand evidence rows) and still fail at once. The rest of the turn is kept
    // for the next slice, so where the clock stops a slice never changes the results.
    if (nodes >= clockAt) {
      clockAt = nodes + CLOCK_EVERY;
      if (pauseBetweenAssignments()) {
        pendingQuantum = quantum - (nodes - start);
        turnPaused = true;
        break;
      }
    }
    if (depth == n) {
      const outcome = leaf(b, used, baron);
      if (outcome == SUSPENDED) { // keep this assignment and the rest of this turn for the next slice
        pendingQuantum = quantum - (nodes - start);
        break;
      }
      depth--;
      if (depth != impSeat) used = unplace(b, depth, used);
      // A found candidate ends this branch's turn (varied examples); a team's first world ends its search.
      if (outcome == FOUND && (mode == MODE_ENUMERATE || mode == MODE_TEAM)) break;
      continue;
    }
    if (depth < 0) {
      setAt(DONE, b, 1);
      activeBranches--;
      break;
    }
    let next = getAt(NEXT_CODE, stack + depth);
    let placed = -1;
    if (depth == impSeat) {
      if (next == 0) placed = IMP;
      next = ROLE_COUNT;
    } else {
      // The seat's allowed characters still unused (from `next` on); those whose type is full are count prunes.
      let open = P(masks + depth) & branchMask(b, depth) & ~used & ~((1 << next) - 1) & (baron ? -1 : ~(1 << BARON)) & ~DEMON_MASK;
      open &= ~getAt(BANNED, b);
      if ((open >> DRUNK) & 1) {
        const token = unchecked(DRUNK_TOKEN[depth]);
        if (token == -2 || (token >= 0 && ((used >> token) & 1) != 0)) open &= ~(1 << DRUNK);
      }
      const k = depth < impSeat ? depth : depth - 1; // the k-th seat placed but the Imp's
      if (k < BR_FIXED) {
        const fixed = branchWord(b, BR_FIRST_FIXED + k);
        if (fixed >= 0) open &= 1 << fixed;
      }
      const fits = open & placeable(b, used, baron);
      const skipped = fits == 0 ? open : open & ((fits & -fits) - 1);
      if (skipped != 0) prune(PR_COUNT, popcnt<i32>(skipped));
      if (fits != 0) {
        placed = ctz<i32>(fits);
        next = placed + 1;
      } else next = ROLE_COUNT;
    }
    setAt(NEXT_CODE, stack + depth, next);
    if (placed < 0) {
      depth--;
      if (depth >= 0 && depth != impSeat) used = unplace(b, depth, used);
      continue;
    }
    countNodes(1);
    setAt(ROLE_AT, stack + depth, placed);
    setAt(PREFIX_VER, stack + depth, -1); // a new character here: prefixNew recomputes from this depth
    if (placed == DRUNK && unchecked(DRUNK_TOKEN[depth]) >= 0) setAt(BANNED, b, 1 << unchecked(DRUNK_TOKEN[depth]));
    if (placed != IMP) {
      used |= 1 << placed;
      const t = b * 4 + unchecked(TEAM_OF[placed]);
      setAt(LEFT, t, getAt(LEFT, t) - 1);
    }
    const stuck = !requiredPlaceable(b, depth + 1, used, impSeat, baron);
    const unfillable = !stuck && !slotsFillable(b, depth + 1, used, impSeat, baron);
    if (stuck || unfillable || (mode == MODE_PROJECT && !reachable(b, depth + 1, used, impSeat, baron))) {
      prune(stuck ? PR_BARON : unfillable ? PR_COUNT : PR_NOTHING_NEW);
      if (placed != IMP) used = unplace(b, depth, used);
      continue;
    }
    depth++;
    if (depth < n) setAt(NEXT_CODE, stack + depth, 0);
  }
  setAt(DEPTH, b, depth);
  setAt(USED, b, used);
}

/** List mode: search the listed assignments for unseen Demons, in order. */
function runList(stopAt: f64): i32 {
  const first = listPos;
  while (listPos < listCount && !atCap && nodes < stopAt && roomForLeaf()) {
    // Each listed assignment is a whole history search: the clock between two of them.
    if (listPos > first && pastDeadline()) break;
    const base = LIST + (<usize>(listPos * LIST_STRIDE) << 2);
    let used = 0;
    for (let s = 0; s < n; s++) {
      const code = load<i32>(base + (<usize>(s + 1) << 2));
      unchecked(ASSIGNED[s] = code);
      used |= 1 << code;
    }
    if (leafNew(used, MODE_LIST, load<i32>(base), listOrder + listPos, true) == SUSPENDED) break;
    listPos++;
  }
  return listPos == listCount ? 1 : 0;
}

/**
 * Run until about `budget` more nodes are used (checked between turns), `wanted`
 * candidates were enumerated (enumeration only), the buffer is full, the host clock passes `until`
 * (ms), or the search is finished. Returns 1 when finished, 0 otherwise.
 */
export function run(budget: f64, wanted: i32, until: f64): i32 {
  const stopAt = nodes + budget;
  setDeadline(until);
  turnPaused = false;
  clockAt = nodes + CLOCK_EVERY;
  if (mode == MODE_LIST) return runList(stopAt);
  const sequential = mode != MODE_ENUMERATE;
  while (activeBranches > 0 && !atCap && nodes < stopAt && (mode == MODE_PROJECT || candidateCount < wanted) && roomForLeaf()) {
    if (getAt(DONE, cursor) == 0) {
      let quantum = sequential ? 1e300 : QUANTUM;
      if (pendingQuantum >= 0) { quantum = pendingQuantum; pendingQuantum = -1; }
      else setAt(TURN, cursor, getAt(TURN, cursor) + 1);
      if (sequential) quantum = stopAt - nodes;
      // Turns are never cut short near the node bound: where they end decides the order of
      // candidates, which must not depend on how many nodes other branches (threads) used.
      advance(cursor, max<f64>(1, quantum));
      if (suspendedLeaf || turnPaused) break; // same branch, same turn, next slice
    }
    if (!sequential || getAt(DONE, cursor) != 0) cursor = cursor + 1 == branchCount ? 0 : cursor + 1;
  }
  return activeBranches == 0 ? 1 : 0;
}
