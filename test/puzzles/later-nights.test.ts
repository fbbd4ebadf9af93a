/**
 * Real published puzzles with later nights, night deaths and executions, end to end in
 * both engines. Candidates whose game already ended contradict each puzzle's premise and
 * are dropped first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8'));
const limits = { maxResults: 10_000, maxNodes: 100_000_000, maxMs: 600_000 };
const ENGINES = ['wasm', 'reference'] as const;

describe.each(['lsh-tb-03', 'lsh-tb-05', 'nqt-47', 'nqt-70'])('real case %s', (name) => {
  it.each(ENGINES)('gives exactly the published answer, complete (%s)', async (engine) => {
    const file = load(name);
    const result = await solveTemporal({ ...file.input, limits }, { engine });
    expect(result.errors).toEqual([]);
    expect(result.complete).toBe(true);
    const running = result.candidates.filter((c) => c.winner === null);
    expect(running.map((c) => c.assignments)).toEqual([file.expected.assignments]);
  });
});

describe('real case nqt-31 under ruling Q3', () => {
  it.each(ENGINES)('keeps the published answer, plus one world that exists only because a healthy Recluse may catch the star-pass (%s)', async (engine) => {
    const file = load('nqt-31');
    const result = await solveTemporal({ ...file.input, limits }, { engine });
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

describe('scope of this version', () => {
  it('refuses Slayer shots with not_supported, naming the event', async () => {
    const result = await solveTemporal(load('nqt-10').input);
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => e.code)).toEqual(['not_supported']);
    expect(result.errors[0]!.message).toMatch(/slayer/);
  });
});
