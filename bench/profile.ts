/**
 * `npm run bench:profile -- 86 98`: where a hard table's search goes, for games of the
 * hard-tables sweep (test/invariants/sweep-games.ts) by index. It runs the TypeScript
 * reference search (the same root branches, masks and choices as the WASM search, one
 * branch after another) with a node bound of BENCH_PROFILE_NODES (default 2,000,000; the
 * search's nodes count seats placed as well as phases played) and counts, per phase of the
 * record, the phases played there and the ones that failed, and which row of the record
 * refuted them. Record the printed tables in bench/README.md.
 */
import { solveTemporal } from '../src/index.ts';
import { observeSearch } from '../src/search/reference/history.ts';
import { sweepGame } from '../test/invariants/sweep-games.ts';

const NODES = Number(process.env.BENCH_PROFILE_NODES ?? 2_000_000);
const games = process.argv.slice(2).map(Number);
if (games.length === 0 || games.some((g) => !Number.isInteger(g) || g < 0)) {
  console.error('usage: npm run bench:profile -- <game index> [<game index> ...]   (indices of bench/sweep.ts, e.g. 86 98)');
  process.exit(2);
}

type Row = Record<string, unknown>;

/** A row of the record in words: "N3 deaths", "report: Empath, night 2", "claim: p4 Chef", "D2 nomination". */
function describe(input: Row, path: string): string {
  const m = /^\$\.(\w+)\[(\d+)\](?:\.(\w+)(?:\[(\d+)\])?)?/.exec(path);
  if (!m) return path;
  const [, list, i, field, j] = m;
  const row = (input[list!] as Row[])[Number(i)]!;
  if (list === 'reports') return `report: ${row.role}, night ${row.night ?? '?'}`;
  if (list === 'evidence') return `${row.kind}: ${row.role ?? row.kind}`;
  if (list === 'phases') {
    const phase = `${row.phase === 'night' ? 'N' : 'D'}${row.number}`;
    if (field === 'events') return `${phase} ${((row.events as Row[])[Number(j)]!).kind}`;
    return `${phase} ${field ?? 'phase'}`;
  }
  return path;
}

const pct = (a: number, b: number) => `${b ? Math.round((100 * a) / b) : 0} %`;

for (const index of games) {
  const game = sweepGame(index);
  const phases = (game.input.phases as Row[]).map((p) => `${p.phase === 'night' ? 'N' : 'D'}${p.number}`);
  const played = new Array<number>(phases.length).fill(0);
  const failed = new Array<number>(phases.length).fill(0);
  const refuters = new Map<string, number>();
  let setups = 0;
  /** Setups that got no further than the first phase, those of them that played none of its choices, and the current one's progress. */
  let stuckFirst = 0;
  let noPlay = 0;
  let pastFirst = true;
  let playedAny = true;
  const endSetup = () => {
    if (!pastFirst) stuckFirst++;
    if (!playedAny) noPlay++;
  };
  observeSearch({
    setup: () => {
      endSetup();
      setups++;
      pastFirst = false;
      playedAny = false;
    },
    played: (k) => {
      played[k]!++;
      playedAny = true;
      if (k > 0) pastFirst = true;
    },
    failed: (k, path, message) => {
      failed[k]!++;
      // A failure of the phase itself says why (numbers left out, so that alike ones add up).
      const why = /^\$\.phases\[\d+\]$/.test(path) ? `: ${message.replace(/\d+/g, '#')}` : '';
      const what = describe(game.input, path) + why;
      refuters.set(what, (refuters.get(what) ?? 0) + 1);
    },
  });
  const t0 = performance.now();
  const result = await solveTemporal({ ...game.input, limits: { maxNodes: NODES, maxMs: 600_000 } }, { engine: 'reference' });
  observeSearch(null);
  endSetup();
  const total = played.reduce((a, b) => a + b, 0);
  const fails = failed.reduce((a, b) => a + b, 0);
  console.log(`\n### Game ${index}: ${game.n} players, ${game.nights} nights, ${game.table}${game.truth.unusual.length ? `, truth needs ${game.truth.unusual.join(', ')}` : ''}`);
  console.log(`Reference search: ${setups.toLocaleString('en')} setups searched, ${total.toLocaleString('en')} phases played (${(total / Math.max(1, setups)).toFixed(1)} a setup), ${fails.toLocaleString('en')} failed (${pct(fails, total)}), ${Math.round(performance.now() - t0)} ms, stop: ${result.possibilities?.stopReason ?? result.stopReason ?? 'complete'}. Setups that got no further than ${phases[0]}: ${stuckFirst.toLocaleString('en')} (${pct(stuckFirst, setups)}), ${noPlay.toLocaleString('en')} of them refuted before any of its choices was played (tonight's reports left no poison target).\n`);
  console.log('| phase | played | share of all | failed there | of those played |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  phases.forEach((label, k) => console.log(`| ${label} | ${played[k]!.toLocaleString('en')} | ${pct(played[k]!, total)} | ${failed[k]!.toLocaleString('en')} | ${pct(failed[k]!, played[k]!)} |`));
  console.log('\n| refuted by | times | share of failures |');
  console.log('| --- | ---: | ---: |');
  for (const [what, times] of [...refuters].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`| ${what} | ${times.toLocaleString('en')} | ${pct(times, fails)} |`);
}
