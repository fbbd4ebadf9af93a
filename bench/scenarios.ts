/**
 * Benchmark scenarios: simulated first nights (seeded, so every run measures the same
 * games) with a claim from every player and 4–8 reports.
 */
import { simulateFirstNight } from '../test/invariants/simulator.ts';

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
