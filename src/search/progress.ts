/**
 * Progress reports of one call, at most one per `PROGRESS_EVERY_MS` within a stage: between
 * the search's slices and passes (wasm-driver.ts, threads/passes.ts), and while the result is built
 * after the search (front.ts), which for 100,000 candidates takes about a second. This is the
 * call's only throttle: the search passes every report to it.
 */
import type { Progress, ProgressStage, SolveOptions } from './options.ts';
import { now as clockNow } from './clock.ts';

/** Progress is reported at most this often (ms). */
export const PROGRESS_EVERY_MS = 50;

/**
 * A reporter for the call that began at `start` (ms, on the `now` clock): each call passes
 * the counts on to `onProgress` unless one of the same stage went out less than
 * `PROGRESS_EVERY_MS` before (the first report of a stage always goes out). Without
 * `onProgress` it does nothing.
 */
export function throttledProgress(
  onProgress: SolveOptions['onProgress'], start: number, now: () => number = clockNow,
): (nodes: number, candidates: number, stage: ProgressStage) => void {
  if (!onProgress) return () => {};
  let last = -Infinity;
  let lastStage: ProgressStage | null = null;
  return (nodes, candidates, stage) => {
    const elapsedMs = now() - start;
    if (stage === lastStage && elapsedMs - last < PROGRESS_EVERY_MS) return;
    last = elapsedMs;
    lastStage = stage;
    const progress: Progress = { nodes, candidates, elapsedMs: Math.round(elapsedMs), stage };
    onProgress(progress);
  };
}
