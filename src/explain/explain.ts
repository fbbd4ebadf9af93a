/**
 * Why not: a minimal set of a game's rows that cannot all hold (issue 33): no row of it can be dropped. The rows are
 * those rows.ts names (day events are kept as recorded, see there). For a game
 * with no legal world, the rows of a contradiction; with a target (a seat and a character),
 * the rows that rule out that seat having started as that character.
 *
 * Deletion-based search for a minimal unsatisfiable subset, with the solver as the oracle:
 * starting from every row that constrains the search (rows.ts), each row in turn is left
 * out; when the rest is still a contradiction, the row is not needed and stays out, else it
 * is needed and goes back. The rows kept are a conflict from which no row can be removed.
 * Each test is one search that stops at its first world (search/exists.ts) within the
 * game's own limits; a test a limit stopped proves nothing either way, and the row stays
 * in the set, which is then not proven minimal. With several disjoint conflicts, one is
 * found (the rows tried last are kept where they can be); others may exist. An empty
 * conflict means the seating and the days as recorded (with the target) allow no world.
 */
import type { InputError, StopReason } from '../contract/result.ts';
import type { TemporalInput } from '../contract/schema-temporal.ts';
import { validate } from '../model/validate.ts';
import { readInput } from '../model/read-input.ts';
import { ROLE_IDS, type RoleId } from '../rules/roles.ts';
import { idWrittenAsName } from '../model/semantic-context.ts';
import { closestWord } from '../contract/suggest.ts';
import { worldExistsIn } from '../search/exists.ts';
import { parseTemporal } from '../model/normalise.ts';
import { readOptions } from '../search/options.ts';
import { yieldToEventLoop } from '../search/threads/passes.ts';
import { LIMITS } from '../contract/sizes.ts';
import type { SolveOptions } from '../search/options.ts';
import { now } from '../search/clock.ts';
import { constrainingRows, gameWithoutRows, type ConflictRow } from './rows.ts';

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
  /** The conflict, in the game's order (empty but for 'explained'; empty then too when the seating and the days' events as recorded allow no world). */
  rows: ConflictRow[];
  /** Every row of `rows` was shown needed by a complete search (without it, a world exists); false when a limit stopped one of those tests. */
  minimal: boolean;
  /**
   * The bound that stopped a test, when one did ('time_limit', 'node_limit' — the game's
   * `limits`, per test — or 'cancelled', the signal): the reason for 'inconclusive', or
   * for `minimal: false`. The first such bound; null when none did.
   */
  stopReason: StopReason;
  /** The game may hold other conflicts apart from this one: true whenever `status` is 'explained' (one conflict is looked for, not all). */
  othersMayExist: boolean;
  /** For 'invalid': every problem with the input (JSON paths from `$`) or the target (`target.player`, `target.character`). */
  errors: InputError[];
  /** What it took. */
  stats: {
    /** Searches run (one test each: is there a world without these rows?). */
    searches: number;
    /** Their search nodes, added up. */
    nodes: number;
    /** Time from the call to the answer (ms). */
    elapsedMs: number;
  };
}

function invalid(errors: InputError[], start: number): Explanation {
  return {
    status: 'invalid', rows: [], minimal: false, stopReason: null, othersMayExist: false, errors, stats: { searches: 0, nodes: 0, elapsedMs: Math.round(now() - start) },
  };
}

/**
 * The order the rows are tried in. A test that still finds no world must prove that none
 * exists, and the proof costs more the fewer rows are left to prune the search: rows about
 * the starting assignment (claims, shown tokens and other evidence) prune the most, so they
 * are left out last; the history's rows first — reports, then night actions, then death
 * lists — each kind latest first. Over every ruled-out cell of the 12 real cases (1,914
 * explanations, one thread) this order took 247 s in all, its slowest cell 9.2 s; the same
 * kinds each in the input's order 448 s and 16.7 s; the whole input backwards 252 s and
 * 12.2 s (bench/README.md, issue 33).
 */
const TRY_FIRST: Record<ConflictRow['kind'], number> = { report: 0, nightAction: 1, deaths: 2, evidence: 3 };

function tryOrder(rows: readonly ConflictRow[]): ConflictRow[] {
  return [...rows].reverse().sort((a, b) => TRY_FIRST[a.kind] - TRY_FIRST[b.kind]);
}

/** The seats, as a message lists them: `p1 (You), p2 (Olivia), …`. */
function seatList(input: TemporalInput): string {
  const shown = input.players.slice(0, 15).map((p) => (p.name ? `${p.id} (${p.name})` : p.id));
  return shown.join(', ');
}

/**
 * The target's own errors: an unseated player (with the seat whose name it is, else the
 * seats' ids), an unknown character (with the id it was most likely meant to be).
 */
function targetErrors(input: TemporalInput, target: ExplainTarget): InputError[] {
  const errors: InputError[] = [];
  const player = String(target.player);
  if (!input.players.some((p) => p.id === target.player)) {
    const named = input.players.find((p) => p.name !== undefined && p.name.trim().toLowerCase() === player.trim().toLowerCase());
    const hint = named ? `did you mean "${named.id}"? (${named.name}'s id)` : `the seats are ${seatList(input)}`;
    errors.push({ code: 'unknown_player', path: 'target.player', message: `target.player: "${player}" is not a seated player's id; ${hint}` });
  }
  if (!ROLE_IDS.includes(target.character)) {
    const written = String(target.character);
    const meant = idWrittenAsName(written) ?? closestWord(written, ROLE_IDS, 2);
    const hint = meant ? `did you mean "${meant}"?` : 'e.g. "imp", "fortune_teller", "scarlet_woman"';
    errors.push({ code: 'unknown_role', path: 'target.character', message: `target.character: "${written}" is not a Trouble Brewing character id; ${hint}` });
  }
  return errors;
}

