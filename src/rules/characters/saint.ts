/**
 * Saint (Outsider). If the Saint dies by execution, their team (good) loses. Here: the
 * Saint's death — by execution, evil wins when the Saint was healthy (rules reference
 * §3.17; a poisoned Saint dies quietly, any other death is harmless, and a Drunk who
 * thinks they are the Saint is not the Saint).
 */
import type { Emit } from '../../kernel/effects.ts';
import type { Death } from '../../kernel/hooks.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';

/** The Saint at `seat` has just died. */
export function died(s: StateView, seat: number, death: Death, emit: Emit): string | null {
  if (death.cause === 'execution' && isHealthy(s, seat)) emit({ kind: 'win', team: 'evil', why: 'the Saint was executed' });
  return null;
}
