/**
 * What runs next to one instance of the WASM search module: load a pass (program, mode,
 * what the possibilities searches still look for), run one slice, hand back the worlds it
 * buffered. The coordinator (passes.ts) decides everything else.
 *
 * `createSliceServer` is self-contained on purpose — it uses only its arguments and
 * standard globals — because its source text is also the body of a search thread
 * (thread-pool.ts), where nothing else of the library exists.
 */
import type { SolverExports } from '../../wasm/load.ts';

/** One search pass for one thread. */
export interface PassSetup {
  /** The compiled program (compile/program.ts), possibly with only some root branches; null: keep the one loaded. */
  program: Int32Array | null;
  /** Search only this branch record (`BR_SIZE` words), e.g. a piece of a project pass; the program must have room for one. */
  branch?: Int32Array;
  /** Search only the loaded program's branches first … first + count - 1 (e.g. one Imp seat's). */
  run?: { first: number; count: number };
  /** Replace the loaded program's per-seat masks (n words), e.g. narrowed to one evil team. */
  masks?: Int32Array;
  /** layout.ts MODE_*. */
  mode: number;
  /** The first pass of a call: forget the assignments refuted in earlier calls. */
  fresh: boolean;
  /** Node bound of this pass (maxNodes less what earlier passes used). */
  nodeCap: number;
  /** Per seat, the starting characters still looked for (bit = role code); n words. */
  wantStart: Int32Array;
  /** Seats still looked for as the living Imp at the end of the record. */
  wantDemon: number;
  /** Seats whose death the record allows (wants.ts mayDie). */
  mayDie: number;
  /** List mode: assignments, `LIST_STRIDE` words each (branch, then the roles of 16 seats). */
  list: Int32Array;
  /** Order key of the list's first assignment. */
  listFirstOrder: number;
}

/** One slice to run. */
export interface SliceRequest {
  /** Nodes to use at most (checked between turns, so a slice may go a little over). */
  budget: number;
  /** Enumeration: stop once this many candidates were found in this pass. */
  wanted: number;
  /** Time (ms) before the module pauses, even inside one assignment's history search. */
  sliceMs: number;
  /** Project mode: what other threads showed in earlier branches, no longer looked for here. */
  seen?: SeenElsewhere;
  /**
   * Project mode: after the slice, give part of the work left to other threads (`pieces` of
   * the reply). A slice that another thread cut short because it waits for work (the
   * server's `hurried`) gives some away too.
   */
  split?: boolean;
  /**
   * Searches on several threads: assignments other threads refuted (assembly/refuted.ts, three
   * words each), remembered before the slice runs; and the reply carries this thread's new ones.
   */
  refuted?: Int32Array;
}

/** Cells other threads showed (bits added to what this thread knows, never removed). */
export interface SeenElsewhere {
  /** Per seat, starting characters (bit = role code); n words. */
  start: Int32Array;
  /** Seats shown as the living Imp at the end. */
  demons: number;
}

/** What one slice did. */
export interface SliceReply {
  /** The pass is finished. */
  done: boolean;
  /** `count` result records, `RESULT_STRIDE` words each. */
  records: Int32Array;
  count: number;
  /** Nodes used by this pass so far. */
  nodes: number;
  /** A history search hit the node bound: the pass cannot go on. */
  atCap: boolean;
  /** The slice paused inside one assignment (it is redone, with more time, next slice). */
  paused: boolean;
  /** Prune counters of this pass (budget.ts PR_*). */
  stats: number[];
  /** Enumeration: the least turn of a branch not finished; every world still to be found has at least it. */
  minTurn: number;
  /** Branch records (`BR_SIZE` words each) split off for other threads, when asked and there was work to give. */
  pieces?: Int32Array;
  /** When the request carried `refuted`: the assignments this thread refuted since its last reply (three words each). */
  refuted?: Int32Array;
}

/** The constants a slice server needs from layout.ts. */
export interface SliceConstants {
  RESULT_STRIDE: number;
  LIST_CAPACITY: number;
  LIST_STRIDE: number;
  MODE_LIST: number;
  MODE_PROJECT: number;
  STATS_WORDS: number;
  P_BRANCH_COUNT: number;
  P_BRANCH_OFF: number;
  P_MASK_OFF: number;
  BR_SIZE: number;
}

/**
 * A slice server over one module instance (see the file comment for why it is self-contained).
 * `clock` (ms) must be the one the module's `now` import reads (src/wasm/load.ts
 * `solverImports` on this thread). `hurried`, on a search thread, says whether another
 * thread waits for work (the same flag the module reads through its `hurried` import, which
 * ends the slice early).
 */
