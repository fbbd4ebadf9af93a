/**
 * A search thread as the coordinator (passes.ts) sees it: start a pass, run slices. The
 * local thread runs the module in this thread; thread-pool.ts runs it in workers.
 */
import { STATS_WORDS } from '../../compile/codes.ts';
import { LAYOUT as L } from '../../compile/layout.ts';
import { loadSolver } from '../../wasm/load.ts';
import { now } from '../clock.ts';
import { createSliceServer, type PassSetup, type SliceConstants, type SliceReply, type SliceRequest } from './slice-server.ts';

/** One instance of the search module, wherever it runs. */
export interface SearchThread {
  start(setup: PassSetup): Promise<void>;
  slice(request: SliceRequest): Promise<SliceReply>;
  /**
   * Another thread waits for work: end the running project slice at the next point between
   * two assignments and give part of what is left away (its reply's `pieces`). Only threads
   * with shared memory have it (worker threads where `SharedArrayBuffer` exists); it applies
   * to the slice running when it is called, or to none.
   */
  hurry?(): void;
}

/** Words of the prune counters (src/compile/codes.ts). */
export { STATS_WORDS };

/** What a slice server needs to know of the layout. */
export const SLICE_CONSTANTS: SliceConstants = {
  RESULT_STRIDE: L.RESULT_STRIDE, LIST_CAPACITY: L.LIST_CAPACITY, LIST_STRIDE: L.LIST_STRIDE,
  MODE_LIST: L.MODE_LIST, MODE_PROJECT: L.MODE_PROJECT, STATS_WORDS, P_BRANCH_COUNT: L.P_BRANCH_COUNT, P_BRANCH_OFF: L.P_BRANCH_OFF, P_MASK_OFF: L.P_MASK_OFF,
  BR_SIZE: L.BR_SIZE,
};

/** The module has one static memory, so searches in this thread take turns (a promise chain as a lock). */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Run `body` with this thread's module to itself: concurrent searches run one after
 * another. The thread it gets must not be used after `body` settles.
 */
export function withLocalThread<T>(body: (thread: SearchThread) => Promise<T>): Promise<T> {
  const result = turn.then(async () => {
    // The module's `now` import (load.ts) reads the same clock.
    const server = createSliceServer(await loadSolver(), SLICE_CONSTANTS, now);
    return body({
      start: async (setup) => server.start(setup),
      slice: async (request) => server.slice(request),
    });
  });
  turn = result.catch(() => undefined);
  return result;
}
