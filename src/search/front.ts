/**
 * The two front doors. `solveTemporal` runs the history search; `solve` adapts the
 * legacy first-night input onto the same engine and maps the result back. Neither
 * throws: bad input is `status: 'invalid'` with every error; a solver defect is an
 * `internal` error.
 */
import type {
  InputError, LegacyCandidate, LegacyResult, Possibilities, SearchStats, Status, TemporalCandidate, TemporalResult, StopReason,
} from '../contract/result.ts';
import { parseLegacy, parseTemporal } from '../model/normalise.ts';
import { withDoorHint } from '../model/wrong-door.ts';
import { thrownText } from '../text/thrown.ts';
import { topCruxes } from './results/cruxes.ts';
import { toCandidate, toLegacyCandidate } from './results/format.ts';
import { readOptions, type OptionsRead, type ProgressStage, type SolveOptions } from './options.ts';
import { buildPossibilities } from './per-seat/possibilities.ts';
import { throttledProgress } from './progress.ts';
import { SCOPE, scopeErrors } from './checks/scope.ts';
import { buildPage, type BuiltPage } from './results/build-page.ts';
import { num } from '../text/number.ts';
import type { RawSearch } from './raw.ts';
import { internalError, searchAndCheck } from './checked-search.ts';
import { fitResultsToSize } from './results/result-size.ts';
import { now } from './clock.ts';

const EMPTY_STATS: SearchStats = { engine: 'wasm', nodes: 0, elapsedMs: 0, candidates: 0, prunes: {} };

function statusOf(count: number, stop: StopReason): Status {
  if (count > 0) return 'candidates';
  return stop === null ? 'contradiction' : 'inconclusive';
}

function invalidTemporal(errors: InputError[]): TemporalResult {
  return {
    status: 'invalid', complete: false, stopReason: null, errors, warnings: [], candidates: [], possibilities: null,
    stats: { ...EMPTY_STATS }, coverage: null,
  };
}

/** Said of a result whose build an abort stopped (during the search or the build): how many of the candidates found it lists. */
function cancelledWhileBuilt(page: BuiltPage<unknown>, found: number): string[] {
  if (!page.cancelled) return [];
  return [`Cancelled: ${num(page.candidates.length)} of the ${num(found)} candidates found are listed (the call stopped before it built the rest).`];
}

function withSizeWarning(warnings: string[], size: string | null): string[] {
  return size ? [...warnings, size] : warnings;
}

function statsOf(raw: RawSearch, engine: 'wasm' | 'reference', start: number): SearchStats {
  return {
    engine, nodes: raw.nodes, elapsedMs: Math.round(now() - start), candidates: raw.candidates.length, prunes: raw.prunes,
  };
}

/**
 * A result whose `candidates` hold only its first page; `more(offset, count)` builds
 * others on request from the compact worlds the search kept (the worker hands a big result
 * to the page like this). `total` is how many candidates there are.
 */
export interface Paged<R, C> {
  result: R;
  total: number;
  more(offset: number, count: number): C[];
}

/** Candidates `offset`… (at most `count`) of a search's returned candidates, built when asked for (later pages). */
function pager<C>(worlds: readonly number[], build: (w: number, id: string) => C): (offset: number, count: number) => C[] {
  return (offset, count) => {
    const from = Math.max(0, Math.floor(offset) || 0);
    const to = Math.min(worlds.length, from + Math.max(0, Math.floor(count) || 0));
    const out: C[] = [];
    for (let k = from; k < to; k++) out.push(build(worlds[k]!, `c${k + 1}`));
    return out;
  };
}

const nothingMore = () => [];

/**
 * The options the search gets: its progress goes through the call's one throttle
 * (`report`, progress.ts), which building the result after the search reports through too.
 */
function throughReport(options: SolveOptions, report: (nodes: number, candidates: number, stage: ProgressStage) => void): SolveOptions {
  return options.onProgress ? { ...options, onProgress: (p) => report(p.nodes, p.candidates, p.stage) } : options;
}

/**
 * Store indices of the candidates that the per-seat answer names as examples but that are
 * not on the first page: they go into `possibilities.examples` too, so every example id
 * can be opened from the result at hand.
 */
