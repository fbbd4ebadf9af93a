/**
 * Monk (Townsfolk). Each night after the first the Monk chooses another player, who is
 * safe from the Demon tonight. Here: the choice (a Drunk shown the Monk chooses too, but
 * protects nobody; nor does a poisoned Monk — rules reference §3.8) and its end when the
 * Monk dies (§4.5).
 */
import { choose, type NightStepContext } from '../../kernel/night-step.ts';
import type { Emit } from '../../kernel/effects.ts';
import type { Death } from '../../kernel/hooks.ts';
import { actsAs, isHealthy, type StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** The living Monk's choice (or the Drunk's who thinks they are the Monk). */
export function nightStep(ctx: NightStepContext): void {
  const { s } = ctx;
  let m = -1;
  for (let x = 0; x < s.n; x++) if (s.alive[x] && actsAs(s, x, R.MONK)) m = x;
  if (choose(ctx, m, ctx.c.monk, 'monk', true) && s.roles[m] === R.MONK && isHealthy(s, m)) {
    ctx.io.emit({ kind: 'protect', seat: ctx.c.monk });
  }
}

/** The Monk at `seat` has died: the protection ends at once, even before dawn. */
export function died(_s: StateView, _seat: number, _death: Death, emit: Emit): string | null {
  emit({ kind: 'protect', seat: -1 });
  return null;
}
