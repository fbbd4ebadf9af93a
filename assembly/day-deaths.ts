// Deaths by day (mirrors src/kernel/day-deaths.ts; rules reference §3.10, §3.11, §3.17,
// §3.20): an execution, and the Demon dying by day, when only the Scarlet Woman can take
// over. Used by the day's events (phases.ts) and by the Virgin and the Slayer.
import { IMP, SAINT } from './vocab.gen';
import { BY_EXECUTION, die, isAlive, livingCount, roles, setExecutedToday } from './world';
import { checkGameEnd } from './game-end';
import * as imp from './characters/imp';
import * as saint from './characters/saint';
import * as scarlet_woman from './characters/scarlet_woman';

/** The Demon at `x` dies by day (`cause`: world.ts BY_*); false if the successor rule breaks. */
export function demonDiesByDay(x: i32, cause: i32): bool {
  return imp.demonDeath(x, cause, scarlet_woman.demonDeath(livingCount()));
}

/** Execute `x`: an execution always, a death only of the living. */
export function execute(x: i32): bool {
  setExecutedToday(1);
  if (!isAlive(x)) return true; // executing the dead is no death
  if (unchecked(roles[x]) == IMP) {
    if (!demonDiesByDay(x, BY_EXECUTION)) return false;
  } else {
    die(x, BY_EXECUTION);
    if (unchecked(roles[x]) == SAINT) saint.dayEvent(x);
  }
  checkGameEnd();
  return true;
}