/**
 * Explains why `input` (a `botc-temporal-v1` game) has no legal world or, with `target`,
 * why no legal world starts `target.player` as `target.character`: a minimal set of its
 * rows that cannot all hold (see {@link Explanation}). `options` are those of
 * `solveTemporal` (engine, threads, unusual rulings, signal); `onProgress` is called after
 * each test, with `nodes` summed over the tests so far and `candidates` 0. The game's
 * `limits` (`maxMs`, `maxNodes`) bound each test; `maxResults` plays no part. Never throws:
 * bad input, bad options or a bad target is `status: 'invalid'` with every error.
 */
export async function explain(input: unknown, target?: ExplainTarget, options?: SolveOptions): Promise<Explanation> {
  const start = now();
  // Read once: each test gets this copy (and its one signal), never the caller's objects.
  const read = readOptions(options);
  const readIn = readInput(input);
  if (!read.ok || !readIn.ok) return invalid([...read.ok ? [] : read.errors, ...readIn.ok ? [] : readIn.errors], start);
  const checked = validate(readIn.value);
  if (checked.errors.length) return invalid(checked.errors, start);
  if (checked.kind !== 'temporal') {
    return invalid([{ code: 'invalid_type', path: '$', message: 'explain works on a history (botc-temporal-v1); a first-night input is not supported: enter it as a history with one night' }], start);
  }
  const game = readIn.value as TemporalInput;
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
  // row limit makes room for it in the place of a row that counts for nothing: every other
  // row keeps its index, so that the paths of the conflict are the input's own.
  let posed: TemporalInput = game;
  if (cell) {
    const targetRow = { kind: 'role' as const, mode: 'hard' as const, player: cell.player, role: cell.character };
    const evidence = [...game.evidence, targetRow];
    if (game.evidence.length >= LIMITS.rows) {
      const idle = game.evidence.findIndex((row) => row.enabled === false || row.mode === 'claim');
      if (idle < 0) {
        return invalid([{ code: 'too_large', path: '$.evidence', message: `$.evidence: the game has the most evidence rows allowed (${LIMITS.rows}), and the target needs one more` }], start);
      }
      evidence.pop();
      evidence[idle] = targetRow;
    }
    posed = { ...game, evidence };
  }
  const { options: searchOptions } = read;
  // Checked once: each test leaves rows out of the normalised game (rows.ts gameWithoutRows).
  const parsed = parseTemporal(posed);
  if (!parsed.ok) return invalid(parsed.errors, start);
  const whole = parsed.game;
  if (searchOptions.unusual === 'exclude') whole.unusualAllowed = 0;
  const rows = constrainingRows(game);
  const stats = { searches: 0, nodes: 0, elapsedMs: 0 };
  let stopReason: StopReason = null;
  const done = (status: Explanation['status'], conflict: ConflictRow[], minimal: boolean): Explanation => ({
    status, rows: conflict, minimal, stopReason, othersMayExist: status === 'explained', errors: [],
    stats: { ...stats, elapsedMs: Math.round(now() - start) },
  });
  /** Is there a world with the rows of `left` left out? Its errors are bad options or a solver defect, said as they are. */
  const test = async (left: ReadonlySet<string>): Promise<'world' | 'none' | 'unknown' | { errors: InputError[] }> => {
    const outcome = await worldExistsIn(gameWithoutRows(whole, left), searchOptions);
    if ('errors' in outcome) return outcome;
    stats.searches++;
    stats.nodes += outcome.nodes;
    stopReason ??= outcome.stopReason;
    searchOptions.onProgress?.({ nodes: stats.nodes, candidates: 0, elapsedMs: Math.round(now() - start), stage: 'candidates' });
    // A turn of the event loop between tests, so that in a worker the progress goes out and
    // a cancel comes in (the reference engine never yields within a search).
    await yieldToEventLoop();
    return outcome.found;
  };

  const first = await test(new Set());
  if (typeof first === 'object') return { ...invalid(first.errors, start), stats: { ...stats, elapsedMs: Math.round(now() - start) } };
  if (first !== 'none') return done(first === 'world' ? 'consistent' : 'inconclusive', [], false);
  const out = new Set<string>();
  let minimal = true;
  for (const row of tryOrder(rows)) {
    if (searchOptions.signal?.aborted) { minimal = false; stopReason ??= 'cancelled'; break; }
    const outcome = await test(new Set(out).add(row.path));
    if (typeof outcome === 'object') return { ...invalid(outcome.errors, start), stats: { ...stats, elapsedMs: Math.round(now() - start) } };
    if (outcome === 'none') out.add(row.path);
    else if (outcome === 'unknown') minimal = false;
  }
  // A stop before every row was tried leaves rows that may not be needed.
  return done('explained', rows.filter((r) => !out.has(r.path)), minimal);
}
