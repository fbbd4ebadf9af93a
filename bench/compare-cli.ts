/**
 * `npm run bench:compare -- A.json B.json`: two exports of `npm run bench` side by side
 * (bench/compare.ts), as a table of ratios game by game and their median change.
 */
import { readFileSync } from 'node:fs';
import { compareExports, medianChange } from './compare.ts';
import { readExport, type SuiteExport } from './files.ts';

const [fileA, fileB] = process.argv.slice(2);
if (!fileA || !fileB) {
  console.error('usage: npm run bench:compare -- A.json B.json   (exports of npm run bench)');
  process.exit(2);
}
const read = (f: string): SuiteExport => {
  const got = readExport(readFileSync(f, 'utf8'));
  if (got.ok) return got.value;
  console.error(`${f} is not an export of the corpus suite:\n${got.errors.map((e) => `  ${e.path}: ${e.message}`).join('\n')}`);
  process.exit(2);
};
const a = read(fileA);
const b = read(fileB);
const side = (x: SuiteExport) => `${x.runtime}, commit ${x.commit}, ${x.threads} thread(s), ${x.device.cores} cores (${x.device.model}); calibration ${x.calibration.medianMs.toFixed(1)} ms`;
const r = (x: number | null) => (x === null ? '—' : x.toFixed(3));
const games = compareExports(a, b);
console.log(`A: ${fileA}: ${side(a)}\nB: ${fileB}: ${side(b)}\n`);
console.log('| game | A × calibration | B × calibration | B / A |');
console.log('| --- | ---: | ---: | ---: |');
for (const g of games) console.log(`| ${g.id} | ${r(g.a)} | ${r(g.b)} | ${g.change === null ? '—' : g.change.toFixed(2)} |`);
const change = medianChange(games);
console.log(`\n${games.filter((g) => g.change !== null).length} of ${games.length} games compared; median B / A ${change === null ? '—' : change.toFixed(2)}.`);
