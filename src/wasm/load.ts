/**
 * Loads the AssemblyScript search module (`build/solver.wasm`). Vite inlines the binary
 * as a data URL (`?url&inline`), which works the same in Vitest (Node), the browser, the
 * Worker, the one-file library and the bundled CLI. The binary is compiled once into a
 * `WebAssembly.Module`: this thread instantiates it once and reuses the instance
 * (searches reset it), and search threads receive the compiled module itself.
 */
import wasmDataUrl from '../../build/solver.wasm?url&inline';
import { now } from '../search/clock.ts';

/** The raw exports of the search module: numbers and pointers only (no bindings). */
export interface SolverExports {
  memory: WebAssembly.Memory;
  programPtr(): number;
  resultsPtr(): number;
  statsPtr(): number;
  wantStartPtr(): number;
  listPtr(): number;
  /** Mode (layout.ts MODE_*) of the next `reset()`. */
  setMode(mode: number): void;
  reset(): void;
  /** Run a slice: until about `budget` nodes, `wanted` candidates, or the host clock passes `until` (ms). */
  run(budget: number, wanted: number, until: number): number;
  nodeCount(): number;
  foundCount(): number;
  clearResults(): void;
  finished(): number;
  setNodeCap(cap: number): void;
  hitNodeCap(): number;
  pausedInLeaf(): number;
  setList(count: number, firstOrder: number): void;
  setWantDemon(mask: number): void;
  setMayDie(mask: number): void;
  /** Forget the assignments refuted so far (a new call). */
  clearRefuted(): void;
  /** Per seat, starting characters another thread has shown (n words, read by `forgetSeen`). */
  seenStartPtr(): number;
  /** Stop looking for what another thread showed: the characters at `seenStartPtr`, these Demon seats, the teams now in the team bitset. */
  forgetSeen(demons: number): void;
  /** Project mode: hand the untried characters of the shallowest open seat to other threads (records at `splitPtr`); returns how many. */
  splitOff(): number;
  splitPtr(): number;
  /** Enumeration: the least turn number of a branch not finished (every world still to come has at least it). */
  minTurn(): number;
  /** Assignments refuted since the log was last cleared, three words each at `refutedLogPtr` (assembly/refuted.ts). */
  refutedLogPtr(): number;
  refutedLogCount(): number;
  clearRefutedLog(): void;
  /** Remember this many entries other threads refuted, written at `refutedLogPtr` (at most `refutedLogCap`). */
  importRefuted(count: number): void;
  refutedLogCap(): number;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let instance: Promise<SolverExports> | undefined;

/** Node's native base64 decoder, where there is one (not in browsers). */
const NodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): Uint8Array } }).Buffer;

function decode(dataUrl: string): Uint8Array<ArrayBuffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  // A character loop over the module's 200 kB of base64 takes several ms in a fresh
  // process (before it is optimised), most of a cold CLI run's decoding.
  if (NodeBuffer) return new Uint8Array(NodeBuffer.from(base64, 'base64'));
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The compiled search module (compiled on first use), e.g. to hand to a search thread. */
export function solverModule(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(decode(wasmDataUrl));
  return compiled;
}

/**
 * Starts compiling the search module now, on the engine's own threads, and returns at once:
 * a caller that will search soon (the CLI, before it reads and validates the input) then
 * finds it compiled. A failure surfaces where the module is used.
 */
export function precompileSolver(): void {
  solverModule().catch(() => undefined);
}

/**
 * Imports of the module: the host clock, so that one long history search can pause at a
 * slice's deadline, and whether another thread waits for work, never on this thread
 * (search threads answer from shared memory: thread-pool.ts).
 */
export function solverImports(): WebAssembly.Imports {
  return { env: { now, hurried: () => 0 } };
}

/** This thread's instance of the search module (instantiated on first use). */
export function loadSolver(): Promise<SolverExports> {
  instance ??= solverModule()
    .then((module) => WebAssembly.instantiate(module, solverImports()))
    .then((i) => i.exports as unknown as SolverExports);
  return instance;
}
