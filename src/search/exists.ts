/**
 * Does any world of a `botc-temporal-v1` game exist? `explain`'s test (issue 33): the same
 * validation and checked search as `solveTemporal`, but the search stops at its first world
 * and builds no per-seat answer and no candidates, which on a game with many worlds is most
 * of `solveTemporal`'s time.
 */
import type { InputError, StopReason } from '../contract/result.ts';
import { parseTemporal } from '../model/normalise.ts';
import type { Game } from '../model/game.ts';
import { thrownText } from '../text/thrown.ts';
import type { SolveOptions } from './options.ts';
import { scopeErrors } from './checks/scope.ts';
import { internalError, searchAndCheck } from './checked-search.ts';
import { now } from './clock.ts';

/**
 * What a test of existence found: `world` (one exists, the checker verified it), `none`
 * (a complete search found none), or `unknown` (a bound stopped it first; `stopReason` says
 * which); `nodes` is the search nodes it used. Or the input's errors, or a solver defect.
 */
export type Existence =
  | { found: 'world' | 'none' | 'unknown'; stopReason: StopReason; nodes: number }
  | { errors: InputError[] };

/**
 * Whether `input` has a legal world, within its own `limits` (`maxResults` plays no part).
 * `options` must be a copy `readOptions` made (search/options.ts): they are not checked
 * again, and their `onProgress` is not called. Never throws.
 */
export async function worldExists(input: unknown, options: SolveOptions): Promise<Existence> {
  try {
    const parsed = parseTemporal(input);
    if (!parsed.ok) return { errors: parsed.errors };
    if (options.unusual === 'exclude') parsed.game.unusualAllowed = 0;
    return await worldExistsIn(parsed.game, options);
  } catch (e) {
    return { errors: [internalError(thrownText(e))] };
  }
}

/**
 * {@link worldExists} of a game already validated and normalised (`parseTemporal`, with
 * `unusualAllowed` set from the options): what `explain` runs for each set of rows, so that
 * the input is checked once, not once per test. Never throws.
 */
export async function worldExistsIn(game: Game, options: SolveOptions): Promise<Existence> {
  const start = now();
  try {
    const outOfScope = scopeErrors(game, options.engine ?? 'wasm');
    if (outOfScope.length) return { errors: outOfScope };
    const { onProgress: _quiet, ...searchOptions } = options;
    const run = await searchAndCheck(game, true, searchOptions, start, true);
    if ('error' in run) return { errors: [run.error] };
    const { raw } = run;
    if (raw.confirmed.length > 0) return { found: 'world', stopReason: null, nodes: raw.nodes };
    return { found: raw.stopReason === null ? 'none' : 'unknown', stopReason: raw.stopReason, nodes: raw.nodes };
  } catch (e) {
    return { errors: [internalError(thrownText(e))] };
  }
}
