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
  /**
   * Search threads of the WASM search: a number (1 = this thread only), or 'auto'
   * (default): this thread first, then — for a search still running after 150 ms — the
   * machine's cores but one, as worker threads (`worker_threads` in Node, Web Workers in
   * the browser). The result is the same however many threads search, except `stats`
   * (nodes and prunes count the work done, which depends on the split); with `maxMs` or
   * `maxNodes` reached, what was decided before the bound may differ too.
   */
  workers?: number | 'auto';
}

/**
 * Problems with `options` (not with the input): an unknown `engine`, a `workers` that is
 * neither 'auto' nor a whole number from 1 to 64, an `onProgress` that is not a function.
 * Each is an `invalid_type` error whose path names the option (`options.workers`).
 */
export function optionErrors(options: SolveOptions | undefined): { code: 'invalid_type'; path: string; message: string }[] {
  if (options === undefined || options === null) return [];
  const errors: { code: 'invalid_type'; path: string; message: string }[] = [];
  const bad = (name: string, message: string) => errors.push({ code: 'invalid_type', path: `options.${name}`, message: `options.${name} ${message}` });
  if (typeof options !== 'object') {
    errors.push({ code: 'invalid_type', path: 'options', message: 'options must be an object' });
    return errors;
  }
  const { engine, workers, onProgress } = options;
  if (engine !== undefined && engine !== 'wasm' && engine !== 'reference') bad('engine', `must be 'wasm' or 'reference', got ${JSON.stringify(engine)}`);
  if (workers !== undefined && workers !== 'auto' && !(Number.isInteger(workers) && workers >= 1 && workers <= 64)) {
    bad('workers', `must be 'auto' or a whole number from 1 to 64, got ${JSON.stringify(workers) ?? String(workers)}`);
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') bad('onProgress', 'must be a function');
  return errors;
}
