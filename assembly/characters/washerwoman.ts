/**
 * Washerwoman (Townsfolk): on the first night she is shown two players and a Townsfolk
 * character, and one of those two is that character. This file: her first-night wake and
 * what a healthy Washerwoman's report requires — one of the pair can register as the
 * Townsfolk shown (rules reference §3.1; a healthy Spy may register as one).
 */
import { WASHERWOMAN, RP_A, RP_B, RP_TARGET_ROLE,
} from '../vocab.gen';
import { P } from '../layout';
import { wakeReports } from '../wake';
import { pairInfo } from './shared';

/** Her reports due tonight, woken with the common rule. */
export function nightStep(): bool { return wakeReports(WASHERWOMAN); }

/** A healthy Washerwoman's report at `off`: one of the pair registers as the Townsfolk shown. */
export function info(off: i32): bool { return pairInfo(P(off + RP_A), P(off + RP_B), P(off + RP_TARGET_ROLE)); }
