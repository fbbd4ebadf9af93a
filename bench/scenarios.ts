/**
 * Benchmark scenarios: simulated games (seeded, so every run measures the same games)
 * with a claim from every player — first nights with 4–8 reports, and multi-night games.
 */
import { simulateFirstNight } from '../test/invariants/simulator.ts';
import { simulateHistory, type SimulateOptions } from '../test/invariants/history-simulator.ts';

export interface Scenario {
  name: string;
  input: Record<string, unknown>;
}

/** The first seeded game of `n` players whose table wrote 4–8 reports. */
export function firstNightScenario(n: number): Scenario {
  for (let seed = 1; ; seed++) {
    const game = simulateFirstNight(seed, n);
    const reports = (game.input.reports as unknown[]).length;
    if (reports >= 4 && reports <= 8) {
      return {
        name: `N1, ${n} players, ${reports} reports (seed ${seed})`,
        input: { ...game.input, limits: { maxResults: 100_000, maxNodes: 2_000_000_000, maxMs: 600_000 } },
      };
    }
  }
}

/**
 * The first `count` seeded games of `n` players over `nights` nights that are still going
 * at the end of their record (so every night is played), with at least one report on
 * each night. `opts` go to the simulator (e.g. `reportEveryNight`).
 */
export function historyScenarios(n: number, nights: number, count: number, opts: SimulateOptions = {}): Scenario[] {
  const out: Scenario[] = [];
  const every = opts.reportEveryNight ? ', every wake reported' : '';
  for (let seed = 1; out.length < count; seed++) {
    const game = simulateHistory(seed, n, nights, opts);
    if (game.winner !== null) continue;
    const reports = game.input.reports as { night: number | null }[];
    const everyNight = Array.from({ length: nights }, (_, k) => k + 1).every((k) => reports.some((r) => r.night === k));
    if (!everyNight) continue;
    out.push({
      name: `${nights} nights, ${n} players${every}, ${reports.length} reports (seed ${seed})`,
      input: { ...game.input, limits: { maxResults: 100_000, maxNodes: 2_000_000_000, maxMs: 600_000 } },
    });
  }
  return out;
}

/** The first of {@link historyScenarios} with the simulator's default options. */
export function historyScenario(n: number, nights: number): Scenario {
  return historyScenarios(n, nights, 1)[0]!;
}
