// The search's counters and bounds in one place: nodes used, the node bound (maxNodes),
// the slice's deadline on the host clock, and the prune statistics.
import { STATS, getAt, setAt } from './layout';

// Prune reasons (index into STATS) come from src/compile/codes.ts through the vocabulary.
import { PR_COUNT, PR_BARON, PR_EVIDENCE, PR_HIDDEN, PR_NOTHING_NEW, PR_SEARCHES, STATS_WORDS } from './vocab.gen';
export { PR_COUNT, PR_BARON, PR_EVIDENCE, PR_HIDDEN, PR_NOTHING_NEW, PR_SEARCHES };

// The host's clock (performance.now(), ms), so that a slice keeps its time bound.
// @ts-ignore: decorator
@external("env", "now")
export declare function hostNow(): f64;

// Whether another search thread waits for work (project mode): the slice then ends at the
// next point between two assignments, where nothing is lost, so that the host can split off
// part of this thread's work (src/search/threads/thread-pool.ts). Always 0 on the host's own thread.
// @ts-ignore: decorator
@external("env", "hurried")
declare function hostHurried(): i32;

export let nodes: f64 = 0;
export let nodeCap: f64 = 1e300;
/** Host clock (ms) at which the slice pauses, even inside one assignment's history search. */
export let deadline: f64 = Infinity;
/** A history search hit the node bound: the search cannot resume. */
export let atCap: bool = false;
/** The slice paused inside one assignment's history search, which is redone next slice. */
export let suspendedLeaf: bool = false;

export function resetBudget(): void {
  nodes = 0; atCap = false; suspendedLeaf = false;
  for (let i = 0; i < STATS_WORDS; i++) setAt(STATS, i, 0);
}
export function setNodeCap(cap: f64): void { nodeCap = cap; }
export function setDeadline(until: f64): void { deadline = until; suspendedLeaf = false; }
export function countNodes(k: f64): void { nodes += k; }
/** True once the slice's deadline has passed (one call to the host). */
export function pastDeadline(): bool { return hostNow() >= deadline; }
/** True once the slice should end between two assignments: its deadline has passed, or another thread waits for work. */
export function pauseBetweenAssignments(): bool { return hostNow() >= deadline || hostHurried() != 0; }
export function markAtCap(): void { atCap = true; }

/** Outcomes of a budget check. */
export const WITHIN: i32 = 0;
/** The node bound is used up: the search cannot go on. */
export const OVER_NODES: i32 = 1;
/** The slice's deadline has passed: the search pauses (a history search is redone next slice). */
export const OVER_TIME: i32 = 2;

/**
 * The one budget check of a history search, every node: `used` of the `allowed` nodes,
 * and the slice's deadline (the host clock is read once every 256 nodes, since the call
 * costs more than a node).
 */
export function budgetCheck(used: f64, allowed: f64): i32 {
  if (used >= allowed) return OVER_NODES;
  if ((<i64>used & 255) == 0 && hostNow() >= deadline) return OVER_TIME;
  return WITHIN;
}
export function markSuspended(): void { suspendedLeaf = true; }
export function prune(reason: i32, k: i32 = 1): void { setAt(STATS, reason, getAt(STATS, reason) + k); }
