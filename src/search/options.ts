/**
 * Options shared by both front doors and by the worker: progress reporting and
 * cancellation. The search runs in slices; between slices the driver reports progress,
 * checks `maxMs`, yields to the event loop and honours `signal`.
 */

/** Progress of a running search. `nodes` in search nodes, `elapsedMs` in milliseconds. */
export interface Progress {
  nodes: number;
  candidates: number;
  elapsedMs: number;
}

/** How to run a search. All fields optional. */
export interface SolveOptions {
  /** Called between slices (roughly every few milliseconds of search). */
  onProgress?: (progress: Progress) => void;
  /** Aborting stops the search at the next slice boundary with `stopReason: 'cancelled'`. */
  signal?: AbortSignal;
  /** 'wasm' (default): the AssemblyScript search. 'reference': the plain TypeScript oracle. */
  engine?: 'wasm' | 'reference';
}
