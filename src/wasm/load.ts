/**
 * Loads the AssemblyScript search module (`build/solver.wasm`) through Vite's `?init`,
 * which works the same in Vitest (Node), the browser, the Worker and the bundled CLI.
 * The instance is created once and reused; searches reset it.
 */
import init from '../../build/solver.wasm?init';

/** The raw exports of the search module: numbers and pointers only (no bindings). */
export interface SolverExports {
  memory: WebAssembly.Memory;
  programPtr(): number;
  resultsPtr(): number;
  statsPtr(): number;
  reset(): void;
  /** Run a slice: until `budget` nodes, `wanted` results, or the host clock passes `until` (ms). */
  run(budget: number, wanted: number, until: number): number;
  nodeCount(): number;
  foundCount(): number;
  clearFound(): void;
  finished(): number;
  setNodeCap(cap: number): void;
  hitNodeCap(): number;
  pausedInLeaf(): number;
}

let instance: Promise<SolverExports> | undefined;

/** The shared search module instance (instantiated on first use). */
export function loadSolver(): Promise<SolverExports> {
  // The module reads the host clock so that one long history search can pause at a slice's deadline.
  instance ??= init({ env: { now: () => performance.now() } }).then((i) => i.exports as unknown as SolverExports);
  return instance;
}
