/**
 * A search holds Node's event loop while it runs (src/search/loop-hold.ts), so that the loop
 * never runs dry mid-search, where Node would wait for V8's background compiles; and lets
 * it go when the call ends, however it ends, so a program that is done can exit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
const many = JSON.parse(readFileSync(new URL('../fixtures/many-worlds-10.json', import.meta.url), 'utf8'));

describe('the event loop during a search', () => {
  it('holds one timer more while the search runs, none after it', async () => {
    const before = timers();
    const during: number[] = [];
    const r = await solveTemporal(many, { workers: 1, onProgress: (p) => { if (p.stage !== 'result') during.push(timers()); } });
    expect(r.possibilities?.complete).toBe(true);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((count) => count === before + 1)).toBe(true);
    expect(timers()).toBe(before);
  });

  it('lets it go when the call is cancelled or its input is invalid', async () => {
    const before = timers();
    const controller = new AbortController();
    const cancelled = await solveTemporal(many, { workers: 1, signal: controller.signal, onProgress: () => controller.abort() });
    expect(cancelled.stopReason).toBe('cancelled');
    expect(timers()).toBe(before);
    const invalid = await solveTemporal({ schema: 'botc-temporal-v1' });
    expect(invalid.status).toBe('invalid');
    expect(timers()).toBe(before);
  });
});
