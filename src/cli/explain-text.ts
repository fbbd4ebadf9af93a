/**
 * `botc-solve explain` in words: the rows of a conflict, each as it reads and where the
 * game's editors have it, whether every row is shown to be needed, and what to do when a
 * limit stopped the search (src/explain/explain.ts; the sentences: src/text/conflict-words.ts).
 */
import type { Explanation, ExplainTarget } from '../explain/explain.ts';
import { explanationWords } from '../text/conflict-words.ts';
import { num } from '../text/number.ts';
import type { LimitValues } from '../text/words.ts';

/** The explanation as the CLI prints it (not for `status: 'invalid'`, whose errors are printed as a search's are). */
export function explanationText(why: Explanation, input: unknown, target?: ExplainTarget, limits?: LimitValues): string {
  const words = explanationWords(why, input, target, limits);
  const longer = words.longerHelps ? ' Raise --max-ms or --max-nodes to search longer.' : '';
  const cost = `(${num(why.stats.searches)} search${why.stats.searches === 1 ? '' : 'es'}, ${num(why.stats.nodes)} nodes, ${Math.round(why.stats.elapsedMs)} ms)`;
  if (why.rows.length === 0) return `${words.headline}${longer} ${cost}`;
  const rows = why.rows.map((r, i) => `  ${i + 1}. ${r.says} (${r.label})`);
  const headline = `Why not: ${words.headline.charAt(0).toLowerCase()}${words.headline.slice(1)}`;
  return [headline, ...rows, `${words.proof}${longer} ${words.others} ${cost}`].join('\n');
}