export function createSliceServer(
  ex: SolverExports, L: SliceConstants, clock: () => number, hurried?: () => boolean,
): {
  start(setup: PassSetup): void;
  slice(request: SliceRequest): SliceReply;
} {
  let list: Int32Array = new Int32Array(0);
  let listNext = 0;
  let listOrder = 0;
  let listMode = false;
  let projectMode = false;
  /** The loaded program's own branch table (a setup may search only part of it). */
  let table = { offset: 0, count: 0 };

  /** This thread's refutations since the last call (the module's log), cleared. */
  function drainRefuted(): Int32Array {
    const words = new Int32Array(ex.memory.buffer, ex.refutedLogPtr(), ex.refutedLogCount() * 3).slice();
    ex.clearRefutedLog();
    return words;
  }

  /** Other threads' refutations into this module's table, at most the log's capacity at a time. */
  function importRefuted(words: Int32Array): void {
    const cap = ex.refutedLogCap() * 3;
    for (let at = 0; at < words.length; at += cap) {
      const chunk = words.subarray(at, Math.min(words.length, at + cap));
      new Int32Array(ex.memory.buffer, ex.refutedLogPtr(), chunk.length).set(chunk);
      ex.importRefuted(chunk.length / 3);
    }
  }

  function loadChunk(): void {
    const count = Math.min(L.LIST_CAPACITY, list.length / L.LIST_STRIDE - listNext);
    const words = list.subarray(listNext * L.LIST_STRIDE, (listNext + count) * L.LIST_STRIDE);
    new Int32Array(ex.memory.buffer, ex.listPtr(), words.length).set(words);
    ex.setList(count, listOrder + listNext);
    listNext += count;
  }

  return {
    start(setup) {
      const buffer = ex.memory.buffer;
      if (setup.program) {
        new Int32Array(buffer, ex.programPtr(), setup.program.length).set(setup.program);
        table = { offset: setup.program[L.P_BRANCH_OFF]!, count: setup.program[L.P_BRANCH_COUNT]! };
      }
      const program = new Int32Array(buffer, ex.programPtr());
      if (setup.branch) {
        program[L.P_BRANCH_COUNT] = 1;
        program.set(setup.branch, table.offset);
      } else {
        const run = setup.run ?? { first: 0, count: table.count };
        program[L.P_BRANCH_OFF] = table.offset + run.first * L.BR_SIZE;
        program[L.P_BRANCH_COUNT] = run.count;
      }
      if (setup.masks) program.set(setup.masks, program[L.P_MASK_OFF]!);
      new Int32Array(buffer, ex.wantStartPtr(), setup.wantStart.length).set(setup.wantStart);
      ex.setWantDemon(setup.wantDemon);
      ex.setMayDie(setup.mayDie);
      if (setup.fresh) ex.clearRefuted();
      ex.setMode(setup.mode);
      ex.reset();
      ex.setNodeCap(setup.nodeCap);
      listMode = setup.mode === L.MODE_LIST;
      projectMode = setup.mode === L.MODE_PROJECT;
      list = setup.list;
      listNext = 0;
      listOrder = setup.listFirstOrder;
      if (listMode) loadChunk();
    },
    slice(request) {
      if (request.seen) {
        const seen = request.seen;
        new Int32Array(ex.memory.buffer, ex.seenStartPtr(), seen.start.length).set(seen.start);
        ex.forgetSeen(seen.demons);
      }
      // The log is drained before other threads' entries are written over it.
      const before = request.refuted ? drainRefuted() : undefined;
      if (request.refuted && request.refuted.length > 0) importRefuted(request.refuted);
      const until = clock() + request.sliceMs;
      const stopAt = ex.nodeCount() + request.budget;
      let done = ex.run(request.budget, request.wanted, until) === 1;
      while (listMode && done && listNext * L.LIST_STRIDE < list.length && ex.hitNodeCap() !== 1) {
        if (clock() >= until || ex.nodeCount() >= stopAt) { done = false; break; }
        loadChunk();
        done = ex.run(stopAt - ex.nodeCount(), request.wanted, until) === 1;
      }
      let pieces: Int32Array | undefined;
      if ((request.split || (projectMode && hurried?.() === true)) && !done) {
        const k = ex.splitOff();
        if (k > 0) pieces = new Int32Array(ex.memory.buffer, ex.splitPtr(), k * L.BR_SIZE).slice();
      }
      const count = ex.foundCount();
      const records = new Int32Array(ex.memory.buffer, ex.resultsPtr(), count * L.RESULT_STRIDE).slice();
      ex.clearResults();
      let refuted: Int32Array | undefined;
      if (before) {
        const after = drainRefuted();
        refuted = before.length === 0 ? after : new Int32Array(before.length + after.length);
        if (before.length > 0) { refuted.set(before); refuted.set(after, before.length); }
      }
      return {
        done,
        records,
        count,
        nodes: ex.nodeCount(),
        atCap: ex.hitNodeCap() === 1,
        paused: ex.pausedInLeaf() === 1,
        stats: Array.from(new Int32Array(ex.memory.buffer, ex.statsPtr(), L.STATS_WORDS)),
        minTurn: ex.minTurn(),
        ...(pieces ? { pieces } : {}),
        ...(refuted ? { refuted } : {}),
      };
    },
  };
}
