/**
 * Ravenkeeper (Townsfolk): when the Demon kills them at night they wake, pick a player
 * and learn that player's character. This file: the wake — only on the night they died,
 * dead — and the truth of a healthy report: the chosen player registers as the named
 * character (rules reference §3.9, §3.19).
 */
import { P_REP_COUNT, P_REP_OFF, RP_SIZE, RAVENKEEPER, RP_ROLE, RP_SEAT, RP_TARGET, RP_TARGET_ROLE,
} from '../vocab.gen';
import { P } from '../layout';
import { actsAs, diedTonight } from '../world';
import { canRegisterAs } from '../registration';
import { isFreeLie, reportAtWake } from '../checks';
import { dueTonight, settle } from '../wake';

/** The Ravenkeeper's reports due tonight: only one the Demon killed tonight wakes. */
export function nightStep(): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_ROLE) != RAVENKEEPER) continue;
    const due = dueTonight(off, i);
    if (due == 0) continue;
    const seat = P(off + RP_SEAT);
    const wakes = actsAs(seat, RAVENKEEPER) && ((diedTonight >> seat) & 1) != 0;
    if (!settle(due, i, isFreeLie(off) || (wakes && reportAtWake(off, true)))) return false;
  }
  return true;
}

/** A healthy Ravenkeeper's report at `off`: the chosen player registers as the named character. */
export function info(off: i32): bool {
  const targetRole = P(off + RP_TARGET_ROLE);
  return targetRole >= 0 && canRegisterAs(P(off + RP_TARGET), targetRole);
}
