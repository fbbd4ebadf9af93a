/**
 * Main-thread client of the solver worker. It keeps one worker and numbers the searches:
 * the number `start()` hands out is the only one there is — the worker aborts and pages
 * by it, and the widget tells the newest search from superseded ones by it. It guarantees:
 *
 * - the promises never reject: bad input comes back as `status: 'invalid'` (from the
 *   library), a crash of the worker as `status: 'invalid'` with an `internal` error;
 * - a new request supersedes the running one, whose promise then resolves promptly with
 *   `stopReason: 'cancelled'` (the worker's partial result, or an empty `inconclusive`
 *   result if the worker does not answer within `cancelGraceMs`);
 * - progress is reported through `onProgress` while a search runs.
 */
import * as Comlink from 'comlink';
import type { InputError, LegacyResult, TemporalResult } from '../contract/result.ts';
import type { ReplayResult } from '../model/replay-public.ts';
import type { Validation } from '../model/validate.ts';
import type { ExplainTarget, Explanation } from '../explain/explain.ts';
import { isTemporalInput } from '../model/input-kind.ts';
import { readInput } from '../model/read-input.ts';
import { capErrors } from '../contract/errors.ts';
import { readOptions, type Progress } from '../search/options.ts';
import { WORKER_RUNNING, type AnyCandidate, type EngineName, type WorkerApi } from './api.ts';
import {
  cancelledResult, errorResult, internalErrorResult, invalidResult, type AnyResult, type ResultOf, type SolveKind,
} from './results.ts';

/**
 * The solver's worker cannot run here (no Web Worker, or one the page's policy blocks):
 * a fact about the environment, so its message is given as it is, not as a solver defect.
 */
export class WorkerUnavailable extends Error {
  override name = 'WorkerUnavailable';
}

/** The result of a request that failed with `error`: the environment's message, or a defect's. */
function failed<K extends SolveKind>(kind: K, error: unknown): ResultOf<K> {
  return error instanceof WorkerUnavailable ? errorResult(kind, 'internal', error.message) : internalErrorResult(kind, error);
}

/** A worker, or anything that speaks `postMessage` like one (e.g. a `MessagePort` in tests). */
export type WorkerLike = Comlink.Endpoint & {
  /** Stops a `Worker`; called by `dispose()` and when the worker is replaced after a crash. */
  terminate?(): void;
  /** Closes a `MessagePort` (used instead of `terminate` when a port stands in for the worker). */
  close?(): void;
};

/** Creates the worker the client talks to. Called lazily, again after a crash or `dispose()`. */
export type WorkerFactory = () => WorkerLike;

/** Options of one client request. */
export interface ClientSolveOptions {
  /** Called with the search's progress (nodes, candidates, elapsed ms, stage) while it runs. */
  onProgress?: (progress: Progress) => void;
  /** Aborting cancels this request (same as `cancel()` while it is the running one). */
  signal?: AbortSignal;
  /** Search implementation: 'wasm' (default) or the 'reference' TypeScript oracle. */
  engine?: EngineName;
  /**
   * Search threads, started from the solver's worker (`SolveOptions.workers`: 'auto', the
   * default, or a whole number from 1 to 64). They are Blob-URL workers, so a page's
   * Content Security Policy must allow `blob:` in `worker-src`; where it does not, the
   * search runs on one thread with a warning.
   */
  workers?: number | 'auto';
  /** Search worlds that rest on an unusual ruling ('allow', the default) or not ('exclude'): `SolveOptions.unusual`. */
  unusual?: 'allow' | 'exclude';
  /**
   * Send at most this many candidates with the result (the rest stay in the worker, see
   * `SolverClient.candidates`); `stats.candidates` still counts them all. Keeps a result
   * with thousands of candidates from blocking the page while it is copied across.
   */
  pageSize?: number;
}

/** Tuning of {@link createSolverClient}. */
export interface SolverClientOptions {
  /**
   * How long a cancelled or superseded request waits for the worker's own cancelled
   * result before it resolves with an empty one (default 1000 ms).
   */
  cancelGraceMs?: number;
}

