/**
 * The Imp's attack (rules reference §3.8, §3.12, §3.13, §3.22; rulings Q2, Q3): blocked
 * by poison on the Imp, a dead target, the Monk's protection or a healthy Soldier; a
 * healthy Mayor's death may be moved to another player (or onto the Imp, which then
 * resolves as a star-pass); the Imp choosing itself star-passes.
 */
import { R } from '../rules/roles.ts';
import { demonDies, type Emit } from './deaths.ts';
import { isHealthy, type State } from './state.ts';
import type { NightChoices } from './world.ts';

function safe(s: State, x: number): boolean {
  return !s.alive[x] || s.protectedSeat === x || (s.roles[x] === R.SOLDIER && isHealthy(s, x));
}

/**
 * Resolve the attack of the Imp at `imp` with this night's choices. Returns null when the
 * choices are legal, else why not. Choices that cannot apply (a redirect without a healthy
 * Mayor, a successor without a Demon death) must be -1.
 */
export function resolveAttack(s: State, imp: number, c: NightChoices, emit: Emit): string | null {
  const t = c.imp;
  if (t < 0 || t >= s.n) return 'the Imp must choose a player';
  let usedRedirect = false;
  let passed = false;
  const starPass = (): string | null => {
    if (s.protectedSeat === imp) return null; // a protected Imp choosing itself: nothing happens
    passed = true;
    return demonDies(s, imp, 'demon', c.successor, emit);
  };
  let problem: string | null = null;
  if (s.poisoned === imp) {
    // A poisoned Imp has no ability: nobody dies.
  } else if (t === imp) {
    problem = starPass();
  } else if (safe(s, t)) {
    // Dead, protected, or a healthy Soldier: nobody dies.
  } else if (s.roles[t] === R.MAYOR && isHealthy(s, t) && c.redirect >= 0 && c.redirect !== t) {
    usedRedirect = true;
    const r = c.redirect;
    if (r >= s.n) return 'the redirect must name a player';
    if (r === imp) problem = starPass();
    else if (!safe(s, r)) emit({ kind: 'die', seat: r, cause: 'demon' });
  } else {
    emit({ kind: 'die', seat: t, cause: 'demon' });
  }
  if (problem) return problem;
  if (!usedRedirect && c.redirect !== -1) return 'a redirect needs a healthy, unprotected Mayor as the target';
  if (!passed && c.successor !== -1) return 'a successor needs the Imp to die tonight';
  return null;
}
