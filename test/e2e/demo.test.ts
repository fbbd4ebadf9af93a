/**
 * The demo page (the built app): a real case picked from the menu is solved, and a
 * screenshot of the solved page is saved to docs/demo.png for the README.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('solves nqt-47 picked from the menu and saves a screenshot', async () => {
  const { page, errors } = await openPage(browser, inject('appUrl'));
  const result = page.evaluate(() => new Promise<{ complete: boolean; assignments: unknown[] }>((resolve) => {
    document.querySelector('botc-solver')!.addEventListener('botc-result', (e) => {
      const r = (e as CustomEvent).detail;
      if (r.stopReason !== 'cancelled') resolve({ complete: r.complete, assignments: r.candidates.map((c: { assignments: unknown }) => c.assignments) });
    });
  }));
  await page.selectOption('#case', { label: 'nqt-47' });
  const solved = await result;
  expect(solved.complete).toBe(true);
  expect(solved.assignments).toHaveLength(1);
  expect(solved.assignments[0]).toMatchObject({ p1: 'recluse', p4: 'baron', p9: 'imp' });
  await page.getByText('Complete', { exact: false }).first().waitFor({ timeout: 10_000 }).catch(() => {});
  mkdirSync(new URL('../../docs/', import.meta.url), { recursive: true });
  await page.screenshot({ path: new URL('../../docs/demo.png', import.meta.url).pathname, fullPage: true });
  expect(errors).toEqual([]);
});
