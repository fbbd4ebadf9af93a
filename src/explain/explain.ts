/**
 * Why not: the smallest set of a game's rows that cannot all hold (issue 33). The rows are
 * those rows.ts names (day events are kept as recorded, see there). For a game
 * with no legal world, the rows of a contradiction; with a target (a seat and a character),
 * the rows that rule out that seat having started as that character.
 *
 * Deletion-based search for a minimal unsatisfiable subset, with the solver as the oracle:
 * starting from every row that constrains the search (rows.ts), each row in turn is left
 * out; when the rest is still a contradiction, the row is not needed and stays out, else it
 * is needed and goes back. The rows kept are a conflict from which no row can be removed.
 * Each test is one `solveTemporal` call asking for one world (`maxResults: 1`) within the
 * game's own limits; a test a limit stopped proves nothing either way, and the row stays
 * in the set, which is then not proven minimal. With several disjoint conflicts, one is
 * found (leaving rows out in order keeps the later rows where it can); others may exist.
 * An empty conflict means the seating alone (with the target) allows no world.
 */
import type { InputError } from '../contract/result.ts';
import type { TemporalInput } from '../contract/schema-temporal.ts';
import { validate } from '../model/validate.ts';
import { readInput } from '../model/read-input.ts';
import { ROLE_IDS, type RoleId } from '../rules/roles.ts';
import { solveTemporal } from '../search/front.ts';
import { LIMITS } from '../contract/sizes.ts';
import type { SolveOptions } from '../search/options.ts';
import { now } from '../search/clock.ts';
import { constrainingRows, withoutRows, type ConflictRow } from './rows.ts';

/** A cell of the per-seat answer to explain: that `player` (an id) started as `character`. */
export interface ExplainTarget {
  /** The seat, by player id (`players[].id`). */
  player: string;
  /** The starting character, by id (`ROLE_IDS`). */
  character: RoleId;
}

/** What {@link explain} found. */
export interface Explanation {
  /**
   * 'explained' (a conflict was found; `rows` holds it), 'consistent' (a world exists, with
   * the target if one was given: nothing to explain), 'inconclusive' (a limit stopped the
   * first test: it is not known whether there is a conflict), 'invalid' (the input or the
   * target has `errors`).
   */
  status: 'explained' | 'consistent' | 'inconclusive' | 'invalid';
  /** The conflict, in the game's order (empty but for 'explained'; empty then too when the seating alone allows no world). */
  rows: ConflictRow[];
  /** Every row of `rows` was shown needed by a complete search (without it, a world exists); false when a limit stopped one of those tests. */
  minimal: boolean;
  /** The game may hold other conflicts apart from this one: true whenever `status` is 'explained' (one conflict is looked for, not all). */
  othersMayExist: boolean;
  /** For 'invalid': every problem with the input (JSON paths from `$`) or the target (`target.player`, `target.character`). */
  errors: InputError[];
  /** What it took. */
  stats: {
    /** Searches run (one `solveTemporal` call each). */
    searches: number;
    /** Their search nodes, added up. */
    nodes: number;
    /** Time from the call to the answer (ms). */
    elapsedMs: number;
  };
}

type Test = 'world' | 'none' | 'unknown' | { errors: InputError[] };

function invalid(errors: InputError[], start: number): Explanation {
  return { status: 'invalid', rows: [], minimal: false, othersMayExist: false, errors, stats: { searches: 0, nodes: 0, elapsedMs: now() - start } };
}

/** The target's own errors: an unseated player, an unknown character. */
function targetErrors(input: TemporalInput, target: ExplainTarget): InputError[] {
  const errors: InputError[] = [];
  if (!input.players.some((p) => p.id === target.player)) {
    errors.push({ code: 'unknown_player', path: 'target.player', message: `target.player: "${String(target.player)}" is not a seated player` });
  }
  if (!ROLE_IDS.includes(target.character)) {
    errors.push({ code: 'unknown_role', path: 'target.character', message: `target.character: "${String(target.character)}" is not a Trouble Brewing character` });
  }
  return errors;
}

