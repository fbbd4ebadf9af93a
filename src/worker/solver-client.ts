/**
 * The worker client as the package exports it: {@link createSolverClient} with the
 * package's own worker as the default. Kept apart from client.ts so that the one-file
 * build, which brings an inline worker, does not also emit the module worker.
 */
import { createClient, WorkerUnavailable, type SolverClient, type SolverClientOptions, type WorkerFactory } from './client.ts';
import { moduleWorker } from './module-worker.ts';

/**
 * Creates a solver that runs in a Web Worker, so that a long search never blocks the page.
 * The returned {@link SolverClient} has the library's `solve`, `solveTemporal`,
 * `validate` and `replay`, answering with the same results (its promises never reject),
 * plus cancellation (a new request supersedes the running one), progress and paged
 * candidates.
 *
 * - `workerFactory`: starts the worker. The default starts the package's own worker
 *   module (`worker.js` next to the library, by `new URL(…, import.meta.url)`, the form a
 *   bundler such as Vite recognises and copies). Pass your own to start it another way, e.g.
 *   `() => new Worker(url, { type: 'module' })`.
 * - `options.cancelGraceMs`: how long a cancelled request waits for the worker (ms).
 *
 * Browsers only: where there is no `Worker` (Node), every request resolves with an
 * `internal` error saying so — call `solve`/`solveTemporal` directly there.
 */
export function createSolverClient(
  workerFactory: WorkerFactory = defaultWorker,
  options: SolverClientOptions = {},
): SolverClient {
  return createClient(workerFactory, options);
}

function defaultWorker(): ReturnType<WorkerFactory> {
  if (typeof Worker === 'undefined') {
    throw new WorkerUnavailable('there is no Web Worker here (this looks like Node); call solve() or solveTemporal() directly instead of the worker client');
  }
  return moduleWorker();
}
