// Deaths by day (mirrors src/kernel/day-deaths.ts; rules reference §3.10, §3.11, §3.17,
// §3.20): an execution, and a death by an ability by day (the Slayer's shot). What a
// death means is the dying character's `died` hook (deaths.ts kill). Used by the day's
// events (phases.ts) and by the Virgin and the Slayer.
import { BY_EXECUTION, isAlive, setExecutedToday } from './world';
import { checkGameEnd } from './game-end';
import { kill, took } from './deaths';

/** The day's successor choice (ruling Q13: the Scarlet Woman when a healthy Recluse dies), -1: none. */
let daySuccessor: i32 = -1;
/** Whether a death today has used it. */
export let daySuccessorTook: bool = false;
/** Start a day with its successor choice. */
export function setDaySuccessor(seat: i32): void { daySuccessor = seat; daySuccessorTook = false; }

/**
 * The living `x` dies by day of `cause`, then the game may end; false if that breaks the
 * rules. The day's successor choice goes with each death until one makes her the Imp.
 */
export function dayDeath(x: i32, cause: i32): bool {
  if (!kill(x, cause, daySuccessorTook ? -1 : daySuccessor, false)) return false;
  if (took) daySuccessorTook = true;
  checkGameEnd();
  return true;
}

/** Execute `x`: an execution always, a death only of the living. */
export function execute(x: i32): bool {
  setExecutedToday(1);
  if (!isAlive(x)) return true; // executing the dead is no death
  return dayDeath(x, BY_EXECUTION);
}
