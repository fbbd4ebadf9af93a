/**
 * Semantic checks of a report's payload against its character's payload spec (the role
 * table's `info.payload`, `src/rules/payload-spec.ts`; contract: information payload
 * tables): only the character's fields, each one present, and each holding what its kind
 * allows — a pair of distinct seated players, a seated player, a character (of the
 * learned type; null only where "no information" is an answer), a count in range, yes
 * or no, a grimoire of seated players — or the "none in play" answer `value: 0` alone.
 * Nothing here names a character: messages take the reporting character's display name.
 */
import type { PathSegment } from '../contract/json-path.ts';
import { describe } from '../contract/errors.ts';
import { closestWord } from '../contract/suggest.ts';
import {
  countMax, fieldNoun, noneInPlayOf, payloadFields, teamPlural,
  type CharacterSpec, type NoneInPlaySpec, type PayloadFieldSpec, type PayloadSpec,
} from '../rules/payload-spec.ts';
import { ROLES, ROLE_ROWS } from '../rules/roles.ts';
import { has, intOf, isObject, listOf, textOf } from './json-view.ts';
import type { JsonObject } from './json-view.ts';
import { LEGACY_FIELDS, PAYLOAD_FIELDS } from './report-rules.ts';
import type { Ctx } from './semantic-context.ts';
import { checkPlayer, checkRole, fail, p, roleLabel, withArticle } from './semantic-context.ts';

/** The characters whose answer may be null, "no information", as messages name them ("the Undertaker"). */
const NO_INFO_NAMES = ROLE_ROWS
  .filter((r) => r.info?.payload.some((f) => f.kind === 'character' && f.noInfo))
  .map((r) => `the ${r.name}`).join(' or ');

/**
 * Every payload field present must be one of the spec's (`wrong_payload`); a legacy row
 * is only checked for the fields its schema has. `who` is the character's display name.
 */
export function checkPayloadFields(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], spec: PayloadSpec, who: string): void {
  const allowed = payloadFields(spec);
  for (const field of ctx.legacy ? LEGACY_FIELDS : PAYLOAD_FIELDS) {
    if (has(row, field) && !allowed.includes(field)) {
      const here = [...at, field];
      // A field of another character's reports written for one this report lacks ("target" for "targets").
      const meant = closestWord(field, allowed.filter((f) => !has(row, f)));
      fail(ctx, 'wrong_payload', here,
        `${p(here)} does not belong to ${withArticle(who)} report, which carries only ${allowed.join(' and ')}${meant === null ? '' : `; did you mean ${JSON.stringify(meant)}?`}`);
    }
  }
}

/**
 * The payload's values: each field of the spec is required and checked by its kind, in
 * spec order; a row with `value` whose spec offers the "none in play" answer is that
 * answer instead.
 */
export function checkPayload(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], spec: PayloadSpec, who: string): void {
  const zero = noneInPlayOf(spec);
  if (zero && has(row, 'value')) {
    checkNoneInPlay(ctx, row, at, spec, zero, who);
    return;
  }
  for (const f of spec) if (need(ctx, row, at, f.field, who)) checkField(ctx, row[f.field], [...at, f.field], f, who);
}

/** Report a missing required payload field; returns whether it is present. */
function need(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], field: string, who: string): boolean {
  if (has(row, field)) return true;
  fail(ctx, 'invalid_type', [...at, field], `${p([...at, field])} is required for ${withArticle(who)} report but missing`);
  return false;
}

/** One present field's value, by the kind of its spec. Wrong JSON types are the schema's errors, not repeated here. */
function checkField(ctx: Ctx, value: unknown, at: readonly PathSegment[], f: PayloadFieldSpec, who: string): void {
  switch (f.kind) {
    case 'pair':
      checkPair(ctx, value, at);
      return;
    case 'player':
      checkPlayer(ctx, value, at);
      return;
    case 'character':
      checkCharacter(ctx, value, at, f, who);
      return;
    case 'count':
      checkCount(ctx, value, at, who, countMax(f, ctx.n));
      return;
    case 'yesNo':
      // The schema lets a number through (`value` is a count for other characters).
      if (typeof value === 'number') fail(ctx, 'invalid_type', at, `${p(at)} must be true or false for ${withArticle(who)} report; got ${describe(value)}`);
      return;
    case 'grimoire':
      checkGrimoire(ctx, value, at);
      return;
  }
}

