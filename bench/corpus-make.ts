/**
 * `npm run bench:corpus`: writes bench/corpus/games/ again, exactly. The games are the
 * bundled real cases and 110 simulated games of the hard-tables sweep
 * (test/invariants/sweep-games.ts): for every size from 5 to 15 players and every length
 * from 1 to 5 nights, one dense table (sweep games 0–54) and one sparse one (385–439). Each
 * answer is the complete per-seat table of the WASM search and the count it gets by listing
 * every world; every world is replayed by the independent checker as it is found. The
 * reference engine must give the same table (and count, where its default list holds every
 * world) wherever it finishes within REFERENCE_NODES, a node bound so that the set comes
 * out the same on any machine; the games where it does not (the reference is tens of times
 * slower on the hardest sparse tables) say so (`engines`). A WASM search that does not
 * finish is an error, not a guess. A game of more than COUNT_LIMIT starting assignments
 * keeps its table and no count (bench/corpus.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { solveTemporal } from '../src/index.ts';
import { sweepGame } from '../test/invariants/sweep-games.ts';
import { answerOf, COUNT_LIMIT, type CorpusGame } from './answer.ts';
import { CORPUS_DIR } from './corpus.ts';

/** Bounds no corpus game reaches. */
const UNBOUNDED = { maxNodes: 500_000_000, maxMs: 600_000 };
/** The reference engine's node bound (about half a minute here). */
const REFERENCE_NODES = 5_000_000;
const cases = new URL('../test/fixtures/cases/', import.meta.url);

const games: Omit<CorpusGame, 'answer' | 'engines'>[] = [];
for (const file of readdirSync(cases).filter((f) => f.endsWith('.json')).sort()) {
  const fixture = JSON.parse(readFileSync(new URL(file, cases), 'utf8'));
  const input = fixture.input as Record<string, unknown>;
  const phases = (input.phases ?? []) as { phase: string }[];
  games.push({
    id: `real-${file.replace(/\.json$/, '')}`, source: fixture.source, kind: 'real',
    players: (input.players as unknown[]).length, nights: Math.max(1, phases.filter((p) => p.phase === 'night').length), input,
  });
}
for (const index of [...Array.from({ length: 55 }, (_, k) => k), ...Array.from({ length: 55 }, (_, k) => 385 + k)]) {
  const g = sweepGame(index);
  games.push({
    id: `sweep-${String(index).padStart(4, '0')}`, kind: index < 220 ? 'dense' : 'sparse', players: g.n, nights: g.nights,
    source: `hard-tables sweep game ${index} (test/invariants/sweep-games.ts: ${g.n} players, ${g.nights} nights, ${g.table}${index < 220 ? ', every wake reported' : ''})`,
    input: g.input,
  });
}

rmSync(CORPUS_DIR, { recursive: true, force: true });
mkdirSync(CORPUS_DIR, { recursive: true });
for (const game of games) {
  const unbounded = { ...game.input, limits: { ...(game.input.limits as object | undefined), ...UNBOUNDED } };
  // Listing up to COUNT_LIMIT worlds counts them exactly.
  const wasm = await solveTemporal({ ...unbounded, limits: { ...unbounded.limits, maxResults: COUNT_LIMIT } }, { workers: 1 });
  const reference = await solveTemporal({ ...unbounded, limits: { ...unbounded.limits, maxNodes: REFERENCE_NODES } }, { engine: 'reference' });
  const answer = answerOf(wasm);
  if (!answer) throw new Error(`${game.id}: the WASM search did not complete (${wasm.status}, ${wasm.stopReason})`);
  const theirs = answerOf(reference);
  if (theirs && JSON.stringify({ ...theirs, count: theirs.count ?? answer.count }) !== JSON.stringify(answer)) throw new Error(`${game.id}: the reference engine gives another answer`);
  const engines = theirs ? ['wasm', 'reference'] : ['wasm'];
  writeFileSync(new URL(`${game.id}.json`, CORPUS_DIR), `${JSON.stringify({ ...game, engines, answer }, null, 1)}\n`);
  console.error(`${game.id}: ${answer.count} assignments (${wasm.stats.elapsedMs} ms, reference ${reference.stats.elapsedMs} ms)`);
}
console.log(`${games.length} games written to ${CORPUS_DIR.pathname}`);
