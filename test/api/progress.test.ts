/**
 * Progress reports (src/search/progress.ts): one throttle per call, shared by the search's
 * slices and passes and by the building of the result after it; at most one report per
 * PROGRESS_EVERY_MS of the call's clock, each with the time since the call began.
 */
import { describe, expect, it } from 'vitest';
import type { Progress } from '../../src/search/options.ts';
import { PROGRESS_EVERY_MS, throttledProgress } from '../../src/search/progress.ts';

describe('throttledProgress', () => {
  it('passes the first report on, then at most one per PROGRESS_EVERY_MS, with the time since the call began', () => {
    let clock = 1000;
    const seen: Progress[] = [];
    const report = throttledProgress((p) => seen.push(p), 1000, () => clock);
    report(10, 0);
    clock += PROGRESS_EVERY_MS - 1;
    report(20, 1);
    clock += 1;
    report(30, 2);
    clock += 0.4;
    report(40, 3);
    clock += PROGRESS_EVERY_MS * 3 + 0.6;
    report(50, 4);
    expect(seen).toEqual([
      { nodes: 10, candidates: 0, elapsedMs: 0 },
      { nodes: 30, candidates: 2, elapsedMs: PROGRESS_EVERY_MS },
      { nodes: 50, candidates: 4, elapsedMs: PROGRESS_EVERY_MS * 4 + 1 },
    ]);
  });

  it('does nothing without an onProgress', () => {
    let read = 0;
    const report = throttledProgress(undefined, 0, () => { read++; return 0; });
    report(1, 1);
    expect(read).toBe(0);
  });
});
