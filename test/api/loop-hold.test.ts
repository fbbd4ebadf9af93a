/**
 * A search holds Node's event loop while it runs (src/search/threads/loop-hold.ts), so that the loop
 * never runs dry mid-search, where Node would wait for V8's background compiles; and lets
 * it go when the call ends, however it ends, so a program that is done can exit. Watched
 * through the timers the search starts and clears (other timers of the process, the test
 * runner's among them, come and go on their own).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveTemporal } from '../../src/index.ts';

const many = JSON.parse(readFileSync(new URL('../fixtures/many-worlds-10.json', import.meta.url), 'utf8'));

/** Timers started with `setInterval` from now on, and whether each was cleared. */
function watchIntervals(): { live: () => number; started: () => number } {
  const started: unknown[] = [];
  const cleared = new Set<unknown>();
  const set = globalThis.setInterval;
  const clear = globalThis.clearInterval;
  vi.spyOn(globalThis, 'setInterval').mockImplementation(((...args: Parameters<typeof setInterval>) => {
    const id = set(...args);
    started.push(id);
    return id;
  }) as typeof setInterval);
  vi.spyOn(globalThis, 'clearInterval').mockImplementation(((id: Parameters<typeof clearInterval>[0]) => {
    cleared.add(id);
    clear(id);
  }) as typeof clearInterval);
  return { live: () => started.filter((id) => !cleared.has(id)).length, started: () => started.length };
}

afterEach(() => { vi.restoreAllMocks(); });

describe('the event loop during a search', () => {
  it('holds a timer while the search runs, and clears it after', async () => {
    const timers = watchIntervals();
    const during: number[] = [];
    const r = await solveTemporal(many, { workers: 1, onProgress: (p) => { if (p.stage !== 'result') during.push(timers.live()); } });
    expect(r.possibilities?.complete).toBe(true);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((live) => live === 1)).toBe(true);
    expect(timers.started()).toBe(1);
    expect(timers.live()).toBe(0);
  });

  it('lets it go when the call is cancelled or its input is invalid', async () => {
    const timers = watchIntervals();
    const controller = new AbortController();
    const cancelled = await solveTemporal(many, { workers: 1, signal: controller.signal, onProgress: () => controller.abort() });
    expect(cancelled.stopReason).toBe('cancelled');
    expect(timers.started()).toBe(1);
    expect(timers.live()).toBe(0);
    const invalid = await solveTemporal({ schema: 'botc-temporal-v1' });
    expect(invalid.status).toBe('invalid');
    expect(timers.live()).toBe(0);
  });
});
