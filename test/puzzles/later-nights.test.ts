/**
 * Real published puzzles with later nights, executions, Slayer shots and Virgin
 * nominations, end to end in both engines. Each is posed while its last day is still
 * open, so by ruling Q14 no candidate's game has ended.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveTemporal, type TemporalCandidate } from '../../src/index.ts';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8'));
const limits = { maxResults: 10_000, maxNodes: 100_000_000, maxMs: 600_000 };
const ENGINES = ['wasm', 'reference'] as const;

const EXACT = ['lsh-tb-03', 'lsh-tb-05', 'nqt-47', 'nqt-70', 'nqt-3a', 'nqt-10', 'nqt-59', 'nqt-sw-test'];
/** Puzzles with more worlds than the published answer, each only under ruling Q3 (a Recluse catching the star-pass). */
const WITH_Q3_WORLDS = ['nqt-31', 'nqt-26', 'nqt-40'];

const ordinary = (cs: readonly TemporalCandidate[]) => cs.filter((c) => c.unusual.length === 0);

describe.each(EXACT)('real case %s', (name) => {
  it.each(ENGINES)('gives exactly the published answer, complete, ordinary (%s)', async (engine) => {
    const file = load(name);
    const result = await solveTemporal({ ...file.input, limits }, { engine });
    expect(result.errors).toEqual([]);
    expect(result.complete).toBe(true);
    expect(result.candidates.map((c) => c.winner)).toEqual([null]);
    expect(result.candidates.map((c) => c.unusual)).toEqual([[]]);
    expect(result.candidates.map((c) => c.assignments)).toEqual([file.expected.assignments]);
  });
});

describe.each(WITH_Q3_WORLDS)('real case %s under ruling Q3', (name) => {
  it.each(ENGINES)('the ordinary candidates are the published answer; every other one is tagged recluse_star_pass and a Recluse holds the Imp in its witness (%s)', async (engine) => {
    const file = load(name);
    const result = await solveTemporal({ ...file.input, limits }, { engine });
    expect(result.complete).toBe(true);
    expect(result.candidates.every((c) => c.winner === null)).toBe(true);
    expect(ordinary(result.candidates).map((c) => c.assignments)).toEqual([file.expected.assignments]);
    // The ordinary answer is listed first, as c1.
    expect([result.candidates[0]!.id, result.candidates[0]!.unusual]).toEqual(['c1', []]);
    const extra = result.candidates.filter((c) => c.unusual.length > 0);
    expect(extra.length).toBeGreaterThan(0);
    for (const c of extra) {
      expect(c.unusual).toEqual(['recluse_star_pass']);
      expect(Object.entries(c.assignments).some(([id, role]) => role === 'recluse' && c.finalRoles[id] === 'imp')).toBe(true);
    }
  });

  it.each(ENGINES)("with unusual: 'exclude', exactly the untagged candidates of 'allow' (%s)", async (engine) => {
    const file = load(name);
    const allow = await solveTemporal({ ...file.input, limits }, { engine });
    const exclude = await solveTemporal({ ...file.input, limits }, { engine, unusual: 'exclude' });
    expect(exclude.complete).toBe(true);
    // The result says which: searched and tagged, or not searched.
    expect([allow.coverage?.unusual, exclude.coverage?.unusual]).toEqual(['allow', 'exclude']);
    expect(exclude.candidates.map((c) => c.assignments)).toEqual(ordinary(allow.candidates).map((c) => c.assignments));
    expect(exclude.candidates.every((c) => c.unusual.length === 0)).toBe(true);
  });
});
