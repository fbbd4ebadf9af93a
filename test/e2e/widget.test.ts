/**
 * The embedded widget driven through its UI on a foreign page: stopping a long search,
 * editing during a search, a reload that restores the game, a malformed import that
 * changes nothing, a player name that is markup, and axe-core on the whole page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import lsh from '../../examples/lsh-tb-01.json';
import many15Nights from '../fixtures/many-worlds-15-3-nights.json';

/**
 * A search that surely still runs when Stop or an edit comes, even on a loaded machine:
 * 15 players over 3 nights with few reports, listing up to 100,000 candidates (about 4 s of
 * listing and 5.5 s in all in Node here). A shorter one (1–2 s) let Stop land, on a busy
 * machine, in the last part of the call, which no cancellation interrupts.
 */
const longGame = { ...many15Nights, limits: { maxResults: 100_000, maxMs: 600_000 } };
import { axeViolations, launch, openPage } from './browser.ts';
import { shareUrl } from '../../web/keep/share.ts';
import type { GameInput } from '../../web/model/game.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Seen { status: string; stopReason: string | null; complete: boolean; elapsedMs: number; at: number }

/** Opens the host page, waits for the widget, and records every `botc-result` in `window.__results`. */
async function host(viewport?: { width: number; height: number }): Promise<{ page: Page; errors: string[]; dialogs: string[] }> {
  const opened = await openPage(browser, inject('hostUrl'), viewport);
  await opened.page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  await opened.page.evaluate(() => {
    const w = window as unknown as { __results: Seen[] };
    w.__results = [];
    document.querySelector('botc-solver')!.addEventListener('botc-result', (e) => {
      const r = (e as CustomEvent).detail;
      w.__results.push({ status: r.status, stopReason: r.stopReason, complete: r.complete, elapsedMs: r.stats.elapsedMs, at: performance.now() });
    });
  });
  return opened;
}

/** Results since the last `setGame` (the page first searches the empty game it starts with). */
const results = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __results: Seen[]; __setAt: number };
  return w.__results.filter((r) => r.at > w.__setAt);
});
const setGame = (page: Page, game: unknown) => page.evaluate((g) => {
  (window as unknown as { __setAt: number }).__setAt = performance.now();
  (document.querySelector('botc-solver') as unknown as { game: unknown }).game = g;
}, game);
const resultCount = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __results: Seen[]; __setAt: number };
  return w.__results.filter((r) => r.at > w.__setAt).length;
});
const seatName = (page: Page, seat: number) => page.locator(`#seat-name-${seat - 1}`);

/** Unfolds "Players and seating" (every editor starts folded, the answer first). */
async function openSeating(page: Page): Promise<void> {
  const section = page.locator('details[data-section="seating"]');
  await section.waitFor({ state: 'attached' });
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) await section.locator('summary').click();
  await seatName(page, 1).waitFor();
}

async function waitForSearching(page: Page): Promise<void> {
  await page.locator('botc-status-banner').getByText(/^Searching… (listing worlds|completing the per-seat answer): [1-9][\d,]* nodes/).waitFor({ timeout: 30_000 });
}

