/**
 * Virgin (Townsfolk). The first time the Virgin is nominated, if the nominator is a
 * Townsfolk, the nominator is executed at once. Here: a nomination of the Virgin — the
 * first one of a living Virgin spends the ability; it triggers if she is healthy and the
 * nominator is a Townsfolk, or may if the nominator is a healthy Spy registering as one
 * (rules reference §3.10). A recorded `triggered` must agree.
 */
import { execute } from '../../kernel/day-deaths.ts';
import type { DayEvent } from '../../model/game.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { R, TEAM_INDEX, TEAM_OF_CODE } from '../roles.ts';
import * as spy from './spy.ts';

/** A nomination of seat `e.target` by `e.seat` (the nominator is alive). */
export function dayEvent(io: StepIO, s: StateView, e: Extract<DayEvent, { kind: 'nomination' }>): void {
  const p = e.seat;
  const v = e.target;
  const virgin = s.roles[v] === R.VIRGIN && s.alive[v]! && !s.usedVirgin[v];
  if (virgin) io.emit({ kind: 'spend', seat: v, ability: 'virgin' });
  const live = virgin && isHealthy(s, v);
  const mustTrigger = live && TEAM_OF_CODE[s.roles[p]!] === TEAM_INDEX.Townsfolk;
  const canTrigger = mustTrigger || (live && spy.registers(s, p));
  if (e.triggered && !canTrigger) { io.fail(e.path, 'this nomination cannot trigger the Virgin'); return; }
  if (!e.triggered && mustTrigger) { io.fail(e.path, 'a Townsfolk\'s first nomination of a healthy Virgin executes them'); return; }
  if (e.triggered) execute(io, s, p);
}
