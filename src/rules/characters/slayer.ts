/**
 * Slayer (Townsfolk). Once per game, by day, the Slayer publicly chooses a player; if
 * that player is the Demon, they die. Here: a shot — only a living, healthy Slayer's
 * first shot can kill, and only the living Imp (it must) or a living player who may
 * register as the Demon (a healthy Recluse: it may); a living Slayer spends the ability
 * either way (rules reference §3.11, §3.19). A recorded `killed` must agree.
 */
import { dayDeath } from '../../kernel/day-deaths.ts';
import type { DayEvent } from '../../model/game.ts';
import { canRegisterTeam } from '../../kernel/registration.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { R, TEAM_INDEX } from '../roles.ts';

/** The Slayer at `e.seat` shoots at `e.target`. */
export function shoots(io: StepIO, s: StateView, e: Extract<DayEvent, { kind: 'slayer' }>): void {
  const p = e.seat;
  const t = e.target;
  const able = s.alive[p]! && !s.usedSlayer[p] && isHealthy(s, p);
  if (s.alive[p]) io.emit({ kind: 'spend', seat: p, ability: 'slayer' });
  const mustKill = able && s.alive[t]! && s.roles[t] === R.IMP;
  const canKill = able && s.alive[t]! && canRegisterTeam(s, t, TEAM_INDEX.Demon);
  if (e.killed && !canKill) { io.fail(e.path, 'this shot cannot kill'); return; }
  if (!e.killed && mustKill) { io.fail(e.path, 'a healthy Slayer\'s first shot at the Imp kills'); return; }
  if (e.killed) dayDeath(io, s, t, 'slayer');
}
