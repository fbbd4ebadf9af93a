/**
 * The one-file library on a foreign page: one script tag from another origin registers
 * `<botc-solver>`, whose inline worker and wasm search a real case.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import lsh from '../../examples/lsh-tb-01.json';
import { launch, openPage, widgetAnswer } from './browser.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('embedded from another origin', () => {
  it('the host page and the library have different origins', () => {
    expect(new URL(inject('hostUrl')).origin).not.toBe(new URL(inject('libUrl')).origin);
  });

  it('a game set through the `game` property is solved in the inline worker: the published answer', async () => {
    const { page, errors } = await openPage(browser, inject('hostUrl'));
    const result = await widgetAnswer(page, lsh.input);
    expect(result).toEqual({ status: 'candidates', complete: true, assignments: [lsh.expected.assignments] });
    expect(errors).toEqual([]);
  });

  it('a game the page set before the library loaded is the one shown and searched', async () => {
    const { page, errors } = await openPage(browser, `${inject('hostUrl')}early`);
    await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
    await page.locator('botc-status-banner').getByText('Solved: E is the Imp and D the Scarlet Woman. 1 world.').waitFor({ timeout: 30_000 });
    await page.locator('summary', { hasText: 'Players and seating' }).click();
    expect(await page.locator('#seat-name-0').inputValue()).toBe('A');
    const names = await page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: { players: { name: string }[] } }).game.players.map((p) => p.name));
    expect(names).toEqual(lsh.input.players.map((p) => p.name));
    expect(errors).toEqual([]);
  });
});
