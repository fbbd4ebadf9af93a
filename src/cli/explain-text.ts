/**
 * `botc-solve explain` in words: the rows of a conflict, each named where the game's
 * editors name it, whether the set is proven the smallest, and what to do when a limit
 * stopped the search (src/explain/explain.ts).
 */
import type { Explanation, ExplainTarget } from '../explain/explain.ts';
import { num } from '../text/number.ts';
import { characterName, playerName, seatsOf } from '../text/words.ts';

/** The explanation as the CLI prints it (not for `status: 'invalid'`, whose errors are printed as a search's are). */
export function explanationText(why: Explanation, input: unknown, target?: ExplainTarget): string {
  const cell = target ? `${playerName(target.player, seatsOf(input))} starting as the ${characterName(target.character)}` : null;
  const longer = 'raise --max-ms or --max-nodes to search longer';
  const cost = `(${num(why.stats.searches)} search${why.stats.searches === 1 ? '' : 'es'}, ${num(why.stats.nodes)} nodes, ${Math.round(why.stats.elapsedMs)} ms)`;
  if (why.status === 'consistent') return `No conflict: a legal game fits${cell ? `, with ${cell}` : ''}. ${cost}`;
  if (why.status === 'inconclusive') {
    return `Not known: the search stopped at its limit before it could show that no legal game fits${cell ? ` with ${cell}` : ''}; ${longer}. ${cost}`;
  }
  const head = why.rows.length === 0
    ? `No legal game fits${cell ? ` with ${cell}` : ''}, whatever the rows say: the seating alone rules it out.`
    : `Why not: ${why.rows.length === 1 ? 'this row cannot hold' : `these ${why.rows.length} rows cannot all hold`}${cell ? ` with ${cell}` : ''}:`;
  const rows = why.rows.map((r, i) => `  ${i + 1}. ${r.label}`);
  const proof = why.minimal
    ? 'Without any one of them, a legal game fits.'
    : `Not proven the smallest set: a limit stopped some of the searches, so a row may not be needed; ${longer}.`;
  return [head, ...rows, `${proof} Other conflicts may exist. ${cost}`].join('\n');
}
