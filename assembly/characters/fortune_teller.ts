/**
 * Fortune Teller (Townsfolk): every night they pick two players and learn whether the
 * Demon is among them; one good player, the red herring chosen at setup, always reads
 * as the Demon to them. This file: who may be the red herring (a good player, or the
 * Spy — a contested ruling, README "Rules decisions"), the nightly wake, and the truth of
 * a healthy answer — "yes" is certain with the Imp or the red herring in the pair and
 * possible with a Recluse registering as the Demon (rules reference §3.6, §3.19).
 */
import { EVIL_MASK, FORTUNE_TELLER, IMP, SPY, RP_A, RP_B, RP_VALUE, TEAM_DEMON } from '../vocab.gen';
import { P } from '../layout';
import { redHerring, roles } from '../world';
import { canRegisterTeam } from '../registration';
import { wakeReports } from '../wake';

/** May `seat` of the assignment be the red herring: a good player or the Spy? */
export function setup(seat: i32): bool {
  const r = unchecked(roles[seat]);
  return ((EVIL_MASK >> r) & 1) == 0 || r == SPY;
}

/** The Fortune Teller's reports due tonight, woken with the common rule. */
export function nightStep(): bool { return wakeReports(FORTUNE_TELLER); }

/** A healthy Fortune Teller's report at `off`: its yes or no for the pair. */
export function info(off: i32): bool {
  const a = P(off + RP_A);
  const b = P(off + RP_B);
  const certain = unchecked(roles[a]) == IMP || unchecked(roles[b]) == IMP || a == redHerring || b == redHerring;
  if (P(off + RP_VALUE) == 0) return !certain;
  return certain || canRegisterTeam(a, TEAM_DEMON) || canRegisterTeam(b, TEAM_DEMON);
}