/** The solver as seen from the page: both front doors, run in a worker. */
export interface SolverClient {
  /** Legacy first-night search (`solve` of the library), in the worker. Never rejects. */
  solve(input: unknown, options?: ClientSolveOptions): Promise<LegacyResult>;
  /** Temporal history search (`solveTemporal` of the library), in the worker. Never rejects. */
  solveTemporal(input: unknown, options?: ClientSolveOptions): Promise<TemporalResult>;
  /**
   * Every error of an input without searching (`validate` of the library), in the worker.
   * Does not cancel a running search. Never rejects: a broken worker gives an `internal` error.
   */
  validate(input: unknown): Promise<Validation>;
  /** `replay(input, witness)` of the library, in the worker; does not cancel a running search. Never rejects. */
  replay(input: unknown, witness: unknown): Promise<ReplayResult>;
  /**
   * Why not (`explain` of the library), in the worker: a minimal set of the game's rows that
   * cannot all hold, for a contradiction or, with `target`, for a ruled-out cell. A numbered
   * run like a search: it supersedes the running one and a newer one supersedes it (it then
   * resolves with `status: 'inconclusive'`, `stopReason: 'cancelled'`); `onProgress` comes after
   * each of its tests; `pageSize` plays no part, and the pages of the last search stay
   * available. Never rejects.
   */
  explain(input: unknown, target?: ExplainTarget, options?: ClientSolveOptions): Promise<Explanation>;
  /**
   * More candidates of the newest finished search that was asked for pages: from `offset`
   * (0-based), at most `count`. `[]` when a newer search has started since, or on failure.
   */
  candidates(offset: number, count: number): Promise<AnyCandidate[]>;
  /** Cancels the running request (its promise resolves with `stopReason: 'cancelled'`). */
  cancel(): void;
  /**
   * Cancels every request and terminates the worker. The client stays usable: a later
   * request starts a new worker.
   */
  dispose(): void;
}

/**
 * The client as {@link createClient} makes it: a {@link SolverClient} plus `start`, which
 * hands out the search numbers. The package's `createSolverClient` returns it typed as
 * `SolverClient` only, so the published surface stays as it is; the widget uses `start`.
 */
export interface NumberedSolverClient extends SolverClient {
  /**
   * Starts a search (`'legacy'`: like `solve`, `'temporal'`: like `solveTemporal`,
   * `'explain'`: like `explain`, with `target`; it supersedes the running one) and returns
   * at once `{ id, result }`. `solve`/`solveTemporal`/`explain` are `start(…).result`.
   */
  start<K extends SolveKind>(kind: K, input: unknown, options?: ClientSolveOptions, target?: ExplainTarget): {
    /**
     * The search's number: a whole number higher than that of every search this client
     * started before (also across `dispose()`), so a caller can tell the newest search
     * from superseded ones (e.g. to drop their progress and results).
     */
    id: number;
    /**
     * Its result; never rejects. A superseded or cancelled search resolves with
     * `stopReason: 'cancelled'`; a `kind` other than the three is an `invalid` temporal
     * result with an `invalid_type` error at `kind`.
     */
    result: Promise<ResultOf<K>>;
  };
  /**
   * Resolves once the current worker runs (it sends `WORKER_RUNNING` when its API is
   * exposed) or has failed; null when no worker has been started yet. A stand-in endpoint
   * that never says so leaves it pending: wait for it with a time limit.
   */
  whenRunning(): Promise<void> | null;
}

interface Pending {
  /** The search's number (from `start`). */
  id: number;
  kind: SolveKind;
  settled: boolean;
  cancelRequested: boolean;
  connection: Connection;
  timer: ReturnType<typeof setTimeout> | undefined;
  settle(result: AnyResult): void;
}

interface Connection {
  endpoint: WorkerLike;
  remote: Comlink.Remote<WorkerApi>;
  dead: boolean;
  /**
   * Rejects when the worker fails or is shut down. Comlink's calls to a dead worker never
   * settle, so side requests race against it (a worker that could not start must not
   * leave `validate` pending forever).
   */
  death: Promise<never>;
  /** Resolves when the worker says it runs, or when it dies. */
  running: Promise<void>;
  kill(error: Error): void;
  cleanup(): void;
}

/** What a failed worker's error event says, with the usual cause when it says nothing. */
export const WORKER_FAILED = 'the solver worker failed or could not start (on a page with a Content Security Policy, '
  + "worker-src must allow the worker's URL, blob: for the one-file build, and script-src 'wasm-unsafe-eval')";

/**
 * Creates a solver client around `workerFactory`: `moduleWorker` (src/worker/module-worker.ts)
 * for a page served with the library, an inline worker for the one-file build, or — in
 * tests — one end of a `MessageChannel` whose other end has the API exposed. The package
 * exports it as `createSolverClient` (solver-client.ts), with the module worker as default.
 */
