/**
 * Progress reports of one call, at most one per `PROGRESS_EVERY_MS`: between the search's
 * slices and passes (wasm-driver.ts, passes.ts), and while the result is built after the
 * search (front.ts), which for 100,000 candidates takes about a second.
 */
import type { Progress, SolveOptions } from './options.ts';

/** Progress is reported at most this often (ms). */
export const PROGRESS_EVERY_MS = 50;

/**
 * A reporter for the call that began at `start` (ms, on the `now` clock): each call passes
 * the counts on to `onProgress` unless one went out less than `PROGRESS_EVERY_MS` before.
 * Without `onProgress` it does nothing.
 */
export function throttledProgress(
  onProgress: SolveOptions['onProgress'], start: number, now: () => number = () => performance.now(),
): (nodes: number, candidates: number) => void {
  if (!onProgress) return () => {};
  let last = -Infinity;
  return (nodes, candidates) => {
    const elapsedMs = now() - start;
    if (elapsedMs - last < PROGRESS_EVERY_MS) return;
    last = elapsedMs;
    const progress: Progress = { nodes, candidates, elapsedMs: Math.round(elapsedMs) };
    onProgress(progress);
  };
}
