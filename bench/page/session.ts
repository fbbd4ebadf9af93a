/**
 * One run of the corpus suite from the page: the suite runs in a worker of its own
 * (bench-worker.ts), which calls the library there as `npm run bench` does in Node; the page
 * only shows its progress. Stop terminates that worker at once; the games finished by then
 * stay in the export. Gives the same export as `npm run bench`, with this browser as the
 * runtime.
 */
import * as Comlink from 'comlink';
import type { CorpusGame } from '../answer.ts';
import type { SuiteExport } from '../files.ts';
import { CALIBRATION_EXTRA, CALIBRATION_RUNS, type Calibration, type GameFigures } from '../suite.ts';
import type { BenchWorker, WorkerProgress } from './bench-worker.ts';
import { thisDevice } from './device.ts';

/** The commit the page was built from (Vite's `define`, vite.config.ts). */
declare const __BOTC_COMMIT__: string;

/** Where a run is: calibrating (`done` of `total` repeats) or timing games (`done` of `total`, the last one's figures). */
export type SessionProgress = WorkerProgress;

/** What a run needs: the games to time, the corpus (its real cases and one table calibrate), repeats and threads. */
export interface SessionRequest {
  games: readonly CorpusGame[];
  corpus: readonly CorpusGame[];
  /** Timed repeats per game (the calibration makes at least {@link CALIBRATION_RUNS}). */
  runs: number;
  /** Search threads (`SolveOptions.workers`), 1 or more. */
  threads: number;
  /** Aborting it stops the run. */
  signal: AbortSignal;
  onProgress(progress: SessionProgress): void;
}

/**
 * Runs the suite and returns its export, or null when it was stopped before the calibration
 * ended. Stopped later, the export holds the games finished by then. A worker that fails
 * rejects with its error.
 */
export async function runSession(request: SessionRequest): Promise<SuiteExport | null> {
  const worker = new Worker(new URL('./bench-worker.ts', import.meta.url), { type: 'module' });
  const remote = Comlink.wrap<BenchWorker>(worker);
  // What the progress has told so far: the export of a stopped run. Progress comes through
  // its own message channel, which keeps no order with the run's answer, so a finished run's
  // export is built from the answer, and progress after it is dropped.
  let calibration: Calibration | null = null;
  let games: GameFigures[] = [];
  let settled = false;
  const stopped = new Promise<null>((resolve) => {
    if (request.signal.aborted) resolve(null);
    request.signal.addEventListener('abort', () => resolve(null), { once: true });
  });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (e) => reject(new Error(e.message || 'the bench worker failed to start')), { once: true });
  });
  try {
    const run = remote.run({
      games: [...request.games],
      calibrationGames: request.corpus.filter((g) => g.kind === 'real' || g.id === CALIBRATION_EXTRA),
      runs: request.runs,
      calibrationRuns: Math.max(CALIBRATION_RUNS, request.runs),
      threads: request.threads,
    }, Comlink.proxy((p: WorkerProgress) => {
      if (settled) return;
      if (p.stage === 'calibration' && p.calibration) calibration = p.calibration;
      if (p.stage === 'games') games = [...games, p.figures];
      request.onProgress(p);
    }));
    const answer = await Promise.race([run, stopped, failed]);
    settled = true;
    if (answer) ({ calibration, games } = answer);
    return calibration && {
      suite: 'botc-solver corpus', commit: __BOTC_COMMIT__, date: new Date().toISOString(), ...thisDevice(),
      threads: request.threads, runs: request.runs, calibration, games,
    };
  } finally {
    settled = true;
    worker.terminate();
  }
}
