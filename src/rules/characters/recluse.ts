/**
 * Recluse (Outsider). The Recluse may register as evil and as a Minion or the Demon,
 * even when dead. Here: that registration (only while not poisoned; each check decides
 * anew — rules reference §3.16, §3.19) and the Recluse's part in a star-pass: a living,
 * healthy Recluse may be the one who becomes the Imp (ruling Q3).
 */
import type { Claim, DemonDeath } from '../../kernel/hooks.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';

/** May the Recluse at `seat` register falsely right now (not poisoned): as evil, a Minion or the Demon. */
export function registers(s: StateView, seat: number): boolean {
  return s.poisoned !== seat;
}

/** The Imp dies while the Recluse at `seat` lives: on a star-pass, a healthy Recluse may catch it (an unusual ruling). */
export function demonDeath(s: StateView, seat: number, death: DemonDeath): Claim {
  return death.starPass && isHealthy(s, seat) ? 'recluse_star_pass' : 'none';
}
