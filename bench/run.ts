/**
 * `npm run bench`: the corpus suite (bench/corpus/, bench/suite.ts) in Node — every game's
 * per-seat answer at the default limits, checked against its known answer and then timed;
 * each median also as a ratio to the session's calibration (suite.ts). Prints a table
 * and writes every figure as JSON (with the machine, Node, threads and commit) to
 * `BENCH_OUT` (default bench/results/node.json, or node-only.json for a run of some games
 * only, so that it does not replace a whole run's; not kept in git).
 *
 * Environment: BENCH_RUNS repeats per game (default 5), BENCH_WORKERS search threads
 * (default 1), BENCH_ONLY a comma-separated list of game ids or id prefixes (exits with 2
 * when none matches), BENCH_OUT the export's path.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, platform, arch } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveTemporal } from '../src/index.ts';
import { loadCorpus } from './corpus.ts';
import type { SuiteExport } from './files.ts';
import { calibrate, CALIBRATION_EXTRA, CALIBRATION_RUNS, runSuite, selectGames, type GameFigures } from './suite.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const out = process.env.BENCH_OUT ?? fileURLToPath(new URL(only ? './results/node-only.json' : './results/node.json', import.meta.url));

const all = loadCorpus();
const games = selectGames(all, only ?? []);
if (games.length === 0) {
  console.error(`BENCH_ONLY=${process.env.BENCH_ONLY}: no game of the corpus has such an id or prefix (ids are like real-nqt-47, sweep-0042).`);
  process.exit(2);
}
const solve = (input: Record<string, unknown>) => solveTemporal(input, { workers });
const clock = () => performance.now();
const commit = (() => {
  try { return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(); } catch { return 'unknown'; }
})();

const calibration = await calibrate(all, solve, Math.max(CALIBRATION_RUNS, runs), clock);
console.error(`calibration: ${calibration.games.length} games (the real cases and ${CALIBRATION_EXTRA}), median ${calibration.medianMs.toFixed(1)} ms over ${calibration.runs} runs`);
const figures = await runSuite(games, solve, {
  runs, calibration, clock,
  progress: (done, total, f) => console.error(`[${done}/${total}] ${f.id}: ${f.verdict}${f.detail ? ` (${f.detail})` : ''}${f.medianMs === null ? '' : `, ${f.medianMs.toFixed(1)} ms`}`),
});

const ms = (x: number | null) => (x === null ? '—' : x.toFixed(1));
console.log(`Corpus suite, commit ${commit}, Node ${process.version}, ${platform()} ${arch()}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${workers} search thread(s), ${runs} timed runs a game.`);
console.log(`Calibration (${calibration.games.length} games in a row: the real cases and ${CALIBRATION_EXTRA}; ${calibration.runs} times): median ${ms(calibration.medianMs)} ms (${ms(calibration.minMs)}–${ms(calibration.maxMs)}).\n`);
console.log('| game | players | nights | kind | answer | median ms | spread ms | × calibration | nodes |');
console.log('| --- | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: |');
for (const f of figures) {
  console.log(`| ${f.id} | ${f.players} | ${f.nights} | ${f.kind} | ${f.verdict}${f.detail ? ` (${f.detail})` : ''} | ${ms(f.medianMs)} | ${f.minMs === null ? '—' : `${ms(f.minMs)}–${ms(f.maxMs)}`} | ${f.ratio === null ? '—' : f.ratio.toFixed(3)} | ${f.nodes} |`);
}
const count = (v: GameFigures['verdict']) => figures.filter((f) => f.verdict === v).length;
const timed = figures.flatMap((f) => (f.medianMs === null ? [] : [f.medianMs]));
console.log(`\n${figures.length} games: ${count('right')} right, ${count('wrong')} wrong, ${count('incomplete')} incomplete; sum of medians ${ms(timed.reduce((a, b) => a + b, 0))} ms (${(timed.reduce((a, b) => a + b, 0) / calibration.medianMs).toFixed(2)} × calibration).`);

mkdirSync(dirname(out), { recursive: true });
const exported: SuiteExport = {
  suite: 'botc-solver corpus', commit, date: new Date().toISOString(), runtime: `node ${process.version}`,
  device: { platform: platform(), arch: arch(), cores: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
  threads: workers, runs, selection: only ? `BENCH_ONLY=${process.env.BENCH_ONLY}` : 'the whole corpus', calibration, games: figures,
};
writeFileSync(out, `${JSON.stringify(exported, null, 1)}\n`);
console.error(`figures written to ${out}`);
if (count('wrong') > 0) process.exitCode = 1;