describe('the embedded widget, through its UI', () => {
  it('Stop ends a long search at once and the answer says it was stopped', async () => {
    const { page, errors } = await host();
    await setGame(page, longGame);
    await waitForSearching(page);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => resultCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const [stopped] = await results(page);
    expect(stopped).toMatchObject({ stopReason: 'cancelled', complete: false });
    expect(errors).toEqual([]);
  });

  it('an edit during a search cancels it at once; the next answer is for the edited game', async () => {
    const { page } = await host();
    await setGame(page, longGame);
    await openSeating(page);
    await waitForSearching(page);
    await seatName(page, 1).fill('Edited while searching');
    await seatName(page, 1).blur();
    const editedAt = await page.evaluate(() => performance.now());
    await waitForSearching(page);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => resultCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const seen = await results(page);
    // The first search's result was dropped: the only answer is the stopped second search,
    // which began after the edit.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.stopReason).toBe('cancelled');
    expect(seen[0]!.elapsedMs).toBeLessThanOrEqual(seen[0]!.at - editedAt + 50);
    const game = await page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: { players: { name?: string }[] } }).game);
    expect(game.players[0]!.name).toBe('Edited while searching');
  });

  it('a reload finds the game as it was left', async () => {
    const { page } = await host();
    await setGame(page, lsh.input);
    await openSeating(page);
    await seatName(page, 2).fill('Renamed before reload');
    await seatName(page, 2).blur();
    await page.reload();
    await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
    await openSeating(page);
    await expect.poll(() => seatName(page, 2).inputValue()).toBe('Renamed before reload');
    const game = await page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: { evidence: unknown[] } }).game);
    expect(game.evidence).toEqual(lsh.input.evidence);
  });

  it('a share link opens its game once: a reload keeps the edits made since, and the work it replaced can be restored', async () => {
    const { page } = await host();
    await setGame(page, longGame); // work saved on this page before the link is opened
    await openSeating(page);
    await seatName(page, 1).fill('My own game');
    await seatName(page, 1).blur();
    await page.goto(shareUrl(lsh.input as GameInput, inject('hostUrl')));
    await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
    await openSeating(page);
    await expect.poll(() => seatName(page, 1).inputValue()).toBe('A');
    expect(new URL(page.url()).hash).toBe('');
    await seatName(page, 2).fill('Edited after opening');
    await seatName(page, 2).blur();
    await page.reload();
    await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
    await openSeating(page);
    await expect.poll(() => seatName(page, 2).inputValue()).toBe('Edited after opening');
    // The game that was here before the link is kept until the player decides.
    await page.goto(shareUrl(lsh.input as GameInput, inject('hostUrl')));
    await page.getByRole('button', { name: 'Restore my previous game' }).click();
    await openSeating(page);
    await expect.poll(() => seatName(page, 2).inputValue()).toBe('Edited after opening');
  });

  it('a share link whose game is refused shows why, and the saved work stays the game shown and kept', async () => {
    const { page } = await host();
    await setGame(page, lsh.input);
    await openSeating(page);
    await seatName(page, 1).fill('My own game');
    await seatName(page, 1).blur();
    const refused = { ...(lsh.input as GameInput), players: 'x' } as unknown as GameInput;
    // A fresh load of the page with the link (not a change of the address on the loaded page).
    await page.goto('about:blank');
    await page.goto(shareUrl(refused, inject('hostUrl')));
    await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The shared link could not be opened');
    await openSeating(page);
    await expect.poll(() => seatName(page, 1).inputValue()).toBe('My own game');
    await page.reload();
    await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
    await openSeating(page);
    await expect.poll(() => seatName(page, 1).inputValue()).toBe('My own game');
  });

  it('the page setting a game while a link is checked does not lose the work saved before: it can still be restored', async () => {
    const { page } = await host();
    await setGame(page, lsh.input);
    await openSeating(page);
    await seatName(page, 1).fill('My own game');
    await seatName(page, 1).blur();
    const pageGame = structuredClone(lsh.input) as unknown as { players: { name: string }[] };
    pageGame.players[0]!.name = 'Set by the page';
    await page.addInitScript((game) => {
      void customElements.whenDefined('botc-solver').then(() => {
        (document.querySelector('botc-solver') as unknown as { game: unknown }).game = game;
      });
    }, pageGame);
    await page.goto('about:blank');
    await page.goto(shareUrl(lsh.input as GameInput, inject('hostUrl')));
    await page.getByRole('button', { name: 'Restore my previous game' }).click();
    await openSeating(page);
    await expect.poll(() => seatName(page, 1).inputValue()).toBe('My own game');
  });

  it('a link refused by the check opens nothing: the errors are shown and no answer is announced for it', async () => {
    const { page } = await host();
    const long = structuredClone(lsh.input) as unknown as { players: { name: string }[] };
    long.players[0]!.name = 'x'.repeat(3000); // over the size check the page runs before the worker
    await page.addInitScript(() => {
      const w = window as unknown as { __announced: string[] };
      w.__announced = [];
      document.addEventListener('botc-result', (e) => w.__announced.push((e as CustomEvent).detail.status), true);
    });
    await page.goto('about:blank');
    await page.goto(shareUrl(long as unknown as GameInput, inject('hostUrl')));
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The shared link could not be opened');
    expect(await page.evaluate(() => (window as unknown as { __announced: string[] }).__announced)).toEqual([]);
    expect(await page.locator('botc-status-banner').textContent()).not.toContain('changed since');
  });

  it('a malformed file is refused with every error shown, and the game stays as it was', async () => {
    const { page } = await host();
    await setGame(page, lsh.input);
    const bad = structuredClone(lsh.input) as unknown as { players: { id: string }[]; reports: Record<string, unknown>[] };
    bad.players = bad.players.slice(0, 3);
    bad.reports[0]!.night = 'first';
    await page.getByLabel(/^Import a game \(JSON/).setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = await alert.textContent();
    expect(text).toContain('broken.json was not imported');
    // Each problem on its row, in words (the JSON paths are for --json and the API).
    expect(text).toMatch(/Report 1, [^:]+: /);
    expect(text).not.toContain('$.');
    const game = await page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: unknown }).game);
    expect(game).toEqual(lsh.input);
    await page.getByLabel(/^Import a game \(JSON/).setInputFiles({ name: 'not-json.json', mimeType: 'application/json', buffer: Buffer.from('{"players": [') });
    await expect.poll(() => alert.textContent()).toContain('not-json.json was not imported');
    expect(await page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: unknown }).game)).toEqual(lsh.input);
    // A file over the size limit is refused with the limit named, and the game stays.
    await page.getByLabel('Import a game (JSON, up to 4 MB)').setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(4_000_001, 32) });
    await expect.poll(() => alert.textContent()).toContain('huge.json was not imported');
    expect(await alert.textContent()).toContain('4,000,001 bytes');
    expect(await page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: unknown }).game)).toEqual(lsh.input);
  });

  it('a player named like markup is shown as text and runs nothing', async () => {
    const { page, dialogs, errors } = await host();
    await setGame(page, lsh.input);
    await openSeating(page);
    const name = '<img src=x onerror=alert(1)>';
    await seatName(page, 1).fill(name);
    await seatName(page, 1).blur();
    await page.getByText(name, { exact: true }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('botc-solver img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('on a 360-px phone the answer comes first: its headline is on the first screen, above the game', async () => {
    const { page } = await host({ width: 360, height: 740 });
    await setGame(page, lsh.input);
    const headline = page.locator('botc-status-banner .headline');
    await expect.poll(() => headline.textContent(), { timeout: 30_000 }).toBe('Solved: E is the Imp and D the Scarlet Woman. 1 world.');
    const box = await headline.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(740);
    const game = await page.locator('section[part="editor"]').boundingBox();
    expect(game!.y).toBeGreaterThan(box!.y);
  });

  it('axe-core finds no accessibility violations on the solved page, wide and on a 360-px phone', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
      const { page } = await host(viewport);
      await setGame(page, lsh.input);
      await expect.poll(async () => (await results(page)).some((r) => r.complete), { timeout: 30_000 }).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
