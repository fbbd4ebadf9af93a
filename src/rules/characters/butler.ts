/**
 * Butler (Outsider). Each night the Butler chooses a player (not themself) as master;
 * tomorrow they may vote only if the master is voting too. Here: the choice (every night)
 * and a healthy living Butler's vote on a ballot — when the ballot records the hands that
 * counted before the Butler's (`qualifying`), the master must be among them (rules
 * reference §3.14; a final count alone never shows it).
 */
import type { DayEvent } from '../../model/game.ts';
import type { Emit } from '../../kernel/effects.ts';
import type { Death } from '../../kernel/hooks.ts';
import { choose, type NightStepContext } from '../../kernel/night-step.ts';
import { isHealthy, livingSeatOf, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { R } from '../roles.ts';

/** The living Butler's choice of master. */
export function nightStep(ctx: NightStepContext): void {
  const b = livingSeatOf(ctx.s, R.BUTLER);
  if (choose(ctx, b, ctx.c.master, 'butler', true)) ctx.io.emit({ kind: 'master', butler: b, seat: ctx.c.master });
}

/** The living Butler at `seat` votes on ballot `e`: false (with a failure) when healthy and the master's hand was not raised first. */
export function votes(io: StepIO, s: StateView, e: Extract<DayEvent, { kind: 'ballot' }>, seat: number): boolean {
  const hands = e.qualifying?.get(seat);
  if (isHealthy(s, seat) && hands && !hands.includes(s.master[seat]!)) {
    io.fail(e.path, 'a healthy Butler votes only with their master');
    return false;
  }
  return true;
}

/** The Butler at `seat` has died: a dead Butler has no master. */
export function died(_s: StateView, seat: number, _death: Death, emit: Emit): string | null {
  emit({ kind: 'master', butler: seat, seat: -1 });
  return null;
}
