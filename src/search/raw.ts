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
}
