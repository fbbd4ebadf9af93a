/**
 * Shared state and reference checks of the semantic pass: the seating map, the
 * recorded night numbers, and helpers that report unknown players or roles with the
 * JSON path of the offending field.
 */
import type { ErrorCode, InputError } from '../contract/result.ts';
import { inputError, describe } from '../contract/errors.ts';
import { jsonPath } from '../contract/json-path.ts';
import type { PathSegment } from '../contract/json-path.ts';
import { ROLES, ROLE_IDS, roleCode } from '../rules/roles.ts';
import { closestWord } from '../contract/suggest.ts';
import { isObject, listOf, textOf, intOf } from './json-view.ts';

/** What the semantic checks know about the input while they run. */
export interface Ctx {
  /** Errors found so far, in input order. */
  readonly errors: InputError[];
  /** Seat of each player id (first occurrence); null when `players` is not a list. */
  readonly seats: ReadonlyMap<string, number> | null;
  /** Number of entries in `players` (0 when unreadable). */
  readonly n: number;
  /** Night numbers recorded in `phases`; null when `phases` is not a list. */
  readonly nights: readonly number[] | null;
  /** False when a phase entry is unreadable, so that `nights` may lack the night it was meant to be. */
  readonly nightsCertain: boolean;
  /** True for the legacy first-night input. */
  readonly legacy: boolean;
}

/** Record one error at `at`. */
export function fail(ctx: Ctx, code: ErrorCode, at: readonly PathSegment[], message: string): void {
  ctx.errors.push(inputError(code, jsonPath(at), message));
}

/** Path text for messages. */
export function p(at: readonly PathSegment[]): string {
  return jsonPath(at);
}

/**
 * Ids that would collide with properties every JavaScript object has (`__proto__`,
 * `constructor`, …): results are keyed by player id, so such an id could silently drop
 * or corrupt a row. They are refused; references to them then fail as unknown players.
 */
const RESERVED_IDS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Seat map of the raw `players` list, and a `duplicate_player` error for every repeated id. */
export function readSeats(players: unknown, errors: InputError[]): Map<string, number> | null {
  const list = listOf(players);
  if (!list) return null;
  const seats = new Map<string, number>();
  list.forEach((row, i) => {
    const id = isObject(row) ? textOf(row.id) : null;
    if (id === null) return;
    if (RESERVED_IDS.has(id)) {
      const at = jsonPath(['players', i, 'id']);
      errors.push(inputError('invalid_type', at, `${at} is ${describe(id)}, a name JavaScript objects reserve; choose another player id`));
      return;
    }
    const first = seats.get(id);
    if (first === undefined) seats.set(id, i);
    else {
      const at = jsonPath(['players', i, 'id']);
      errors.push(inputError('duplicate_player', at,
        `${at} is ${describe(id)}, which is already the id of $.players[${first}]; player ids must be unique`));
    }
  });
  return seats;
}

/**
 * Night numbers of the raw `phases` list (entries with `phase: 'night'` and an integer
 * number; null when `phases` is not a list), and whether that is every night: not when an
 * entry is not an object, its `phase` is neither "night" nor "day", or a night's `number` is
 * not an integer (the schema reports that entry; the night it was meant to be is unknown).
 */
export function readNights(phases: unknown): { nights: number[] | null; certain: boolean } {
  const list = listOf(phases);
  if (!list) return { nights: null, certain: true };
  const nights: number[] = [];
  let certain = true;
  for (const row of list) {
    const night = isObject(row) && row.phase === 'night';
    const number = night ? intOf(row.number) : null;
    if (number !== null) nights.push(number);
    else if (!isObject(row) || row.phase !== 'day') certain = false;
  }
  return { nights, certain };
}

/**
 * Check that a string field names a seated player (`unknown_player` otherwise).
 * Non-strings are skipped (the schema reports them). Returns the seat or -1.
 */
export function checkPlayer(ctx: Ctx, value: unknown, at: readonly PathSegment[]): number {
  const id = textOf(value);
  if (id === null || !ctx.seats) return -1;
  const seat = ctx.seats.get(id);
  if (seat === undefined) {
    fail(ctx, 'unknown_player', at, `${p(at)} is ${describe(id)}, which is not a seated player id`);
    return -1;
  }
  return seat;
}

/**
 * Check a list of player ids: each must be seated, and none may repeat
 * (`duplicate_player` at the repeat). Non-lists are skipped.
 */
export function checkPlayerList(ctx: Ctx, value: unknown, at: readonly PathSegment[]): void {
  const list = listOf(value);
  if (!list) return;
  const seen = new Set<string>();
  list.forEach((item, k) => {
    const here = [...at, k];
    checkPlayer(ctx, item, here);
    const id = textOf(item);
    if (id === null) return;
    if (seen.has(id)) {
      fail(ctx, 'duplicate_player', here, `${p(here)} repeats ${describe(id)}; each player may appear once in ${p(at)}`);
    }
    seen.add(id);
  });
}

/**
 * Check that a string field is a Trouble Brewing role id (`unknown_role` otherwise).
 * Returns the role code, or -1 when absent, not a string or unknown.
 */
export function checkRole(ctx: Ctx, value: unknown, at: readonly PathSegment[]): number {
  const id = textOf(value);
  if (id === null) return -1;
  const code = roleCode(id);
  if (code < 0) {
    const named = idWrittenAsName(id);
    const meant = named ?? closestWord(id, ROLE_IDS, 1);
    fail(ctx, 'unknown_role', at, `${p(at)} is ${describe(id)}, which is not a Trouble Brewing character id ${named
      ? `(did you mean "${named}"? ids are lower case, words joined by "_")`
      : meant ? `(did you mean "${meant}"?)` : '(e.g. "chef", "fortune_teller", "scarlet_woman")'}`);
  }
  return code;
}

/** The character id a text names the way players write it ("Scarlet Woman", "Fortune-Teller", "EMPATH"), or null. */
export function idWrittenAsName(text: string): string | null {
  const id = text.trim().toLowerCase().replace(/['’]/g, '').replace(/[\s-]+/g, '_');
  return roleCode(id) >= 0 ? id : null;
}

/** "Imp (a Demon)" style label of a role code. */
export function roleLabel(code: number): string {
  const role = ROLES[code];
  if (!role) return `role ${code}`;
  const article = role.team === 'Outsider' ? 'an' : 'a';
  return `${role.name} (${article} ${role.team})`;
}

/** Display name of a role code ("Fortune Teller"). */
export function roleName(code: number): string {
  return ROLES[code]?.name ?? `role ${code}`;
}

/** `a Chef`, `an Empath`, `an execution`: the indefinite article for a word in a message. */
export function withArticle(word: unknown): string {
  const text = String(word);
  return `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
}
