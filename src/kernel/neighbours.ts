/** Seat geometry: the circle wraps (seat n-1 neighbours seat 0). */
import type { StateView } from './state.ts';

/** Nearest living seats clockwise and anticlockwise of `seat`, skipping the dead (Empath). */
export function livingNeighbours(s: StateView, seat: number): [number, number] {
  const n = s.n;
  let left = -1;
  let right = -1;
  for (let k = 1; k < n; k++) {
    const a = (seat - k + n) % n;
    if (left < 0 && a !== seat && s.alive[a]) left = a;
    const b = (seat + k) % n;
    if (right < 0 && b !== seat && s.alive[b]) right = b;
  }
  return [left, right];
}