function examplesBeyondPage(p: Omit<Possibilities<never>, 'examples'>, candidates: readonly number[], pageSize: number): number[] {
  const beyond = new Set<number>();
  for (const seat of Object.values(p.seats)) {
    for (const id of [...Object.values(seat.examples.starting), seat.examples.demonNow]) {
      const k = id?.startsWith('c') ? Number(id.slice(1)) - 1 : -1;
      if (k >= pageSize) beyond.add(k);
    }
  }
  return [...beyond].sort((a, b) => a - b).filter((k) => k < candidates.length);
}

/**
 * `botc-temporal-v1` search (contract "Trouble Brewing history"). Resolves to a
 * {@link TemporalResult}; never rejects. Progress and cancellation via `options`.
 * `maxMs` bounds the whole call, from validation to the finished result.
 */
export async function solveTemporal(input: unknown, options?: SolveOptions): Promise<TemporalResult> {
  return (await solveTemporalPaged(input, options, Infinity)).result;
}

/** The errors of options that could not be read (none when they could). */
function optionErrors(read: OptionsRead): InputError[] {
  return read.ok ? [] : read.errors;
}

/** {@link solveTemporal} with only the first `pageSize` candidates built (see {@link Paged}). */
export async function solveTemporalPaged(input: unknown, rawOptions: SolveOptions | undefined, pageSize: number): Promise<Paged<TemporalResult, TemporalCandidate>> {
  const start = now();
  const invalid = (errors: InputError[]) => ({ result: invalidTemporal(errors), total: 0, more: nothingMore });
  try {
    // Every error of both, the options' first: a bad option does not hide the input's.
    const read = readOptions(rawOptions);
    const parsed = parseTemporal(input);
    if (!read.ok || !parsed.ok) return invalid([...optionErrors(read), ...(parsed.ok ? [] : withDoorHint(parsed.errors, input, 'temporal'))]);
    const { options } = read;
    const { game } = parsed;
    if (options.unusual === 'exclude') game.unusualAllowed = 0;
    const warnings = withSizeWarning(parsed.warnings, fitResultsToSize(game));
    const outOfScope = scopeErrors(game, options?.engine ?? 'wasm');
    if (outOfScope.length) return invalid(outOfScope);
    const report = throttledProgress(options.onProgress, start);
    const run = await searchAndCheck(game, true, throughReport(options, report), start);
    if ('error' in run) return invalid([run.error]);
    const { raw, engine } = run;
    const { store } = raw;
    const building = () => report(raw.nodes, raw.candidates.length, 'result');
    building();
    const p = buildPossibilities(game, store, raw.candidates, raw.confirmed, raw.decided, true);
    const build = (w: number, id: string) => toCandidate(game, store, w, id);
    const more = pager(raw.candidates, build);
    const page = await buildPage(raw.candidates, build, pageSize, building, options.signal);
    const stopReason = page.cancelled ? 'cancelled' : raw.stopReason;
    // From the checked copy: the caller's object is never read again after validation.
    const { evidence: nEvidence, reports: nReports } = parsed.rows;
    const result: TemporalResult = {
      status: statusOf(raw.candidates.length, stopReason),
      complete: stopReason === null,
      stopReason,
      errors: [],
      warnings: [...warnings, ...raw.warnings ?? [], ...cancelledWhileBuilt(page, raw.candidates.length)],
      candidates: page.candidates,
      possibilities: {
        ...p.possibilities,
        examples: [
          ...p.exampleWorlds.map((w, j) => toCandidate(game, store, w, `w${j + 1}`)),
          ...examplesBeyondPage(p.possibilities, raw.candidates, page.candidates.length).map((k) => toCandidate(game, store, raw.candidates[k]!, `c${k + 1}`)),
        ],
      },
      stats: statsOf(raw, engine, start),
      coverage: {
        phases: game.phases.map((ph) => `${ph.phase === 'night' ? 'N' : 'D'}${ph.number}`),
        evidence: { active: game.evidence.length, inactive: nEvidence - game.evidence.length },
        reports: { active: game.reports.length, inactive: nReports - game.reports.length },
        projection: 'initial_assignment',
        unusual: options.unusual === 'exclude' ? 'exclude' : 'allow',
      },
    };
    return { result, total: raw.candidates.length, more };
  } catch (e) {
    return invalid([internalError(thrownText(e))]);
  }
}

