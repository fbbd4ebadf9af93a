/**
 * Real published puzzles with later nights, night deaths and executions, through the
 * reference engine (the WASM engine searches night 1 only in this version). Candidates
 * whose game already ended contradict each puzzle's premise and are dropped first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8'));
const limits = { maxResults: 10_000, maxNodes: 100_000_000, maxMs: 600_000 };

describe.each(['lsh-tb-03', 'lsh-tb-05', 'nqt-47', 'nqt-70'])('real case %s', (name) => {
  it('gives exactly the published answer, complete', async () => {
    const file = load(name);
    const result = await solveTemporal({ ...file.input, limits }, { engine: 'reference' });
    expect(result.errors).toEqual([]);
    expect(result.complete).toBe(true);
    const running = result.candidates.filter((c) => c.winner === null);
    expect(running.map((c) => c.assignments)).toEqual([file.expected.assignments]);
  });
});

describe('real case nqt-31 under ruling Q3', () => {
  it('keeps the published answer, plus one world that exists only because a healthy Recluse may catch the star-pass', async () => {
    const file = load('nqt-31');
    const result = await solveTemporal({ ...file.input, limits }, { engine: 'reference' });
    expect(result.complete).toBe(true);
    const running = result.candidates.filter((c) => c.winner === null);
    expect(running.map((c) => c.assignments)).toContainEqual(file.expected.assignments);
    const extra = running.filter((c) => JSON.stringify(c.assignments) !== JSON.stringify(file.expected.assignments));
    expect(extra).toHaveLength(1);
    // p5 starts as the Recluse and ends as the Imp, still good: the ruling-Q3 star-pass.
    expect(extra[0]!.assignments.p5).toBe('recluse');
    expect(extra[0]!.finalRoles.p5).toBe('imp');
  });
});

describe('the WASM engine in this version', () => {
  it('refuses later phases with not_supported, naming the phase', async () => {
    const result = await solveTemporal(load('nqt-47').input);
    expect(result.status).toBe('invalid');
    expect(result.errors[0]!.code).toBe('not_supported');
    expect(result.errors[0]!.message).toMatch(/engine: 'reference'/);
  });
});
