/**
 * Baron (Minion). With the Baron in play there are two extra Outsiders: two Townsfolk
 * are replaced by Outsiders at setup (rules reference §1.3, §3.21). Here: that change to the
 * setup counts; the rest of the setup table is src/rules/setup.ts.
 */
import type { SetupCounts } from '../setup-counts.ts';

/** The counts [Townsfolk, Outsiders, Minions, Demons] with the Baron in play. */
export function setup(base: SetupCounts): SetupCounts {
  return [base[0] - 2, base[1] + 2, base[2], base[3]];
}
