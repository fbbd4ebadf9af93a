/**
 * The demo page (the built app) as a reader sees it, at 1280×900 and 390×844: published
 * puzzles picked from the menu by title (remembered on reload), the answer's headline and
 * its grimoire circle on the first screen, no two seats of the circle overlapping (15 seats
 * included), and axe-core clean. Each view is saved as a PNG: to the system's temporary
 * folder in an ordinary run (a test run leaves the checkout as it was), and to
 * docs/screenshots/, the pictures the README shows, by `npm run screenshots`
 * (SCREENSHOT_DIR), so the pictures in the docs are those of code that passed.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLES } from '../../src/rules/roles.ts';
import many15Nights from '../fixtures/many-worlds-15-3-nights.json';
import { axeViolations, launch, openPage } from './browser.ts';


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

const SHOTS = `${resolve(process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'botc-solver-screenshots'))}/`;
const VIEWPORTS = [{ width: 1280, height: 900 }, { width: 390, height: 844 }];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => { await browser?.close(); });

/** Records every `botc-result` of the page's widget from now on, with when it came. */
async function watchResults(page: Page): Promise<void> {
  await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  await page.evaluate(() => {
    const w = window as unknown as { __seen: { at: number; complete: boolean; assignments: unknown[] }[] };
    w.__seen = [];
    document.querySelector('botc-solver')!.addEventListener('botc-result', (e) => {
      const r = (e as CustomEvent).detail;
      w.__seen.push({ at: performance.now(), complete: r.complete, assignments: r.candidates.map((c: { assignments: unknown }) => c.assignments) });
    });
  });
}

/** Picks a puzzle from the menu and waits for the answer to that puzzle (not to the game the page started with). */
async function pick(page: Page, value: string): Promise<{ complete: boolean; assignments: Record<string, string>[] }> {
  await page.evaluate(() => document.querySelector('#case')!.addEventListener('change', () => {
    (window as unknown as { __pickedAt: number }).__pickedAt = performance.now();
  }, { once: true }));
  await page.selectOption('#case', value);
  const handle = await page.waitForFunction(() => {
    const w = window as unknown as { __seen: { at: number }[]; __pickedAt?: number };
    return w.__pickedAt === undefined ? null : w.__seen.find((r) => r.at > w.__pickedAt!) ?? null;
  }, null, { timeout: 30_000 });
  return (await handle.jsonValue()) as unknown as { complete: boolean; assignments: Record<string, string>[] };
}

/** Pairs of seats of the circle whose boxes overlap (none may). */
async function overlappingSeats(page: Page): Promise<string[]> {
  const boxes = await page.locator('botc-town-circle button.seat').evaluateAll((seats) => seats.map((s) => {
    const r = s.getBoundingClientRect();
    return { id: (s as HTMLElement).dataset.player!, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  }));
  const pairs: string[] = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
    if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) pairs.push(`${a.id}/${b.id}`);
  }));
  return pairs;
}

/** True when the element's box lies within the first screen (no scrolling). */
async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const { height } = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('the demo page', () => {
  for (const viewport of VIEWPORTS) {
    it(`NQT #47 at ${viewport.width}×${viewport.height}: the headline names the Demon now, the circle carries the answer`, async () => {
      const { page, errors } = await openPage(browser, inject('appUrl'), viewport);
      await watchResults(page);
      // The menu lists the puzzles by title.
      expect(await page.locator('#case option[value="nqt-47"]').textContent()).toBe('NQT #47: We Have Evil Twin at Home');
      const solved = await pick(page, 'nqt-47');
      expect(solved.complete).toBe(true);
      expect(solved.assignments).toHaveLength(1);
      expect(solved.assignments[0]).toMatchObject({ p1: 'recluse', p4: 'baron', p9: 'imp' });
      const headline = page.locator('botc-status-banner .headline');
      await expect.poll(() => headline.textContent()).toBe('Solved: Demon now: Josh (Baron, caught the star-pass); Fraser started as the Imp; Steph is the Drunk. 1 world.');
      // Josh carries the Demon-now mark; Fraser, the Imp who started, is shrouded.
      await page.locator('botc-town-circle [data-player="p4"] [data-demon-now]').waitFor();
      expect(await page.locator('botc-town-circle [data-player="p9"] .shroud').count()).toBe(1);
      await page.waitForTimeout(300); // the answer's last views, drawn one per task
      expect(await overlappingSeats(page)).toEqual([]);
      // On a laptop the headline and the whole circle need no scrolling; on a phone the headline does not.
      expect(await onFirstScreen(page, 'botc-status-banner .headline')).toBe(true);
      if (viewport.width >= 1280) expect(await onFirstScreen(page, 'botc-town-circle .circle')).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}nqt-47-${viewport.width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it(`LSH tb-01 and a 15-seat table at ${viewport.width}×${viewport.height}: seats legible, none overlapping`, async () => {
      const { page, errors } = await openPage(browser, inject('appUrl'), viewport);
      await watchResults(page);
      await pick(page, 'lsh-tb-01');
      await expect.poll(() => page.locator('botc-status-banner .headline').textContent()).toBe('Solved: E is the Imp and D the Scarlet Woman. 1 world.');
      await page.waitForTimeout(300);
      expect(await overlappingSeats(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}lsh-tb-01-${viewport.width}.png` });

      // Fifteen seats, eleven of them claimed, three nights: a per-seat answer over many worlds.
      await page.evaluate((game) => { (document.querySelector('botc-solver') as unknown as { game: unknown }).game = game; }, many15Nights);
      await expect.poll(() => page.locator('botc-status-banner .headline').textContent(), { timeout: 30_000 }).toMatch(/ At least [\d,]+ worlds, 80 listed\.$/);
      await page.waitForTimeout(300);
      expect(await page.locator('botc-town-circle button.seat').count()).toBe(15);
      expect(await overlappingSeats(page)).toEqual([]);
      // Every seat's label stays inside the page.
      const outside = await page.locator('botc-town-circle button.seat').evaluateAll((seats) => seats.filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left < 0 || r.right > document.documentElement.clientWidth;
      }).length);
      expect(outside).toBe(0);
      await page.locator('botc-town-circle').screenshot({ path: `${SHOTS}table-15-${viewport.width}.png` });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('the puzzle chosen is remembered on reload, with its question', async () => {
    const { page } = await openPage(browser, inject('appUrl'));
    await watchResults(page);
    await pick(page, 'nqt-40');
    const question = await page.locator('#question').textContent();
    expect(question).not.toBe('');
    await page.reload();
    await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
    expect(await page.locator('#case').inputValue()).toBe('nqt-40');
    expect(await page.locator('#question').textContent()).toBe(question);
    await expect.poll(() => page.locator('botc-status-banner .headline').textContent(), { timeout: 30_000 }).toMatch(/^Solved: Adam is the Imp/);
  });

  it('the first-night example shows the crux questions', async () => {
    const { page, errors } = await openPage(browser, inject('appUrl'));
    await watchResults(page);
    await pick(page, 'first-night-lsh-tb-01');
    await page.locator('botc-cruxes').getByText('Is D good, a Minion or the Demon?').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('botc-status-banner .headline').textContent()).toMatch(new RegExp(` ${FIRST_NIGHT_ASSIGNMENTS} worlds\\.$`));
    expect(errors).toEqual([]);
  });
});
