/**
 * Mayor (Townsfolk). If only three players live and no execution happens, good wins; if
 * the Mayor would die at night, another player may die instead. Here: the Imp's kill on
 * a healthy Mayor may go elsewhere (rules reference §3.13; ruling Q2: onto the Imp it is
 * a star-pass) and the end-of-day win (ruling Q6: only while healthy).
 */
import type { Attack } from '../../kernel/hooks.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { isHealthy, livingCount, type StateView } from '../../kernel/state.ts';

/** The Demon's kill lands on the Mayor at `seat`: while healthy it may be moved to another player. */
export function attacked(s: StateView, seat: number): Attack {
  return isHealthy(s, seat) ? 'redirect' : 'dies';
}

/** A day ends with the living Mayor at `seat`: three alive, nobody executed and healthy → good wins. */
export function dayEnd(io: StepIO, s: StateView, seat: number): void {
  if (!s.executedToday && livingCount(s) === 3 && isHealthy(s, seat)) {
    io.emit({ kind: 'win', team: 'good', why: 'the Mayor: three alive and no execution' });
  }
}
