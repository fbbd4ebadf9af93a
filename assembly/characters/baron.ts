/**
 * Baron (Minion): with the Baron in play, two Townsfolk at setup are swapped for two
 * extra Outsiders. This file: the setup counts of a search branch with or without the
 * Baron (rules reference §1.3). The counts of both come from the generated SETUP table
 * (src/rules/setup.ts applies the Baron's change there).
 */
import { MIN_PLAYERS, SETUP } from '../vocab.gen';

/** How many characters of `team` (0 Townsfolk … 3 Demons) `players` players have, with or without the Baron. */
export function setup(players: i32, baron: bool, team: i32): i32 {
  return unchecked(SETUP[((players - MIN_PLAYERS) * 2 + (baron ? 1 : 0)) * 4 + team]);
}
