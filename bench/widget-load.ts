/**
 * `npm run bench:widget`: how big the one-file library is and how long a page takes from
 * navigation to the widget's first result on a real case. The library is built
 * (NODE_ENV=production), served from one origin and embedded on a page of another; the
 * case (nqt-47) arrives as a share link (`#game=…`), so the widget opens it at load.
 * Prints the size (raw and gzip) and, over RUNS page loads each in a fresh browser context
 * (no cache, no saved work): the first result, the answer drawn (the headline), and the
 * long tasks before it; then the CLI's whole process on the same case, in the same run
 * (it needs `npm run build:cli` first, which `npm run build` does).
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
/** Per load (ms from navigation): the first result event, the answer's headline drawn, and the long tasks up to it. */
const loads: { first: number; drawn: number; longest: number; longTotal: number; longCount: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __first?: number; __complete?: boolean; __long: { start: number; duration: number }[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('botc-result', (e) => {
      w.__first ??= performance.now();
      w.__complete ??= (e as CustomEvent).detail.complete;
    }, true);
  });
  await page.goto(shareUrl(nqt47.input, host.url));
  // The answer is drawn when the status banner's headline says "Solved" (checked every frame).
  const drawn = await page.waitForFunction(() => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const hit = root.querySelector('botc-status-banner');
      if (hit) return hit.shadowRoot?.querySelector('.headline') ?? hit.querySelector('.headline');
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot ? find(el.shadowRoot) : null;
        if (inner) return inner;
      }
      return null;
    };
    return find(document)?.textContent?.startsWith('Solved') ? performance.now() : false;
  }, null, { timeout: 60_000, polling: 'raf' });
  const at = (await drawn.jsonValue()) as number;
  const { first, complete, long } = await page.evaluate(() => {
    const w = window as unknown as { __first: number; __complete: boolean; __long: { start: number; duration: number }[] };
    return { first: w.__first, complete: w.__complete, long: w.__long };
  });
  if (!complete) throw new Error('the first result was not complete');
  const before = long.filter((t) => t.start < at);
  loads.push({
    first, drawn: at, longest: Math.max(0, ...before.map((t) => t.duration)),
    longTotal: before.reduce((sum, t) => sum + t.duration, 0), longCount: before.length,
  });
  await context.close();
}
await browser.close();
await lib.close();
await host.close();

// The CLI's whole process on the same case, in the same run.
const cli: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  execFileSync(process.execPath, [`${root}dist/cli/botc-solve.js`, `${root}examples/nqt-47.json`], { stdio: 'ignore' });
  cli.push(performance.now() - start);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const span = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
console.log(`nqt-47, ${RUNS} page loads, each in a fresh browser context:`);
console.log(`- first result: ${span(loads.map((l) => l.first))}`);
console.log(`- answer drawn (headline "Solved…"): ${span(loads.map((l) => l.drawn))}`);
console.log(`- long tasks before it: ${span(loads.map((l) => l.longTotal))} in all; the longest ${span(loads.map((l) => l.longest))}; ${median(loads.map((l) => l.longCount))} of them (median)`);
console.log(`- the CLI's whole process (node dist/cli/botc-solve.js): ${span(cli)}; answer drawn / CLI ${(median(loads.map((l) => l.drawn)) / median(cli)).toFixed(2)}`);
