/**
 * Drives the WASM search in bounded slices: load the compiled program into the module's
 * static memory, run `SLICE_NODES` nodes at a time, drain found worlds, and between
 * slices report progress, check `maxMs`, yield to the event loop and honour cancellation.
 */
import { compileProgram } from '../compile/program.ts';
import { LAYOUT as L } from '../compile/layout.ts';
import type { Game } from '../model/game.ts';
import type { World } from '../kernel/world.ts';
import { TEAM_OF_CODE } from '../rules/roles.ts';
import { loadSolver } from '../wasm/load.ts';
import type { SolveOptions } from './options.ts';
import type { Accept, RawSearch } from './raw.ts';

/** Nodes per slice: small enough that progress and cancellation stay prompt. */
const SLICE_NODES = 20_000;
/** Time per slice (ms) before the module pauses, so maxMs and cancellation stay prompt. */
const SLICE_MS = 50;
/** Progress is reported at most this often (ms), and once before the first slice ends. */
const PROGRESS_EVERY_MS = 50;
/** Prune counters in the order of assembly/search.ts. */
const PRUNE_NAMES = ['count', 'baron', 'evidence', 'hidden'];

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Rank of each report among those with night null (as assembly/search.ts ranks them), or -1. */
function floatingRanks(game: Game): number[] {
  let rank = 0;
  return game.reports.map((r) => (r.night === null && rank < L.MAX_FLOATING ? rank++ : -1));
}

/** Decode one result record (layout.ts R_*) into a world. */
function readWorld(game: Game, rec: Int32Array, floatingRank: number[]): World {
  const roles = Array.from(rec.subarray(0, game.n));
  const nightCount = game.phases.filter((p) => p.phase === 'night').length;
  const nights = Array.from({ length: nightCount }, (_, k) => {
    const at = L.R_NIGHTS + k * 6;
    return {
      poison: rec[at]!, monk: rec[at + 1]!, imp: rec[at + 2]!, redirect: rec[at + 3]!, successor: rec[at + 4]!, master: rec[at + 5]!,
    };
  });
  const reportNights = game.reports.map((r, i) => {
    if (r.night !== null) return r.night;
    const freeLie = r.authenticity === 'good' && !r.healthy && TEAM_OF_CODE[roles[r.seat]!]! >= 2;
    return freeLie ? -1 : rec[L.R_FLOATING + floatingRank[i]!]!;
  });
  return { roles, drunkShown: rec[L.R_DRUNK]!, redHerring: rec[L.R_RH]!, nights, reportNights };
}

/** The module has one static memory, so searches take turns (a promise chain as a lock). */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Search a validated, in-scope game with the WASM kernel. Concurrent calls run one after
 * another. `sliceMs` (ms per slice before the module pauses) is for tests that check the
 * result does not depend on where pauses fall.
 */
export function wasmSearch(game: Game, accept: Accept, options?: SolveOptions, sliceMs = SLICE_MS): Promise<RawSearch> {
  const result = turn.then(() => searchAlone(game, accept, options, sliceMs));
  turn = result.catch(() => undefined);
  return result;
}

async function searchAlone(game: Game, accept: Accept, options: SolveOptions | undefined, baseSliceMs: number): Promise<RawSearch> {
  const start = performance.now();
  const ex = await loadSolver();
  const program = compileProgram(game);
  new Int32Array(ex.memory.buffer, ex.programPtr(), program.length).set(program);
  ex.reset();
  const { maxNodes, maxResults, maxMs } = game.limits;
  ex.setNodeCap(maxNodes);
  const floatingRank = floatingRanks(game);
  const worlds: World[] = [];
  let stopReason: RawSearch['stopReason'] | 'defect' = null;
  let defect = false;
  let lastProgress = -Infinity;
  let sliceMs = baseSliceMs;
  for (;;) {
    const budget = Math.min(SLICE_NODES, maxNodes - ex.nodeCount());
    const sliceStart = performance.now();
    const until = sliceStart + Math.min(sliceMs, Math.max(1, maxMs - (sliceStart - start)));
    const done = ex.run(budget, maxResults + 1 - worlds.length, until) === 1;
    // A slice that paused inside one assignment restarts it next time with twice the time,
    // so every assignment is eventually searched whole; otherwise back to short slices.
    sliceMs = ex.pausedInLeaf() ? sliceMs * 2 : baseSliceMs;
    const found = ex.foundCount();
    const results = new Int32Array(ex.memory.buffer, ex.resultsPtr(), found * L.RESULT_STRIDE);
    for (let k = 0; k < found; k++) {
      const world = readWorld(game, results.subarray(k * L.RESULT_STRIDE, (k + 1) * L.RESULT_STRIDE), floatingRank);
      if (!accept(world)) { defect = true; break; }
      worlds.push(world);
    }
    ex.clearFound();
    const elapsedMs = performance.now() - start;
    if (defect) stopReason = 'defect';
    else if (worlds.length > maxResults) stopReason = 'result_limit';
    else if (done) break;
    else if (ex.nodeCount() >= maxNodes || ex.hitNodeCap()) stopReason = 'node_limit';
    else if (elapsedMs >= maxMs) stopReason = 'time_limit';
    if (stopReason) break;
    if (elapsedMs - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = elapsedMs;
      options?.onProgress?.({ nodes: ex.nodeCount(), candidates: worlds.length, elapsedMs: Math.round(elapsedMs) });
    }
    await yieldToEventLoop();
    if (options?.signal?.aborted) { stopReason = 'cancelled'; break; }
  }
  const stats = new Int32Array(ex.memory.buffer, ex.statsPtr(), PRUNE_NAMES.length);
  const prunes = Object.fromEntries(PRUNE_NAMES.map((name, i) => [name, stats[i]!]));
  return {
    worlds: worlds.slice(0, maxResults), nodes: ex.nodeCount(), prunes,
    stopReason: stopReason === 'defect' ? null : stopReason, defect,
    elapsedMs: performance.now() - start,
  };
}
