/**
 * The search of a validated game as both front doors and `explain` run it: two tests of
 * the input that can prove there is nothing to search, then the engine, with every world
 * it finds replayed by the trusted checker (play/replay.ts).
 */
import type { InputError } from '../contract/result.ts';
import type { Game } from '../model/game.ts';
import { unusualCodes } from '../compile/codes.ts';
import { checkWorld, type Failure } from '../play/replay.ts';
import type { World } from '../kernel/world.ts';
import { runEngine } from './engines.ts';
import type { SolveOptions } from './options.ts';
import { someSetupFits } from './checks/setup-fits.ts';
import { impossibleDeaths } from './checks/deaths-fit.ts';
import type { RawSearch } from './raw.ts';
import { WorldStore } from './results/world-store.ts';
import { now } from './clock.ts';

/** Time kept back from `maxMs` for the checks and assembly that follow the search (ms). */
const FINISH_MS = 5;

/** A solver defect, said as an error of the input's root (please report). */
export function internalError(message: string): InputError {
  return { code: 'internal', path: '$', message: `solver defect (please report): ${message}` };
}

/**
 * A test before the search proved that no world exists: an exhausted, empty search. `why`
 * is the test (its prune counter); `reason`, when given, is said in the warnings.
 */
function nothingToSearch(game: Game, start: number, why: 'setup' | 'deaths', reason?: string): RawSearch {
  return {
    store: new WorldStore(game), candidates: [], confirmed: [],
    decided: { starting: true, demonNow: true, teams: true, unusual: { starting: true, demonNow: true, teams: true }, count: 0, stopReason: null },
    nodes: 0, prunes: { [why]: 1 }, stopReason: null, elapsedMs: now() - start, ...(reason ? { warnings: [reason] } : {}),
  };
}

/**
 * Search a validated, in-scope game, with every world verified by the trusted kernel as it
 * is found; a world that fails is a defect (an `internal` error). `start` is when the call
 * began: `maxMs` counts from there. `temporal` is `solveTemporal`'s search rather than the
 * first-night `solve`'s; `firstWorld` asks only whether a world exists (raw.ts).
 */
export async function searchAndCheck(game: Game, temporal: boolean, options: SolveOptions | undefined, start: number, firstWorld = false): Promise<
  { raw: RawSearch; engine: 'wasm' | 'reference' } | { error: InputError }
> {
  const engine = options?.engine ?? 'wasm';
  let failure: Failure | undefined;
  const check = (w: World) => {
    const outcome = checkWorld(game, w);
    if (!outcome.ok) { failure = outcome.failures[0]; return null; }
    // The search names the unusual rulings its history relies on; the replay must find
    // exactly those (a ruling named but not used, or used but not named, is a defect).
    if (outcome.final.unusual !== w.unusual) {
      const named = (mask: number) => unusualCodes(mask).join(', ') || 'none';
      failure = { path: '$', message: `the search named the unusual rulings ${named(w.unusual)}, the replay found ${named(outcome.final.unusual)}` };
      return null;
    }
    if ((outcome.final.unusual & ~game.unusualAllowed) !== 0) {
      failure = { path: '$', message: `the history relies on an excluded unusual ruling (${unusualCodes(outcome.final.unusual).join(', ')})` };
      return null;
    }
    return outcome.final;
  };
  // The engine also keeps back time for building the candidates it found (wasm-driver.ts).
  const clock = { start, deadline: start + game.limits.maxMs - Math.min(FINISH_MS, game.limits.maxMs / 4) };
  // Two tests of the input alone that can prove there is nothing to search: no standard
  // setup holds the characters it requires, or a night lists deaths no game can have.
  const deaths = impossibleDeaths(game);
  const raw = !someSetupFits(game) ? nothingToSearch(game, start, 'setup')
    : deaths !== null ? nothingToSearch(game, start, 'deaths', deaths)
      : await runEngine({ game, check, clock, temporal, firstWorld }, engine, options);
  if (raw.defect) {
    return { error: internalError(`the ${engine} search returned a world that fails replay at ${failure?.path}: ${failure?.message}`) };
  }
  // The ordinary answer is read first: candidates that need no unusual ruling come before
  // those that need one, each part in the search's order (stable, so still deterministic).
  const { store } = raw;
  raw.candidates = [...raw.candidates.filter((w) => store.unusual(w) === 0), ...raw.candidates.filter((w) => store.unusual(w) !== 0)];
  return { raw, engine };
}
