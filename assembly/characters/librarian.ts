/**
 * Librarian (Townsfolk): on the first night they are shown two players and an Outsider
 * character, one of the two being it — or told that no Outsider is in play. This file:
 * the first-night wake and the truth of a healthy report — the pair case as for the
 * Washerwoman; "zero" holds when no seat is forced to register as an Outsider (rules
 * reference §3.2; a healthy Spy may register as one, a healthy Recluse as something else).
 */
import { LIBRARIAN, RP_A, RP_B, RP_TARGET_ROLE, TEAM_OUTSIDER } from '../vocab.gen';
import { P } from '../layout';
import { n } from '../world';
import { mustRegisterTeam } from '../registration';
import { wakeReports } from '../wake';
import { pairInfo } from './shared';

/** No seat must register as an Outsider (team 1). */
function noOutsider(): bool {
  for (let s = 0; s < n; s++) if (mustRegisterTeam(s, TEAM_OUTSIDER)) return false;
  return true;
}

/** The Librarian's reports due tonight, woken with the common rule. */
export function nightStep(): bool { return wakeReports(LIBRARIAN); }

/** A healthy Librarian's report at `off` (no pair, a = -1: "zero Outsiders"). */
export function info(off: i32): bool {
  const a = P(off + RP_A);
  return a < 0 ? noOutsider() : pairInfo(a, P(off + RP_B), P(off + RP_TARGET_ROLE));
}
