/**
 * Slayer (Townsfolk): once per game, by day, the Slayer publicly picks a player, who
 * dies if they are the Demon. This file: a shot — only a living, healthy Slayer's first
 * shot can kill: the living Imp it must, a living player who may register as the Demon (a
 * healthy Recluse) it may; a living Slayer spends the ability either way (rules reference
 * §3.11, §3.19). A recorded `killed` has to agree.
 */
import { DE_FLAG, DE_TARGET, IMP, TEAM_DEMON } from '../vocab.gen';
import { P } from '../layout';
import { BY_SLAYER, healthy, isAlive, roles, spendSlayer, usedSlayer } from '../world';
import { canRegisterTeam } from '../registration';
import { dayDeath } from '../day-deaths';

/** The Slayer at `seat` shoots (the event at `e`). */
export function shoots(e: i32, seat: i32): bool {
  const t = P(e + DE_TARGET);
  const killed = P(e + DE_FLAG) != 0;
  const able = isAlive(seat) && ((usedSlayer >> seat) & 1) == 0 && healthy(seat);
  if (isAlive(seat)) spendSlayer(seat);
  const mustKill = able && isAlive(t) && unchecked(roles[t]) == IMP;
  const canKill = able && isAlive(t) && canRegisterTeam(t, TEAM_DEMON);
  if (killed && !canKill) return false;
  if (!killed && mustKill) return false;
  return killed ? dayDeath(t, BY_SLAYER) : true;
}
