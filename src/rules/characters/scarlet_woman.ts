/**
 * Scarlet Woman (Minion). If five or more players are alive and the Demon dies, the
 * Scarlet Woman becomes the Demon. Here: who must take over when the Imp dies (a living,
 * healthy Scarlet Woman with 5+ alive before that death — rules reference §3.20; ruling
 * Q13) and her night step, which has nothing to check: she wakes only to learn she is
 * now the Imp.
 */
import type { NightStepContext } from '../../kernel/night-step.ts';
import { isHealthy, livingSeatOf, type StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Nothing is recorded for her wake. */
export function nightStep(_ctx: NightStepContext): void {}

/** The seat that must become the Imp when the Imp dies with `aliveBefore` alive, or -1. */
export function demonDeath(s: StateView, aliveBefore: number): number {
  const sw = livingSeatOf(s, R.SCARLET_WOMAN);
  return aliveBefore >= 5 && sw >= 0 && isHealthy(s, sw) ? sw : -1;
}
