/**
 * Building the candidates a result returns, after the search: about a second for 100,000
 * (witness, final state and winner of each). Done synchronously, a cancellation (an aborted
 * signal, the CLI's Ctrl-C) could only be heard once all were built; with a signal, the
 * build lets the event loop run every `BUILD_SLICE_MS` and stops when it was aborted.
 */
import { yieldToEventLoop } from '../threads/passes.ts';
import { now } from '../clock.ts';

/** How long the build runs between two turns of the event loop (ms). */
const BUILD_SLICE_MS = 20;

/** The first `pageSize` candidates, and whether an abort stopped the build before them all. */
export interface BuiltPage<C> {
  candidates: C[];
  cancelled: boolean;
}

/**
 * Candidates 0 … pageSize - 1 of `worlds` (store indices), `build(w, id)` each with ids
 * `c1`, `c2`, …; `tick` every 256 (progress). Without `signal`, all at once. With one, an
 * abort seen between slices ends the build with those built so far (the first slice is
 * always built).
 */
export async function buildPage<C>(
  worlds: readonly number[], build: (w: number, id: string) => C, pageSize: number,
  tick: () => void, signal?: AbortSignal,
): Promise<BuiltPage<C>> {
  const count = Math.min(worlds.length, Math.max(0, Math.floor(pageSize) || 0));
  const candidates: C[] = [];
  let sliceEnd = now() + BUILD_SLICE_MS;
  for (let k = 0; k < count; k++) {
    candidates.push(build(worlds[k]!, `c${k + 1}`));
    if ((k & 255) !== 255) continue;
    tick();
    if (!signal || now() < sliceEnd) continue;
    await yieldToEventLoop();
    if (signal.aborted) return { candidates, cancelled: true };
    sliceEnd = now() + BUILD_SLICE_MS;
  }
  return { candidates, cancelled: false };
}
