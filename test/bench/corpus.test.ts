/**
 * The benchmark corpus (bench/corpus/): its stored answers are what both engines give, on a
 * sample small enough to run with the tests, and the suite (bench/suite.ts) checks each
 * answer before it times it.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { differenceOf, verdictOf, type CorpusGame } from '../../bench/answer.ts';
import { loadCorpus } from '../../bench/corpus.ts';
import { runSuite } from '../../bench/suite.ts';

const corpus = loadCorpus();
/** Every real case, and every fourth simulated game of up to 10 players that the reference finished. */
const sample = corpus.filter((g, i) => g.kind === 'real' || (g.players <= 10 && i % 4 === 0 && g.engines.includes('reference')));

describe('the benchmark corpus', () => {
  it('holds the real cases and, for every size from 5 to 15 players and 1 to 5 nights, a dense and a sparse table', () => {
    expect(corpus.filter((g) => g.kind === 'real').length).toBeGreaterThanOrEqual(12);
    for (const kind of ['dense', 'sparse'] as const) {
      const shapes = new Set(corpus.filter((g) => g.kind === kind).map((g) => `${g.players}/${g.nights}`));
      expect(shapes.size, kind).toBe(55);
    }
    expect(corpus.every((g) => g.engines.includes('wasm'))).toBe(true);
  });

  it.each(sample.map((g): [string, CorpusGame] => [g.id, g]))('%s: both engines give the stored answer', async (_, game) => {
    for (const engine of ['wasm', 'reference'] as const) {
      const result = await solveTemporal({ ...game.input, limits: { ...(game.input.limits as object | undefined), maxMs: 60_000 } }, { engine, workers: 1 });
      expect(verdictOf(result, game.answer), engine).toBe('right');
    }
  });

  it('the suite marks a wrong stored answer as wrong and does not time it; a bounded search is incomplete', async () => {
    const game = corpus.find((g) => g.id === 'real-nqt-47')!;
    const p1 = game.answer.seats.p1!;
    const wrong = { ...game, id: 'wrong', answer: { ...game.answer, seats: { ...game.answer.seats, p1: { ...p1, starting: [...p1.starting, 'imp'].sort() } } } };
    const calibration = { games: [], runs: 1, medianMs: 2, minMs: 2, maxMs: 2 };
    let tick = 0;
    const figures = await runSuite([game, wrong], (input) => solveTemporal(input, { workers: 1 }), { runs: 3, calibration, clock: () => (tick += 5) });
    expect(figures.map((f) => [f.id, f.verdict, f.runs, f.medianMs, f.ratio])).toEqual([['real-nqt-47', 'right', 3, 5, 2.5], ['wrong', 'wrong', 0, null, null]]);
    expect(figures[0]!.detail).toBeUndefined();
    expect(figures[1]!.detail).toBe(`seat p1, starting: ${p1.starting.join(', ')} here, ${[...p1.starting, 'imp'].sort().join(', ')} known`);
    const bounded = await solveTemporal({ ...game.input, limits: { maxNodes: 10 } }, { workers: 1 });
    expect(verdictOf(bounded, game.answer)).toBe('incomplete');
    expect(differenceOf(bounded, game.answer)).toBe('the per-seat answer is not complete (stopped by node_limit)');
  });

  it('a wrong count, or a wrong status, is named as the difference', async () => {
    const game = corpus.find((g) => g.id === 'real-nqt-47')!;
    const result = await solveTemporal(game.input, { workers: 1 });
    const count = game.answer.count!;
    expect(differenceOf(result, { ...game.answer, count: count + 1 })).toBe(`starting assignments: ${count} here, ${count + 1} known`);
    expect(differenceOf(result, { ...game.answer, status: 'contradiction' })).toBe('candidates here, contradiction known');
    expect(differenceOf(result, game.answer)).toBeNull();
  });
});
