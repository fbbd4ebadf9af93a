/**
 * Empath (Townsfolk): every night they learn how many of their two nearest living
 * neighbours are evil. This file: the wake (each night) and the truth of a healthy count
 * — between the neighbours that must and those that may register evil; the dead are
 * skipped when looking for the neighbours (rules reference §3.5, §3.19).
 */
import { EMPATH, RP_SEAT, RP_VALUE,
} from '../vocab.gen';
import { P } from '../layout';
import { aliveMask, nearestLiving } from '../world';
import { canRegisterEvil, mustRegisterEvil } from '../registration';
import { wakeReports } from '../wake';

/** The Empath's reports due tonight, woken with the common rule. */
export function nightStep(): bool { return wakeReports(EMPATH); }

/** A healthy Empath's report at `off`: its count of evil living neighbours is possible. */
export function info(off: i32): bool {
  const seat = P(off + RP_SEAT);
  const value = P(off + RP_VALUE);
  const left = nearestLiving(seat, aliveMask, -1);
  const right = nearestLiving(seat, aliveMask, 1);
  let lo = 0;
  let hi = 0;
  if (left >= 0) { lo += i32(mustRegisterEvil(left)); hi += i32(canRegisterEvil(left)); }
  if (right >= 0) { lo += i32(mustRegisterEvil(right)); hi += i32(canRegisterEvil(right)); }
  return value >= lo && value <= hi;
}
