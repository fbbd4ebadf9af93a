/**
 * Runs one fuzz input through `validate`, `solve` and `solveTemporal` (and `replay` of a
 * candidate's witness) and lists every way the answers break the contract: a throw or a
 * rejection, an `internal` error, a result of the wrong shape, an error without code, path
 * or message, a status that disagrees with the errors, a result that cannot be turned into
 * JSON, or one call taking more than `slowMs`.
 */
import { replay, solve, solveTemporal, validate, type LegacyResult, type TemporalResult } from '../../src/index.ts';

/** What went wrong with one call. */
export interface Finding {
  call: 'validate' | 'solve' | 'solveTemporal' | 'replay';
  kind: 'throw' | 'internal' | 'shape' | 'unserialisable' | 'slow';
  detail: string;
}

/** Every error code of the contract (`ErrorCode` in `src/contract/result.ts`). */
const CODES = new Set([
  'invalid_type', 'unknown_field', 'unknown_player', 'duplicate_player', 'unknown_role', 'wrong_role_type',
  'wrong_payload', 'bad_pair', 'out_of_range', 'duplicate_record', 'setup_info_too_few', 'bad_bluffs', 'bad_phases',
  'not_supported', 'too_large', 'unreadable', 'too_many_errors', 'internal',
]);
const STATUSES = new Set(['invalid', 'candidates', 'contradiction', 'inconclusive']);

function errorProblems(errors: unknown): string | null {
  if (!Array.isArray(errors)) return 'errors is not a list';
  if (errors.length > 101) return `${errors.length} errors (more than the cap of 100 and a summary)`;
  for (const e of errors as Record<string, unknown>[]) {
    if (!CODES.has(e.code as string)) return `unknown error code ${String(e.code)}`;
    if (typeof e.path !== 'string' || !(e.path.startsWith('$') || e.path.startsWith('options'))) return `bad path ${String(e.path)}`;
    if (typeof e.message !== 'string' || e.message.length === 0) return 'an error without a message';
  }
  return null;
}

function resultProblems(result: unknown): string | null {
  if (result === null || typeof result !== 'object') return `result is ${String(result)}`;
  const r = result as Record<string, unknown>;
  if (!STATUSES.has(r.status as string)) return `status ${String(r.status)}`;
  const bad = errorProblems(r.errors);
  if (bad) return bad;
  const errors = r.errors as unknown[];
  if ((r.status === 'invalid') !== (errors.length > 0)) return `status ${String(r.status)} with ${errors.length} errors`;
  if (!Array.isArray(r.candidates) || !Array.isArray(r.warnings)) return 'candidates or warnings is not a list';
  if (r.status === 'candidates' && r.candidates.length === 0) return 'status candidates without a candidate';
  return null;
}

function internalOf(errors: unknown): string | null {
  const e = Array.isArray(errors) ? (errors as { code?: string; message?: string }[]).find((x) => x?.code === 'internal') : undefined;
  return e ? String(e.message) : null;
}

function thrown(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'a value that cannot be shown';
  }
}

/** What one input's calls found: contract breaks, and the status of each front door's answer. */
export interface Checked {
  findings: Finding[];
  statuses: { solve?: string; solveTemporal?: string };
}

/** Runs the calls on one input and returns what broke the contract (no findings when nothing did). */
export async function checkInput(input: unknown, options: unknown, slowMs: number): Promise<Checked> {
  const findings: Finding[] = [];
  const statuses: Checked['statuses'] = {};
  const timed = async <T>(call: Finding['call'], run: () => T | Promise<T>): Promise<T | undefined> => {
    const start = performance.now();
    try {
      return await run();
    } catch (error) {
      findings.push({ call, kind: 'throw', detail: thrown(error) });
      return undefined;
    } finally {
      const ms = performance.now() - start;
      if (ms > slowMs) findings.push({ call, kind: 'slow', detail: `${Math.round(ms)} ms` });
    }
  };
  const serialisable = (call: Finding['call'], value: unknown) => {
    try {
      JSON.stringify(value);
    } catch (error) {
      findings.push({ call, kind: 'unserialisable', detail: thrown(error) });
    }
  };

  const validation = await timed('validate', () => validate(input));
  if (validation) {
    const bad = errorProblems(validation.errors);
    if (bad) findings.push({ call: 'validate', kind: 'shape', detail: bad });
    const internal = internalOf(validation.errors);
    if (internal) findings.push({ call: 'validate', kind: 'internal', detail: internal });
    serialisable('validate', validation);
  }
  for (const call of ['solve', 'solveTemporal'] as const) {
    const result = await timed<TemporalResult | LegacyResult>(call, () => (call === 'solve' ? solve(input, options as never) : solveTemporal(input, options as never)));
    if (result === undefined) continue;
    statuses[call] = String(result.status);
    const bad = resultProblems(result);
    if (bad) findings.push({ call, kind: 'shape', detail: bad });
    const internal = internalOf(result.errors);
    if (internal) findings.push({ call, kind: 'internal', detail: internal });
    serialisable(call, result);
    const first = result.candidates[0];
    if (call === 'solveTemporal' && first && 'witness' in first) {
      const replayed = await timed('replay', () => replay(input, first.witness));
      if (replayed) {
        const internalReplay = internalOf(replayed.errors);
        if (internalReplay) findings.push({ call: 'replay', kind: 'internal', detail: internalReplay });
        if (!replayed.ok) findings.push({ call: 'replay', kind: 'shape', detail: 'a returned witness does not replay' });
      }
    }
  }
  return { findings, statuses };
}
