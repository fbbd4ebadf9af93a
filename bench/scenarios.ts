/**
 * Benchmark scenarios: simulated first nights (seeded, so every run measures the same
 * games) with a claim from every player and 4–8 reports.
 */
import { simulateFirstNight } from '../test/invariants/simulator.ts';
import { simulateHistory } from '../test/invariants/history-simulator.ts';

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
 * The first seeded game of `n` players over `nights` nights that is still going at the end
 * of its record (so every night is played), with at least one report on each night.
 */
export function historyScenario(n: number, nights: number): Scenario {
  for (let seed = 1; ; seed++) {
    const game = simulateHistory(seed, n, nights);
    if (game.winner !== null) continue;
    const reports = game.input.reports as { night: number | null }[];
    const everyNight = Array.from({ length: nights }, (_, k) => k + 1).every((k) => reports.some((r) => r.night === k));
    if (!everyNight) continue;
    return {
      name: `${nights} nights, ${n} players, ${reports.length} reports (seed ${seed})`,
      input: { ...game.input, limits: { maxResults: 100_000, maxNodes: 2_000_000_000, maxMs: 600_000 } },
    };
  }
}
