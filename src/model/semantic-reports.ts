/**
 * Semantic checks of information reports (temporal `reports[]` rows and legacy
 * `info` rows): the reporting character, its payload (checked against the role table's
 * payload spec, `semantic-payload.ts`), the night, and at most one active report per
 * player and wake.
 */
import type { PathSegment } from '../contract/json-path.ts';
import { describe } from '../contract/errors.ts';
import { ROLE_IDS } from '../rules/roles.ts';
import { intOf, isActiveRow, isObject, textOf } from './json-view.ts';
import type { JsonObject } from './json-view.ts';
import {
  LEGACY_INFO_ROLES, NIGHTS_OF, PAYLOAD_SPEC_OF, REPORT_ROLES, describeRange, inNightRange, isReportRole,
} from './report-rules.ts';
import { PAYLOAD_OF, type ReportRole } from './report-rules.ts';
import type { Ctx } from './semantic-context.ts';
import { checkPlayer, checkRole, fail, p, roleName, withArticle } from './semantic-context.ts';
import { checkPayload, checkPayloadFields } from './semantic-payload.ts';

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
  const who = roleName(ROLE_IDS.indexOf(role));
  checkPayloadFields(ctx, row, at, PAYLOAD_SPEC_OF[role], who);
  checkPayload(ctx, row, at, PAYLOAD_SPEC_OF[role], who);
  if (ctx.legacy) checkLegacyNight(ctx, row, at);
  else checkNight(ctx, row, at, role);
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
    } else if (ctx.nights && ctx.nightsCertain && !ctx.nights.includes(night)) {
      fail(ctx, 'out_of_range', here,
        `${p(here)} is ${night}, which is not a recorded night (recorded: ${ctx.nights.join(', ') || 'none'})`);
    }
  } else if (row.night === null && ctx.nights && ctx.nightsCertain && ctx.nights.length > 0 && eligibleNights(ctx, row, role).length === 0) {
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
 * recorded night) and they are the same wake. A Spy's grimoire is its own wake, apart
 * from the wake of the character it bluffs (whose report it makes up): a grimoire report
 * and another character's report of one player on one night are two wakes. Each clashing
 * row after the first gets `duplicate_record`.
 */
export function checkReportDuplicates(ctx: Ctx, rows: readonly { row: unknown; at: readonly PathSegment[] }[]): void {
  const kept: { player: string; nights: number[]; grimoire: boolean; at: readonly PathSegment[] }[] = [];
  for (const { row, at } of rows) {
    if (!isObject(row) || !isActiveRow(row)) continue;
    const player = textOf(row.player);
    const role = textOf(row.role);
    if (player === null || role === null || !isReportRole(role)) continue;
    const nights = eligibleNights(ctx, row, role);
    const grimoire = PAYLOAD_OF[role].includes('grimoire');
    const clash = kept.find((k) => k.player === player && k.grimoire === grimoire && k.nights.some((n) => nights.includes(n)));
    if (clash) {
      const shared = clash.nights.filter((n) => nights.includes(n));
      fail(ctx, 'duplicate_record', at,
        `${p(at)} is a second active report for ${describe(player)} on night ${shared.join(' or ')} (the other is ${p(clash.at)}); one player has one wake per night — make the alternatives claims or disable them`);
      continue;
    }
    kept.push({ player, nights, grimoire, at });
  }
}
