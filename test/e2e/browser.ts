/**
 * Launches the Debian Chromium through playwright-core (no browser download) with the
 * flags that work on this machine kind, and collects page errors so a test can assert
 * that none happened (e.g. no script ran from a player's name).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../vitest.config.ts';

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
