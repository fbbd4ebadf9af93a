/**
 * Deaths by day (rules reference §3.10, §3.11, §3.17, §3.20): an execution, and the
 * Demon dying by day, where only the Scarlet Woman can take over. Shared by the day's
 * steps and the character files whose abilities kill by day (Virgin, Slayer).
 */
import * as imp from '../rules/characters/imp.ts';
import * as saint from '../rules/characters/saint.ts';
import { R } from '../rules/roles.ts';
import { checkGameEnd, successorOptions } from './deaths.ts';
import { livingCount, type StateView } from './state.ts';
import type { StepIO } from './step-io.ts';

/** The Demon at `x` dies by day: only a healthy living Scarlet Woman with 5+ alive takes over. */
export function demonDiesByDay(io: StepIO, s: StateView, x: number, cause: 'execution' | 'slayer'): void {
  const successor = successorOptions(s, livingCount(s), false).seats[0] ?? -1;
  const problem = imp.demonDeath(s, x, cause, successor, io.emit);
  if (problem) io.fail('$', problem);
}

/** Execute `x`: a living player dies (Saint and Demon consequences); a dead one does not. */
export function execute(io: StepIO, s: StateView, x: number): void {
  io.emit({ kind: 'executed', seat: x });
  if (!s.alive[x]) return; // executing the dead is an execution but not a death
  if (s.roles[x] === R.IMP) demonDiesByDay(io, s, x, 'execution');
  else {
    io.emit({ kind: 'die', seat: x, cause: 'execution' });
    if (s.roles[x] === R.SAINT) saint.dayEvent(io, s, x);
  }
  checkGameEnd(s, io.emit);
}
