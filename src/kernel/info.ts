/**
 * Helpers for what a HEALTHY information ability may truthfully tell (rules reference
 * §3.1–3.6, §3.19): each character's `info` hook (src/rules/characters) returns a short
 * explanation of one legal registration that makes its report true, or null when none
 * does. Impaired sources are not checked here: their information is arbitrary.
 */
import { ROLES } from '../rules/roles.ts';
import { canRegisterAs, canRegisterEvil, canRegisterGood } from './registration.ts';
import type { StateView } from './state.ts';
import { seatToken } from './effects.ts';

/** Explanation of a legal truthful report, or null when none exists. */
export type Verdict = string | null;

/** No legal registration lets the seat appear good. */
export function mustRegisterEvil(s: StateView, seat: number): boolean {
  return !canRegisterGood(s, seat);
}

/** Washerwoman/Librarian/Investigator: one of the pair registers as the learned character. */
export function pairInfo(s: StateView, pair: [number, number], role: number): Verdict {
  // The seat is a token the replay log writes as the player's name (effects.ts `seatToken`).
  const learned = ROLES[role]!.name;
  for (const x of pair) {
    if (canRegisterAs(s, x, role)) {
      return s.roles[x] === role
        ? `${seatToken(x)} is the ${learned}`
        : `${seatToken(x)} (the ${ROLES[s.roles[x]!]!.name}) registers as the ${learned}`;
    }
  }
  return null;
}

/** Count range of evil registrations over a list of seats (each check separate). */
export function evilRange(s: StateView, seats: number[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const x of seats) {
    if (mustRegisterEvil(s, x)) lo++;
    if (canRegisterEvil(s, x)) hi++;
  }
  return [lo, hi];
}
