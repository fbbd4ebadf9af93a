/**
 * Investigator (Townsfolk). On the first night they learn that one of two players is a
 * particular Minion. Here: the wake (first night only) and the meaning of a healthy
 * report — one of the two registers as that Minion (rules reference §3.3; a Recluse may
 * register as one).
 */
import type { GameReport } from '../../model/game.ts';
import { pairInfo, type Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Wake the Investigator's reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  wakeReports(ctx, R.INVESTIGATOR, (r) => checkReportAtWake(ctx.s, r, info));
}

/** A healthy Investigator's pair: one of them registers as the learned Minion. */
export function info(s: StateView, r: GameReport): Verdict {
  return pairInfo(s, r.targets!, r.targetRole!);
}
