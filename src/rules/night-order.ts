/**
 * Official night order for Trouble Brewing (rules reference §2), as step lists.
 * Steps that are not characters (dusk, Minion info, Demon info, dawn) are named too.
 */
import type { RoleId } from './roles.ts';

/** One step of a night: a character's wake or a game-rule step. */
export type NightStep = RoleId | 'dusk' | 'minion_info' | 'demon_info' | 'dawn';

/** First night: evil info before poison; information roles; Butler; Spy last. */
export const FIRST_NIGHT: readonly NightStep[] = [
  'dusk', 'minion_info', 'demon_info', 'poisoner', 'washerwoman', 'librarian',
  'investigator', 'chef', 'empath', 'fortune_teller', 'butler', 'spy', 'dawn',
];

/** Every other night: poison, protection, the kill, then information. */
export const OTHER_NIGHTS: readonly NightStep[] = [
  'dusk', 'poisoner', 'monk', 'scarlet_woman', 'imp', 'ravenkeeper', 'empath',
  'fortune_teller', 'undertaker', 'butler', 'spy', 'dawn',
];
