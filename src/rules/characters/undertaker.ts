/**
 * Undertaker (Townsfolk). Each night after the first they learn which character died by
 * execution that day. Here: the wake (nights 2+) — with no execution death that day, or
 * when the Undertaker is dead, only "no information" fits — and the meaning of a healthy
 * report: the executed player registers as the named character (rules reference §3.7).
 */
import type { GameReport } from '../../model/game.ts';
import type { Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { canRegisterAs } from '../../kernel/registration.ts';
import { checkReportAtWake, checkUndertakerWithoutDeath } from '../../kernel/reports.ts';
import { actsAs, type StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Wake the Undertaker's reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  const { s } = ctx;
  wakeReports(ctx, R.UNDERTAKER, (r) => {
    if (s.executedDeath >= 0 && s.alive[r.seat]) return checkReportAtWake(s, r, info);
    return actsAs(s, r.seat, R.UNDERTAKER) ? checkUndertakerWithoutDeath(s, r) : { ok: false, reason: 'the player is not the Undertaker' };
  });
}

/** A healthy Undertaker's report: the player executed today registers as the named character. */
export function info(s: StateView, r: GameReport): Verdict {
  if (r.targetRole === null || r.targetRole === undefined || s.executedDeath < 0) return null;
  return canRegisterAs(s, s.executedDeath, r.targetRole) ? 'the executed player registers as that character' : null;
}
