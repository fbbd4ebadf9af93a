/**
 * Recluse (Outsider). The Recluse may register as evil and as a Minion or the Demon,
 * even when dead. Here: that registration (only while not poisoned; each check decides
 * anew — rules reference §3.16, §3.19), the Recluse's part in a star-pass: a living,
 * healthy Recluse may be the one who becomes the Imp (ruling Q3), and the Scarlet Woman's
 * part in a healthy Recluse's death (ruling Q13); both rulings are unusual.
 */
import type { Emit } from '../../kernel/effects.ts';
import { claimOf, type Claim, type Death, type DemonDeath } from '../../kernel/hooks.ts';
import { isHealthy, type StateView } from '../../kernel/state.ts';

/** May the Recluse at `seat` register falsely right now (not poisoned): as evil, a Minion or the Demon. */
export function registers(s: StateView, seat: number): boolean {
  return s.poisoned !== seat;
}

/** The Imp dies while the Recluse at `seat` lives: on a star-pass, a healthy Recluse may catch it (an unusual ruling). */
export function demonDeath(s: StateView, seat: number, death: DemonDeath): Claim {
  return death.starPass && isHealthy(s, seat) ? 'recluse_star_pass' : 'none';
}

/**
 * The Recluse at `seat` has just died. Ruling Q13 (unusual): a healthy Recluse may register
 * as the dying Demon to the Scarlet Woman, so the Storyteller may make her the Imp — a
 * second one, the real Imp lives on — when she would take over from the Demon (alive,
 * healthy, 5 or more alive before this death). `death.successor` is that choice (-1: no).
 */
export function died(s: StateView, seat: number, death: Death, emit: Emit): string | null {
  const sw = death.successor;
  if (sw === -1) return null;
  if (!isHealthy(s, seat)) return 'only a healthy Recluse may register as the Demon';
  if (sw < 0 || sw >= s.n || !s.alive[sw] || claimOf(s, sw, { aliveBefore: death.aliveBefore, starPass: false }) !== 'must') {
    return 'nobody may take over from the Recluse';
  }
  emit({ kind: 'becomeImp', seat: sw, unusual: 'scarlet_woman_recluse' });
  return null;
}
