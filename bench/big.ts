/**
 * `npm run bench:big`: many-world games from the simulators at 8, 10, 12 and 15 players
 * over 1, 3 and 5 nights, with a quarter of the seats unclaimed and most reports missing
 * (test/invariants/thin.ts): for each shape, the first seed whose record has more than
 * 1,000 starting assignments (an enumeration of 1,000 stops at the result limit within
 * 30 s; seeds whose enumeration does not get there in 30 s are passed over). For each:
 *
 * - the time until `possibilities.complete` through `solveTemporal` (WASM, default
 *   limits but a 60 s and 2e9-node bound), with 1 and with 2 search threads (median of
 *   RUNS, the two taken in turn; the two results must be identical apart from `stats`);
 * - the peak RSS of the built CLI solving it in a fresh process (`/usr/bin/time -f %M`);
 * - in Chromium, the widget (the one-file library on another origin): the longest task on
 *   the page's main thread from when the game's editors are drawn until the answer is
 *   drawn, and the time from pressing Stop on a long search of it (maxResults 100,000) to
 *   the stopped answer.
 *
 * - then, because the first qualifying seed of a shape may be an easy table, a sweep of
 *   every seed 1–20 of the hardest shape (15 players, 1, 3 and 5 nights, thinned the same
 *   way): how many finish their per-seat answer within 1 s and within 10 s on one thread,
 *   and for the slowest that finish, the time with 1 and with 2 threads, the process's CPU
 *   time for each and the nodes each searched.
 *
 * Record the printed tables in bench/README.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveTemporal, type TemporalResult } from '../src/index.ts';
import { simulateFirstNight } from '../test/invariants/simulator.ts';
import { simulateHistory } from '../test/invariants/history-simulator.ts';
import { thinRecord } from '../test/invariants/thin.ts';
import { hostPage } from '../test/e2e/global-setup.ts';
import { serve } from '../test/e2e/servers.ts';
import { launch } from '../test/e2e/browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Seeds per night count in the 15-player sweep. */
const SWEEP_SEEDS = Number(process.env.BENCH_SWEEP_SEEDS ?? 20);
const root = new URL('..', import.meta.url).pathname;
type Input = Record<string, unknown>;

/** The first seeded game of the shape whose thinned record has more than 1,000 worlds. */
async function manyWorldGame(n: number, nights: number): Promise<{ name: string; input: Input }> {
  const unclaimed = Math.ceil(n / 4);
  const keepReports = nights + 2;
  for (let seed = 1; ; seed++) {
    const record = nights === 1 ? simulateFirstNight(seed, n).input : simulateHistory(seed, n, nights).input;
    const input = thinRecord(record, seed, { unclaimed, keepReports });
    delete input.limits;
    const probe = await solveTemporal({ ...input, limits: { maxResults: 1000, maxNodes: 2e9, maxMs: 30_000 } }, { workers: 1 });
    if (probe.stopReason !== 'result_limit') continue;
    const reports = (input.reports as unknown[]).length;
    return { name: `${n} players, ${nights} night${nights > 1 ? 's' : ''}, ${unclaimed} unclaimed, ${reports} reports (seed ${seed})`, input };
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const withoutStats = (r: TemporalResult) => JSON.stringify({ ...r, stats: null });

/** One search thread count's figures: median wall time and median CPU time of the process (every thread), ms. */
interface Timed { ms: number; cpuMs: number; result: TemporalResult }

/**
 * RUNS runs with 1 and with 2 search threads, taken in turn (this VM's speed drifts within
 * minutes, so back-to-back series would compare different moments). The CPU time is the
 * whole process's, worker threads included: with 2 threads, more CPU than with 1 means
 * work done twice or slower work per node, and caps the speed-up.
 */
async function timedPair(input: Input): Promise<[Timed, Timed]> {
  const ms: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  const results: TemporalResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const k of [0, 1] as const) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      results[k] = await solveTemporal({ ...input, limits: { maxMs: 60_000, maxNodes: 2e9 } }, { workers: k + 1 });
      ms[k].push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu[k].push((c.user + c.system) / 1000);
    }
  }
  return [0, 1].map((k) => ({ ms: median(ms[k]!), cpuMs: median(cpu[k]!), result: results[k]! })) as [Timed, Timed];
}

/** Peak resident set (MB) of `node dist/cli/botc-solve.js --json --workers 1 file`, or null without /usr/bin/time. */
function cliPeakMb(file: string): number | null {
  if (!existsSync('/usr/bin/time')) return null;
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, `${root}dist/cli/botc-solve.js`, '--json', '--workers', '1', '--max-ms', '60000', file], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const kb = Number(r.stderr.trim().split('\n').pop());
  return Number.isFinite(kb) ? kb / 1024 : null;
}

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.lib.config.ts', '--logLevel', 'warn'], {
  cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit',
});
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.cli.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
const lib = await serve(`${root}dist/lib`, 'localhost', { cors: true });
const host = await serve(`${root}bench`, '127.0.0.1', { extra: (path) => (path === '/' ? hostPage(lib.url) : null) });
const browser = await launch();

/**
 * In the widget: the longest main-thread task while it searches and answers, and the Stop
 * latency (ms; null when the long search of it ended within 0.5 s, before Stop).
 */
