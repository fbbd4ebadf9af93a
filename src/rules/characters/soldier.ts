/**
 * Soldier (Townsfolk). The Soldier is safe from the Demon. Here: the Imp's attack on a
 * healthy Soldier does nothing (rules reference §3.12; a poisoned Soldier or a Drunk
 * who thinks they are the Soldier can die).
 */
import { isHealthy, type StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** Does the Demon's attack on this seat fail because it is a healthy Soldier? */
export function attacked(s: StateView, seat: number): boolean {
  return s.roles[seat] === R.SOLDIER && isHealthy(s, seat);
}