/**
 * Explains why `input` (a `botc-temporal-v1` game) has no legal world or, with `target`,
 * why no legal world starts `target.player` as `target.character`: a minimal set of its
 * rows that cannot all hold (see {@link Explanation}). `options` are those of
 * `solveTemporal` (engine, threads, unusual rulings, signal); the game's `limits` bound
 * each test (`maxResults` is set to 1). Never throws: bad input or a bad target is
 * `status: 'invalid'` with every error.
 */
export async function explain(input: unknown, target?: ExplainTarget, options?: SolveOptions): Promise<Explanation> {
  const start = now();
  const read = readInput(input);
  if (!read.ok) return invalid(read.errors, start);
  const checked = validate(read.value);
  if (checked.errors.length) return invalid(checked.errors, start);
  if (checked.kind !== 'temporal') {
    return invalid([{ code: 'invalid_type', path: '$', message: 'explain takes a botc-temporal-v1 game (a first-night input has no rows to explain by)' }], start);
  }
  const game = read.value as TemporalInput;
  let cell: ExplainTarget | undefined;
  if (target !== undefined) {
    // Read as plain data first, like the input: a getter or a proxy must not throw out of here.
    const plain = readInput(target, 'target');
    if (!plain.ok) return invalid(plain.errors, start);
    const value = plain.value as Partial<ExplainTarget> | null;
    const errors = value && typeof value === 'object' && !Array.isArray(value) ? targetErrors(game, value as ExplainTarget)
      : [{ code: 'invalid_type' as const, path: 'target', message: 'target must be {player, character}' }];
    if (errors.length) return invalid(errors, start);
    cell = { player: value!.player!, character: value!.character! };
  }
  // The target is a hard row of its own, never a candidate for the conflict. A game at the
  // row limit makes room for it by leaving out a row that counts for nothing.
  let posed: TemporalInput = game;
  if (cell) {
    let evidence = game.evidence;
    if (evidence.length >= LIMITS.rows) {
      const idle = evidence.findIndex((row) => row.enabled === false || row.mode === 'claim');
      if (idle < 0) {
        return invalid([{ code: 'too_large', path: '$.evidence', message: `$.evidence: the game has the most evidence rows allowed (${LIMITS.rows}), and the target needs one more` }], start);
      }
      evidence = evidence.filter((_, i) => i !== idle);
    }
    posed = { ...game, evidence: [...evidence, { kind: 'role', mode: 'hard', player: cell.player, role: cell.character }] };
  }
  const rows = constrainingRows(game);
  const stats = { searches: 0, nodes: 0, elapsedMs: 0 };
  const test = async (left: ReadonlySet<string>): Promise<Test> => {
    const tried = withoutRows(posed, left);
    const result = await solveTemporal({ ...tried, limits: { ...tried.limits, maxResults: 1 } }, options);
    stats.searches++;
    stats.nodes += result.stats.nodes;
    if (result.status === 'candidates') return 'world';
    if (result.status === 'contradiction') return 'none';
    // Bad options, or a defect in the solver: said as they are, never taken for a limit.
    if (result.status === 'invalid') return { errors: result.errors };
    return 'unknown';
  };

  const first = await test(new Set());
  if (typeof first === 'object') return { ...invalid(first.errors, start), stats: { ...stats, elapsedMs: now() - start } };
  if (first !== 'none') {
    return {
      status: first === 'world' ? 'consistent' : 'inconclusive', rows: [], minimal: false, othersMayExist: false, errors: [],
      stats: { ...stats, elapsedMs: now() - start },
    };
  }
  const out = new Set<string>();
  let minimal = true;
  for (const row of rows) {
    if (options?.signal?.aborted) { minimal = false; break; }
    const tried = new Set(out).add(row.path);
    const outcome = await test(tried);
    if (typeof outcome === 'object') return { ...invalid(outcome.errors, start), stats: { ...stats, elapsedMs: now() - start } };
    if (outcome === 'none') out.add(row.path);
    else if (outcome === 'unknown') minimal = false;
  }
  // A stop before every row was tried leaves rows that may not be needed.
  return {
    status: 'explained', rows: rows.filter((r) => !out.has(r.path)), minimal, othersMayExist: true, errors: [],
    stats: { ...stats, elapsedMs: now() - start },
  };
}
