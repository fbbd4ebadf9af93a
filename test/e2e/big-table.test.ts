/**
 * A big table in the embedded widget (issue "big tables"): a simulated 15-player game of
 * three nights with four unclaimed seats and five reports (`many-worlds-15-3-nights.json`,
 * `simulateHistory(15, 15, 3)` thinned) has more starting assignments than the list
 * holds; asked for a list of 20,000, its search takes over a second — long enough that it
 * is still running when the page has drawn the widget. The widget draws every seat from the
 * per-seat answer — complete, nothing undecided — while no task on the page's main thread
 * runs over 50 ms (a long-task observer watches from when the search shows its progress
 * until the answer is drawn); and Stop ends a long search (of a first night
 * with two unclaimed seats and six reports, `many-worlds-15.json`, over 100,000 worlds).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import many15 from '../fixtures/many-worlds-15.json';
import many15Nights from '../fixtures/many-worlds-15-3-nights.json';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Seen { stopReason: string | null; complete: boolean; possibilities: boolean | null; count: number; exact: boolean }

/** The host page with the widget, recording each result's bounds and per-seat answer. */
async function host(): Promise<Page> {
  const { page } = await openPage(browser, inject('hostUrl'));
  await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  await page.evaluate(() => {
    const w = window as unknown as { __results: Seen[]; __long: number[] };
    w.__results = [];
    w.__long = [];
    document.querySelector('botc-solver')!.addEventListener('botc-result', (e) => {
      const r = (e as CustomEvent).detail;
      w.__results.push({
        stopReason: r.stopReason, complete: r.complete, possibilities: r.possibilities?.complete ?? null,
        count: r.possibilities?.assignments.count ?? 0, exact: r.possibilities?.assignments.exact ?? false,
      });
    });
  });
  return page;
}

const results = (page: Page) => page.evaluate(() => (window as unknown as { __results: Seen[] }).__results);
const setGame = (page: Page, game: unknown) => page.evaluate((g) => {
  const w = window as unknown as { __results: Seen[] };
  w.__results = [];
  (document.querySelector('botc-solver') as unknown as { game: unknown }).game = g;
}, game);

describe('a 15-player table with many worlds, in the widget', () => {
  it('every seat is decided from the per-seat answer, and the page never blocks for over 50 ms while it searches and answers', async () => {
    const page = await host();
    // A list of 20,000 worlds, each replayed by the checker, keeps the search running for
    // a second or more however fast the pruning gets (the per-seat answer alone now takes
    // about 0.3 s, which ended before the observer started).
    await setGame(page, { ...many15Nights, limits: { maxResults: 20_000, maxMs: 120_000 } });
    await page.locator('botc-status-banner').getByText(/^Searching…/).waitFor();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100))); // the page's first layout
    await page.evaluate(() => {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { __long: number[] }).__long.push(Math.round(e.duration));
      }).observe({ type: 'longtask' });
    });
    expect(await results(page)).toEqual([]); // the search is still running
    await expect.poll(async () => (await results(page)).length, { timeout: 150_000 }).toBeGreaterThan(0);
    const [result] = await results(page);
    expect(result).toMatchObject({ stopReason: 'result_limit', complete: false, possibilities: true, exact: false });
    expect(result!.count).toBeGreaterThan(80);
    // One count, in the same words on the headline and the circle.
    const count = `at least ${result!.count.toLocaleString('en-US')} worlds, 20,000 listed`;
    await expect.poll(() => page.locator('botc-status-banner .headline').textContent()).toContain(`At least ${result!.count.toLocaleString('en-US')} worlds, 20,000 listed.`);
    await expect.poll(() => page.locator('botc-town-circle .centre').textContent()).toBe(count);
    await expect.poll(() => page.locator('botc-status-banner .banner').textContent()).toContain('The per-seat answer is complete');
    expect(await page.locator('botc-seat-table .undecided').count()).toBe(0);
    await expect.poll(() => page.locator('botc-candidate-list li').count()).toBe(20);
    await page.waitForTimeout(300); // let the answer's rendering finish before reading the observer
    expect(await page.evaluate(() => (window as unknown as { __long: number[] }).__long)).toEqual([]);
  });

  it('Stop ends a long search of it and keeps what was found', async () => {
    const page = await host();
    await setGame(page, { ...many15, limits: { maxResults: 100_000, maxMs: 600_000 } });
    await page.locator('botc-status-banner').getByText(/^Searching… (listing worlds|completing the per-seat answer): [1-9][\d,]* nodes/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(async () => (await results(page)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [stopped] = await results(page);
    expect(stopped).toMatchObject({ stopReason: 'cancelled', complete: false, possibilities: false });
    await expect.poll(() => page.locator('botc-status-banner .headline').textContent()).toMatch(/^Partial answer, cancelled: /);
  });
});
