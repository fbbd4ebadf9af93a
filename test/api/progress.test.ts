/**
 * Progress reports (src/search/progress.ts): one throttle per call, shared by the search's
 * slices and passes and by the building of the result after it; at most one report per
 * PROGRESS_EVERY_MS of the call's clock within a stage, the first of each stage at once,
 * each with the time since the call began; and the stages of a real call, in order.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Progress, ProgressStage } from '../../src/search/options.ts';
import { PROGRESS_EVERY_MS, throttledProgress } from '../../src/search/progress.ts';
import { solve, solveTemporal } from '../../src/index.ts';

describe('throttledProgress', () => {
  it('passes the first report on, then at most one per PROGRESS_EVERY_MS, with the time since the call began', () => {
    let clock = 1000;
    const seen: Progress[] = [];
    const report = throttledProgress((p) => seen.push(p), 1000, () => clock);
    report(10, 0, 'candidates');
    clock += PROGRESS_EVERY_MS - 1;
    report(20, 1, 'candidates');
    clock += 1;
    report(30, 2, 'candidates');
    clock += 0.4;
    report(40, 3, 'candidates');
    clock += PROGRESS_EVERY_MS * 3 + 0.6;
    report(50, 4, 'candidates');
    expect(seen).toEqual([
      { nodes: 10, candidates: 0, elapsedMs: 0, stage: 'candidates' },
      { nodes: 30, candidates: 2, elapsedMs: PROGRESS_EVERY_MS, stage: 'candidates' },
      { nodes: 50, candidates: 4, elapsedMs: PROGRESS_EVERY_MS * 4 + 1, stage: 'candidates' },
    ]);
  });

  it('lets the first report of a new stage through at once', () => {
    let clock = 0;
    const seen: Progress[] = [];
    const report = throttledProgress((p) => seen.push(p), 0, () => clock);
    report(10, 80, 'candidates');
    clock += 1;
    report(20, 80, 'possibilities');
    clock += 1;
    report(30, 80, 'possibilities');
    clock += 1;
    report(30, 80, 'result');
    expect(seen.map((p) => [p.nodes, p.stage])).toEqual([[10, 'candidates'], [20, 'possibilities'], [30, 'result']]);
  });

  it('does nothing without an onProgress', () => {
    let read = 0;
    const report = throttledProgress(undefined, 0, () => { read++; return 0; });
    report(1, 1, 'candidates');
    expect(read).toBe(0);
  });
});

/** The distinct stages of a call's reports, in the order they first came. */
function stagesOf(seen: readonly Progress[]): ProgressStage[] {
  return seen.map((p) => p.stage).filter((s, i, all) => i === 0 || all[i - 1] !== s);
}

describe('stages of a call', () => {
  it('a table with more worlds than maxResults: candidates, then the per-seat answer, then the result; counts never go back', async () => {
    const many = JSON.parse(readFileSync(new URL('../fixtures/many-worlds-10.json', import.meta.url), 'utf8'));
    const seen: Progress[] = [];
    const r = await solveTemporal(many, { workers: 1, onProgress: (p) => seen.push(p) });
    expect(r.possibilities?.complete).toBe(true);
    expect(stagesOf(seen)).toEqual(['candidates', 'possibilities', 'result']);
    for (let k = 1; k < seen.length; k++) {
      expect(seen[k]!.nodes).toBeGreaterThanOrEqual(seen[k - 1]!.nodes);
      expect(seen[k]!.elapsedMs).toBeGreaterThanOrEqual(seen[k - 1]!.elapsedMs);
    }
    expect(seen.at(-1)!.nodes).toBe(r.stats.nodes);
  });

  it('a legacy first night with every candidate listed ends with the result stage', async () => {
    const lsh = JSON.parse(readFileSync(new URL('../../examples/first-night-lsh-tb-01.json', import.meta.url), 'utf8')).input;
    const seen: Progress[] = [];
    const r = await solve(lsh, { onProgress: (p) => seen.push(p) });
    expect(r.status).toBe('candidates');
    expect(seen.at(-1)!.stage).toBe('result');
    expect(stagesOf(seen)[0]).toBe('candidates');
  });
});
