/**
 * Empath (Townsfolk). Each night they learn how many of their two living neighbours are
 * evil. Here: the wake (every night) and the meaning of a healthy report — the count lies
 * between the neighbours that must and those that may register evil (rules reference
 * §3.5; dead players are skipped when finding the neighbours).
 */
import type { GameReport } from '../../model/game.ts';
import { evilRange, type Verdict } from '../../kernel/info.ts';
import { livingNeighbours } from '../../kernel/neighbours.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Wake the Empath's reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  wakeReports(ctx, R.EMPATH, (r) => checkReportAtWake(ctx.s, r, info));
}

/** A healthy Empath's count of evil living neighbours. */
export function info(s: StateView, r: GameReport): Verdict {
  const value = r.value as number;
  const [lo, hi] = evilRange(s, livingNeighbours(s, r.seat));
  return value >= lo && value <= hi ? `${lo}–${hi} evil living neighbours are possible` : null;
}
