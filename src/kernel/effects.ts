/**
 * Effects: the only way state changes. `applyEffect` is the single writer, so every
 * change a replay makes is visible in its log.
 */
import type { State } from './state.ts';

export type Effect =
  | { kind: 'poison'; seat: number }
  | { kind: 'clearPoison' }
  | { kind: 'master'; butler: number; seat: number };

/** Apply one effect to the state in place. */
export function applyEffect(s: State, e: Effect): void {
  switch (e.kind) {
    case 'poison': s.poisoned = e.seat; break;
    case 'clearPoison': s.poisoned = -1; break;
    case 'master': s.master[e.butler] = e.seat; break;
  }
}

/** One readable line for a replay log. */
export function describeEffect(e: Effect, name: (seat: number) => string): string {
  switch (e.kind) {
    case 'poison': return `Poisoner poisons ${name(e.seat)}`;
    case 'clearPoison': return 'poison ends at dusk';
    case 'master': return `Butler ${name(e.butler)} chooses ${name(e.seat)} as master`;
  }
}
