/**
 * `npm run bench:cold`: the cost of a fresh process. For every bundled real case, the
 * median wall time of `node dist/cli/botc-solve.js <case>` over RUNS runs, against the
 * median of `node -e ''` run in turn with it (the gap is what the CLI adds), with its
 * code cache (src/cli/launch.ts) and without it (a first run after an install), and — in
 * a fresh process each time — how long importing the library takes and how long its first
 * `solveTemporal` call takes after the import, against a second, warm call.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const root = new URL('..', import.meta.url).pathname;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.cli.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'bench/vite.node-lib.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

/** Wall time (ms) of one fresh `node …args` process. */
function once(args: string[], env: Record<string, string> = {}): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
  return ms;
}

/**
 * Medians of RUNS runs of each command, taken in turn (`node -e ''` first): this VM's speed
 * drifts by tens of percent within minutes, so a baseline measured once at the start would
 * make later differences meaningless.
 */
function paired(commands: { args: string[]; env?: Record<string, string> }[]): number[] {
  const times = commands.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) commands.forEach((c, k) => times[k]!.push(once(c.args, c.env)));
  return times.map(median);
}

const probe = join(tmpdir(), 'botc-first-call.mjs');
writeFileSync(probe, `
import { readFileSync } from 'node:fs';
const input = JSON.parse(readFileSync(process.argv[2], 'utf8')).input;
const t0 = performance.now();
const lib = await import(${JSON.stringify(`${root}dist/node-lib/index.mjs`)});
const t1 = performance.now();
await lib.solveTemporal(input);
const t2 = performance.now();
await lib.solveTemporal(input);
const t3 = performance.now();
console.log(JSON.stringify([t1 - t0, t2 - t1, t3 - t2]));
`);

function calls(file: string): [number, number, number] {
  const runs: number[][] = [];
  for (let i = 0; i < RUNS; i++) runs.push(JSON.parse(execFileSync(process.execPath, [probe, file], { encoding: 'utf8' })));
  return [0, 1, 2].map((k) => median(runs.map((r) => r[k]!))) as [number, number, number];
}

const rows = [
  `Node ${process.version}; medians of ${RUNS} fresh processes, each case's runs alternating with \`node -e ''\`.`, '',
  "| case | `node -e ''` ms | CLI process ms | CLI − node ms | CLI without code cache − node ms | import ms | first call ms | warm call ms |",
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
const dir = `${root}test/fixtures/cases/`;
// The CLI's code cache (src/cli/launch.ts) in a folder of this run's own: the first run of
// the first case writes it (that run is one of RUNS, so the median leaves it out).
const cacheHome = mkdtempSync(join(tmpdir(), 'botc-bench-cache-'));
for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const [empty, cli, uncached] = paired([
    { args: ['-e', ''] },
    { args: ['dist/cli/botc-solve.js', `${dir}${name}`], env: { XDG_CACHE_HOME: cacheHome } },
    { args: ['dist/cli/botc-solve.js', `${dir}${name}`], env: { NODE_DISABLE_COMPILE_CACHE: '1' } },
  ]) as [number, number, number];
  const [imp, first, warm] = calls(`${dir}${name}`);
  rows.push(`| ${name.replace('.json', '')} | ${empty.toFixed(0)} | ${cli.toFixed(0)} | ${(cli - empty).toFixed(0)} | ${(uncached - empty).toFixed(0)} | ${imp.toFixed(1)} | ${first.toFixed(1)} | ${warm.toFixed(1)} |`);
}
rmSync(cacheHome, { recursive: true, force: true });
console.log(rows.join('\n'));
