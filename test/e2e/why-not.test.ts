/**
 * Why not (issue 33) in the embedded widget, in real Chromium: a game with no legal world
 * lists the rows that cannot all hold in words, "Show" opens a row in its editor, marked,
 * and "Turn this row off" keeps the row, unused, and searches again; a ruled-out cell of the
 * seat table is explained on request; axe-core finds nothing wrong with the page meanwhile.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import nqt47 from '../../examples/nqt-47.json';
import { axeViolations, launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** nqt-47 with Steph's claim (row 3) changed from Undertaker to Empath: no legal world (the example). */
function broken(): typeof nqt47.input {
  const input = structuredClone(nqt47.input);
  input.evidence.find((r) => r.player === 'p3')!.role = 'empath';
  return input;
}

async function host(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, inject('hostUrl'));
  await opened.page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  return opened;
}

const setGame = (page: Page, game: unknown) => page.evaluate((g) => {
  (document.querySelector('botc-solver') as unknown as { game: unknown }).game = g;
}, game);
const currentGame = (page: Page) => page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: typeof nqt47.input }).game);

describe('why not, in the widget', () => {
  it('a game with no legal world lists the conflicting rows; Show marks one in its editor; turning it off searches again', async () => {
    const { page, errors } = await host();
    await setGame(page, broken());
    const box = page.locator('botc-conflict section[data-conflict-box]');
    await expect.poll(() => box.locator('[data-explanation]').getAttribute('data-explanation').catch(() => null), { timeout: 30_000 }).toBe('explained');
    const rows = box.getByRole('list', { name: 'The rows that cannot all hold' }).getByRole('listitem');
    const says = await rows.locator('.says').allTextContents();
    expect(says).toContain('Steph claims Empath');
    expect(await box.textContent()).toMatch(/Each is needed: leave any one of them out, and the other \d+ can all hold/);
    const steph = rows.filter({ hasText: 'Steph claims Empath' });
    expect(await steph.getAttribute('data-path')).toBe('$.evidence[2]');

    // Show: the evidence editor opens, the row is outlined and says so in words, and has the focus.
    await steph.getByRole('button', { name: /^Show/ }).click();
    const row = page.locator('botc-evidence-editor fieldset[data-path="$.evidence[2]"]');
    await row.waitFor();
    expect(await row.getAttribute('class')).toContain('conflict');
    expect(await row.locator('legend').textContent()).toContain('part of the conflict');
    expect(await page.locator('botc-evidence-editor fieldset.conflict').count()).toBe(says.filter((s) => /claim|shown/.test(s)).length);
    expect(await row.evaluate((el) => el.contains(el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).activeElement : null))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Closed, it can be opened again.
    await box.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('botc-evidence-editor fieldset.conflict').count()).toBe(0);
    await page.getByRole('button', { name: 'Show the rows that cannot all hold' }).click();
    await expect.poll(() => box.locator('[data-explanation]').getAttribute('data-explanation').catch(() => null), { timeout: 30_000 }).toBe('explained');

    // Turn this row off: the row stays, unused; the search runs again and finds worlds.
    await steph.getByRole('button', { name: /^Turn this row off/ }).click();
    const after = await currentGame(page);
    expect(after.evidence[2]).toMatchObject({ kind: 'testimony', player: 'p3', role: 'empath', enabled: false });
    expect(after.evidence).toHaveLength(nqt47.input.evidence.length);
    await expect.poll(() => page.locator('botc-status-banner [data-headline]').textContent().catch(() => ''), { timeout: 30_000 }).not.toMatch(/^$|No legal game/);
    expect(await page.locator('botc-conflict section').count()).toBe(0);
    expect(await page.locator('botc-evidence-editor fieldset.conflict').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a ruled-out cell of the seat table is explained on request, its rows marked in the editors', async () => {
    const { page, errors } = await host();
    await setGame(page, nqt47.input);
    const ask = page.locator('botc-why-not-ask form');
    await ask.waitFor({ timeout: 30_000 });
    await ask.locator('select[data-why-player]').selectOption('p3');
    await ask.locator('select[data-why-character]').selectOption('imp');
    await ask.getByRole('button', { name: 'Explain' }).click();
    const box = page.locator('botc-conflict section[data-conflict-box]');
    await expect.poll(() => box.locator('[data-explanation]').getAttribute('data-explanation').catch(() => null), { timeout: 30_000 }).toBe('explained');
    expect(await box.textContent()).toContain('with Steph starting as the Imp');
    const paths = await box.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('data-path')));
    expect(paths.length).toBeGreaterThan(0);
    const report = paths.find((p) => p!.startsWith('$.reports'))!;
    await box.locator(`li[data-path="${report}"]`).getByRole('button', { name: /^Show/ }).click();
    const marked = page.locator(`botc-report-editor li[data-path="${report}"]`);
    await marked.waitFor();
    expect(await marked.getAttribute('class')).toContain('conflict');
    // Close: nothing is marked any more.
    await box.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('botc-report-editor li.conflict').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
