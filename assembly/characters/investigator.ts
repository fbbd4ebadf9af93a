/**
 * Investigator (Townsfolk): on the first night they are shown two players and a Minion
 * character, and one of those two is that Minion. This file: the first-night wake and
 * the truth of a healthy report — one of the pair can register as the Minion shown
 * (rules reference §3.3; a healthy Recluse may register as one).
 */
import { INVESTIGATOR, RP_A, RP_B, RP_TARGET_ROLE,
} from '../vocab.gen';
import { P } from '../layout';
import { wakeReports } from '../wake';
import { pairInfo } from './shared';

/** The Investigator's reports due tonight, woken with the common rule. */
export function nightStep(): bool { return wakeReports(INVESTIGATOR); }

/** A healthy Investigator's report at `off`: one of the pair registers as the Minion shown. */
export function info(off: i32): bool { return pairInfo(P(off + RP_A), P(off + RP_B), P(off + RP_TARGET_ROLE)); }
