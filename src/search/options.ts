/**
 * Options shared by both front doors and by the worker: progress reporting and
 * cancellation. The search runs in slices; between slices the driver reports progress,
 * checks `maxMs`, yields to the event loop and honours `signal`.
 */

/**
 * What a call is doing when it reports progress, in order:
 * - `candidates`: the search lists candidates (initial assignments with a witness), up to
 *   `maxResults`;
 * - `possibilities`: on a table with more worlds than that, it completes the per-seat answer
 *   (`possibilities`: which characters each seat can have started as, who can be the Demon
 *   now, the evil teams), or looks for the Demons at the end among the listed candidates;
 * - `result`: the search is over and the result is being built (about a second for 100,000
 *   candidates).
 */
export type ProgressStage = 'candidates' | 'possibilities' | 'result';

/** Progress of a running search. `nodes` in search nodes, `elapsedMs` in milliseconds. */
export interface Progress {
  /** Search nodes used so far, over every pass and thread. */
  nodes: number;
  /** Candidates found so far by the listing search (at most `maxResults`). */
  candidates: number;
  /** Time since the call began (ms). */
  elapsedMs: number;
  /** What the call is doing (see {@link ProgressStage}); a report goes out whenever it changes. */
  stage: ProgressStage;
}

/** How to run a search. All fields optional. */
export interface SolveOptions {
  /** Called at most every 50 ms while the call runs: between the search's slices and passes, and while a large result is built. */
  onProgress?: (progress: Progress) => void;
  /** Aborting stops the search at the next slice boundary with `stopReason: 'cancelled'`. */
  signal?: AbortSignal;
  /** 'wasm' (default): the AssemblyScript search. 'reference': the plain TypeScript oracle. */
  engine?: 'wasm' | 'reference';
  /**
   * Search threads of the WASM search: a number (1 = this thread only), or 'auto'
   * (default): this thread first, then — for a search still running after 150 ms — the
   * machine's cores but one (both cores of a 2-core machine when at most 1,000 worlds are
   * listed), as worker threads (`worker_threads` in Node, Web Workers in the browser). The result is the same however many threads search, except `stats`
   * (nodes and prunes count the work done, which depends on the split); with `maxMs` or
   * `maxNodes` reached, what was decided before the bound may differ too.
   */
  workers?: number | 'auto';
  /**
   * Worlds that rest on an unusual ruling — a choice the rules allow but that Storytellers
   * are officially advised against and puzzles treat as never made (a Recluse catching the
   * star-pass, the Scarlet Woman taking over when a Recluse dies): 'allow' (default)
   * searches them and names them on each candidate (`unusual`); 'exclude' never searches
   * them (rulings.md "Unusual rulings").
   */
  unusual?: 'allow' | 'exclude';
}

/** Outcome of {@link readOptions}: a plain copy of the options, or what is wrong with them. */
export type OptionsRead =
  | { ok: true; options: SolveOptions }
  | { ok: false; errors: { code: 'invalid_type' | 'unknown_field' | 'unreadable'; path: string; message: string }[] };

/** The options {@link readOptions} knows. */
const OPTION_NAMES = ['engine', 'workers', 'unusual', 'onProgress', 'signal'];

/**
 * Reads `options` once into a plain copy (a getter is invoked once, here, never again) and
 * checks it: an unknown `engine`, a `workers` that is neither 'auto' nor a whole number from
 * 1 to 64, an `unusual` that is neither 'allow' nor 'exclude', an `onProgress` that is not a function, a `signal` that is not an AbortSignal are
 * `invalid_type` errors whose path names the option (`options.workers`); a name that is not
 * an option (nor one of `extraNames`, which the caller reads itself) is `unknown_field`, as
 * an unknown field of the input is (a misplaced `maxMs` would otherwise be ignored without
 * a word); options whose reading throws are one `unreadable` error. In the copy,
 * `onProgress` ignores what the caller's function throws (progress is best effort) and
 * `signal` is the library's own, aborted when the caller's is, so the search never reads
 * the caller's objects again.
 */
export function readOptions(options: SolveOptions | undefined, extraNames: readonly string[] = []): OptionsRead {
  if (options === undefined || options === null) return { ok: true, options: {} };
  if (typeof options !== 'object') return { ok: false, errors: [{ code: 'invalid_type', path: 'options', message: 'options must be an object' }] };
  let given: SolveOptions;
  let names: string[];
  try {
    const { engine, workers, unusual, onProgress, signal } = options;
    given = { engine, workers, unusual, onProgress, signal };
    names = Object.keys(options);
  } catch {
    return { ok: false, errors: [{ code: 'unreadable', path: 'options', message: 'options cannot be read (a property threw when read); pass a plain object' }] };
  }
  const errors: { code: 'invalid_type' | 'unknown_field'; path: string; message: string }[] = [];
  const known = [...OPTION_NAMES, ...extraNames];
  for (const name of names.slice(0, 10)) {
    if (known.includes(name)) continue;
    const limit = ['maxMs', 'maxNodes', 'maxResults'].includes(name) ? ` (${name} is a search limit: it goes in the input's limits)` : '';
    const path = `options.${name.length > 40 ? `${name.slice(0, 40)}…` : name}`;
    errors.push({ code: 'unknown_field', path, message: `${path} is not an option${limit}; the options are ${known.join(', ')}` });
  }
  const bad = (name: string, message: string) => errors.push({ code: 'invalid_type', path: `options.${name}`, message: `options.${name} ${message}` });
  const { engine, workers, unusual, onProgress, signal } = given;
  if (engine !== undefined && engine !== 'wasm' && engine !== 'reference') bad('engine', `must be 'wasm' or 'reference', got ${shown(engine)}`);
  if (unusual !== undefined && unusual !== 'allow' && unusual !== 'exclude') bad('unusual', `must be 'allow' or 'exclude', got ${shown(unusual)}`);
  if (workers !== undefined && workers !== 'auto' && !(Number.isInteger(workers) && workers >= 1 && workers <= 64)) {
    bad('workers', `must be 'auto' or a whole number from 1 to 64, got ${shown(workers)}`);
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') bad('onProgress', 'must be a function');
  const ownSignal = signal === undefined ? undefined : linkedSignal(signal);
  if (ownSignal === null) bad('signal', 'must be an AbortSignal');
  if (errors.length > 0) return { ok: false, errors };
  const copy: SolveOptions = { engine, workers };
  if (unusual !== undefined) copy.unusual = unusual;
  if (onProgress) {
    copy.onProgress = (progress) => {
      try {
        const returned: unknown = onProgress(progress);
        // An async handler's rejection would otherwise be unhandled (and end a Node process).
        if (returned instanceof Promise) returned.catch(() => {});
      } catch {
        // a faulty progress handler must not stop the search
      }
    };
  }
  if (ownSignal) copy.signal = ownSignal;
  return { ok: true, options: copy };
}

/** A signal of our own that follows `signal` (read once), or null when `signal` is not an AbortSignal. */
export function linkedSignal(signal: unknown): AbortSignal | null {
  if (typeof signal !== 'object' || signal === null) return null;
  const own = new AbortController();
  try {
    const given = signal as AbortSignal;
    const aborted: unknown = given.aborted;
    if (typeof aborted !== 'boolean' || typeof given.addEventListener !== 'function') return null;
    if (aborted) own.abort();
    else given.addEventListener('abort', () => own.abort(), { once: true });
  } catch {
    return null;
  }
  return own.signal;
}

/** An option's value in a message, bounded and without calling anything on it. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return `a ${typeof value}`;
}
