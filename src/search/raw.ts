/**
 * What an engine (WASM or reference) hands back before results are formatted:
 * the worlds found (one per initial assignment, in discovery order) and the bounds.
 */
import type { StopReason } from '../contract/result.ts';
import type { World } from '../kernel/world.ts';

export interface RawSearch {
  worlds: World[];
  /** Search nodes visited (seat placements and hidden worlds checked). */
  nodes: number;
  prunes: Record<string, number>;
  /** null when the search ran to the end. */
  stopReason: StopReason;
  elapsedMs: number;
  /** True when `accept` refused a world (the checker found a solver defect); the search stopped there. */
  defect?: boolean;
}

/**
 * Called for each world as the engine finds it, inside the timed search, so that the
 * trusted replay is covered by `maxMs`. Returning false reports a defect and stops.
 */
export type Accept = (world: World) => boolean;
