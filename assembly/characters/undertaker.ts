/**
 * Undertaker (Townsfolk): each night after the first they learn the character of the
 * player executed that day. This file: the wake (other nights) — when nobody died by
 * execution today, or the Undertaker is dead, only "no information" can be reported —
 * and the truth of a healthy report: the executed player registers as the named
 * character (rules reference §3.7, §3.19).
 */
import { P_REP_COUNT, P_REP_OFF, RP_SIZE, UNDERTAKER, RP_HEALTHY, RP_ROLE, RP_SEAT, RP_TARGET_ROLE,
} from '../vocab.gen';
import { P } from '../layout';
import { actsAs, executedDeath, isAlive, poisoned, roles } from '../world';
import { canRegisterAs } from '../registration';
import { isFreeLie, reportAtWake } from '../checks';
import { dueTonight, settle } from '../wake';

/**
 * A report at `off` with no execution death to learn: it must claim nothing (target
 * role -1); it may only say so without being marked impaired when it is a real, sober
 * Undertaker's.
 */
function withoutDeath(off: i32): bool {
  const seat = P(off + RP_SEAT);
  if (!actsAs(seat, UNDERTAKER)) return false;
  if (P(off + RP_TARGET_ROLE) != -1) return false;
  return P(off + RP_HEALTHY) == 0 || (unchecked(roles[seat]) == UNDERTAKER && poisoned != seat);
}

/** The Undertaker's reports due tonight. */
export function nightStep(): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_ROLE) != UNDERTAKER) continue;
    const due = dueTonight(off, i);
    if (due == 0) continue;
    const learns = executedDeath >= 0 && isAlive(P(off + RP_SEAT));
    if (!settle(due, i, isFreeLie(off) || (learns ? reportAtWake(off, false) : withoutDeath(off)))) return false;
  }
  return true;
}

/** A healthy Undertaker's report at `off`: today's executed player registers as the named character. */
export function info(off: i32): bool {
  const targetRole = P(off + RP_TARGET_ROLE);
  return targetRole >= 0 && executedDeath >= 0 && canRegisterAs(executedDeath, targetRole);
}
