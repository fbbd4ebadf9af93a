/**
 * Chef (Townsfolk): on the first night they learn a number — how many pairs of players
 * sitting next to each other are both evil. This file: the first-night wake and the
 * truth of a healthy count — it lies between the pairs that must and the pairs that may
 * register evil, each seat deciding anew per check (rules reference §3.4, §3.19; the
 * circle wraps round).
 */
import { CHEF, RP_VALUE,
} from '../vocab.gen';
import { P } from '../layout';
import { n } from '../world';
import { canRegisterEvil, mustRegisterEvil } from '../registration';
import { wakeReports } from '../wake';

/** The Chef's reports due tonight, woken with the common rule. */
export function nightStep(): bool { return wakeReports(CHEF); }

/** A healthy Chef's report at `off`: its count of evil neighbour pairs is possible. */
export function info(off: i32): bool {
  const value = P(off + RP_VALUE);
  let lo = 0;
  let hi = 0;
  for (let x = 0; x < n; x++) {
    const y = x + 1 == n ? 0 : x + 1;
    if (mustRegisterEvil(x) && mustRegisterEvil(y)) lo++;
    if (canRegisterEvil(x) && canRegisterEvil(y)) hi++;
  }
  return value >= lo && value <= hi;
}
