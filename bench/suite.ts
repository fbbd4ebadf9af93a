/**
 * The corpus suite, wherever it runs: time each game's per-seat answer at the product's
 * default limits, check it against the corpus's known answer first (a wrong or incomplete
 * answer is marked, never timed), and give every time also as a ratio to a calibration
 * workload timed in the same session, so figures from different machines compare.
 * Front ends: bench/run.ts (Node) and the bench page (bench/page/, in a browser worker).
 */
import type { TemporalResult } from '../src/index.ts';
import { differenceOf, verdictOf, type CorpusGame, type Verdict } from './answer.ts';

/** Solves one input (the library's `solveTemporal`, in this thread or through a worker). */
export type Solve = (input: Record<string, unknown>) => Promise<TemporalResult>;

/** One game's figures: times in ms, medians over `runs` repeats; null when the answer was not right. */
export interface GameFigures {
  id: string;
  players: number;
  nights: number;
  kind: CorpusGame['kind'];
  verdict: Verdict;
  runs: number;
  medianMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  /** medianMs over the calibration's median. */
  ratio: number | null;
  nodes: number;
  /** When the answer was not right: the first difference from the known answer, or what left it incomplete. */
  detail?: string;
}

/**
 * The calibration workload: the real cases (each call's fixed costs: validation, compiling,
 * the checker) and one search-bound sparse table, so that it moves with a machine's or a
 * runtime's speed at both. The real cases alone took 35 % less time on Node 22 than on Node
 * 20 while the searches took the same (bench/README.md).
 */
export const CALIBRATION_EXTRA = 'sweep-0417';

/** The calibration: its games solved one after another, `runs` times; its median (ms) is the session's unit. */
export interface Calibration {
  games: string[];
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/** Fewest repeats of the calibration: every ratio of a session depends on it. */
export const CALIBRATION_RUNS = 11;

/** The median of a non-empty list (the mean of the middle two when its length is even). */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * The games of `all` whose id starts with one of `prefixes` (ids like real-nqt-47,
 * sweep-0042), in corpus order; all of them when `prefixes` is empty.
 */
export function selectGames(all: readonly CorpusGame[], prefixes: readonly string[]): CorpusGame[] {
  return prefixes.length === 0 ? [...all] : all.filter((g) => prefixes.some((p) => g.id.startsWith(p)));
}

/**
 * Time the calibration workload (the real cases of `games` and {@link CALIBRATION_EXTRA}),
 * `runs` times; `progress(done, runs)` after each.
 */
export async function calibrate(
  games: readonly CorpusGame[], solve: Solve, runs: number, clock: () => number,
  progress?: (done: number, total: number) => void,
): Promise<Calibration> {
  const real = games.filter((g) => g.kind === 'real' || g.id === CALIBRATION_EXTRA);
  for (const g of real) await solve(g.input); // warm up: the first calls of a session compile the code
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = clock();
    for (const g of real) await solve(g.input);
    times.push(clock() - start);
    progress?.(times.length, runs);
  }
  return { games: real.map((g) => g.id), runs, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times) };
}

/**
 * Run the suite: each game is solved once and checked; a right answer is then timed over
 * `runs` solves (the checking solve not counted). `progress(done, total, figures)` after
 * each game.
 */
export async function runSuite(
  games: readonly CorpusGame[], solve: Solve,
  options: { runs: number; calibration: Calibration; clock: () => number; progress?: (done: number, total: number, figures: GameFigures) => void },
): Promise<GameFigures[]> {
  const out: GameFigures[] = [];
  for (const game of games) {
    const first = await solve(game.input);
    const verdict = verdictOf(first, game.answer);
    const figures: GameFigures = {
      id: game.id, players: game.players, nights: game.nights, kind: game.kind, verdict, runs: 0,
      medianMs: null, minMs: null, maxMs: null, ratio: null, nodes: first.stats.nodes,
    };
    if (verdict !== 'right') figures.detail = differenceOf(first, game.answer)!;
    if (verdict === 'right') {
      const times: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        const start = options.clock();
        await solve(game.input);
        times.push(options.clock() - start);
      }
      Object.assign(figures, {
        runs: options.runs, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times),
        ratio: median(times) / options.calibration.medianMs,
      });
    }
    out.push(figures);
    options.progress?.(out.length, games.length, figures);
  }
  return out;
}
