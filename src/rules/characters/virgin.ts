/**
 * Virgin (Townsfolk). The first time the Virgin is nominated, if the nominator is a
 * Townsfolk, the nominator is executed at once. Here: a nomination of the Virgin — the
 * first one of a living Virgin spends the ability; it triggers if she is healthy and the
 * nominator is a Townsfolk, or may if the nominator may register as one (a healthy Spy;
 * rules reference §3.10, §3.16). A recorded `triggered` must agree. Without complete voting
 * a day's nominations need not all be recorded, so one nobody recorded may have spent her
 * ability without executing anyone (`nominatedUnrecorded`).
 */
import { execute } from '../../kernel/day-deaths.ts';
import type { DayEvent } from '../../model/game.ts';
import { canRegisterTeam } from '../../kernel/registration.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { TEAM_INDEX, TEAM_OF_CODE } from '../roles.ts';

/** The Virgin at `e.target` is nominated by the living `e.seat`. */
export function nominated(io: StepIO, s: StateView, e: Extract<DayEvent, { kind: 'nomination' }>): void {
  const p = e.seat;
  const v = e.target;
  const first = s.alive[v]! && !s.usedVirgin[v];
  if (first) io.emit({ kind: 'spend', seat: v, ability: 'virgin' });
  const live = first && isHealthy(s, v);
  const mustTrigger = live && TEAM_OF_CODE[s.roles[p]!] === TEAM_INDEX.Townsfolk;
  const canTrigger = live && canRegisterTeam(s, p, TEAM_INDEX.Townsfolk);
  if (e.triggered && !canTrigger) { io.fail(e.path, 'this nomination cannot trigger the Virgin'); return; }
  if (!e.triggered && mustTrigger) { io.fail(e.path, 'a Townsfolk\'s first nomination of a healthy Virgin executes them'); return; }
  if (e.triggered) execute(io, s, p);
}

/**
 * May a nomination nobody recorded have spent the ability of the Virgin at `seat` today,
 * executing nobody? She is alive with her ability unspent, and either she is not healthy
 * or a living player who is not a Townsfolk could have nominated her (while the game goes
 * on the Imp is one).
 */
export function nominatedUnrecorded(s: StateView, seat: number): boolean {
  if (!s.alive[seat] || s.usedVirgin[seat]) return false;
  if (!isHealthy(s, seat)) return true;
  for (let x = 0; x < s.n; x++) if (s.alive[x] && TEAM_OF_CODE[s.roles[x]!] !== TEAM_INDEX.Townsfolk) return true;
  return false;
}
