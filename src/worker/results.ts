/**
 * Results the worker layer makes up itself, when the library could not give one:
 * a crash (an `internal` error) or a run that was cancelled before the worker answered.
 * They have exactly the public shapes of `src/contract/result.ts` and of `explain`.
 */
import type { ErrorCode, InputError, LegacyResult, SearchStats, StopReason, TemporalResult } from '../contract/result.ts';
import type { Explanation } from '../explain/explain.ts';
import { thrownText } from '../text/thrown.ts';

/** Which call a numbered run makes: `solve` (legacy first night), `solveTemporal`, or `explain` (why not). */
export type SolveKind = 'legacy' | 'temporal' | 'explain';

/** The result type of one kind of run. */
export type ResultOf<K extends SolveKind> = K extends 'legacy' ? LegacyResult : K extends 'explain' ? Explanation : TemporalResult;

/** Any run's result. */
export type AnyResult = LegacyResult | TemporalResult | Explanation;

function emptyStats(engine: SearchStats['engine'] = 'wasm'): SearchStats {
  return { engine, nodes: 0, elapsedMs: 0, candidates: 0, prunes: {} };
}

function base<K extends SolveKind>(kind: K, fields: Pick<TemporalResult, 'status' | 'complete' | 'stopReason' | 'errors' | 'warnings'>): ResultOf<K> {
  if (kind === 'explain') {
    const status = fields.status === 'invalid' ? 'invalid' : 'inconclusive';
    const explanation: Explanation = {
      status, rows: [], minimal: false, stopReason: fields.stopReason as StopReason, othersMayExist: false, errors: fields.errors,
      stats: { searches: 0, nodes: 0, elapsedMs: 0 },
    };
    return explanation as ResultOf<K>;
  }
  if (kind === 'legacy') {
    const legacy: LegacyResult = {
      ...fields, assumptions: [], scope: [], stats: emptyStats(), candidates: [], possibilities: null, topCruxes: [],
    };
    return legacy as ResultOf<K>;
  }
  const temporal: TemporalResult = { ...fields, candidates: [], possibilities: null, stats: emptyStats(), coverage: null };
  return temporal as ResultOf<K>;
}

/**
 * An `invalid` result with one error at `$`. Used for defects (`internal`: a crash in
 * the solver or the worker, never the user's fault) and for input that cannot even be
 * sent to the worker (`invalid_type`).
 */
export function errorResult<K extends SolveKind>(kind: K, code: ErrorCode, message: string): ResultOf<K> {
  return invalidResult(kind, [{ code, path: '$', message }]);
}

/** An `invalid` result with these errors (input refused before it reached the library). */
export function invalidResult<K extends SolveKind>(kind: K, errors: InputError[]): ResultOf<K> {
  return base(kind, { status: 'invalid', complete: false, stopReason: null, errors, warnings: [] });
}

/** An `internal` error result for a crash (`error` is whatever was thrown). */
export function internalErrorResult<K extends SolveKind>(kind: K, error: unknown): ResultOf<K> {
  return errorResult(kind, 'internal', `internal error in the solver: ${thrownText(error)}`);
}

/**
 * A cancelled run for which the worker gave no answer in time: nothing was decided,
 * so the status is `inconclusive` with no candidates.
 */
export function cancelledResult<K extends SolveKind>(kind: K, warning: string): ResultOf<K> {
  return base(kind, {
    status: 'inconclusive', complete: false, stopReason: 'cancelled', errors: [], warnings: [warning],
  });
}
