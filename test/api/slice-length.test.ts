/**
 * How long a search thread's next slice runs (src/search/passes.ts nextSliceMs): a slice
 * that pauses inside a history search drops it, so the length must grow until one search
 * fits, must not fall back to the base while such searches keep coming, and must come
 * back to the base once the work is light again (progress and cancellation between slices).
 */
import { describe, expect, it } from 'vitest';
import { nextSliceMs } from '../../src/search/passes.ts';

describe('slice length', () => {
  it('doubles while a paused slice ended no history search, so every search is eventually done whole', () => {
    let ms = 50;
    const lengths: number[] = [];
    for (let k = 0; k < 5; k++) lengths.push(ms = nextSliceMs(ms, 50, true, false, ms));
    expect(lengths).toEqual([100, 200, 400, 800, 1600]);
  });

  it('keeps its length when a paused slice ended some searches first (heavy searches keep coming)', () => {
    expect(nextSliceMs(1600, 50, true, true, 1600)).toBe(1600);
  });

  it('keeps its length after a slice that used its time, and halves back to the base after light ones', () => {
    expect(nextSliceMs(1600, 50, false, true, 1500)).toBe(1600);
    let ms = 1600;
    const lengths: number[] = [];
    while (ms > 50) lengths.push(ms = nextSliceMs(ms, 50, false, true, 3));
    expect(lengths).toEqual([800, 400, 200, 100, 50]);
    expect(nextSliceMs(50, 50, false, true, 3)).toBe(50);
  });
});
