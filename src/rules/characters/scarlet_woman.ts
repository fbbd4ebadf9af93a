/**
 * Scarlet Woman (Minion). If five or more players are alive and the Demon dies, the
 * Scarlet Woman becomes the Demon. Here: her claim when the Imp dies — she must take
 * over while alive and healthy with 5+ alive before that death (rules reference §3.20;
 * ruling Q13) — and her night step, which has nothing to check: she wakes only to learn
 * she is now the Imp.
 */
import type { NightStepContext } from '../../kernel/night-step.ts';
import type { Claim, DemonDeath } from '../../kernel/hooks.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';

/** Nothing is recorded for her wake. */
export function nightStep(_ctx: NightStepContext): void {}

/** The Imp dies while the Scarlet Woman at `seat` lives: she must become the Imp when healthy with 5+ alive. */
export function demonDeath(s: StateView, seat: number, death: DemonDeath): Claim {
  return death.aliveBefore >= 5 && isHealthy(s, seat) ? 'must' : 'none';
}
