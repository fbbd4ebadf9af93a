/**
 * The corpus as the bench page has it: every game of bench/corpus/games/ bundled with the
 * page (each file its own chunk, fetched when the page opens), so that a browser runs the
 * same files as `npm run bench`.
 */
import type { CorpusGame } from '../answer.ts';

const files = import.meta.glob<CorpusGame>('../corpus/games/*.json', { import: 'default' });

/** Every game of the corpus, in file order (the order of `npm run bench`). */
export async function loadBundledCorpus(): Promise<CorpusGame[]> {
  const paths = Object.keys(files).sort();
  return Promise.all(paths.map((path) => files[path]!()));
}
