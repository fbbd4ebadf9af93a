/**
 * Semantic checks of information reports (temporal `reports[]` rows and legacy
 * `info` rows): the reporting character, the payload that character's ability gives
 * (contract: information payload tables), the learned role's type, pairs, the night,
 * and at most one active report per player and wake.
 */
import type { PathSegment } from '../contract/errors.ts';
import { describe } from '../contract/errors.ts';
import type { Team } from '../rules/roles.ts';
import { ROLES, ROLE_IDS } from '../rules/roles.ts';
import { has, intOf, isActiveRow, isObject, listOf, textOf } from './json-view.ts';
import type { JsonObject } from './json-view.ts';
import {
  LEGACY_INFO_ROLES, NIGHTS_OF, PAYLOAD_FIELDS, PAYLOAD_OF, REPORT_ROLES,
  describeRange, inNightRange, isReportRole,
} from './report-rules.ts';
import type { PayloadField, ReportRole } from './report-rules.ts';
import type { Ctx } from './semantic-context.ts';
import { checkPlayer, checkRole, fail, p, roleLabel, roleName, withArticle } from './semantic-context.ts';

const LEGACY_FIELDS: readonly PayloadField[] = ['targets', 'targetRole', 'value'];

/** The reporting character of a row, after reporting an unusable `role`; null when unusable. */
function reportRole(ctx: Ctx, row: JsonObject, at: readonly PathSegment[]): ReportRole | null {
  const here = [...at, 'role'];
  const code = checkRole(ctx, row.role, here);
  if (code < 0) return null;
  const id = ROLE_IDS[code]!;
  const accepted: readonly string[] = ctx.legacy ? LEGACY_INFO_ROLES : REPORT_ROLES;
  if (!isReportRole(id) || !accepted.includes(id)) {
    const what = isReportRole(id)
      ? `${roleName(code)} information is not part of the legacy first-night search`
      : `the ${roleName(code)} has no information ability`;
    fail(ctx, 'wrong_payload', here,
      `${p(here)} is ${describe(id)}: ${what}; ${ctx.legacy ? 'info' : 'report'} roles are ${accepted.join(', ')}`);
    return null;
  }
  return id;
}

/** Check one report row at `at` (a temporal `$.reports[i]` or legacy `$.evidence[i]`). */
export function checkReportRow(ctx: Ctx, row: JsonObject, at: readonly PathSegment[]): void {
  checkPlayer(ctx, row.player, [...at, 'player']);
  const role = reportRole(ctx, row, at);
  if (role === null) return;
  checkPayloadFields(ctx, row, at, role);
  checkPayload(ctx, row, at, role);
  if (ctx.legacy) checkLegacyNight(ctx, row, at);
  else checkNight(ctx, row, at, role);
}

/** Every payload field present must belong to the role (`wrong_payload`). */
function checkPayloadFields(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], role: ReportRole): void {
  const allowed = PAYLOAD_OF[role];
  for (const field of ctx.legacy ? LEGACY_FIELDS : PAYLOAD_FIELDS) {
    if (has(row, field) && !allowed.includes(field)) {
      const here = [...at, field];
      fail(ctx, 'wrong_payload', here,
        `${p(here)} does not belong to ${withArticle(roleName(ROLE_IDS.indexOf(role)))} report, which carries only ${allowed.join(' and ')}`);
    }
  }
}

/** Report a missing required payload field; returns whether it is present. */
function need(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], field: string, who: string): boolean {
  if (has(row, field)) return true;
  fail(ctx, 'invalid_type', [...at, field], `${p([...at, field])} is required for ${withArticle(who)} report but missing`);
  return false;
}

