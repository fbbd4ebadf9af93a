/**
 * Fortune Teller (Townsfolk). Each night they choose two players and learn whether
 * either is the Demon; one good player, the red herring, reads as the Demon to them
 * throughout. Here: the red herring chosen at setup, the wake (every night) and the
 * meaning of a healthy answer — "yes" exactly when the Imp, the red herring or a Recluse
 * registering as the Demon is among the two (rules reference §1.5, §3.6, §3.19).
 */
import type { GameReport } from '../../model/game.ts';
import type { Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { canRegisterTeam } from '../../kernel/registration.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import type { Relevance } from '../../compile/relevance.ts';
import { R, TEAM_INDEX, isEvilCode } from '../roles.ts';

/**
 * Red herring options for an initial assignment: any good seat, or a Spy (who may
 * register as good), when an actual Fortune Teller is in play; [-1] otherwise. When no
 * row can tell the red herring apart, one seat stands for all (`rel.redHerring`).
 */
export function setup(roles: number[], rel: Relevance): number[] {
  if (!roles.includes(R.FORTUNE_TELLER)) return [-1];
  const out: number[] = [];
  roles.forEach((r, seat) => { if (!isEvilCode(r) || r === R.SPY) out.push(seat); });
  return rel.redHerring ? out : out.slice(0, 1);
}

/** Wake the Fortune Teller's reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  wakeReports(ctx, R.FORTUNE_TELLER, (r) => checkReportAtWake(ctx.s, r, info));
}

/** A healthy Fortune Teller's yes or no for the chosen pair. */
export function info(s: StateView, r: GameReport): Verdict {
  const pair = r.targets!;
  const yes = r.value as boolean;
  const certain = pair.some((x) => s.roles[x] === R.IMP || x === s.redHerring);
  const possible = certain || pair.some((x) => canRegisterTeam(s, x, TEAM_INDEX.Demon));
  if (yes) return possible ? (certain ? 'a Demon or the red herring was chosen' : 'a Recluse registers as the Demon') : null;
  return certain ? null : 'neither is the Demon nor the red herring';
}
