/**
 * The bench page's worker: runs the corpus suite (bench/suite.ts) with the library's
 * `solveTemporal` called right here, as `npm run bench` calls it in Node, so that the two
 * time the same thing — the search — and the page's own drawing never lands in a timed
 * solve. Exposed over Comlink; progress goes back through a callback after each calibration
 * repeat and each game. The page stops a run by terminating this worker.
 */
import * as Comlink from 'comlink';
import { solveTemporal } from '../../src/search/front.ts';
import type { CorpusGame } from '../answer.ts';
import { calibrate, runSuite, type Calibration, type GameFigures } from '../suite.ts';

/** A run: the games to time, the calibration's games, timed repeats a game and of the calibration, search threads. */
export interface WorkerRun {
  games: CorpusGame[];
  calibrationGames: CorpusGame[];
  runs: number;
  calibrationRuns: number;
  threads: number;
}

/** Progress of a run, as {@link BenchWorker.run} reports it. */
export type WorkerProgress =
  | { stage: 'calibration'; done: number; total: number; calibration?: Calibration }
  | { stage: 'games'; done: number; total: number; figures: GameFigures };

/** What the worker offers the page. */
export interface BenchWorker {
  /** Calibrates, then times every game; resolves with the calibration and the games' figures. */
  run(request: WorkerRun, onProgress: (progress: WorkerProgress) => void): Promise<{ calibration: Calibration; games: GameFigures[] }>;
}

const api: BenchWorker = {
  async run(request, onProgress) {
    const solve = (input: Record<string, unknown>) => solveTemporal(input, { workers: request.threads });
    const clock = () => performance.now();
    const calibration = await calibrate(request.calibrationGames, solve, request.calibrationRuns, clock,
      (done, total) => onProgress({ stage: 'calibration', done, total }));
    onProgress({ stage: 'calibration', done: calibration.runs, total: calibration.runs, calibration });
    const games = await runSuite(request.games, solve, {
      runs: request.runs, calibration, clock,
      progress: (done, total, figures) => onProgress({ stage: 'games', done, total, figures }),
    });
    return { calibration, games };
  },
};

Comlink.expose(api);
