/**
 * Mayor (Townsfolk). If only three players live and no execution happens, good wins; if
 * the Mayor would die at night, another player may die instead. Here: whether the Imp's
 * kill on this seat may go elsewhere (a healthy Mayor — rules reference §3.13; ruling Q2:
 * onto the Imp it is a star-pass) and the end-of-day win.
 */
import type { StepIO } from '../../kernel/step-io.ts';
import { isHealthy, livingCount, livingSeatOf, type StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** May the Demon's kill on this seat be moved to another player (a healthy Mayor)? */
export function attacked(s: StateView, seat: number): boolean {
  return s.roles[seat] === R.MAYOR && isHealthy(s, seat);
}

/** At the end of a day: three alive, nobody executed and a healthy Mayor alive → good wins. */
export function dayEnd(io: StepIO, s: StateView): void {
  const mayor = livingSeatOf(s, R.MAYOR);
  if (!s.executedToday && livingCount(s) === 3 && mayor >= 0 && isHealthy(s, mayor)) {
    io.emit({ kind: 'win', team: 'good', why: 'the Mayor: three alive and no execution' });
  }
}
