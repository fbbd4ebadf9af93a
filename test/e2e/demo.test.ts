/**
 * The demo page (the built app): a real case picked from the menu is solved, and a
 * screenshot of the solved page is saved to docs/demo.png for the README.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ROLES } from '../../src/rules/roles.ts';
import { launch, openPage } from './browser.ts';

/**
 * The starting assignments of examples/first-night-lsh-tb-01.json, counted by hand from
 * its rows: 5 players, no Poisoner, Spy, Baron or Drunk, so no Outsider either and the
 * one Minion is the Scarlet Woman; everyone is healthy and registers as what they are.
 * p1 is the Chef and p2 the Investigator; the Scarlet Woman is p3 or p4 and sits next to
 * the Imp (the Chef's one evil pair): (p3, p4), (p4, p3) or (p4, p5). The one seat left
 * holds any other Townsfolk: 3 × (Townsfolk − 2). A new Townsfolk without a setup or
 * registration rule only adds a choice there; a character that changes one of the facts
 * above (a second Demon, a new setup rule, a new way to register) changes the formula.
 */
const FIRST_NIGHT_ASSIGNMENTS = 3 * (ROLES.filter((r) => r.team === 'Townsfolk').length - 2);

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('solves nqt-47 picked from the menu and saves a screenshot', async () => {
  const { page, errors } = await openPage(browser, inject('appUrl'));
  await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  await page.evaluate(() => {
    const w = window as unknown as { __seen: { at: number; complete: boolean; assignments: unknown[] }[] };
    w.__seen = [];
    document.querySelector('botc-solver')!.addEventListener('botc-result', (e) => {
      const r = (e as CustomEvent).detail;
      w.__seen.push({ at: performance.now(), complete: r.complete, assignments: r.candidates.map((c: { assignments: unknown }) => c.assignments) });
    });
  });
  // Only a result that arrives after the case was loaded answers it (the page may first
  // search the empty game it starts with): the menu's own handler runs first and loads
  // the game; this later listener notes the time.
  await page.evaluate(() => document.querySelector('#case')!.addEventListener('change', () => {
    (window as unknown as { __pickedAt: number }).__pickedAt = performance.now();
  }));
  await page.selectOption('#case', { label: 'nqt-47' });
  const handle = await page.waitForFunction(() => {
    const w = window as unknown as { __seen: { at: number }[]; __pickedAt?: number };
    return w.__pickedAt === undefined ? null : w.__seen.find((r) => r.at > w.__pickedAt!) ?? null;
  }, null, { timeout: 30_000 });
  const solved = (await handle.jsonValue()) as unknown as { complete: boolean; assignments: Record<string, string>[] };
  expect(solved.complete).toBe(true);
  expect(solved.assignments).toHaveLength(1);
  expect(solved.assignments[0]).toMatchObject({ p1: 'recluse', p4: 'baron', p9: 'imp' });
  // The answer as the page shows it: the status line, and Fraser (p9) among the seats.
  await page.locator('botc-status-banner').getByText(/^Complete: 1 starting assignment/).waitFor({ timeout: 10_000 });
  await page.locator('botc-seat-table').getByRole('rowheader', { name: '9. Fraser' }).waitFor();
  mkdirSync(new URL('../../docs/', import.meta.url), { recursive: true });
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.screenshot({ path: new URL('../../docs/demo.png', import.meta.url).pathname });
  expect(errors).toEqual([]);
});

it('the first-night example shows the crux questions', async () => {
  const { page, errors } = await openPage(browser, inject('appUrl'));
  await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  await page.selectOption('#case', { label: 'first-night-lsh-tb-01' });
  await page.locator('botc-cruxes').getByText('Is D good, a Minion or the Demon?').waitFor({ timeout: 30_000 });
  await page.locator('botc-status-banner').getByText(new RegExp(`^Complete: ${FIRST_NIGHT_ASSIGNMENTS} starting assignments`)).waitFor();
  expect(errors).toEqual([]);
});
