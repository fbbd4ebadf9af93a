/**
 * Launches the Debian Chromium through playwright-core (no browser download) with the
 * flags that work on this machine kind, and collects page errors so a test can assert
 * that none happened (e.g. no script ran from a player's name).
 */
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../vitest.config.ts';

const require = createRequire(import.meta.url);

/** Starts Chromium headless. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/** Opens a page that records uncaught errors and dialogs (an `alert` means injected script ran). */
export async function openPage(browser: Browser, url: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[]; dialogs: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(url);
  return { page, errors, dialogs };
}

/** The parts of a `botc-result` answer the embedding tests compare. */
export interface WidgetAnswer {
  status: string;
  complete: boolean;
  assignments: unknown[];
}

/**
 * Sets `input` as the `game` of the page's `<botc-solver>` (once it is defined) and resolves
 * with the next answer it announces (`botc-result`).
 */
export async function widgetAnswer(page: Page, input: unknown): Promise<WidgetAnswer> {
  await page.waitForFunction(() => customElements.get('botc-solver') !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(async (game) => {
    const el = document.querySelector('botc-solver') as HTMLElement & { game: unknown };
    const done = new Promise<WidgetAnswer>((resolve) => {
      el.addEventListener('botc-result', (e) => {
        const r = (e as CustomEvent).detail;
        resolve({ status: r.status, complete: r.complete, assignments: r.candidates.map((c: { assignments: unknown }) => c.assignments) });
      }, { once: true });
    });
    el.game = game;
    return done;
  }, input);
}

/** The WCAG 2.1 A/AA violations axe-core finds on the page, each as its rule and the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}
