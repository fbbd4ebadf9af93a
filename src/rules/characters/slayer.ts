/**
 * Slayer (Townsfolk). Once per game, by day, the Slayer publicly chooses a player; if
 * that player is the Demon, they die. Here: a shot — only a living, healthy Slayer's
 * first shot can kill, and only the living Imp (it must) or a healthy Recluse registering
 * as the Demon (it may); the ability is spent either way (rules reference §3.11). A
 * recorded `killed` must agree.
 */
import { checkGameEnd } from '../../kernel/deaths.ts';
import { demonDiesByDay } from '../../kernel/day-deaths.ts';
import type { DayEvent } from '../../model/game.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { R } from '../roles.ts';
import * as recluse from './recluse.ts';

/** A Slayer shot by `e.seat` at `e.target`. */
export function dayEvent(io: StepIO, s: StateView, e: Extract<DayEvent, { kind: 'slayer' }>): void {
  const p = e.seat;
  const t = e.target;
  const able = s.alive[p]! && s.roles[p] === R.SLAYER && !s.usedSlayer[p] && isHealthy(s, p);
  if (s.roles[p] === R.SLAYER && s.alive[p]) io.emit({ kind: 'spend', seat: p, ability: 'slayer' });
  const mustKill = able && s.alive[t]! && s.roles[t] === R.IMP;
  const canKill = mustKill || (able && s.alive[t]! && recluse.registers(s, t));
  if (e.killed && !canKill) { io.fail(e.path, 'this shot cannot kill'); return; }
  if (!e.killed && mustKill) { io.fail(e.path, 'a healthy Slayer\'s first shot at the Imp kills'); return; }
  if (!e.killed) return;
  if (s.roles[t] === R.IMP) demonDiesByDay(io, s, t, 'slayer');
  else io.emit({ kind: 'die', seat: t, cause: 'slayer' });
  checkGameEnd(s, io.emit);
}
