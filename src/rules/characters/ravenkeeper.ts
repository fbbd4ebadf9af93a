/**
 * Ravenkeeper (Townsfolk). If the Demon kills them at night, they wake that night,
 * choose a player and learn their character. Here: the wake (only on the night they died)
 * and the meaning of a healthy report — the chosen player registers as the named
 * character (rules reference §3.9).
 */
import type { GameReport } from '../../model/game.ts';
import type { Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { canRegisterAs } from '../../kernel/registration.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import { actsAs, type StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Wake the Ravenkeeper's reports due tonight: only one who died tonight wakes (dead). */
export function nightStep(ctx: NightStepContext): void {
  const { s } = ctx;
  wakeReports(ctx, R.RAVENKEEPER, (r) => (actsAs(s, r.seat, R.RAVENKEEPER) && s.diedTonight.includes(r.seat)
    ? checkReportAtWake(s, r, info, true)
    : { ok: false, reason: 'the Ravenkeeper wakes only on the night they die' }));
}

/** A healthy Ravenkeeper's report: the chosen player registers as the named character. */
export function info(s: StateView, r: GameReport): Verdict {
  if (r.target === undefined || r.targetRole === undefined || r.targetRole === null) return null;
  return canRegisterAs(s, r.target, r.targetRole) ? 'the chosen player registers as that character' : null;
}
