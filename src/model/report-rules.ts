/**
 * Which characters produce reports, which payload fields each one carries, and on
 * which nights each can wake with information (contract: information payload table
 * and the Undertaker/Ravenkeeper/Spy timing rows; rules reference night order).
 */
import { ROLE_ROWS, type NightRange, type PayloadField, type RoleId } from '../rules/roles.ts';

export { PAYLOAD_FIELDS, inNightRange } from '../rules/roles.ts';
export type { NightRange, PayloadField } from '../rules/roles.ts';

/** A character that can be the `role` of a report (one with `info` in the role table). */
export type ReportRole = RoleId;

/** Characters whose ability gives the player information, in role-table order. */
export const REPORT_ROLES: readonly ReportRole[] = ROLE_ROWS.filter((r) => r.info !== null).map((r) => r.id);

/** The subset the legacy first-night search accepts as `info` rows. */
export const LEGACY_INFO_ROLES = [
  'washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'fortune_teller',
] as const satisfies readonly ReportRole[];

/** Payload fields each reporting character may use (none for the others). */
export const PAYLOAD_OF: Readonly<Record<ReportRole, readonly PayloadField[]>> = Object.fromEntries(
  ROLE_ROWS.map((r) => [r.id, r.info?.payload ?? []]),
) as Record<ReportRole, readonly PayloadField[]>;

/** Night range of each reporting character (a never-reporting one: no night). */
export const NIGHTS_OF: Readonly<Record<ReportRole, NightRange>> = Object.fromEntries(
  ROLE_ROWS.map((r) => [r.id, r.info?.nights ?? { first: Infinity, last: null }]),
) as Record<ReportRole, NightRange>;

/** True when `role` is a reporting character. */
export function isReportRole(role: string): role is ReportRole {
  return (REPORT_ROLES as readonly string[]).includes(role);
}

/** Readable description of a range, for messages ("only on night 1", "on night 2 or later"). */
export function describeRange(range: NightRange): string {
  if (range.last === range.first) return `only on night ${range.first}`;
  return `on night ${range.first} or later`;
}
