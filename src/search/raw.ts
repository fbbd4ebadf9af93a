/**
 * What an engine (WASM or reference) hands back before results are formatted: every
 * world it found and the checker verified (compact, in a store), which of them are the
 * returned candidates, what the possibilities passes decided, and the bounds.
 */
import type { StopReason } from '../contract/result.ts';
import type { Game } from '../model/game.ts';
import type { State } from '../kernel/state.ts';
import type { World } from '../kernel/world.ts';
import type { Decided } from './per-seat/possibilities.ts';
import type { WorldStore } from './results/world-store.ts';

export interface RawSearch {
  store: WorldStore;
  /** Store indices of the returned candidates (distinct initial assignments), in order; at most maxResults. */
  candidates: number[];
  /** `candidates`, plus the one more that proves truncation when there is one. */
  confirmed: number[];
  /** What the possibilities passes decided. */
  decided: Decided;
  /** Search nodes visited (seat placements and hidden worlds checked), every pass and thread. */
  nodes: number;
  prunes: Record<string, number>;
  /** Why the candidate list is incomplete (or `cancelled` when the call was cancelled); null when it is complete. */
  stopReason: StopReason;
  elapsedMs: number;
  /** True when `check` refused a world (the checker found a solver defect); the search stopped there. */
  defect?: boolean;
  /** Things the caller should hear about how the search ran (search threads that could not start). */
  warnings?: string[];
}

/**
 * The trusted checker, called for each world as the engine finds it, inside the timed
 * search (so that it is covered by `maxMs`): the state at the end of the record, or null
 * when the world breaks a constraint (a solver defect; the search stops).
 */
export type Check = (world: World) => State | null;

/** When the call started and when its search must stop, on the search's clock (clock.ts, ms). */
export interface CallClock {
  start: number;
  deadline: number;
}

/** One search request to an engine. */
export interface SearchCall {
  game: Game;
  check: Check;
  clock: CallClock;
  /** `solveTemporal` (with `demonNow`) rather than the legacy first-night `solve`. */
  temporal: boolean;
  /**
   * Only whether any world exists (`explain`'s test): the search stops at the first world
   * it finds and decides nothing per seat; `confirmed` then holds that world and
   * `candidates` is empty. A search that ends with none found and no bound proves there is none.
   */
  firstWorld?: boolean;
}
