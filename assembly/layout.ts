// Static memory map: the program (input), the results (output), branch stacks and
// statistics. Everything is allocated once; the search never allocates.
import { BR_SIZE, LIST_CAPACITY, LIST_STRIDE, PROGRAM_WORDS, RESULT_CAPACITY, RESULT_STRIDE, STATS_WORDS } from './vocab.gen';

export const MAX_SEATS: i32 = 16;
const MAX_BRANCHES: i32 = 32;

export const PROGRAM: usize = memory.data(PROGRAM_WORDS << 2);
export const RESULTS: usize = memory.data(RESULT_CAPACITY * RESULT_STRIDE << 2);
export const STATS: usize = memory.data(STATS_WORDS << 2);

// Per-branch depth-first stacks (branch b, seat s at b * MAX_SEATS + s).
export const ROLE_AT: usize = memory.data(MAX_BRANCHES * MAX_SEATS << 2);
export const NEXT_CODE: usize = memory.data(MAX_BRANCHES * MAX_SEATS << 2);
export const DEPTH: usize = memory.data(MAX_BRANCHES << 2);
export const USED: usize = memory.data(MAX_BRANCHES << 2);
export const LEFT: usize = memory.data(MAX_BRANCHES * 4 << 2);
export const DONE: usize = memory.data(MAX_BRANCHES << 2);
/** Characters a placed Drunk's named token bans from the other seats (search.ts DRUNK_TOKEN). */
export const BANNED: usize = memory.data(MAX_BRANCHES << 2);
/** Project mode, per branch and seat: some seat up to this one shows a wanted character (search.ts prefixNew)… */
export const PREFIX_NEW: usize = memory.data(MAX_BRANCHES * MAX_SEATS << 2);
/** …as of this version of the wants. */
export const PREFIX_VER: usize = memory.data(MAX_BRANCHES * MAX_SEATS << 2);
/** Project mode: wanted characters allowed at some seat from each depth on (search.ts openWanted). */
export const SUFFIX_WANT: usize = memory.data((MAX_SEATS + 1) << 2);
/** Turns each branch has started (enumeration: a world's order key is its branch's turn). */
export const TURN: usize = memory.data(MAX_BRANCHES << 2);

// What the possibilities searches still look for (wants.ts), written by the host.
/** Per seat, the starting characters (bit = role code) no world has shown yet. */
export const WANT_START: usize = memory.data(MAX_SEATS << 2);
/** Project mode: pieces split off the current branch for other threads (search.ts splitOff), BR_SIZE words each. */
export const SPLIT: usize = memory.data(32 * BR_SIZE << 2);
/** Per seat, starting characters another thread has shown (wants.ts forgetSeen). */
export const SEEN_START: usize = memory.data(MAX_SEATS << 2);
/** List mode: assignments to search for unseen Demons (layout.ts LIST_*). */
export const LIST: usize = memory.data(LIST_CAPACITY * LIST_STRIDE << 2);

/** Program word i. */
// @ts-ignore: decorator
@inline export function P(i: i32): i32 {
  return load<i32>(PROGRAM + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function getAt(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function setAt(base: usize, i: i32, v: i32): void {
  store<i32>(base + (<usize>i << 2), v);
}
