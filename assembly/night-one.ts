// Night 1, before its choices are tried (history.ts fillPoison). Nothing on night 1 changes
// the state before the information steps but the Poisoner's choice, and a report false
// while nobody is poisoned can only be saved by poisoning its author (poisoning a Spy or
// a Recluse only narrows what they register as). So the reports fixed to night 1 name the
// one seat the poison must go to, or show that no choice can save the setup. The Spy wakes
// after the Butler chooses and sees the poison, so its reports are left to the search.
import { INFO_WAKE_FIRST, P_REP_COUNT, P_REP_OFF, RP_HEALTHY, RP_NIGHT, RP_ROLE, RP_SEAT, RP_SIZE, SPY } from './vocab.gen';
import { P } from './layout';
import { actsAs, isAlive, poisoned } from './world';
import { isFreeLie, reportAtWake } from './checks';

/** No poison target can save night 1's reports. */
export const NO_TARGET: i32 = -2;
/** Any poison target will do, as far as night 1's reports tell. */
export const ANY_TARGET: i32 = -1;

/**
 * With nobody poisoned yet (the state at night 1's dusk): NO_TARGET, ANY_TARGET, or the
 * seat the Poisoner must poison tonight for every report fixed to night 1 to hold.
 */
export function firstNightPoison(): i32 {
  if (poisoned != -1) return ANY_TARGET; // not the state this reasoning holds for
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  let target = ANY_TARGET;
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    const role = P(off + RP_ROLE);
    if (P(off + RP_NIGHT) != 1 || role == SPY || ((INFO_WAKE_FIRST >> role) & 1) == 0 || isFreeLie(off)) continue;
    if (reportAtWake(off, false)) continue;
    const seat = P(off + RP_SEAT);
    // Poisoned, its author is impaired: the report then holds unless it claims to be healthy.
    if (P(off + RP_HEALTHY) != 0 || !isAlive(seat) || !actsAs(seat, role)) return NO_TARGET;
    if (target != ANY_TARGET && target != seat) return NO_TARGET;
    target = seat;
  }
  return target;
}