async function inChromium(input: Input): Promise<{ longest: number; stop: number | null }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(host.url);
  await page.waitForFunction(() => customElements.get('botc-solver') !== undefined);
  const set = (game: Input) => page.evaluate((g) => {
    const w = window as unknown as { __done?: number };
    delete w.__done;
    const el = document.querySelector('botc-solver')!;
    el.addEventListener('botc-result', () => { w.__done = performance.now(); }, { once: true });
    (el as unknown as { game: unknown }).game = g;
  }, game);
  await set({ ...input, limits: { maxMs: 60_000, maxNodes: 2e9 } });
  await page.locator('botc-evidence-editor').waitFor();
  await page.waitForTimeout(100);
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__long.push(e.duration); }).observe({ type: 'longtask' });
  });
  await page.waitForFunction(() => (window as unknown as { __done?: number }).__done !== undefined, null, { timeout: 120_000 });
  await page.waitForTimeout(300);
  const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { __long: number[] }).__long));
  await set({ ...input, limits: { maxResults: 100_000, maxMs: 600_000 } });
  await page.waitForTimeout(500);
  const pressed = await page.evaluate(() => {
    if ((window as unknown as { __done?: number }).__done !== undefined) return null;
    const t = performance.now();
    const solver = document.querySelector('botc-solver')!.shadowRoot!;
    const stop = [...solver.querySelector('botc-search-panel')!.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Stop')!;
    stop.click();
    return t;
  });
  await page.waitForFunction(() => (window as unknown as { __done?: number }).__done !== undefined, null, { timeout: 30_000 });
  const stopped = await page.evaluate(() => (window as unknown as { __done: number }).__done);
  await context.close();
  return { longest: Math.round(longest), stop: pressed === null ? null : Math.round(stopped - pressed) };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-big-'));
const rows = [
  '| game | worlds (lower bound) | evil teams | 1 thread ms | 2 threads ms | 1 / 2 | nodes (1 thread) | CLI peak RSS MB | widget: longest task ms | widget: Stop ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const n of [8, 10, 12, 15]) {
  for (const nights of [1, 3, 5]) {
    const game = await manyWorldGame(n, nights);
    const [one, two] = await timedPair(game.input);
    if (withoutStats(one.result) !== withoutStats(two.result)) throw new Error(`${game.name}: 1 and 2 threads disagree`);
    if (!one.result.possibilities!.complete) throw new Error(`${game.name}: possibilities incomplete (${one.result.possibilities!.stopReason})`);
    const file = join(dir, `${n}-${nights}.json`);
    writeFileSync(file, JSON.stringify(game.input));
    const rss = cliPeakMb(file);
    const widget = await inChromium(game.input);
    const p = one.result.possibilities!;
    rows.push(`| ${game.name} | ${p.assignments.exact ? '' : '≥ '}${p.assignments.count} | ${p.evilTeams.teams.length} | ${one.ms.toFixed(0)} | ${two.ms.toFixed(0)} | ${(one.ms / two.ms).toFixed(2)} | ${one.result.stats.nodes.toLocaleString('en-US')} | ${rss === null ? '–' : rss.toFixed(0)} | ${widget.longest} | ${widget.stop ?? '– (done in 0.5 s)'} |`);
    console.error(`done: ${game.name}`);
  }
}
await browser.close();
await lib.close();
await host.close();

// The first qualifying seed of a shape can be an easy table: also every seed of the
// hardest shape, 15 players, thinned the same way, one run each.
const sweep = [
  '| 15 players | games | complete within 1 s | within 10 s | not within 10 s | median ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
];
const slowest: { name: string; input: Input; ms: number }[] = [];
for (const nights of [1, 3, 5]) {
  const ms: number[] = [];
  let within1 = 0;
  let within10 = 0;
  for (let seed = 1; seed <= SWEEP_SEEDS; seed++) {
    const record = nights === 1 ? simulateFirstNight(seed, 15).input : simulateHistory(seed, 15, nights).input;
    const input = thinRecord(record, seed, { unclaimed: 4, keepReports: nights + 2 });
    const t0 = performance.now();
    const r = await solveTemporal({ ...input, limits: { maxMs: 10_000, maxNodes: 2e9 } }, { workers: 1 });
    const took = performance.now() - t0;
    ms.push(took);
    if (!r.possibilities!.complete) continue;
    within10++;
    if (took < 1000) within1++;
    slowest.push({ name: `15 players, ${nights} night${nights > 1 ? 's' : ''} (seed ${seed})`, input, ms: took });
  }
  sweep.push(`| ${nights} night${nights > 1 ? 's' : ''}, seeds 1–${SWEEP_SEEDS} | ${SWEEP_SEEDS} | ${within1} | ${within10} | ${SWEEP_SEEDS - within10} | ${median(ms).toFixed(0)} |`);
  console.error(`done: sweep of ${nights} nights`);
}
const threads = [
  '| slowest complete games of the sweep | 1 thread ms | 2 threads ms | 1 / 2 | CPU ms, 1 thread | CPU ms, 2 threads | nodes, 1 / 2 threads |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const game of slowest.sort((a, b) => b.ms - a.ms).slice(0, 4)) {
  const [one, two] = await timedPair(game.input);
  if (withoutStats(one.result) !== withoutStats(two.result)) throw new Error(`${game.name}: 1 and 2 threads disagree`);
  const nodes = (t: Timed) => (t.result.stats.nodes / 1e6).toFixed(1);
  threads.push(`| ${game.name} | ${one.ms.toFixed(0)} | ${two.ms.toFixed(0)} | ${(one.ms / two.ms).toFixed(2)} | ${one.cpuMs.toFixed(0)} | ${two.cpuMs.toFixed(0)} | ${nodes(one)} M / ${nodes(two)} M |`);
}

console.log(`Runs per thread count: ${RUNS} (median). Node ${process.version}.\n`);
console.log(rows.join('\n'));
console.log(`\nSweep (1 thread, one run per game, default limits but maxMs 10 s):\n`);
console.log(sweep.join('\n'));
console.log(`\n1 and 2 threads (median of ${RUNS}, taken in turn; identical results apart from stats):\n`);
console.log(threads.join('\n'));
