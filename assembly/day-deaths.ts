// Deaths by day (mirrors src/kernel/day-deaths.ts; rules reference §3.10, §3.11, §3.17,
// §3.20): an execution, and a death by an ability by day (the Slayer's shot). What a
// death means is the dying character's `died` hook (deaths.ts kill). Used by the day's
// events (phases.ts) and by the Virgin and the Slayer.
import { BY_EXECUTION, isAlive, setExecutedToday } from './world';
import { checkGameEnd } from './game-end';
import { kill } from './deaths';

/** The living `x` dies by day of `cause` (nobody chooses a successor by day), then the game may end; false if that breaks the rules. */
export function dayDeath(x: i32, cause: i32): bool {
  if (!kill(x, cause, -1)) return false;
  checkGameEnd();
  return true;
}

/** Execute `x`: an execution always, a death only of the living. */
export function execute(x: i32): bool {
  setExecutedToday(1);
  if (!isAlive(x)) return true; // executing the dead is no death
  return dayDeath(x, BY_EXECUTION);
}
