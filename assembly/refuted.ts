// Assignments already proven to have no legal history, remembered across the passes of
// one call (enumerate, project, teams), so that a later pass walking the same part of the
// search space does not search their histories again. A fixed-size cache: an entry lost
// to a full table costs time, never a world, since only exact key matches are trusted.
// An assignment refuted by a search that left out unusual rulings is remembered as such
// (ORDINARY): it counts only for searches that leave them out too.
//
// Each WASM instance (search thread) has its own table. So that a pass on one thread does
// not search again what another thread refuted (the unusual layer's project pass walks what
// the ordinary layer's refuted, on whichever thread takes the piece), every new entry is
// also written to a log, which the host drains after each slice and hands to the other
// threads (`importRefuted`). A full log drops entries: sharing is an economy, never needed.
import { MAX_SEATS } from './layout';
import { n } from './world';

const SLOTS: i32 = 1 << 18;
const PROBES: i32 = 8;
/** Words of an entry: generation, then the assignment packed 5 bits per seat, six seats per word. */
const ENTRY: i32 = 4;
const TABLE: usize = memory.data(SLOTS * ENTRY << 2);
const KEY = new StaticArray<i32>(3);
/** The kind of a refutation, in a bit the packed seats never use: every history, or only the ordinary ones. */
export const ANY_HISTORY: i32 = 0;
export const ORDINARY: i32 = 1 << 30;

let generation: i32 = 0;

/** Entries the log holds at most between two drains (12 bytes each). */
const LOG_CAP: i32 = 1 << 14;
/** New entries since the host last drained the log (three key words each); also where it writes other threads' entries. */
const LOG: usize = memory.data(LOG_CAP * 3 << 2);
let logCount: i32 = 0;

/** Where the log (and the entries to import) are, three words an entry. */
export function refutedLogPtr(): usize { return LOG; }
/** Entries the log holds; also the most `importRefuted` takes at once. */
export function refutedLogCap(): i32 { return LOG_CAP; }
/** Entries logged since the last drain. */
export function refutedLogCount(): i32 { return logCount; }
/** The host has read the log. */
export function clearRefutedLog(): void { logCount = 0; }

/** Forget every entry (a new call, a new program). The table starts zeroed, so only a wrap of the generation clears it. */
export function clearRefuted(): void {
  if (generation == i32.MAX_VALUE) {
    memory.fill(TABLE, 0, <usize>(SLOTS * ENTRY) << 2);
    generation = 0;
  }
  generation++;
  logCount = 0;
}

function makeKey(assigned: StaticArray<i32>, kind: i32): u32 {
  for (let w = 0; w < 3; w++) {
    let packed = w == 0 ? kind : 0;
    for (let k = 0; k < 6; k++) {
      const s = w * 6 + k;
      if (s < n && s < MAX_SEATS) packed |= (unchecked(assigned[s]) + 1) << (5 * k);
    }
    unchecked(KEY[w] = packed);
  }
  return hashKey();
}

/** The slot hash of the key in KEY. */
function hashKey(): u32 {
  let h: u32 = 2166136261;
  for (let w = 0; w < 3; w++) h = (h ^ <u32>unchecked(KEY[w])) * 16777619;
  return h ^ (h >> 15);
}

// @ts-ignore: decorator
@inline function slotAt(h: u32, p: i32): usize {
  return TABLE + (<usize>(<i32>((h + <u32>p) & <u32>(SLOTS - 1)) * ENTRY) << 2);
}

function matches(base: usize): bool {
  return load<i32>(base) == generation && load<i32>(base + 4) == unchecked(KEY[0]) &&
    load<i32>(base + 8) == unchecked(KEY[1]) && load<i32>(base + 12) == unchecked(KEY[2]);
}

function found(assigned: StaticArray<i32>, kind: i32): bool {
  return foundKey(makeKey(assigned, kind));
}

function foundKey(h: u32): bool {
  for (let p = 0; p < PROBES; p++) if (matches(slotAt(h, p))) return true;
  return false;
}

/**
 * Was this assignment proven to have no legal history in this call — or, for a search that
 * leaves out unusual rulings (`ordinaryOnly`), no ordinary one?
 */
export function isRefuted(assigned: StaticArray<i32>, ordinaryOnly: bool): bool {
  return found(assigned, ANY_HISTORY) || (ordinaryOnly && found(assigned, ORDINARY));
}

/** Remember that this assignment has no legal history (`kind` ANY_HISTORY), or no ordinary one (ORDINARY). */
export function markRefuted(assigned: StaticArray<i32>, kind: i32): void {
  insertKey(makeKey(assigned, kind));
  if (logCount < LOG_CAP) {
    const at = LOG + (<usize>(logCount * 3) << 2);
    store<i32>(at, unchecked(KEY[0]));
    store<i32>(at + 4, unchecked(KEY[1]));
    store<i32>(at + 8, unchecked(KEY[2]));
    logCount++;
  }
}

function insertKey(h: u32): void {
  for (let p = 0; p < PROBES; p++) {
    const base = slotAt(h, p);
    if (load<i32>(base) == generation) continue;
    store<i32>(base, generation);
    store<i32>(base + 4, unchecked(KEY[0]));
    store<i32>(base + 8, unchecked(KEY[1]));
    store<i32>(base + 12, unchecked(KEY[2]));
    return;
  }
}

/**
 * Remember `count` entries other threads refuted, written by the host at `refutedLogPtr()`
 * (at most LOG_CAP; the log must have been drained). They are not logged again.
 */
export function importRefuted(count: i32): void {
  for (let i = 0; i < min(count, LOG_CAP); i++) {
    const at = LOG + (<usize>(i * 3) << 2);
    unchecked(KEY[0] = load<i32>(at));
    unchecked(KEY[1] = load<i32>(at + 4));
    unchecked(KEY[2] = load<i32>(at + 8));
    const h = hashKey();
    if (!foundKey(h)) insertKey(h);
  }
  logCount = 0;
}
