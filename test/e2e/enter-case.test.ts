/**
 * A real published case (lsh-tb-01) entered through the embedded widget's editors —
 * seats, claims, characters not in play, five reports — on a foreign page, by clicks
 * and choices only (no JSON), gives the published answer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import lsh from '../../examples/lsh-tb-01.json';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const report = (page: Page, index: number, field: string) => page.locator(`li[data-report="${index}"] select[data-field="${field}"]`);

async function addReport(page: Page, role: string): Promise<void> {
  await page.getByLabel('New report from character').selectOption(role);
  await page.getByRole('button', { name: 'Add report' }).click();
}

it('lsh-tb-01 entered through the UI gives the published answer', async () => {
  const { page, errors } = await openPage(browser, inject('hostUrl'));
  await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  await page.locator('summary', { hasText: 'Open, export, share or start a new game' }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start a new game' }).click();
  // A new game says so, not that anything is decided.
  await page.locator('botc-status-banner .headline').getByText('Nothing entered yet: any seat can be anything.').waitFor({ timeout: 30_000 });

  // Seats: the new game has 7; the case has 5, named A–E. Every editor starts folded.
  await page.locator('summary', { hasText: 'Players and seating' }).click();
  for (let i = 0; i < 2; i++) await page.locator('botc-seating-editor button.remove').last().click();
  const names = lsh.input.players.map((p) => p.name);
  for (const [i, name] of names.entries()) {
    await page.locator(`#seat-name-${i}`).fill(name);
    await page.locator(`#seat-name-${i}`).blur();
  }

  // Claims (the claims table), then the four characters the puzzle says are not in play.
  await page.locator('summary', { hasText: 'Claims and evidence' }).click();
  const claims = lsh.input.evidence.filter((e) => e.kind === 'testimony');
  for (const claim of claims) await page.locator(`#claim-${lsh.input.players.findIndex((p) => p.id === claim.player)}`).selectOption(claim.role!);
  const notInPlay = lsh.input.evidence.filter((e) => e.kind === 'inPlay');
  for (const [k, row] of notInPlay.entries()) {
    const i = claims.length + k;
    await page.getByRole('button', { name: 'Add character in play' }).click();
    await page.locator(`#ev-${i}-role`).selectOption(row.role!);
    await page.locator(`#ev-${i}-is`).selectOption('false');
    await page.locator(`#ev-${i}-mode`).selectOption('hard');
  }

  // The five first-night reports, each added for the player who claims that character.
  await page.locator('summary', { hasText: 'Information reports' }).click();
  await addReport(page, 'chef');
  await report(page, 0, 'value').selectOption('1');
  await addReport(page, 'investigator');
  await report(page, 1, 'target-1').selectOption('p3');
  await report(page, 1, 'target-2').selectOption('p4');
  await report(page, 1, 'targetRole').selectOption('scarlet_woman');
  await addReport(page, 'fortune_teller');
  await report(page, 2, 'target-1').selectOption('p4');
  await report(page, 2, 'target-2').selectOption('p5');
  await report(page, 2, 'value').selectOption('true');
  await addReport(page, 'washerwoman');
  await report(page, 3, 'target-1').selectOption('p2');
  await report(page, 3, 'target-2').selectOption('p3');
  await report(page, 3, 'targetRole').selectOption('investigator');
  await addReport(page, 'empath');
  await report(page, 4, 'value').selectOption('0');

  // The game in the widget now says what the published input says (ids aside).
  const game = await page.evaluate(() => (document.querySelector('botc-solver') as unknown as { game: Record<string, unknown> }).game);
  const strip = (rows: Record<string, unknown>[]) => rows.map(({ id: _id, ...rest }) => rest);
  expect(game.players).toEqual(lsh.input.players);
  expect(strip(game.evidence as Record<string, unknown>[])).toEqual(
    lsh.input.evidence.map((e) => (e.kind === 'testimony' ? { ...e, mode: 'assumption' } : e)),
  );
  expect(strip(game.reports as Record<string, unknown>[])).toEqual(expect.arrayContaining(lsh.input.reports.map((r) => expect.objectContaining(r))));

  // The search runs after the edits; the answer is the published one, complete.
  const answer = await page.evaluate(() => new Promise<{ complete: boolean; assignments: unknown[] }>((resolve) => {
    const el = document.querySelector('botc-solver')!;
    const finish = (r: { complete: boolean; candidates: { assignments: unknown }[] }) => resolve({ complete: r.complete, assignments: r.candidates.map((c) => c.assignments) });
    el.addEventListener('botc-result', (e) => finish((e as CustomEvent).detail), { once: true });
    el.shadowRoot!.querySelector<HTMLButtonElement>('botc-search-panel')!.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!.click();
  }));
  expect(answer).toEqual({ complete: true, assignments: [lsh.expected.assignments] });
  expect(errors).toEqual([]);
});
