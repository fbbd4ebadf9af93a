/**
 * The games of the hard-tables sweep (bench/sweep.ts), made from their index alone, so that any
 * machine (and any other solver, through the input each carries) measures the same ones.
 */
import { simulateHistory, type TrueHistory } from './history-simulator.ts';
import { thinRecord } from './thin.ts';

/** The four tables a game is written down as, by index mod 4 (after size and nights). */
const TABLES = ['dense', 'silent seats', 'half the reports', 'silent seats, half the reports'] as const;

/** One game of the sweep: its shape, the simulated truth, and the input a table wrote (default limits). */
export interface SweepGame {
  index: number;
  n: number;
  nights: number;
  table: (typeof TABLES)[number];
  /** Players with no claim and no report. */
  silent: number;
  truth: TrueHistory;
  input: Record<string, unknown>;
}

/**
 * Game `index` of the sweep: 5 + index mod 11 players, 1 + ⌊index / 11⌋ mod 5 nights, the
 * table by ⌊index / 55⌋ mod 4, every wake reported when ⌊index / 220⌋ is even; simulator
 * seed index + 1, full days.
 */
export function sweepGame(index: number): SweepGame {
  const n = 5 + (index % 11);
  const nights = 1 + (Math.floor(index / 11) % 5);
  const table = TABLES[Math.floor(index / 55) % 4]!;
  const truth = simulateHistory(index + 1, n, nights, { days: true, reportEveryNight: Math.floor(index / 220) % 2 === 0 });
  const silent = table.startsWith('silent') ? Math.ceil(n / 5) : 0;
  const reports = (truth.input.reports as unknown[]).length;
  const keepReports = table.endsWith('half the reports') ? Math.ceil(reports / 2) : reports;
  const input = silent || keepReports < reports ? thinRecord(truth.input, index + 1, { unclaimed: silent, keepReports }) : truth.input;
  const { limits: _simulated, ...atDefaults } = input as Record<string, unknown>;
  return { index, n, nights, table, silent, truth, input: atDefaults };
}
