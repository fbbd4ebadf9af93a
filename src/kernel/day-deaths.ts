/**
 * Deaths by day (rules reference §3.10, §3.11, §3.17, §3.20): an execution, and a death
 * by an ability by day (the Slayer's shot). What a death means — the Demon's successor,
 * the Saint's loss — is the dying character's `died` hook (deaths.ts `kill`). Shared by
 * the day's steps and the character files whose abilities kill by day (Virgin, Slayer).
 */
import { checkGameEnd, kill } from './deaths.ts';
import type { DeathCause } from './hooks.ts';
import type { StateView } from './state.ts';
import type { StepIO } from './step-io.ts';

/**
 * The living `x` dies by day of `cause`, then the game may end. The day's hidden choice of
 * a successor (ruling Q13: the Scarlet Woman when a healthy Recluse dies) goes with each
 * death until one makes her the Imp (`io.day`).
 */
export function dayDeath(io: StepIO, s: StateView, x: number, cause: Exclude<DeathCause, 'demon'>): void {
  const pending = io.day && !io.day.took ? io.day.successor : -1;
  const { problem, took } = kill(s, x, cause, pending, io.emit);
  if (problem) io.fail('$', problem);
  if (took) io.day!.took = true;
  checkGameEnd(s, io.emit);
}

/** Execute `x`: a living player dies (with what their character's death means); a dead one does not. */
export function execute(io: StepIO, s: StateView, x: number): void {
  io.emit({ kind: 'executed', seat: x });
  if (!s.alive[x]) return; // executing the dead is an execution but not a death
  dayDeath(io, s, x, 'execution');
}