export function createClient(
  workerFactory: WorkerFactory,
  options: SolverClientOptions = {},
): NumberedSolverClient {
  const grace = options.cancelGraceMs ?? 1000;
  let connection: Connection | null = null;
  /** Number of the newest search started: the one counter of search numbers (see `start`). */
  let newest = 0;
  /** Number of the newest search sent to the worker (only its pages, if it asked for them, can be fetched). */
  let paged = 0;
  const pending = new Set<Pending>();

  function settleAll(conn: Connection | null, make: (p: Pending) => AnyResult): void {
    for (const p of [...pending]) if (conn === null || p.connection === conn) p.settle(make(p));
  }

  function shutdown(conn: Connection): void {
    if (conn.dead) return;
    conn.dead = true;
    if (connection === conn) connection = null;
    conn.kill(new Error('the solver worker was stopped'));
    conn.cleanup();
    try {
      conn.remote[Comlink.releaseProxy]();
    } catch {
      // already released
    }
    try {
      if (typeof conn.endpoint.terminate === 'function') conn.endpoint.terminate();
      else if (typeof conn.endpoint.close === 'function') conn.endpoint.close();
    } catch {
      // already gone
    }
  }

  function connect(): Connection {
    if (connection && !connection.dead) return connection;
    const endpoint = workerFactory();
    const remote = Comlink.wrap<WorkerApi>(endpoint);
    let kill: (error: Error) => void = () => {};
    const death = new Promise<never>((_, reject) => { kill = reject; });
    death.catch(() => {}); // observed by the side requests that race it
    let ran: () => void = () => {};
    const running = new Promise<void>((resolve) => { ran = resolve; });
    death.catch(() => ran());
    const conn: Connection = { endpoint, remote, dead: false, death, running, kill: (error) => kill(error), cleanup: () => {} };
    const onRunning = (event: Event): void => {
      if ((event as MessageEvent).data?.botcSolverWorker === WORKER_RUNNING.botcSolverWorker) ran();
    };
    const onError = (event: Event): void => {
      const message = (event as ErrorEvent).message;
      const error = message ? new Error(message) : new WorkerUnavailable(WORKER_FAILED);
      conn.kill(error);
      settleAll(conn, (p) => failed(p.kind, error));
      shutdown(conn);
    };
    const onMessageError = (): void => {
      settleAll(conn, (p) => internalErrorResult(p.kind, new Error('a message from the solver worker could not be read')));
    };
    endpoint.addEventListener('error', onError as EventListener);
    endpoint.addEventListener('messageerror', onMessageError as EventListener);
    endpoint.addEventListener('message', onRunning as EventListener);
    conn.cleanup = () => {
      endpoint.removeEventListener('message', onRunning as EventListener);
      endpoint.removeEventListener('error', onError as EventListener);
      endpoint.removeEventListener('messageerror', onMessageError as EventListener);
    };
    connection = conn;
    return conn;
  }

  function requestCancel(p: Pending): void {
    if (p.settled || p.cancelRequested) return;
    p.cancelRequested = true;
    try {
      p.connection.remote.cancel(p.id).catch(() => {});
    } catch {
      // the connection is already closed; the timer below settles the request
    }
    p.timer = setTimeout(() => {
      if (p.settled) return;
      p.settle(cancelledResult(p.kind, 'the search was cancelled (the worker did not answer in time)'));
      // A worker that ignores cancellation and has nothing newer to do is stuck: replace it.
      const newer = [...pending].some((q) => q.connection === p.connection && q.id > p.id);
      if (!newer) shutdown(p.connection);
    }, grace);
  }

  function start<K extends SolveKind>(kind: K, input: unknown, rawOpts?: ClientSolveOptions, target?: ExplainTarget): { id: number; result: Promise<ResultOf<K>> } {
    // Every start gets a number, even one refused below: numbers only need to increase.
    const id = ++newest;
    if (kind !== 'legacy' && kind !== 'temporal' && kind !== 'explain') {
      const error: InputError = { code: 'invalid_type', path: 'kind', message: "kind must be 'legacy', 'temporal' or 'explain'" };
      return { id, result: Promise.resolve(invalidResult('temporal', [error]) as ResultOf<K>) };
    }
    return { id, result: run(kind, id, input, rawOpts, target) };
  }

  function run<K extends SolveKind>(kind: K, id: number, input: unknown, rawOpts?: ClientSolveOptions, target?: ExplainTarget): Promise<ResultOf<K>> {
    const read = readClientOptions(rawOpts);
    if (!read.ok) return Promise.resolve(invalidResult(kind, read.errors));
    const opts = read.options;
    for (const p of pending) requestCancel(p);
    if (opts.signal?.aborted) return Promise.resolve(cancelledResult(kind, 'the search was cancelled before it started'));
    // Copied here as plain data with the size limits checked, so that neither a getter nor
    // a huge value reaches the structured clone that sends it to the worker.
    const plain = readInput(input);
    if (!plain.ok) return Promise.resolve(invalidResult(kind, capErrors(plain.errors)));
    const plainTarget = target === undefined ? null : readInput(target, 'target');
    if (plainTarget && !plainTarget.ok) return Promise.resolve(invalidResult(kind, capErrors(plainTarget.errors)));
    let conn: Connection;
    try {
      conn = connect();
    } catch (error) {
      return Promise.resolve(failed(kind, error));
    }
    return new Promise<ResultOf<K>>((resolve) => {
      const onAbort = (): void => requestCancel(p);
      const p: Pending = {
        id, kind, settled: false, cancelRequested: false, connection: conn, timer: undefined,
        settle(result) {
          if (p.settled) return;
          p.settled = true;
          pending.delete(p);
          if (p.timer !== undefined) clearTimeout(p.timer);
          opts.signal?.removeEventListener('abort', onAbort);
          resolve(result as ResultOf<K>);
        },
      };
      pending.add(p);
      opts.signal?.addEventListener('abort', onAbort);
      const userProgress = opts.onProgress;
      const progress = typeof userProgress === 'function'
        ? Comlink.proxy((value: Progress) => {
          if (p.settled) return;
          try {
            userProgress(value);
          } catch {
            // a faulty progress handler must not break the search
          }
        })
        : undefined;
      let call: Promise<AnyResult>;
      try {
        // Pages of older searches are gone; an explanation leaves the last search's pages be.
        if (kind !== 'explain') paged = id;
        const settings = {
          engine: opts.engine, workers: opts.workers, unusual: opts.unusual, pageSize: opts.pageSize,
          ...(plainTarget?.ok ? { target: plainTarget.value as ExplainTarget } : {}),
        };
        call = conn.remote.solve(kind, plain.value, id, progress, settings) as Promise<AnyResult>;
      } catch (error) {
        call = Promise.reject(error);
      }
      call.then(
        (result) => p.settle(result),
        (error: unknown) => p.settle(failed(kind, error)),
      );
    });
  }

  /** A side request (not a numbered search): errors of the call itself become an `internal` error. */
  async function side<T>(call: (remote: Comlink.Remote<WorkerApi>) => Promise<T>, fallback: (error: unknown) => T): Promise<T> {
    try {
      const conn = connect();
      return await Promise.race([call(conn.remote), conn.death]);
    } catch (error) {
      return fallback(error);
    }
  }
  const sideError = (error: unknown) => failed('temporal', error).errors;

  return {
    start,
    whenRunning: () => (connection && !connection.dead ? connection.running : null),
    solve: (input, opts) => start('legacy', input, opts).result,
    validate: (input) => {
      const plain = readInput(input);
      if (!plain.ok) return Promise.resolve({ kind: isTemporalInput(input) ? 'temporal' : 'legacy', errors: capErrors(plain.errors) });
      return side((r) => r.validate(plain.value) as Promise<Validation>, (e) => ({ kind: 'temporal', errors: sideError(e) }));
    },
    replay: (input, witness) => {
      const plain = readInput(input);
      const plainWitness = readInput(witness, '$witness');
      const unread = [...(plain.ok ? [] : plain.errors), ...(plainWitness.ok ? [] : plainWitness.errors)];
      if (!plain.ok || !plainWitness.ok) return Promise.resolve({ ok: false, errors: capErrors(unread), failures: [], phases: [], winner: null });
      return side(
        (r) => r.replay(plain.value, plainWitness.value) as Promise<ReplayResult>,
        (e) => ({ ok: false, errors: sideError(e), failures: [], phases: [], winner: null }),
      );
    },
    solveTemporal: (input, opts) => start('temporal', input, opts).result,
    explain: (input, target, opts) => start('explain', input, opts, target).result,
    candidates: (offset, count) => side((r) => r.candidates(paged, offset, count) as Promise<AnyCandidate[]>, () => []),
    cancel(): void {
      for (const p of pending) requestCancel(p);
    },
    dispose(): void {
      settleAll(null, (p) => cancelledResult(p.kind, 'the solver was disposed'));
      if (connection) shutdown(connection);
    },
  };
}

/**
 * The caller's options read once (through the library's own reader: a throwing getter,
 * a fake signal, a bad engine are `invalid` results, never a throw), plus `pageSize`.
 */
function readClientOptions(opts: ClientSolveOptions | undefined): { ok: true; options: ClientSolveOptions } | { ok: false; errors: InputError[] } {
  let pageSize: unknown;
  try {
    pageSize = opts === undefined || opts === null ? undefined : opts.pageSize;
  } catch {
    return { ok: false, errors: [{ code: 'unreadable', path: 'options', message: 'options cannot be read (a property threw when read); pass a plain object' }] };
  }
  if (pageSize !== undefined && !(typeof pageSize === 'number' && Number.isSafeInteger(pageSize) && pageSize >= 1)) {
    return { ok: false, errors: [{ code: 'invalid_type', path: 'options.pageSize', message: 'options.pageSize must be a whole number of at least 1' }] };
  }
  const read = readOptions(opts ?? undefined, ['pageSize']);
  if (!read.ok) return read;
  const { engine, workers, unusual, onProgress, signal } = read.options;
  return { ok: true, options: { engine, workers, unusual, onProgress, signal, ...(pageSize === undefined ? {} : { pageSize: pageSize as number }) } };
}
