/**
 * `npm run bench`: complete searches of simulated games — first nights at 5, 10 and 15
 * players, three-night games with executions at 7, 10 and 15 players, and the speed
 * target's five-night 15-player games with every wake reported (the first five seeds) —
 * WASM against the TypeScript reference on the same input (their candidate sets must
 * match). Prints median wall time over repeated runs and nodes per second. Record the
 * printed tables in bench/README.md.
 */
import { solveTemporal, type TemporalResult } from '../src/index.ts';
import { firstNightScenario, historyScenario, historyScenarios, type Scenario } from './scenarios.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** WASM runs per real case: a puzzle takes about 1 ms, so 5 runs say more about the machine than the search. */
const CASE_RUNS = Number(process.env.BENCH_CASE_RUNS ?? 101);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const key = (r: TemporalResult) => r.candidates.map((c) => JSON.stringify(c.assignments)).sort().join('\n');

async function time(input: Record<string, unknown>, engine: 'wasm' | 'reference', runs = RUNS) {
  const ms: number[] = [];
  let last: TemporalResult | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await solveTemporal(input, { engine });
    ms.push(performance.now() - t0);
    if (!last.complete) throw new Error(`${engine} search did not complete: ${last.stopReason}`);
  }
  return { ms: median(ms), min: Math.min(...ms), max: Math.max(...ms), result: last! };
}

const rows: string[] = [];
rows.push('| scenario | candidates | WASM median ms | WASM nodes | WASM nodes/s | reference median ms | reference nodes | reference nodes/s | reference / WASM |');
rows.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
/** The speed target (issue 4): each of these completes in under 1 s on the WASM search. */
const target = historyScenarios(15, 5, 5, { reportEveryNight: true });
const scenarios: Scenario[] = [
  ...[5, 10, 15].map((n) => firstNightScenario(n)),
  ...[7, 10, 15].map((n) => historyScenario(n, 3)),
  ...target,
];
const targetMs: number[] = [];
let targetWorstRun = 0;
for (const s of scenarios) {
  const wasm = await time(s.input, 'wasm');
  const ref = await time(s.input, 'reference');
  if (key(wasm.result) !== key(ref.result)) throw new Error(`${s.name}: WASM and reference disagree`);
  if (target.includes(s)) { targetMs.push(wasm.ms); targetWorstRun = Math.max(targetWorstRun, wasm.max); }
  const rate = (nodes: number, ms: number) => Math.round(nodes / (ms / 1000)).toLocaleString('en-US');
  rows.push(`| ${s.name} | ${wasm.result.candidates.length} | ${wasm.ms.toFixed(1)} | ${wasm.result.stats.nodes} | ${rate(wasm.result.stats.nodes, wasm.ms)} | ${ref.ms.toFixed(1)} | ${ref.result.stats.nodes} | ${rate(ref.result.stats.nodes, ref.ms)} | ${(ref.ms / wasm.ms).toFixed(2)} |`);
  console.error(`done: ${s.name}`);
}
console.log(`Runs per engine: ${RUNS} (median). Node ${process.version}.\n`);
console.log(rows.join('\n'));
console.log(`\n5 nights, 15 players, every wake reported (${targetMs.length} games): WASM median of the games' medians ${median(targetMs).toFixed(1)} ms, worst game median ${Math.max(...targetMs).toFixed(1)} ms, slowest single run ${targetWorstRun.toFixed(1)} ms.`);

// Real cases: every bundled puzzle the engines search, complete, median of RUNS.
const { readdirSync, readFileSync } = await import('node:fs');
const dir = new URL('../test/fixtures/cases/', import.meta.url);
const caseRows = [`| case | candidates | WASM median ms (${CASE_RUNS} runs) | WASM min ms | WASM nodes | reference median ms | reference nodes |`, '| --- | ---: | ---: | ---: | ---: | ---: | ---: |'];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const input = { ...JSON.parse(readFileSync(new URL(file, dir), 'utf8')).input, limits: { maxResults: 100_000, maxNodes: 1e9, maxMs: 600_000 } };
  const probe = await solveTemporal(input);
  if (probe.status === 'invalid') continue; // not searched in this version (e.g. Slayer shots)
  const wasm = await time(input, 'wasm', CASE_RUNS);
  const ref = await time(input, 'reference');
  if (key(wasm.result) !== key(ref.result)) throw new Error(`${file}: WASM and reference disagree`);
  caseRows.push(`| ${file.replace('.json', '')} | ${wasm.result.candidates.length} | ${wasm.ms.toFixed(2)} | ${wasm.min.toFixed(2)} | ${wasm.result.stats.nodes} | ${ref.ms.toFixed(1)} | ${ref.result.stats.nodes} |`);
}
console.log(`\n${caseRows.join('\n')}`);
