/**
 * Which characters produce reports, what each one's payload holds, and on which nights
 * each can wake with information (contract: information payload table and the
 * Undertaker/Ravenkeeper/Spy timing rows; rules reference night order). All of it is read
 * from the role table's `info` rows (`src/rules/roles.ts`).
 */
import { payloadFields } from '../rules/payload-spec.ts';
import {
  ROLE_ROWS, inNightRange, type NightRange, type PayloadField, type PayloadFieldSpec, type PayloadSpec, type RoleId, type RoleRow,
} from '../rules/roles.ts';

export { PAYLOAD_FIELDS, inNightRange } from '../rules/roles.ts';
export type { NightRange, PayloadField, PayloadFieldSpec, PayloadSpec } from '../rules/roles.ts';

/** A character that can be the `role` of a report (one with `info` in the role table). */
export type ReportRole = RoleId;

/** Characters whose ability gives the player information, in role-table order. */
export const REPORT_ROLES: readonly ReportRole[] = ROLE_ROWS.filter((r) => r.info !== null).map((r) => r.id);

/** One value per character, read from its row. */
function byRole<T>(of: (r: RoleRow) => T): Readonly<Record<RoleId, T>> {
  return Object.fromEntries(ROLE_ROWS.map((r) => [r.id, of(r)])) as Record<RoleId, T>;
}

/** Payload spec of each character's report (empty for a character without information). */
export const PAYLOAD_SPEC_OF: Readonly<Record<ReportRole, PayloadSpec>> = byRole((r) => r.info?.payload ?? []);

/** Payload fields each reporting character may use, in spec order (none for the others). */
export const PAYLOAD_OF: Readonly<Record<ReportRole, readonly PayloadField[]>> = byRole((r) => payloadFields(r.info?.payload ?? []));

/** Night range of each reporting character (a never-reporting one: no night). */
export const NIGHTS_OF: Readonly<Record<ReportRole, NightRange>> = byRole((r) => r.info?.nights ?? { first: Infinity, last: null });

/** The payload fields a legacy first-night `info` row can hold (its schema has no `target` or `grimoire`). */
export const LEGACY_FIELDS: readonly PayloadField[] = ['targets', 'targetRole', 'value'];

/**
 * The characters the legacy first-night search accepts as `info` rows: those that wake
 * with information on night 1 and whose payload fits a legacy row's fields (the Spy's
 * grimoire does not).
 */
export const LEGACY_INFO_ROLES: readonly ReportRole[] = REPORT_ROLES.filter((id) =>
  inNightRange(NIGHTS_OF[id], 1) && PAYLOAD_OF[id].every((f) => LEGACY_FIELDS.includes(f)));

/** A payload field spec a legacy `info` row can hold (a pair, a learned character, a count or yes/no). */
export type LegacyFieldSpec = Extract<PayloadFieldSpec, { readonly field: 'targets' | 'targetRole' | 'value' }>;

/** The payload spec of a legacy `info` row of `role`; empty for a role the legacy search does not accept. */
export function legacySpecOf(role: string): readonly LegacyFieldSpec[] {
  // LEGACY_INFO_ROLES holds only characters whose every field is a legacy field.
  return (LEGACY_INFO_ROLES as readonly string[]).includes(role) ? PAYLOAD_SPEC_OF[role as ReportRole] as readonly LegacyFieldSpec[] : [];
}

/** True when `role` is a reporting character. */
export function isReportRole(role: string): role is ReportRole {
  return (REPORT_ROLES as readonly string[]).includes(role);
}

/** Readable description of a range, for messages ("only on night 1", "on night 2 or later"). */
export function describeRange(range: NightRange): string {
  if (range.last === range.first) return `only on night ${range.first}`;
  return `on night ${range.first} or later`;
}
