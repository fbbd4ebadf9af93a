/**
 * The solver worker as a separate module file next to the app (`src/worker/worker.ts`,
 * bundled by Vite). Same origin only: a page on another origin may not start it, which is
 * why the one-file library uses an inline worker instead (web/lib.ts). Kept out of
 * client.ts so that a build that does not use it does not emit the worker file.
 */
import type { WorkerLike } from './client.ts';

/** Starts `src/worker/worker.ts` as a module worker. */
export function moduleWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}
