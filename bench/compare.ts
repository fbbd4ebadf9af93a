/**
 * Two exports of the corpus suite side by side (bench/run.ts and the bench page write
 * them): game by game, each side's time as a ratio to its own calibration, and the
 * second's ratio over the first's. Ratios, not milliseconds, so that two machines, two
 * runtimes or two commits compare. A game either side did not answer right has no ratio.
 */
import type { SuiteExport } from './files.ts';
import { median, type GameFigures } from './suite.ts';

/** One game compared: each side's ratio to its calibration (null when not right there), and b over a. */
export interface ComparedGame {
  id: string;
  a: number | null;
  b: number | null;
  /** b's ratio over a's: below 1, b was faster for its machine. */
  change: number | null;
}

/** The games of both exports, in a's order then b's own, compared. */
export function compareExports(a: Pick<SuiteExport, 'games'>, b: Pick<SuiteExport, 'games'>): ComparedGame[] {
  const ratio = (g: GameFigures | undefined) => (g && g.verdict === 'right' ? g.ratio : null);
  const inB = new Map(b.games.map((g) => [g.id, g]));
  const inA = new Map(a.games.map((g) => [g.id, g]));
  const ids = [...a.games.map((g) => g.id), ...b.games.filter((g) => !inA.has(g.id)).map((g) => g.id)];
  return ids.map((id) => {
    const ra = ratio(inA.get(id));
    const rb = ratio(inB.get(id));
    return { id, a: ra, b: rb, change: ra !== null && rb !== null && ra > 0 ? rb / ra : null };
  });
}

/** The median change over the games both sides answered right, or null when there is none. */
export function medianChange(games: readonly ComparedGame[]): number | null {
  const changes = games.flatMap((g) => (g.change === null ? [] : [g.change]));
  return changes.length === 0 ? null : median(changes);
}
