/**
 * Saint (Outsider). If the Saint dies by execution, their team (good) loses. Here: the
 * execution of the Saint — evil wins when the Saint was healthy (rules reference §3.17;
 * a poisoned Saint or a Drunk who thinks they are the Saint dies quietly).
 */
import { isHealthy, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';

/** The Saint at `seat` has just died by execution. */
export function dayEvent(io: StepIO, s: StateView, seat: number): void {
  if (isHealthy(s, seat)) io.emit({ kind: 'win', team: 'evil', why: 'the Saint was executed' });
}
