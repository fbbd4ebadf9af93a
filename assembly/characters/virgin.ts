/**
 * Virgin (Townsfolk): the first time anyone nominates the Virgin, a Townsfolk nominator
 * is executed on the spot. This file: a nomination of the Virgin — a living Virgin's
 * first one spends the ability; it must trigger when she is healthy and the nominator a
 * Townsfolk, and may when the nominator may register as one (a healthy Spy; rules
 * reference §3.10, §3.16). A recorded `triggered` has to agree. A nomination nobody
 * recorded (a day without complete voting) may have spent it without executing anyone.
 */
import { DE_FLAG, DE_SEAT, TEAM_TOWNSFOLK, TOWNSFOLK_MASK } from '../vocab.gen';
import { P } from '../layout';
import { healthy, isAlive, n, roles, spendVirgin, usedVirgin } from '../world';
import { canRegisterTeam } from '../registration';
import { execute } from '../day-deaths';

/** The Virgin at `seat` is nominated by a living player (the event at `e`). */
export function nominated(e: i32, seat: i32): bool {
  const p = P(e + DE_SEAT);
  const triggered = P(e + DE_FLAG) != 0;
  const first = isAlive(seat) && ((usedVirgin >> seat) & 1) == 0;
  if (first) spendVirgin(seat);
  const live = first && healthy(seat);
  const mustTrigger = live && ((TOWNSFOLK_MASK >> unchecked(roles[p])) & 1) != 0;
  const canTrigger = live && canRegisterTeam(p, TEAM_TOWNSFOLK);
  if (triggered && !canTrigger) return false;
  if (!triggered && mustTrigger) return false;
  return triggered ? execute(p) : true;
}

/**
 * May a nomination nobody recorded have spent the ability of the Virgin at `seat` today,
 * executing nobody? Alive and unspent, and either not healthy or a living player who is
 * not a Townsfolk could have nominated her.
 */
export function nominatedUnrecorded(seat: i32): bool {
  if (!isAlive(seat) || ((usedVirgin >> seat) & 1) != 0) return false;
  if (!healthy(seat)) return true;
  for (let x = 0; x < n; x++) if (isAlive(x) && ((TOWNSFOLK_MASK >> unchecked(roles[x])) & 1) == 0) return true;
  return false;
}
