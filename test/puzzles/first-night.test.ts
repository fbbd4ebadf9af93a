/**
 * Real published puzzles that need only the first night, end to end through the public
 * API: the complete search must give exactly the published answer (its day is open, so
 * by ruling Q14 no candidate's game has ended).
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
      expect(result.candidates.map((c) => c.assignments)).toEqual([file.expected.assignments]);
      expect(result.candidates.length).toBe(file.expected.distinctAssignments);
      expect(result.candidates.every((c) => c.winner === null)).toBe(true);
    });
  }
});
