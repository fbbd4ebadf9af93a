/**
 * Real published puzzles that need only the first night, end to end through the public
 * API: the complete search, filtered to games still running (`winner: null`, the
 * puzzle's premise), must give exactly the published answer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';

const CASES = ['lsh-tb-01'];

describe.each(CASES)('real case %s', (name) => {
  const file = JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8'));
  const input = { ...file.input, limits: { maxResults: 10_000, maxNodes: 100_000_000, maxMs: 600_000 } };

  for (const engine of ['wasm', 'reference'] as const) {
    it(`gives the published answer, complete (${engine})`, async () => {
      const result = await solveTemporal(input, { engine });
      expect(result.errors).toEqual([]);
      expect(result.complete).toBe(true);
      const running = result.candidates.filter((c) => c.winner === null);
      expect(running.map((c) => c.assignments)).toEqual([file.expected.assignments]);
      expect(running.length).toBe(file.expected.distinctAssignments);
    });
  }
});
