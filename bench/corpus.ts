/**
 * The benchmark corpus (bench/corpus/): games in the project's input format, each with its
 * known answer (bench/answer.ts), so that any machine, browser or solver is measured on
 * the same work and a fast wrong answer is caught. This module reads the games from disk in
 * Node; bench/corpus-make.ts writes them, bench/run.ts times them, and the bench page
 * bundles them (bench/page/games.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CorpusGame } from './answer.ts';

/** The corpus's folder of games. */
export const CORPUS_DIR = new URL('./corpus/games/', import.meta.url);

/** Every game of the corpus, in file order. */
export function loadCorpus(): CorpusGame[] {
  return readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.json')).sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, CORPUS_DIR), 'utf8')) as CorpusGame);
}

