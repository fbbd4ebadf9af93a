/**
 * The fields of the mechanical state that a hidden-history search saves, compares and
 * memoises, in one table for both kernels: `assembly/snapshot.gen.ts` (save, restore,
 * `sameFuture`, the dusk memo key) is generated from it, and the TypeScript search's
 * state keys (src/search/history.ts) read it.
 *
 * - `future`: two states that agree on every `future` field after a night or day lead to
 *   the same rest of the game (poison lasts through the day; protection and tonight's
 *   deaths do not outlast dawn).
 * - `dusk`: what a night's future depends on at its dusk (dusk clears poison and
 *   protection, and a living Butler chooses a new master before anything reads it).
 */
import type { State } from '../kernel/state.ts';

export interface StateField {
  /** Field of `State` (src/kernel/state.ts), or `placed` (the reports placed on nights so far). */
  readonly ts: keyof State | 'placed';
  /** Global of assembly/world.ts. */
  readonly as: string;
  /** `seats`: one word per seat; `i64`: a 64-bit mask; else one i32 word. */
  readonly shape: 'seats' | 'i32' | 'i64';
  readonly future: boolean;
  readonly dusk: boolean;
}

const f = (ts: StateField['ts'], as: string, shape: StateField['shape'], future: boolean, dusk: boolean): StateField =>
  ({ ts, as, shape, future, dusk });

/** State fields fixed for a whole history search (set up once per world, never saved). */
export const FIXED_STATE_FIELDS: readonly (keyof State)[] = ['n', 'shown', 'evil', 'redHerring'];

/** The saved state, in snapshot order. */
export const STATE_FIELDS: readonly StateField[] = [
  f('roles', 'roles', 'seats', true, true),
  f('alive', 'aliveMask', 'i32', true, true),
  f('poisoned', 'poisoned', 'i32', true, false),
  f('poisonSource', 'poisonSource', 'i32', true, false),
  f('protectedSeat', 'protectedSeat', 'i32', false, false),
  f('master', 'master', 'i32', true, false),
  f('diedTonight', 'diedTonight', 'i32', false, false),
  f('executedDeath', 'executedDeath', 'i32', false, true),
  f('executedToday', 'executedToday', 'i32', false, false),
  f('winner', 'winner', 'i32', true, true),
  f('placed', 'placed', 'i64', true, true),
  f('usedSlayer', 'usedSlayer', 'i32', true, true),
  f('usedVirgin', 'usedVirgin', 'i32', true, true),
  f('deadVoteUsed', 'deadVotes', 'i32', true, true),
];
