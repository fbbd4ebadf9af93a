/**
 * Virgin (Townsfolk): the first time anyone nominates the Virgin, a Townsfolk nominator
 * is executed on the spot. This file: a nomination of the Virgin — a living Virgin's
 * first one spends the ability; it must trigger when she is healthy and the nominator a
 * Townsfolk, and may when the nominator is a healthy Spy registering as one (rules
 * reference §3.10). A recorded `triggered` has to agree.
 */
import { TOWNSFOLK_MASK, VIRGIN } from '../vocab.gen';
import { healthy, isAlive, roles, spendVirgin, usedVirgin } from '../world';
import { execute } from '../day-deaths';
import * as spy from './spy';

/** The living player `p` nominates `v`; `triggered`: the nominator was executed by it. */
export function dayEvent(p: i32, v: i32, triggered: bool): bool {
  const virgin = unchecked(roles[v]) == VIRGIN && isAlive(v) && ((usedVirgin >> v) & 1) == 0;
  if (virgin) spendVirgin(v);
  const live = virgin && healthy(v);
  const mustTrigger = live && ((TOWNSFOLK_MASK >> unchecked(roles[p])) & 1) != 0;
  const canTrigger = mustTrigger || (live && spy.registers(p));
  if (triggered && !canTrigger) return false;
  if (!triggered && mustTrigger) return false;
  return triggered ? execute(p) : true;
}
