/**
 * Washerwoman (Townsfolk). On the first night she learns that one of two players is a
 * particular Townsfolk. Here: her wake (first night only) and what her report means when
 * she is healthy — one of the two registers as that Townsfolk (rules reference §3.1; a
 * Spy may register as it).
 */
import type { GameReport } from '../../model/game.ts';
import { pairInfo, type Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Wake her reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  wakeReports(ctx, R.WASHERWOMAN, (r) => checkReportAtWake(ctx.s, r, info));
}

/** A healthy Washerwoman's pair: one of them registers as the learned Townsfolk. */
export function info(s: StateView, r: GameReport): Verdict {
  return pairInfo(s, r.targets!, r.targetRole!);
}
