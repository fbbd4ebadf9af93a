/**
 * Spy (Minion). Each night the Spy sees the grimoire; it may register as good and as any
 * Townsfolk or Outsider. Here: the wake (every night, last), the meaning of a healthy
 * Spy's grimoire report — every entry matches the Storyteller's grimoire exactly — and
 * its registration (rules reference §3.16, §3.19: only while not poisoned; each ability
 * check decides anew).
 */
import type { GameReport } from '../../model/game.ts';
import type { Verdict } from '../../kernel/info.ts';
import { wakeReports, type NightStepContext } from '../../kernel/night-step.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Wake the Spy's reports due tonight. */
export function nightStep(ctx: NightStepContext): void {
  wakeReports(ctx, R.SPY, (r) => checkReportAtWake(ctx.s, r, info));
}

/** A healthy Spy's grimoire report: each entry matches the mechanical state. */
export function info(s: StateView, r: GameReport): Verdict {
  for (const [seat, e] of r.grimoire!) {
    if (e.role !== undefined && s.roles[seat] !== e.role) return null;
    if (e.shown !== undefined && s.shown[seat] !== e.shown) return null;
    if (e.alignment !== undefined && s.evil[seat] !== (e.alignment === 'evil')) return null;
    if (e.alive !== undefined && s.alive[seat] !== e.alive) return null;
    if (e.poisoned !== undefined && (s.poisoned === seat) !== e.poisoned) return null;
    if (e.redHerring !== undefined && (s.redHerring === seat) !== e.redHerring) return null;
    if (e.protected !== undefined && (s.protectedSeat === seat) !== e.protected) return null;
    if (e.usedSlayer !== undefined && s.usedSlayer[seat] !== e.usedSlayer) return null;
    if (e.usedVirgin !== undefined && s.usedVirgin[seat] !== e.usedVirgin) return null;
    if (e.master !== undefined && (s.master[seat]! < 0 ? null : s.master[seat]) !== e.master) return null;
  }
  return 'the grimoire matches';
}

/** May the Spy at `seat` register falsely right now (not poisoned): as good, a Townsfolk or an Outsider. */
export function registers(s: StateView, seat: number): boolean {
  return s.poisoned !== seat;
}
