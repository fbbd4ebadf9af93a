/** Two exports of the corpus suite compared game by game (bench/compare.ts). */
import { describe, expect, it } from 'vitest';
import { compareExports, medianChange } from '../../bench/compare.ts';
import type { SuiteExport } from '../../bench/files.ts';
import type { GameFigures } from '../../bench/suite.ts';

const game = (id: string, verdict: GameFigures['verdict'], ratio: number | null): GameFigures => ({
  id, players: 9, nights: 3, kind: 'dense', verdict, runs: ratio === null ? 0 : 5, medianMs: ratio, minMs: ratio, maxMs: ratio, ratio, nodes: 100,
});
const exported = (games: GameFigures[]): SuiteExport => ({
  suite: 'botc-solver corpus', commit: 'abc', date: '2026-12-07', runtime: 'node v20', threads: 1, runs: 5,
  device: { platform: 'linux', arch: 'x64', model: 'x', cores: 2 },
  calibration: { games: [], runs: 11, medianMs: 1, minMs: 1, maxMs: 1 }, games,
});

describe('comparing two exports', () => {
  it('gives each side\'s ratio and their change game by game; a game not right on a side, or missing there, has none', () => {
    const a = exported([game('x', 'right', 2), game('y', 'right', 4), game('w', 'right', 1)]);
    const b = exported([game('y', 'wrong', null), game('x', 'right', 3), game('w', 'right', 0.5), game('z', 'right', 1)]);
    expect(compareExports(a, b)).toEqual([
      { id: 'x', a: 2, b: 3, change: 1.5 },
      { id: 'y', a: 4, b: null, change: null },
      { id: 'w', a: 1, b: 0.5, change: 0.5 },
      { id: 'z', a: null, b: 1, change: null },
    ]);
    expect(medianChange(compareExports(a, b))).toBe(1);
    expect(medianChange(compareExports(a, exported([])))).toBeNull();
  });
});
