/**
 * Poisoner (Minion). Each night the Poisoner chooses a player, who is poisoned until the
 * next dusk; a poisoned player's ability does not work. Here: the choice (every night,
 * first). The poison also ends when the Poisoner dies (kernel/effects.ts; rules reference
 * §3.18).
 */
import { choose, type NightStepContext } from '../../kernel/night-step.ts';
import { livingSeatOf } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** The living Poisoner's choice. */
export function nightStep(ctx: NightStepContext): void {
  const p = livingSeatOf(ctx.s, R.POISONER);
  if (choose(ctx, p, ctx.c.poison, 'poison', false)) ctx.io.emit({ kind: 'poison', seat: ctx.c.poison, source: p });
}
