/**
 * `npm run bench:widget`: how big the one-file library is and how long a page takes from
 * navigation to the widget's first result on a real case. The library is built
 * (NODE_ENV=production), served from one origin and embedded on a page of another; the
 * case (nqt-47) arrives as a share link (`#game=…`), so the widget opens it at load.
 * Prints the size (raw and gzip) and the median of RUNS page loads, each in a fresh
 * browser context (no cache, no saved work).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { hostPage } from '../test/e2e/global-setup.ts';
import { serve } from '../test/e2e/servers.ts';
import { launch } from '../test/e2e/browser.ts';
import { shareUrl } from '../web/keep/share.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = new URL('..', import.meta.url).pathname;

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.lib.config.ts', '--logLevel', 'warn'], {
  cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit',
});
const bundle = readFileSync(`${root}dist/lib/botc-solver.js`);
console.log(`dist/lib/botc-solver.js: ${(bundle.length / 1024).toFixed(1)} kB, gzip ${(gzipSync(bundle).length / 1024).toFixed(1)} kB`);

const nqt47 = JSON.parse(readFileSync(`${root}examples/nqt-47.json`, 'utf8'));
const lib = await serve(`${root}dist/lib`, 'localhost', { cors: true });
const host = await serve(`${root}bench`, '127.0.0.1', { extra: (path) => (path === '/' ? hostPage(lib.url) : null) });
const browser = await launch();
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    addEventListener('botc-result', () => {}, true);
    document.addEventListener('botc-result', (e) => {
      (window as unknown as { __first?: number; __complete?: boolean }).__first ??= performance.now();
      (window as unknown as { __complete?: boolean }).__complete ??= (e as CustomEvent).detail.complete;
    }, true);
  });
  await page.goto(shareUrl(nqt47.input, host.url));
  await page.waitForFunction(() => (window as unknown as { __first?: number }).__first !== undefined, null, { timeout: 60_000 });
  const { first, complete } = await page.evaluate(() => ({
    first: (window as unknown as { __first: number }).__first, complete: (window as unknown as { __complete: boolean }).__complete,
  }));
  if (!complete) throw new Error('the first result was not complete');
  times.push(first);
  await context.close();
}
await browser.close();
await lib.close();
await host.close();
times.sort((a, b) => a - b);
console.log(`page load to first result (nqt-47, complete), ${RUNS} loads: median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`);
