/**
 * `npm run bench:explain`: the time `explain()` takes to say why not, over every ruled-out
 * cell of every real case's per-seat answer (issue 33's target: median under 100 ms, worst
 * under 1 s per cell).
 *
 * For each case in test/fixtures/cases/, the per-seat answer is found first (WASM, default
 * limits); then each cell that is `false` (the seat cannot have started as that character)
 * is explained once, with that seat and character as the target. Each explanation must be
 * 'explained' (it is counted as a failure otherwise), and its time is `stats.elapsedMs`.
 * Then a second table: each one-row change of a case's reports and claims
 * (explain-mutants.ts) that leaves no legal world is explained, and the changed row must be
 * among the rows named.
 *
 * Environment: `BENCH_WORKERS` sets the search threads (default 1; `auto` as the widget runs); `BENCH_ONLY` picks
 * cases by id prefix (comma-separated); `BENCH_OUT` where the figures go as JSON (default
 * bench/results/explain.json). Record the printed table in bench/README.md.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { explain, solveTemporal, ROLE_IDS, type RoleId } from '../src/index.ts';
import { mutantsOf } from './explain-mutants.ts';

const root = new URL('..', import.meta.url).pathname;
const casesDir = join(root, 'test/fixtures/cases');
const workers = process.env.BENCH_WORKERS === 'auto' ? 'auto' as const : Number(process.env.BENCH_WORKERS ?? 1);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const out = process.env.BENCH_OUT ?? join(root, 'bench/results/explain.json');

interface CellFigure { player: string; character: RoleId; ms: number; searches: number; status: string; minimal: boolean; rows: number }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

const cases = readdirSync(casesDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''))
  .filter((id) => only.length === 0 || only.some((prefix) => id.startsWith(prefix))).sort();
if (cases.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no case in test/fixtures/cases`);

const figures: Record<string, CellFigure[]> = {};
for (const id of cases) {
  const { input } = JSON.parse(readFileSync(join(casesDir, `${id}.json`), 'utf8')) as { input: { players: { id: string }[] } };
  const answer = await solveTemporal(input, { workers });
  if (!answer.possibilities?.complete) throw new Error(`${id}: the per-seat answer is not complete at the default limits`);
  const cells: CellFigure[] = [];
  for (const player of input.players.map((p) => p.id)) {
    const seat = answer.possibilities.seats[player]!;
    for (const character of ROLE_IDS) {
      if (seat.starting[character] !== false) continue;
      const why = await explain(input, { player, character }, { workers });
      cells.push({
        player, character, ms: why.stats.elapsedMs, searches: why.stats.searches, status: why.status, minimal: why.minimal, rows: why.rows.length,
      });
    }
    process.stderr.write(`\r${id}: ${cells.length} cells`);
  }
  process.stderr.write('\n');
  figures[id] = cells;
}

/** Second table: contradictions made by changing one row (explain-mutants.ts); the changed row must be named. */
interface MutantFigure { path: string; what: string; ms: number; named: boolean; minimal: boolean; status: string }
const mutantFigures: Record<string, MutantFigure[]> = {};
for (const id of cases) {
  const { input } = JSON.parse(readFileSync(join(casesDir, `${id}.json`), 'utf8'));
  const figures: MutantFigure[] = [];
  for (const mutant of mutantsOf(input)) {
    const answer = await solveTemporal(mutant.input, { workers });
    if (answer.status !== 'contradiction') continue;
    const why = await explain(mutant.input, undefined, { workers });
    figures.push({
      path: mutant.path, what: mutant.what, ms: why.stats.elapsedMs, status: why.status, minimal: why.minimal,
      named: why.rows.some((r) => r.path === mutant.path),
    });
  }
  process.stderr.write(`${id}: ${figures.length} contradictions from one changed row\n`);
  mutantFigures[id] = figures;
}

const row = (name: string, cells: CellFigure[]) => {
  const ms = cells.map((c) => c.ms).sort((a, b) => a - b);
  const failed = cells.filter((c) => c.status !== 'explained').length;
  const notMinimal = cells.filter((c) => !c.minimal).length;
  const slowest = cells.reduce<CellFigure | null>((m, c) => (m === null || c.ms > m.ms ? c : m), null);
  return `| ${name} | ${cells.length} | ${percentile(ms, 0.5).toFixed(1)} | ${percentile(ms, 0.9).toFixed(1)} | ${(ms.at(-1) ?? NaN).toFixed(1)}` +
    ` | ${slowest ? `${slowest.player} ${slowest.character}` : '-'} | ${failed} | ${notMinimal} |`;
};
const all = Object.values(figures).flat();
console.log('| case | ruled-out cells | median ms | p90 ms | worst ms | worst cell | not explained | not proven minimal |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const id of cases) console.log(row(id, figures[id]!));
console.log(row('**all**', all));
const mutantRow = (name: string, list: MutantFigure[]) => {
  const ms = list.map((m) => m.ms).sort((a, b) => a - b);
  return `| ${name} | ${list.length} | ${list.filter((m) => m.named).length} | ${percentile(ms, 0.5).toFixed(1)} | ${(ms.at(-1) ?? NaN).toFixed(1)} | ${list.filter((m) => !m.minimal).length} |`;
};
const allMutants = Object.values(mutantFigures).flat();
console.log('\n| case | contradictions from one changed row | changed row named | median ms | worst ms | not proven minimal |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const id of cases) console.log(mutantRow(id, mutantFigures[id]!));
console.log(mutantRow('**all**', allMutants));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, workers, figures, mutants: mutantFigures }, null, 1)}\n`);
console.error(`figures written to ${out}`);
if (all.some((c) => c.status !== 'explained') || allMutants.some((m) => m.status !== 'explained' || !m.named)) process.exitCode = 1;
