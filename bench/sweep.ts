/**
 * `npm run bench:sweep`: the per-seat answer of many rich simulated games at the product's
 * default limits, on one thread — the measure of issue "Hard tables". The games are made
 * from their index (test/invariants/sweep-games.ts): 5–15 players, 1–5 nights, full days
 * (Slayer shots, nominations, ballots), dense tables, silent seats (a fifth of the players with no claim
 * and no report), half the reports missing, or both; every wake reported or not. The
 * simulator makes an unusual choice now and then; those games are counted apart. Every
 * answer is checked against the simulated truth (its starting character possible at every
 * seat, never `false`).
 *
 * Prints, per table size: games, per-seat answers complete, p50 / p95 / worst time; when
 * the first world came, for tables whose every listed world needs an unusual ruling and for
 * the others; then every game whose answer is not complete (bench/profile.ts says where
 * their search goes).
 * `BENCH_SWEEP_GAMES` (default 1,320: every shape, table and way of reporting, three
 * times) and `BENCH_SWEEP_FROM` choose the games; `BENCH_SWEEP_ONLY=12,345` runs only
 * those. 55 games from a multiple of 55 hold every size and night count of one kind of
 * table: from 0 dense, 55 silent seats, 110 half the reports, 165 both (then again from
 * 220, with every wake reported the other way). Record the printed tables in bench/README.md.
 */
import { solveTemporal, type TemporalResult } from '../src/index.ts';
import { sweepGame, type SweepGame } from '../test/invariants/sweep-games.ts';

const GAMES = Number(process.env.BENCH_SWEEP_GAMES ?? 1320);
const FROM = Number(process.env.BENCH_SWEEP_FROM ?? 0);
const ONLY = process.env.BENCH_SWEEP_ONLY?.split(',').map(Number);

interface Row {
  game: SweepGame;
  ms: number;
  /** When the first world was reported (ms; progress comes at most every 50 ms), or null when none was found. */
  firstMs: number | null;
  result: TemporalResult;
  /** Seats whose true starting character the answer calls impossible. */
  wrong: string[];
}

/** Seats whose true starting character the answer rules out (must be none). */
function wrongSeats(game: SweepGame, result: TemporalResult): string[] {
  const seats = result.possibilities?.seats;
  if (!seats) return [];
  return game.truth.roles.flatMap((role, i) => (seats[`p${i + 1}`]?.starting[role] === false ? [`p${i + 1}`] : []));
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`);

const rows: Row[] = [];
const ids = ONLY ?? Array.from({ length: GAMES }, (_, k) => FROM + k);
const t0 = performance.now();
for (const i of ids) {
  const game = sweepGame(i);
  const start = performance.now();
  let firstMs: number | null = null;
  const onProgress = (p: { candidates: number }) => { if (firstMs === null && p.candidates > 0) firstMs = performance.now() - start; };
  const result = await solveTemporal(game.input, { workers: 1, onProgress });
  const took = performance.now() - start;
  if (result.candidates.length === 0) firstMs = null;
  else firstMs ??= took;
  rows.push({ game, ms: took, firstMs, result, wrong: wrongSeats(game, result) });
  if (rows.length % 100 === 0) console.error(`${rows.length} games, ${ms(performance.now() - t0)}`);
}

console.log(`${rows.length} games (from ${ids[0]}), Node ${process.version}, one thread, default limits.\n`);
console.log('| players | games | complete | p50 | p95 | worst | with silent seats | truth needs an unusual ruling |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (let n = 5; n <= 15; n++) {
  const of = rows.filter((r) => r.game.n === n);
  if (!of.length) continue;
  const done = of.filter((r) => r.result.possibilities?.complete).length;
  const times = of.map((r) => r.ms);
  console.log(`| ${n} | ${of.length} | ${done} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} | ${ms(Math.max(...times))} | ${of.filter((r) => r.game.silent > 0).length} | ${of.filter((r) => r.game.truth.unusual.length).length} |`);
}
const complete = rows.filter((r) => r.result.possibilities?.complete).length;
console.log(`\nComplete: ${complete} of ${rows.length} (${((100 * complete) / rows.length).toFixed(1)} %). Truth ruled out: ${rows.filter((r) => r.wrong.length).length} games.`);
const unusual = rows.filter((r) => r.game.truth.unusual.length);
console.log(`Games whose truth needs an unusual ruling: ${unusual.length}, complete ${unusual.filter((r) => r.result.possibilities?.complete).length}.`);
// Issue "Hard tables", item 3: a world that needs an unusual ruling is shown as soon as an
// ordinary one would be. The first world's time, for tables whose every listed world needs one
// against the others.
const firstTimes = (of: Row[]) => {
  const t = of.flatMap((r) => (r.firstMs === null ? [] : [r.firstMs]));
  return `${t.length} games, first world p50 ${ms(quantile(t, 0.5))}, p95 ${ms(quantile(t, 0.95))}, worst ${ms(Math.max(0, ...t))}`;
};
const allUnusual = (r: Row) => r.result.candidates.length > 0 && r.result.candidates.every((c) => c.unusual.length > 0);
console.log(`Every listed world needs an unusual ruling: ${firstTimes(rows.filter(allUnusual))}; other tables with a world: ${firstTimes(rows.filter((r) => !allUnusual(r)))}.`);

const misses = rows.filter((r) => !r.result.possibilities?.complete || r.wrong.length);
if (misses.length) {
  console.log('\n| game | players | nights | table | truth unusual | time | nodes | ordinary complete | stop | truth ruled out |');
  console.log('| ---: | ---: | ---: | --- | --- | ---: | ---: | --- | --- | --- |');
  for (const r of misses) {
    const p = r.result.possibilities;
    console.log(`| ${r.game.index} | ${r.game.n} | ${r.game.nights} | ${r.game.table} | ${r.game.truth.unusual.join(', ') || '–'} | ${ms(r.ms)} | ${r.result.stats.nodes.toLocaleString('en')} | ${p?.ordinaryComplete ?? '–'} | ${p?.stopReason ?? r.result.stopReason} | ${r.wrong.join(', ') || '–'} |`);
  }
}
console.log(`\nWhole sweep: ${ms(performance.now() - t0)}.`);
