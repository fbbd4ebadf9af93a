/**
 * The fields of the mechanical state that a hidden-history search saves, compares and
 * memoises, in one table for both kernels: the marked region of assembly/world.ts and
 * assembly/memo-key.gen.ts (save, restore, `sameFuture`, the dusk memo key) are generated from it, and the TypeScript search's
 * state keys (src/search/reference/history.ts) read it.
 *
 * - `future`: two states that agree on every `future` field after a night or day lead to
 *   the same rest of the game (poison lasts through the day; protection and tonight's
 *   deaths do not outlast dawn).
 * - `keyBits`: bits the dusk memo key packs the field into (a seat mask: 16; a seat
 *   number or winner code: 8, a seat number stored + 1 since "none" is -1); 0 for fields
 *   the key does not hold.
 *
 * `DUSK_KEY` is what a night's future depends on at its dusk (dusk clears poison and
 * protection, and a living Butler chooses a new master before anything reads it), in
 * the order the memo key packs it.
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
  readonly keyBits: number;
  /** A seat number, -1 for none. */
  readonly seat: boolean;
}

const f = (ts: StateField['ts'], as: string, shape: StateField['shape'], future: boolean, keyBits = 0, seat = false): StateField =>
  ({ ts, as, shape, future, keyBits, seat });

/** State fields fixed for a whole history search (set up once per world, never saved). */
export const FIXED_STATE_FIELDS: readonly (keyof State)[] = ['n', 'shown', 'evil', 'redHerring'];

/** The saved state, in snapshot order. */
export const STATE_FIELDS: readonly StateField[] = [
  f('roles', 'roles', 'seats', true),
  f('alive', 'aliveMask', 'i32', true, 16),
  f('poisoned', 'poisoned', 'i32', true),
  f('poisonSource', 'poisonSource', 'i32', true),
  f('protectedSeat', 'protectedSeat', 'i32', false),
  f('master', 'master', 'i32', true),
  f('diedTonight', 'diedTonight', 'i32', false),
  f('executedDeath', 'executedDeath', 'i32', false, 8, true),
  f('executedToday', 'executedToday', 'i32', false),
  f('winner', 'winner', 'i32', true, 8),
  f('placed', 'placed', 'i64', true, 64),
  f('usedSlayer', 'usedSlayer', 'i32', true, 16),
  f('usedVirgin', 'usedVirgin', 'i32', true, 16),
  f('deadVoteUsed', 'deadVotes', 'i32', true, 16),
  // The rulings relied on so far: the unusual layer's search fails a history that relied on
  // none by a dusk from which none can happen any more (assembly/unusual-gate.ts).
  f('unusual', 'unusual', 'i32', true, 2),
];

/** The dusk memo key, in packing order: state fields (by `ts`) and the phase level (16 bits). */
export const DUSK_KEY: readonly (StateField['ts'] | 'level')[] = [
  'roles', 'alive', 'usedSlayer', 'usedVirgin', 'deadVoteUsed', 'winner', 'executedDeath', 'level', 'unusual', 'placed',
];
