/**
 * The Trouble Brewing night order (rules reference §2), as step lists derived from the
 * role table's night-sheet places. Steps that are not characters (dusk, the evil team's
 * first-night information, dawn) are named too.
 */
import { ROLE_ROWS, type RoleId, type RoleRow } from './roles.ts';

/** One step of a night: a character's wake or a game-rule step. */
export type NightStep = RoleId | 'dusk' | 'minion_info' | 'demon_info' | 'dawn';

function sheet(place: (r: RoleRow) => number | null): RoleId[] {
  return ROLE_ROWS.filter((r) => place(r) !== null).sort((a, b) => place(a)! - place(b)!).map((r) => r.id);
}

/** Characters with a step on the first night, in order (evil info before poison; Spy last). */
export const FIRST_NIGHT_ROLES: readonly RoleId[] = sheet((r) => r.firstNight);
/** Characters with a step on every other night, in order (poison, protection, the kill, information). */
export const OTHER_NIGHT_ROLES: readonly RoleId[] = sheet((r) => r.otherNights);

/** First night: dusk, the evil team's information, then the characters' steps, dawn. */
export const FIRST_NIGHT: readonly NightStep[] = ['dusk', 'minion_info', 'demon_info', ...FIRST_NIGHT_ROLES, 'dawn'];
/** Every other night: dusk, the characters' steps, dawn. */
export const OTHER_NIGHTS: readonly NightStep[] = ['dusk', ...OTHER_NIGHT_ROLES, 'dawn'];