function checkPayload(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], role: ReportRole): void {
  const who = roleName(ROLE_IDS.indexOf(role));
  switch (role) {
    case 'chef':
      if (need(ctx, row, at, 'value', who)) checkCount(ctx, row.value, [...at, 'value'], who, ctx.n);
      break;
    case 'empath':
      if (need(ctx, row, at, 'value', who)) checkCount(ctx, row.value, [...at, 'value'], who, 2);
      break;
    case 'washerwoman':
      checkLearnedPair(ctx, row, at, who, 'Townsfolk');
      break;
    case 'investigator':
      checkLearnedPair(ctx, row, at, who, 'Minion');
      break;
    case 'librarian':
      checkLibrarian(ctx, row, at, who);
      break;
    case 'fortune_teller':
      if (need(ctx, row, at, 'targets', who)) checkPair(ctx, row.targets, [...at, 'targets']);
      if (need(ctx, row, at, 'value', who) && typeof row.value === 'number') {
        fail(ctx, 'invalid_type', [...at, 'value'], `${p([...at, 'value'])} must be true or false for a Fortune Teller report; got ${describe(row.value)}`);
      }
      break;
    case 'undertaker':
      if (need(ctx, row, at, 'targetRole', who)) checkRole(ctx, row.targetRole, [...at, 'targetRole']);
      break;
    case 'ravenkeeper':
      if (need(ctx, row, at, 'target', who)) checkPlayer(ctx, row.target, [...at, 'target']);
      if (need(ctx, row, at, 'targetRole', who)) checkNamedRole(ctx, row.targetRole, [...at, 'targetRole'], who);
      break;
    case 'spy':
      if (need(ctx, row, at, 'grimoire', who)) checkGrimoire(ctx, row.grimoire, [...at, 'grimoire']);
      break;
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

/** A role id that must not be null (null "no information" is the Undertaker's only). */
function checkNamedRole(ctx: Ctx, value: unknown, at: readonly PathSegment[], who: string): number {
  if (value === null) {
    fail(ctx, 'invalid_type', at, `${p(at)} must be a character id for ${withArticle(who)} report; null ("no information") is only for the Undertaker`);
    return -1;
  }
  return checkRole(ctx, value, at);
}

/** Washerwoman / Librarian / Investigator pair plus a learned character of `team`. */
function checkLearnedPair(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], who: string, team: Team): void {
  if (need(ctx, row, at, 'targets', who)) checkPair(ctx, row.targets, [...at, 'targets']);
  if (!need(ctx, row, at, 'targetRole', who)) return;
  const here = [...at, 'targetRole'];
  const code = checkNamedRole(ctx, row.targetRole, here, who);
  if (code >= 0 && ROLES[code]!.team !== team) {
    fail(ctx, 'wrong_role_type', here, `${p(here)} is ${roleLabel(code)}, but ${withArticle(who)} learns ${withArticle(team)}`);
  }
}

/** Librarian: a pair and a learned Outsider, or `value: 0` alone. */
function checkLibrarian(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], who: string): void {
  if (!has(row, 'value')) {
    checkLearnedPair(ctx, row, at, who, 'Outsider');
    return;
  }
  const here = [...at, 'value'];
  if (row.value !== 0 && (typeof row.value === 'boolean' || intOf(row.value) !== null)) {
    fail(ctx, typeof row.value === 'boolean' ? 'invalid_type' : 'out_of_range', here,
      `${p(here)} is ${describe(row.value)}; a Librarian value can only be 0 ("no Outsiders"), otherwise give targets and targetRole`);
  }
  for (const field of ['targets', 'targetRole'] as const) {
    if (has(row, field)) {
      fail(ctx, 'wrong_payload', [...at, field],
        `${p([...at, field])} cannot be combined with value 0: a Librarian learns either a pair with an Outsider or that there are no Outsiders`);
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

/** Legacy info is first-night only: `night`, when given, must be 1. */
function checkLegacyNight(ctx: Ctx, row: JsonObject, at: readonly PathSegment[]): void {
  const night = intOf(row.night);
  if (night !== null && night !== 1) {
    fail(ctx, 'out_of_range', [...at, 'night'],
      `${p([...at, 'night'])} is ${night}, but the legacy search covers the first night only; omit night or set it to 1`);
  }
}

/** Temporal night: within the character's range and a recorded night; null needs some eligible recorded night. */
function checkNight(ctx: Ctx, row: JsonObject, at: readonly PathSegment[], role: ReportRole): void {
  const here = [...at, 'night'];
  const range = NIGHTS_OF[role];
  const who = roleName(ROLE_IDS.indexOf(role));
  const night = intOf(row.night);
  if (night !== null) {
    if (night < 1) {
      fail(ctx, 'out_of_range', here, `${p(here)} is ${night}, but nights are numbered from 1`);
    } else if (!inNightRange(range, night)) {
      fail(ctx, 'out_of_range', here, `${p(here)} is ${night}, but ${withArticle(who)} receives information ${describeRange(range)}`);
    } else if (ctx.nights && !ctx.nights.includes(night)) {
      fail(ctx, 'out_of_range', here,
        `${p(here)} is ${night}, which is not a recorded night (recorded: ${ctx.nights.join(', ') || 'none'})`);
    }
  } else if (row.night === null && ctx.nights && ctx.nights.length > 0 && eligibleNights(ctx, row, role).length === 0) {
    fail(ctx, 'out_of_range', here,
      `${p(here)} is null, but no recorded night fits: ${withArticle(who)} receives information ${describeRange(range)} (recorded: ${ctx.nights.join(', ')})`);
  }
}

/** Nights a report may belong to: its fixed night, or the recorded nights in its character's range. */
function eligibleNights(ctx: Ctx, row: JsonObject, role: ReportRole): number[] {
  if (ctx.legacy) return [1];
  const night = intOf(row.night);
  if (night !== null) return [night];
  if (row.night !== null || !ctx.nights) return [];
  const range = NIGHTS_OF[role];
  return ctx.nights.filter((n) => inNightRange(range, n));
}

/**
 * At most one active report per player and wake: two active reports of one player
 * clash when their possible nights overlap (a null night covers every eligible
 * recorded night). Each clashing row after the first gets `duplicate_record`.
 */
export function checkReportDuplicates(ctx: Ctx, rows: readonly { row: unknown; at: readonly PathSegment[] }[]): void {
  const kept: { player: string; nights: number[]; at: readonly PathSegment[] }[] = [];
  for (const { row, at } of rows) {
    if (!isObject(row) || !isActiveRow(row)) continue;
    const player = textOf(row.player);
    const role = textOf(row.role);
    if (player === null || role === null || !isReportRole(role)) continue;
    const nights = eligibleNights(ctx, row, role);
    const clash = kept.find((k) => k.player === player && k.nights.some((n) => nights.includes(n)));
    if (clash) {
      const shared = clash.nights.filter((n) => nights.includes(n));
      fail(ctx, 'duplicate_record', at,
        `${p(at)} is a second active report for ${describe(player)} on night ${shared.join(' or ')} (the other is ${p(clash.at)}); one player has one wake per night — make the alternatives claims or disable them`);
      continue;
    }
    kept.push({ player, nights, at });
  }
}
