/**
 * Chef (Townsfolk). On the first night they learn how many pairs of neighbouring players
 * are both evil. Here: the wake (first night only) and the meaning of a healthy report —
 * the number lies between the pairs that must and the pairs that may register evil, every
 * seat deciding anew for each check (rules reference §3.4, §3.19; the circle wraps round).
 */
import type { GameReport } from '../../model/game.ts';
import { mustRegisterEvil, type Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { canRegisterEvil } from '../../kernel/registration.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Wake the Chef's reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  wakeReports(ctx, R.CHEF, (r) => checkReportAtWake(ctx.s, r, info));
}

/** A healthy Chef's count of evil neighbour pairs. */
export function info(s: StateView, r: GameReport): Verdict {
  const value = r.value as number;
  let lo = 0;
  let hi = 0;
  for (let x = 0; x < s.n; x++) {
    const y = (x + 1) % s.n;
    if (mustRegisterEvil(s, x) && mustRegisterEvil(s, y)) lo++;
    if (canRegisterEvil(s, x) && canRegisterEvil(s, y)) hi++;
  }
  return value >= lo && value <= hi ? `${lo}–${hi} pairs of evil neighbours are possible` : null;
}
