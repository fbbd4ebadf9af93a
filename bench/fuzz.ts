/**
 * `npm run fuzz [-- --cases N --seed S --slow-ms MS]` (bundled first: `vite.fuzz.config.ts`): N mutated inputs (default 100,000;
 * seeds, mutations and small limits in `test/fuzz/fuzz-cases.ts`) through `validate`,
 * `solve`, `solveTemporal` and `replay`, counting throws, `internal` errors, results that
 * break the contract's shapes or cannot be serialised, and calls slower than MS (default
 * 2000). Prints the counts, the wall time, the slowest case and the peak RSS, and the
 * first failing cases with how to rebuild them; exits 1 when anything was found.
 * Record the figures in bench/README.md.
 */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { checkInput, type Finding } from '../test/fuzz/contract-check.ts';
import { caseInput, caseOptions, fuzzCase, seedInputs, type FuzzCase } from '../test/fuzz/fuzz-cases.ts';

const USAGE = 'usage: npm run fuzz [-- --cases N (default 100000) --seed S (default 1) --slow-ms MS (default 2000)]';
let values: { cases?: string; seed?: string; 'slow-ms'?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { cases: { type: 'string' }, seed: { type: 'string' }, 'slow-ms': { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const total = Number(values.cases ?? 100_000);
const seed = Number(values.seed ?? 1);
const slowMs = Number(values['slow-ms'] ?? 2000);
for (const [name, v] of [['cases', total], ['seed', seed], ['slow-ms', slowMs]] as const) {
  if (!Number.isSafeInteger(v) || v < 0) {
    console.error(`--${name} must be a whole number\n${USAGE}`);
    process.exit(2);
  }
}
const BATCH = 1000;

const seeds = seedInputs();
const counts = new Map<string, number>();
const outcomes = new Map<string, number>();
const failures: { batchSeed: number; index: number; c: FuzzCase; findings: Finding[] }[] = [];
let slowest = { ms: 0, batchSeed: 0, index: 0 };
const started = performance.now();

for (let done = 0, batch = 0; done < total; batch++) {
  const batchSeed = seed * 1_000_003 + batch;
  const cases = fc.sample(fuzzCase(seeds.length), { seed: batchSeed, numRuns: Math.min(BATCH, total - done) });
  for (let index = 0; index < cases.length; index++) {
    const c = cases[index]!;
    const t = performance.now();
    const { findings, statuses } = await checkInput(caseInput(c, seeds), caseOptions(c.options), slowMs);
    for (const [call, status] of Object.entries(statuses)) outcomes.set(`${call} ${status}`, (outcomes.get(`${call} ${status}`) ?? 0) + 1);
    const ms = performance.now() - t;
    if (ms > slowest.ms) slowest = { ms, batchSeed, index };
    for (const f of findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
    if (findings.length > 0 && failures.length < 10) failures.push({ batchSeed, index, c, findings });
  }
  done += cases.length;
  if (done % 10_000 === 0 || done === total) {
    const rss = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(`${done} cases, ${((performance.now() - started) / 1000).toFixed(0)} s, peak RSS ${rss} MB, findings ${JSON.stringify(Object.fromEntries(counts))}`);
  }
}

const wall = (performance.now() - started) / 1000;
const peak = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(`\n${total} cases (seed ${seed}) in ${wall.toFixed(0)} s; peak RSS ${peak} MB; slowest case ${Math.round(slowest.ms)} ms `
  + `(batch seed ${slowest.batchSeed}, index ${slowest.index}); seeds: ${seeds.length} inputs`);
for (const kind of ['throw', 'internal', 'shape', 'unserialisable', 'slow']) console.log(`  ${kind}: ${counts.get(kind) ?? 0}`);
console.log(`answers: ${[...outcomes].sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
for (const f of failures) {
  console.log(`\nfc.sample(fuzzCase(${seeds.length}), { seed: ${f.batchSeed}, numRuns: ${BATCH} })[${f.index}]:`);
  console.log(`  ${JSON.stringify(f.findings)}`);
  console.log(`  ${JSON.stringify(f.c, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)).slice(0, 2000)}`);
}
process.exitCode = counts.size > 0 ? 1 : 0;
