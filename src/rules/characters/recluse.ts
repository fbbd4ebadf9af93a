/**
 * Recluse (Outsider). The Recluse may register as evil and as a Minion or the Demon,
 * even when dead. Here: that registration (only while not poisoned; each check decides
 * anew — rules reference §3.16, §3.19) and the Recluse's part in a star-pass: a living,
 * healthy Recluse may be the one who becomes the Imp (ruling Q3).
 */
import { isHealthy, type StateView } from '../../kernel/state.ts';
import { R } from '../roles.ts';

/** May this seat register falsely right now (a Recluse, not poisoned): as evil, a Minion or the Demon. */
export function registers(s: StateView, seat: number): boolean {
  return s.roles[seat] === R.RECLUSE && s.poisoned !== seat;
}

/** May this seat catch the Imp's star-pass (a living, healthy Recluse)? */
export function demonDeath(s: StateView, seat: number): boolean {
  return s.alive[seat]! && s.roles[seat] === R.RECLUSE && isHealthy(s, seat);
}
