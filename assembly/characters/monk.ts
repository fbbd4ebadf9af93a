/**
 * Monk (Townsfolk): each night after the first the Monk picks another player, whom the
 * Demon cannot kill that night. This file: the pick — a Drunk who believes they are the
 * Monk picks too but protects nobody, nor does a poisoned Monk (rules reference §3.8).
 * A dead Monk's protection ends at once (§4.5).
 */
import { MONK, PH_MONK_ACTOR, PH_MONK_TARGET } from '../vocab.gen';
import { actsAs, healthy, isAlive, n, roles, setProtected } from '../world';
import { chooseOk, monkChoice } from '../tonight';

/** The pick of whoever wakes as the Monk (the last such living seat). */
export function nightStep(): bool {
  let monk = -1;
  for (let x = 0; x < n; x++) if (isAlive(x) && actsAs(x, MONK)) monk = x;
  if (!chooseOk(monk, monkChoice, PH_MONK_ACTOR, PH_MONK_TARGET, true)) return false;
  if (monk >= 0 && unchecked(roles[monk]) == MONK && healthy(monk)) setProtected(monkChoice);
  return true;
}

/** The Monk at `seat` has died: the protection ends at once (rules reference §4.5). */
export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool {
  setProtected(-1);
  return true;
}
