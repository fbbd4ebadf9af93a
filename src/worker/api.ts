/**
 * The API the solver worker exposes over Comlink, as a plain object so that it can be
 * tested without a worker (over a `MessageChannel`, or called directly).
 *
 * Runs are numbered by the caller (`id`, increasing: the numbers `NumberedSolverClient.start`
 * hands out, client.ts; the worker keeps no count of its own). A run may ask for its
 * candidates in pages (`pageSize`): its answer then holds the first page, `stats.candidates`
 * says how many there are, and `candidates()` hands out the rest. Starting a run aborts every
 * older run (the newer request supersedes it); `cancel(id)` aborts every run up to `id`.
 * An aborted run still answers: the library stops at its next slice boundary and
 * returns a result with `stopReason: 'cancelled'`. Nothing is thrown back to the caller:
 * a crash in the library becomes an `invalid` result with an `internal` error.
 */
import * as Comlink from 'comlink';
import type { LegacyCandidate, LegacyResult, TemporalCandidate, TemporalResult } from '../contract/result.ts';

/** A candidate of either front door. */
export type AnyCandidate = TemporalCandidate | LegacyCandidate;

/**
 * The one message the worker sends unasked, once, as soon as it runs: its API is exposed
 * and it takes requests. Comlink ignores it (it has no `id`); the client reads it (client.ts,
 * `whenRunning`).
 */
export const WORKER_RUNNING = { botcSolverWorker: 'running' } as const;
import type { ReplayResult } from '../model/replay-public.ts';
import type { Validation } from '../model/validate.ts';
import type { Progress, SolveOptions } from '../search/options.ts';
import type { Paged } from '../search/front.ts';
import type { ExplainTarget, Explanation } from '../explain/explain.ts';
import { cancelledResult, internalErrorResult, type ResultOf, type SolveKind } from './results.ts';

/** The library's calls (`src/index.ts`) as the worker calls them: the two front doors and the rest. */
export interface SolverEngine {
  solve(input: unknown, options?: SolveOptions): Promise<LegacyResult>;
  solveTemporal(input: unknown, options?: SolveOptions): Promise<TemporalResult>;
  /** Checks an input without searching (`validate` of the library). */
  validate?(input: unknown): Validation;
  /** Rebuilds every phase of a witness (`replay` of the library). */
  replay?(input: unknown, witness: unknown): ReplayResult;
  /** The front doors building only their first `pageSize` candidates (the rest on request). */
  solvePaged?(input: unknown, options: SolveOptions | undefined, pageSize: number): Promise<Paged<LegacyResult, LegacyCandidate>>;
  solveTemporalPaged?(input: unknown, options: SolveOptions | undefined, pageSize: number): Promise<Paged<TemporalResult, TemporalCandidate>>;
  /** Why not: a minimal conflict of the game's rows (`explain` of the library). */
  explain?(input: unknown, target?: ExplainTarget, options?: SolveOptions): Promise<Explanation>;
}

/** Progress callback as the worker receives it (a Comlink proxy: its return value is ignored). */
export type ProgressCallback = (progress: Progress) => unknown;

/** Which search implementation to run (see `SolveOptions.engine`). */
export type EngineName = NonNullable<SolveOptions['engine']>;

/** How one search in the worker runs (each read as the client sent it, unknown values ignored). */
export interface RunSettings {
  /** Search implementation (`SolveOptions.engine`). */
  engine?: EngineName;
  /** Search threads (`SolveOptions.workers`), started from the worker. */
  workers?: SolveOptions['workers'];
  /** Whether worlds that rest on an unusual ruling are searched (`SolveOptions.unusual`). */
  unusual?: SolveOptions['unusual'];
  /** Send this many candidates with the result and keep the rest for `candidates()`. */
  pageSize?: number;
  /** For an `explain` run: the cell to explain (a seat and a starting character); none explains a contradiction. */
  target?: ExplainTarget;
}

/** What the worker exposes. */
export interface WorkerApi {
  /**
   * Runs one search. `kind` picks the call (`explain` takes `settings.target`), `id` is the search's number from the
   * client (a higher number supersedes every lower one), `onProgress` is called between
   * slices (at most every `progressIntervalMs`). Never rejects.
   */
  solve<K extends SolveKind>(
    kind: K, input: unknown, id: number, onProgress?: ProgressCallback, settings?: RunSettings,
  ): Promise<ResultOf<K>>;
  /**
   * More candidates of the newest search that was asked for pages (`pageSize`): those from
   * `offset` (0-based), at most `count`; `[]` when `id` is not that search's number.
   */
  candidates(id: number, offset: number, count: number): Promise<AnyCandidate[]>;
  /** Aborts every run whose number is at most `id` (also runs that arrive later). */
  cancel(id: number): void;
  /** Every schema and semantic error of an input, without searching. Never rejects. */
  validate(input: unknown): Promise<Validation>;
  /** The state after every phase of a candidate's witness. Never rejects (errors come back in `errors`). */
  replay(input: unknown, witness: unknown): Promise<ReplayResult>;
}

/** Tuning of {@link createWorkerApi}. */
export interface WorkerApiOptions {
  /** Minimum time between two progress messages of one run (default 50 ms; the first is sent at once). */
  progressIntervalMs?: number;
}

/**
 * Creates the worker API around a library engine (normally `src/index.ts`).
 */
