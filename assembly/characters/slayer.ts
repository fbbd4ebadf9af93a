/**
 * Slayer (Townsfolk): once per game, by day, the Slayer publicly picks a player, who
 * dies if they are the Demon. This file: a shot — only a living, healthy Slayer's first
 * shot can kill: the living Imp it must, a healthy Recluse registering as the Demon it
 * may; a living Slayer spends the ability either way (rules reference §3.11). A recorded
 * `killed` has to agree.
 */
import { IMP, SLAYER } from '../vocab.gen';
import { BY_SLAYER, die, healthy, isAlive, roles, spendSlayer, usedSlayer } from '../world';
import { checkGameEnd } from '../game-end';
import { demonDiesByDay } from '../day-deaths';
import * as recluse from './recluse';

/** `p` shoots at `t`; `killed`: the target died of it. */
export function dayEvent(p: i32, t: i32, killed: bool): bool {
  const r = unchecked(roles[p]);
  const able = isAlive(p) && r == SLAYER && ((usedSlayer >> p) & 1) == 0 && healthy(p);
  if (r == SLAYER && isAlive(p)) spendSlayer(p);
  const mustKill = able && isAlive(t) && unchecked(roles[t]) == IMP;
  const canKill = mustKill || (able && isAlive(t) && recluse.registers(t));
  if (killed && !canKill) return false;
  if (!killed && mustKill) return false;
  if (!killed) return true;
  if (unchecked(roles[t]) == IMP) { if (!demonDiesByDay(t, BY_SLAYER)) return false; }
  else die(t, BY_SLAYER);
  checkGameEnd();
  return true;
}
