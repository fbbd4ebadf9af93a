/**
 * Butler (Outsider). Each night the Butler chooses a player (not themself) as master;
 * tomorrow they may vote only if the master is voting too. Here: the choice (every night)
 * and a healthy living Butler's vote on a ballot — when the ballot records the hands that
 * counted before the Butler's (`qualifying`), the master must be among them (rules
 * reference §3.14; a final count alone never shows it).
 */
import type { DayEvent } from '../../model/game.ts';
import { choose, type NightStepContext } from '../../kernel/night-step.ts';
import { isHealthy, livingSeatOf, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { R } from '../roles.ts';

/** The living Butler's choice of master. */
export function nightStep(ctx: NightStepContext): void {
  const b = livingSeatOf(ctx.s, R.BUTLER);
  if (choose(ctx, b, ctx.c.master, 'butler', true)) ctx.io.emit({ kind: 'master', butler: b, seat: ctx.c.master });
}

/** The living voter `v` on ballot `e`: false (with a failure) when a healthy Butler voted without the master. */
export function dayEvent(io: StepIO, s: StateView, e: Extract<DayEvent, { kind: 'ballot' }>, v: number): boolean {
  const hands = e.qualifying?.get(v);
  if (s.roles[v] === R.BUTLER && isHealthy(s, v) && hands && !hands.includes(s.master[v]!)) {
    io.fail(e.path, 'a healthy Butler votes only with their master');
    return false;
  }
  return true;
}