/** An integer count from 0 to `max`. */
function checkCount(ctx: Ctx, value: unknown, at: readonly PathSegment[], who: string, max: number): void {
  if (typeof value === 'boolean') {
    fail(ctx, 'invalid_type', at, `${p(at)} must be an integer count for ${withArticle(who)} report; got ${value}`);
    return;
  }
  const n = intOf(value);
  if (n !== null && (n < 0 || n > max)) {
    fail(ctx, 'out_of_range', at, `${p(at)} is ${n}, but ${withArticle(who)} learns a number from 0 to ${max}`);
  }
}

/** A learned character: a known id, of the spec's type when it has one; null only where the spec allows it. */
function checkCharacter(ctx: Ctx, value: unknown, at: readonly PathSegment[], f: CharacterSpec, who: string): void {
  if (value === null) {
    if (!f.noInfo) {
      fail(ctx, 'invalid_type', at, `${p(at)} must be a character id for ${withArticle(who)} report; null ("no information") is only for ${NO_INFO_NAMES}`);
    }
    return;
  }
  const code = checkRole(ctx, value, at);
  if (f.team !== null && code >= 0 && ROLES[code]!.team !== f.team) {
    fail(ctx, 'wrong_role_type', at, `${p(at)} is ${roleLabel(code)}, but ${withArticle(who)} learns ${withArticle(f.team)}`);
  }
}

/**
 * The "none in play" answer (the Librarian's "no Outsiders"): `value` can only be 0, and
 * none of the spec's own fields may come with it.
 */
function checkNoneInPlay(
  ctx: Ctx, row: JsonObject, at: readonly PathSegment[], spec: PayloadSpec, zero: NoneInPlaySpec, who: string,
): void {
  const none = teamPlural(zero.team);
  const here = [...at, 'value'];
  if (row.value !== 0 && (typeof row.value === 'boolean' || intOf(row.value) !== null)) {
    fail(ctx, typeof row.value === 'boolean' ? 'invalid_type' : 'out_of_range', here,
      `${p(here)} is ${describe(row.value)}; ${withArticle(who)} value can only be 0 ("no ${none}"), otherwise give ${spec.map((f) => f.field).join(' and ')}`);
  }
  const answer = spec.map(fieldNoun).join(' with ');
  for (const f of spec) {
    if (has(row, f.field)) {
      fail(ctx, 'wrong_payload', [...at, f.field],
        `${p([...at, f.field])} cannot be combined with value 0: ${withArticle(who)} learns either ${answer} or that there are no ${none}`);
    }
  }
}

/** Two distinct seated players (`bad_pair` otherwise). */
function checkPair(ctx: Ctx, value: unknown, at: readonly PathSegment[]): void {
  const list = listOf(value);
  if (!list) return;
  if (list.length !== 2) {
    fail(ctx, 'bad_pair', at, `${p(at)} must name exactly two players; got ${list.length}`);
  }
  list.forEach((item, k) => {
    const id = textOf(item);
    if (id === null || !ctx.seats) return;
    const here = [...at, k];
    if (!ctx.seats.has(id)) {
      fail(ctx, 'bad_pair', here, `${p(here)} is ${describe(id)}, which is not a seated player; a pair must be two distinct seated players`);
    } else if (k === 1 && list[0] === id) {
      fail(ctx, 'bad_pair', here, `${p(here)} repeats ${describe(id)}; a pair must be two different players`);
    }
  });
}

/** Spy grimoire: keys are seated players; roles and master ids must exist. */
function checkGrimoire(ctx: Ctx, value: unknown, at: readonly PathSegment[]): void {
  if (!isObject(value)) return;
  for (const [key, entry] of Object.entries(value)) {
    const here = [...at, key];
    if (ctx.seats && !ctx.seats.has(key)) {
      fail(ctx, 'unknown_player', here, `${p(here)}: ${describe(key)} is not a seated player id`);
    }
    if (!isObject(entry)) continue;
    checkRole(ctx, entry.role, [...here, 'role']);
    checkRole(ctx, entry.shown, [...here, 'shown']);
    checkPlayer(ctx, entry.master, [...here, 'master']);
  }
}
