// Static memory map: the program (input), the results (output), branch stacks and
// statistics. Everything is allocated once; the search never allocates.
import { PROGRAM_WORDS, RESULT_CAPACITY, RESULT_STRIDE } from './vocab.gen';

export const MAX_SEATS: i32 = 16;
export const MAX_BRANCHES: i32 = 32;
export const PRUNE_REASONS: i32 = 8;

export const PROGRAM: usize = memory.data(PROGRAM_WORDS << 2);
export const RESULTS: usize = memory.data(RESULT_CAPACITY * RESULT_STRIDE << 2);
export const STATS: usize = memory.data(PRUNE_REASONS << 2);

// Per-branch depth-first stacks (branch b, seat s at b * MAX_SEATS + s).
export const ROLE_AT: usize = memory.data(MAX_BRANCHES * MAX_SEATS << 2);
export const NEXT_CODE: usize = memory.data(MAX_BRANCHES * MAX_SEATS << 2);
export const DEPTH: usize = memory.data(MAX_BRANCHES << 2);
export const USED: usize = memory.data(MAX_BRANCHES << 2);
export const LEFT: usize = memory.data(MAX_BRANCHES * 4 << 2);
export const DONE: usize = memory.data(MAX_BRANCHES << 2);

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