function invalidLegacy(errors: InputError[]): LegacyResult {
  return {
    status: 'invalid', complete: false, stopReason: null, errors, warnings: [], assumptions: [],
    scope: [...SCOPE], stats: { ...EMPTY_STATS }, candidates: [], possibilities: null, topCruxes: [],
  };
}

/** Standing assumptions of every legacy search, listed in `assumptions`. */
const LEGACY_ASSUMPTIONS = [
  'Active info rows are authentic reports received while shown that character (the Drunk or poison may make them wrong unless marked healthy).',
  'The Storyteller follows the rules; every legal choice is considered.',
];

/**
 * Legacy first-night search (contract "Legacy first-night search"): an adapter onto the
 * same engine. Resolves to a {@link LegacyResult}; never rejects.
 */
export async function solve(input: unknown, options?: SolveOptions): Promise<LegacyResult> {
  return (await solvePaged(input, options, Infinity)).result;
}

/** {@link solve} with only the first `pageSize` candidates built (see {@link Paged}). */
export async function solvePaged(input: unknown, rawOptions: SolveOptions | undefined, pageSize: number): Promise<Paged<LegacyResult, LegacyCandidate>> {
  const start = now();
  const invalid = (errors: InputError[]) => ({ result: invalidLegacy(errors), total: 0, more: nothingMore });
  try {
    const read = readOptions(rawOptions);
    const parsed = parseLegacy(input);
    if (!read.ok || !parsed.ok) return invalid([...optionErrors(read), ...(parsed.ok ? [] : withDoorHint(parsed.errors, input, 'legacy'))]);
    const { options } = read;
    const { game } = parsed;
    const warnings = withSizeWarning(parsed.warnings, fitResultsToSize(game));
    const report = throttledProgress(options.onProgress, start);
    const run = await searchAndCheck(game, false, throughReport(options, report), start);
    if ('error' in run) return invalid([run.error]);
    const { raw, engine } = run;
    const { store } = raw;
    const building = () => report(raw.nodes, raw.candidates.length, 'result');
    const build = (w: number, id: string) => toLegacyCandidate(game, store, w, id);
    const more = pager(raw.candidates, build);
    const page = await buildPage(raw.candidates, build, pageSize, building, options.signal);
    const { candidates } = page;
    const stopReason = page.cancelled ? 'cancelled' : raw.stopReason;
    building();
    const p = buildPossibilities(game, store, raw.candidates, raw.confirmed, raw.decided, false);
    building();
    const complete = stopReason === null;
    const cruxes = topCruxes(game, raw.candidates.map((w) => store.roles(w)), complete);
    const result: LegacyResult = {
      status: statusOf(raw.candidates.length, stopReason),
      complete,
      stopReason,
      errors: [],
      warnings: [...warnings, ...raw.warnings ?? [], ...complete ? [] : [
        'The search stopped at a bound: the candidates are examples, and agreement among them clears nobody.'],
      ...cancelledWhileBuilt(page, raw.candidates.length)],
      assumptions: [...LEGACY_ASSUMPTIONS, ...parsed.assumptions],
      scope: [...SCOPE],
      stats: statsOf(raw, engine, start),
      candidates,
      possibilities: {
        ...p.possibilities,
        examples: [
          ...p.exampleWorlds.map((w, j) => toLegacyCandidate(game, store, w, `w${j + 1}`)),
          ...examplesBeyondPage(p.possibilities, raw.candidates, candidates.length).map((k) => toLegacyCandidate(game, store, raw.candidates[k]!, `c${k + 1}`)),
        ],
      },
      topCruxes: cruxes,
    };
    return { result, total: raw.candidates.length, more };
  } catch (e) {
    return invalid([internalError(thrownText(e))]);
  }
}
