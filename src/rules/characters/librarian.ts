/**
 * Librarian (Townsfolk). On the first night they learn that one of two players is a
 * particular Outsider — or that no Outsider is in play. Here: the wake (first night only)
 * and the meaning of a healthy report: one of the pair registers as that Outsider, or,
 * for "zero", no seat is forced to register as an Outsider (rules reference §3.2; a
 * healthy Spy may register as an Outsider, a healthy Recluse as something else).
 */
import type { GameReport } from '../../model/game.ts';
import { pairInfo, type Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { mustRegisterTeam } from '../../kernel/registration.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import { R, TEAM_INDEX } from '../roles.ts';

/** Wake the Librarian's reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  wakeReports(ctx, R.LIBRARIAN, (r) => checkReportAtWake(ctx.s, r, info));
}

/** A healthy Librarian's pair, or "zero": no seat must register as an Outsider. */
export function info(s: StateView, r: GameReport): Verdict {
  if (r.targets) return pairInfo(s, r.targets, r.targetRole!);
  for (let x = 0; x < s.n; x++) if (mustRegisterTeam(s, x, TEAM_INDEX.Outsider)) return null;
  return 'no seat must register as an Outsider';
}
