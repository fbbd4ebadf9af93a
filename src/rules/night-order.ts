/**
 * The Trouble Brewing night order (rules reference §2), as step lists derived from the
 * role table's night-sheet places. Steps that are not characters (dusk, the evil team's
 * first-night information, dawn) are named too.
 *
 * A place is only compared with the others of its sheet: any number will do, a fraction
 * (4.5) wakes between two whole places without renumbering them, and characters with the
 * same place wake in role-code order (the sort is stable over the table's rows), so a
 * character appended with an existing place wakes after the one holding it.
 */
import { ROLE_ROWS, type RoleId, type RoleRow } from './roles.ts';

/** One step of a night: a character's wake or a game-rule step. */
export type NightStep = RoleId | 'dusk' | 'minion_info' | 'demon_info' | 'dawn';

/** The characters with a place on one sheet, by place (ties: by role code). */
function sheet(place: (r: RoleRow) => number | null): RoleId[] {
  return ROLE_ROWS.filter((r) => place(r) !== null).sort((a, b) => place(a)! - place(b)!).map((r) => r.id);
}

/** Characters with a step on the first night, in order (for Trouble Brewing: the Poisoner first, the Spy last). */
export const FIRST_NIGHT_ROLES: readonly RoleId[] = sheet((r) => r.firstNight);
/** Characters with a step on every other night, in order (for Trouble Brewing: poison, protection, the kill, information). */
export const OTHER_NIGHT_ROLES: readonly RoleId[] = sheet((r) => r.otherNights);

/** First night: dusk, the evil team's information, then the characters' steps, dawn. */
export const FIRST_NIGHT: readonly NightStep[] = ['dusk', 'minion_info', 'demon_info', ...FIRST_NIGHT_ROLES, 'dawn'];
/** Every other night: dusk, the characters' steps, dawn. */
export const OTHER_NIGHTS: readonly NightStep[] = ['dusk', ...OTHER_NIGHT_ROLES, 'dawn'];
