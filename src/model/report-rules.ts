/**
 * Which characters produce reports, which payload fields each one carries, and on
 * which nights each can wake with information (contract: information payload table
 * and the Undertaker/Ravenkeeper/Spy timing rows; rules reference night order).
 */
import type { RoleId } from '../rules/roles.ts';

/** Characters whose ability gives the player information, in role-table order. */
export const REPORT_ROLES = [
  'washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'fortune_teller',
  'undertaker', 'ravenkeeper', 'spy',
] as const satisfies readonly RoleId[];

/** A character that can be the `role` of a report. */
export type ReportRole = (typeof REPORT_ROLES)[number];

/** The subset the legacy first-night search accepts as `info` rows. */
export const LEGACY_INFO_ROLES = [
  'washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'fortune_teller',
] as const satisfies readonly ReportRole[];

/** The payload fields a report may carry beyond its common fields. */
export const PAYLOAD_FIELDS = ['targets', 'targetRole', 'value', 'target', 'grimoire'] as const;
export type PayloadField = (typeof PAYLOAD_FIELDS)[number];

/** Payload fields each reporting character may use (the Librarian's `value` is the "zero" form). */
export const PAYLOAD_OF: Readonly<Record<ReportRole, readonly PayloadField[]>> = {
  washerwoman: ['targets', 'targetRole'],
  librarian: ['targets', 'targetRole', 'value'],
  investigator: ['targets', 'targetRole'],
  chef: ['value'],
  empath: ['value'],
  fortune_teller: ['targets', 'value'],
  undertaker: ['targetRole'],
  ravenkeeper: ['target', 'targetRole'],
  spy: ['grimoire'],
};

/** Nights on which a character can receive information: from `first`, up to `last` (null: no end). */
export interface NightRange {
  first: number;
  last: number | null;
}

const FIRST_NIGHT_ONLY: NightRange = { first: 1, last: 1 };
const EVERY_NIGHT: NightRange = { first: 1, last: null };
const LATER_NIGHTS: NightRange = { first: 2, last: null };

/** Night range of each reporting character. */
export const NIGHTS_OF: Readonly<Record<ReportRole, NightRange>> = {
  washerwoman: FIRST_NIGHT_ONLY,
  librarian: FIRST_NIGHT_ONLY,
  investigator: FIRST_NIGHT_ONLY,
  chef: FIRST_NIGHT_ONLY,
  empath: EVERY_NIGHT,
  fortune_teller: EVERY_NIGHT,
  spy: EVERY_NIGHT,
  undertaker: LATER_NIGHTS,
  ravenkeeper: LATER_NIGHTS,
};

/** True when `role` is a reporting character. */
export function isReportRole(role: string): role is ReportRole {
  return (REPORT_ROLES as readonly string[]).includes(role);
}

/** True when `night` lies in the character's range. */
export function inNightRange(range: NightRange, night: number): boolean {
  return night >= range.first && (range.last === null || night <= range.last);
}

/** Readable description of a range, for messages ("only on night 1", "on night 2 or later"). */
export function describeRange(range: NightRange): string {
  if (range.last === range.first) return `only on night ${range.first}`;
  return `on night ${range.first} or later`;
}
