/**
 * Soldier (Townsfolk). The Soldier is safe from the Demon. Here: the Imp's attack on a
 * healthy Soldier does nothing (rules reference §3.12; a poisoned Soldier dies like
 * anyone, and a Drunk who thinks they are the Soldier is not the Soldier).
 */
import type { Attack } from '../../kernel/hooks.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';

/** The Demon's kill lands on the Soldier at `seat`: nothing happens while healthy. */
export function attacked(s: StateView, seat: number): Attack {
  return isHealthy(s, seat) ? 'safe' : 'dies';
}
