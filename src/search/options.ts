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

/** Outcome of {@link readOptions}: a plain copy of the options, or what is wrong with them. */
export type OptionsRead =
  | { ok: true; options: SolveOptions }
  | { ok: false; errors: { code: 'invalid_type' | 'unreadable'; path: string; message: string }[] };

/**
 * Reads `options` once into a plain copy (a getter is invoked once, here, never again) and
 * checks it: an unknown `engine`, a `workers` that is neither 'auto' nor a whole number from
 * 1 to 64, an `onProgress` that is not a function are `invalid_type` errors whose path names
 * the option (`options.workers`); options whose reading throws are one `unreadable` error.
 */
export function readOptions(options: SolveOptions | undefined): OptionsRead {
  if (options === undefined || options === null) return { ok: true, options: {} };
  if (typeof options !== 'object') return { ok: false, errors: [{ code: 'invalid_type', path: 'options', message: 'options must be an object' }] };
  let copy: SolveOptions;
  try {
    const { engine, workers, onProgress, signal } = options;
    copy = { engine, workers, onProgress, signal };
  } catch {
    return { ok: false, errors: [{ code: 'unreadable', path: 'options', message: 'options cannot be read (a property threw when read); pass a plain object' }] };
  }
  const errors: { code: 'invalid_type'; path: string; message: string }[] = [];
  const bad = (name: string, message: string) => errors.push({ code: 'invalid_type', path: `options.${name}`, message: `options.${name} ${message}` });
  const { engine, workers, onProgress, signal } = copy;
  if (engine !== undefined && engine !== 'wasm' && engine !== 'reference') bad('engine', `must be 'wasm' or 'reference', got ${shown(engine)}`);
  if (workers !== undefined && workers !== 'auto' && !(Number.isInteger(workers) && workers >= 1 && workers <= 64)) {
    bad('workers', `must be 'auto' or a whole number from 1 to 64, got ${shown(workers)}`);
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') bad('onProgress', 'must be a function');
  if (signal !== undefined && !isSignal(signal)) bad('signal', 'must be an AbortSignal');
  return errors.length > 0 ? { ok: false, errors } : { ok: true, options: copy };
}

function isSignal(value: unknown): value is AbortSignal {
  try {
    return typeof value === 'object' && value !== null && typeof (value as AbortSignal).aborted === 'boolean'
      && typeof (value as AbortSignal).addEventListener === 'function';
  } catch {
    return false;
  }
}

/** An option's value in a message, bounded and without calling anything on it. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return `a ${typeof value}`;
}
