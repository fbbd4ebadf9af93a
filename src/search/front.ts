/**
 * The two front doors. `solveTemporal` runs the history search; `solve` adapts the
 * legacy first-night input onto the same engine and maps the result back. Neither
 * throws: bad input is `status: 'invalid'` with every error; a solver defect is an
 * `internal` error.
 */
import type {
  InputError, LegacyResult, SearchStats, Status, TemporalResult, StopReason,
} from '../contract/result.ts';
import type { Game } from '../model/game.ts';
import { parseLegacy, parseTemporal } from '../model/normalise.ts';
import { replayWorld, type Failure, type ReplayOutcome } from '../kernel/replay.ts';
import type { World } from '../kernel/world.ts';
import { ROLE_IDS } from '../rules/roles.ts';
import { topCruxes } from './cruxes.ts';
import { runEngine } from './engines.ts';
import { seatId, bySeat, toCandidate } from './format.ts';
import type { SolveOptions } from './options.ts';
import { SCOPE, scopeErrors } from './scope.ts';
import { someSetupFits } from './setup-fits.ts';
import type { RawSearch } from './raw.ts';

const EMPTY_STATS: SearchStats = { engine: 'wasm', nodes: 0, elapsedMs: 0, candidates: 0, prunes: {} };

function statusOf(count: number, stop: StopReason): Status {
  if (count > 0) return 'candidates';
  return stop === null ? 'contradiction' : 'inconclusive';
}

function invalidTemporal(errors: InputError[]): TemporalResult {
  return {
    status: 'invalid', complete: false, stopReason: null, errors, warnings: [], candidates: [],
    stats: { ...EMPTY_STATS }, coverage: null,
  };
}

function internalError(message: string): InputError {
  return { code: 'internal', path: '$', message: `solver defect (please report): ${message}` };
}

function reportCount(input: unknown, key: string): number {
  const rows = (input as Record<string, unknown>)[key];
  return Array.isArray(rows) ? rows.length : 0;
}

/** Search, then replay every world with the trusted kernel; a world that fails replay is a defect. */
async function searchAndCheck(game: Game, options: SolveOptions | undefined): Promise<
  { raw: RawSearch; engine: 'wasm' | 'reference'; outcomes: ReplayOutcome[] } | { error: InputError }
> {
  const engine = options?.engine ?? 'wasm';
  const outcomes: ReplayOutcome[] = [];
  let failure: Failure | undefined;
  const accept = (w: World): boolean => {
    const outcome = replayWorld(game, w);
    if (!outcome.ok) { failure = outcome.failures[0]; return false; }
    outcomes.push(outcome);
    return true;
  };
  // No standard setup fits the characters required and excluded: nothing to search.
  const raw: RawSearch = someSetupFits(game)
    ? await runEngine(game, engine, accept, options)
    : { worlds: [], nodes: 0, prunes: { setup: 1 }, stopReason: null, elapsedMs: 0 };
  if (raw.defect) {
    return { error: internalError(`the ${engine} search returned a world that fails replay at ${failure?.path}: ${failure?.message}`) };
  }
  return { raw, engine, outcomes: outcomes.slice(0, raw.worlds.length) };
}

function statsOf(raw: RawSearch, engine: 'wasm' | 'reference'): SearchStats {
  return { engine, nodes: raw.nodes, elapsedMs: Math.round(raw.elapsedMs), candidates: raw.worlds.length, prunes: raw.prunes };
}

/**
 * `botc-temporal-v1` search (contract "Trouble Brewing history"). Resolves to a
 * {@link TemporalResult}; never rejects. Progress and cancellation via `options`.
 */
export async function solveTemporal(input: unknown, options?: SolveOptions): Promise<TemporalResult> {
  try {
    const parsed = parseTemporal(input);
    if (!parsed.ok) return invalidTemporal(parsed.errors);
    const { game } = parsed;
    const outOfScope = scopeErrors(game, options?.engine ?? 'wasm');
    if (outOfScope.length) return invalidTemporal(outOfScope);
    const run = await searchAndCheck(game, options);
    if ('error' in run) return invalidTemporal([run.error]);
    const { raw, engine, outcomes } = run;
    const nReports = reportCount(input, 'reports');
    const nEvidence = reportCount(input, 'evidence');
    return {
      status: statusOf(raw.worlds.length, raw.stopReason),
      complete: raw.stopReason === null,
      stopReason: raw.stopReason,
      errors: [],
      warnings: parsed.warnings,
      candidates: raw.worlds.map((w, i) => toCandidate(game, w, outcomes[i]!, i)),
      stats: statsOf(raw, engine),
      coverage: {
        phases: game.phases.map((p) => `${p.phase === 'night' ? 'N' : 'D'}${p.number}`),
        evidence: { active: game.evidence.length, inactive: nEvidence - game.evidence.length },
        reports: { active: game.reports.length, inactive: nReports - game.reports.length },
        projection: 'initial_assignment',
      },
    };
  } catch (e) {
    return invalidTemporal([internalError(String(e))]);
  }
}

function invalidLegacy(errors: InputError[]): LegacyResult {
  return {
    status: 'invalid', complete: false, stopReason: null, errors, warnings: [], assumptions: [],
    scope: [...SCOPE], stats: { ...EMPTY_STATS }, candidates: [], topCruxes: [],
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
  try {
    const parsed = parseLegacy(input);
    if (!parsed.ok) return invalidLegacy(parsed.errors);
    const { game } = parsed;
    const run = await searchAndCheck(game, options);
    if ('error' in run) return invalidLegacy([run.error]);
    const { raw, engine } = run;
    const candidates = raw.worlds.map((w, i) => ({
      id: `c${i + 1}`,
      assignments: bySeat(game, w.roles.map((r) => ROLE_IDS[r]!)),
      poisoned: seatId(game, w.nights[0]?.poison ?? -1),
      drunkShownRole: w.drunkShown < 0 ? null : ROLE_IDS[w.drunkShown]!,
      redHerring: seatId(game, w.redHerring),
    }));
    const complete = raw.stopReason === null;
    return {
      status: statusOf(candidates.length, raw.stopReason),
      complete,
      stopReason: raw.stopReason,
      errors: [],
      warnings: complete ? parsed.warnings : [...parsed.warnings,
        'The search stopped at a bound: the candidates are examples, and agreement among them clears nobody.'],
      assumptions: [...LEGACY_ASSUMPTIONS, ...parsed.assumptions],
      scope: [...SCOPE],
      stats: statsOf(raw, engine),
      candidates,
      topCruxes: topCruxes(game, raw.worlds, complete),
    };
  } catch (e) {
    return invalidLegacy([internalError(String(e))]);
  }
}