export function createWorkerApi(engine: SolverEngine, options: WorkerApiOptions = {}): WorkerApi {
  const interval = options.progressIntervalMs ?? 50;
  const runs = new Map<number, AbortController>();
  /** The newest paged search, kept for `candidates()`: its candidates beyond the first page. */
  let kept: { id: number; more(offset: number, count: number): AnyCandidate[] } | null = null;
  /** Highest search number that was cancelled or superseded. */
  let abortedUpTo = -Infinity;

  function abortUpTo(id: number): void {
    if (id > abortedUpTo) abortedUpTo = id;
    for (const [runId, controller] of runs) if (runId <= id) controller.abort();
  }

  function progressForwarder(onProgress: ProgressCallback | undefined): SolveOptions['onProgress'] {
    if (typeof onProgress !== 'function') return undefined;
    let last = -Infinity;
    let lastStage: Progress['stage'] | null = null;
    return (progress) => {
      const now = Date.now();
      // The first report of a stage always goes out, as in the library (progress.ts).
      if (progress.stage === lastStage && now - last < interval) return;
      last = now;
      lastStage = progress.stage;
      try {
        const sent: unknown = onProgress({
          nodes: progress.nodes, candidates: progress.candidates, elapsedMs: progress.elapsedMs, stage: progress.stage,
        });
        // A Comlink call returns a promise; a released proxy rejects. Progress is best effort.
        if (sent && typeof (sent as Promise<unknown>).catch === 'function') (sent as Promise<unknown>).catch(() => {});
      } catch {
        // The caller went away: keep searching, the result still matters.
      }
    };
  }

  async function solve<K extends SolveKind>(
    kind: K, input: unknown, rawId: number, onProgress?: ProgressCallback, settings: RunSettings = {},
  ): Promise<ResultOf<K>> {
    const { engine: engineName, workers, unusual, pageSize, target } = settings ?? {};
    const id = Number(rawId);
    abortUpTo(id - 1);
    const controller = new AbortController();
    runs.set(id, controller);
    if (id <= abortedUpTo) controller.abort();
    const solveOptions: SolveOptions = { signal: controller.signal };
    const forward = progressForwarder(onProgress);
    if (forward) solveOptions.onProgress = forward;
    if (engineName === 'wasm' || engineName === 'reference') solveOptions.engine = engineName;
    // The library checks it (a bad value is an `invalid` result naming `options.workers`).
    if (workers !== undefined) solveOptions.workers = workers;
    if (unusual !== undefined) solveOptions.unusual = unusual;
    try {
      if (kind === 'explain') {
        if (!engine.explain) throw new Error('this engine cannot explain');
        const explanation = await engine.explain(input, target, solveOptions);
        if (explanation === null || typeof explanation !== 'object') {
          return internalErrorResult(kind, new TypeError(`the solver returned ${String(explanation)}`));
        }
        return explanation as ResultOf<K>;
      }
      const page = Number(pageSize);
      const paging = Number.isSafeInteger(page) && page >= 1;
      // Only the first page crosses to the page now; the rest waits here until it is asked
      // for, as compact worlds when the engine can keep them so (then a stopped search of
      // 100,000 candidates answers at once: it builds 100 of them, not all).
      const pagedEngine = kind === 'legacy' ? engine.solvePaged : engine.solveTemporalPaged;
      if (paging && pagedEngine) {
        const paged = await pagedEngine(input, solveOptions, page);
        if (!kept || id >= kept.id) kept = { id, more: paged.more };
        return paged.result as ResultOf<K>;
      }
      // A newer search without pages leaves nothing to page through.
      if (!paging && (!kept || id >= kept.id)) kept = null;
      const result = kind === 'legacy'
        ? await engine.solve(input, solveOptions)
        : await engine.solveTemporal(input, solveOptions);
      if (result === null || typeof result !== 'object') {
        return internalErrorResult(kind, new TypeError(`the solver returned ${String(result)}`));
      }
      if (!paging || result.candidates.length <= page) return result as ResultOf<K>;
      const all: readonly AnyCandidate[] = result.candidates;
      if (!kept || id >= kept.id) kept = { id, more: (from, count) => all.slice(from, from + count) };
      return { ...result, candidates: result.candidates.slice(0, page) } as ResultOf<K>;
    } catch (error) {
      if (controller.signal.aborted) return cancelledResult(kind, 'the search was cancelled');
      return internalErrorResult(kind, error);
    } finally {
      if (runs.get(id) === controller) runs.delete(id);
      releaseProxy(onProgress);
    }
  }

  return {
    solve,
    async candidates(id: number, offset: number, count: number): Promise<AnyCandidate[]> {
      if (!kept || kept.id !== Number(id)) return [];
      const from = Math.max(0, Math.floor(Number(offset)) || 0);
      return kept.more(from, Math.max(0, Math.floor(Number(count)) || 0));
    },
    cancel(id: number): void {
      abortUpTo(Number(id));
    },
    async validate(input: unknown): Promise<Validation> {
      try {
        if (!engine.validate) throw new Error('this engine cannot validate');
        return engine.validate(input);
      } catch (error) {
        return { kind: 'temporal', errors: [internalErrorResult('temporal', error).errors[0]!] };
      }
    },
    async replay(input: unknown, witness: unknown): Promise<ReplayResult> {
      try {
        if (!engine.replay) throw new Error('this engine cannot replay');
        return engine.replay(input, witness);
      } catch (error) {
        return { ok: false, errors: internalErrorResult('temporal', error).errors, failures: [], phases: [], winner: null };
      }
    },
  };
}

/** Closes the message port behind a Comlink callback proxy (a no-op for plain functions). */
function releaseProxy(callback: unknown): void {
  if (typeof callback !== 'function') return;
  try {
    const release = (callback as unknown as Record<symbol, unknown>)[Comlink.releaseProxy];
    if (typeof release === 'function') (release as () => void)();
  } catch {
    // already released
  }
}
