/**
 * A controllable stand-in for the library, for testing the worker layer alone: it
 * "searches" in timed slices, reports progress, honours `signal`, and can be told to
 * throw or to ignore cancellation.
 */
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import type { SolveOptions } from '../../src/search/options.ts';
import type { SolverEngine } from '../../src/worker/api.ts';

export interface FakeInput {
  /** Number of 5 ms slices before the search completes. */
  slices?: number;
  /** Throw this message instead of answering. */
  crash?: string;
  /** Keep going after the signal aborts (a stuck search). */
  ignoreAbort?: boolean;
}

export function temporalResult(fields: Partial<TemporalResult> = {}): TemporalResult {
  return {
    status: 'candidates', complete: true, stopReason: null, errors: [], warnings: [], candidates: [], possibilities: null,
    stats: { engine: 'wasm', nodes: 0, elapsedMs: 0, candidates: 0, prunes: {} }, coverage: null, ...fields,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fakeSearch(input: unknown, options: SolveOptions = {}): Promise<TemporalResult> {
  const spec = (input ?? {}) as FakeInput;
  if (spec.crash) throw new Error(spec.crash);
  const slices = spec.slices ?? 1;
  let nodes = 0;
  const started = Date.now();
  for (let i = 0; i < slices; i++) {
    if (options.signal?.aborted && !spec.ignoreAbort) {
      return temporalResult({
        status: 'inconclusive', complete: false, stopReason: 'cancelled',
        stats: { engine: 'wasm', nodes, elapsedMs: Date.now() - started, candidates: 0, prunes: {} },
      });
    }
    await sleep(5);
    nodes += 1000;
    options.onProgress?.({ nodes, candidates: 0, elapsedMs: Date.now() - started, stage: 'candidates' });
  }
  return temporalResult({ stats: { engine: options.engine ?? 'wasm', nodes, elapsedMs: Date.now() - started, candidates: 0, prunes: {} } });
}

/** The fake engine; `calls` records the options of every call. */
export function fakeEngine(): SolverEngine & { calls: SolveOptions[] } {
  const calls: SolveOptions[] = [];
  return {
    calls,
    solveTemporal: (input, options) => {
      calls.push(options ?? {});
      return fakeSearch(input, options);
    },
    solve: async (input, options) => {
      calls.push(options ?? {});
      const t = await fakeSearch(input, options);
      const legacy: LegacyResult = {
        status: t.status, complete: t.complete, stopReason: t.stopReason, errors: t.errors, warnings: t.warnings,
        assumptions: [], scope: [], stats: t.stats, candidates: [], possibilities: null, topCruxes: [],
      };
      return legacy;
    },
  };
}
