/**
 * An explanation (why not, src/explain/) in words, shared by the CLI and the widget: what
 * was found, whether every row is shown to be needed, and the bound that stopped a
 * search when one did. Each caller adds how to search longer in its own terms (a flag, a
 * button).
 */
import type { Explanation, ExplainTarget } from '../explain/explain.ts';
import { characterName, limitWords, playerName, seatsOf, type LimitValues } from './words.ts';

/** The sentences of an explanation (not of `status: 'invalid'`, whose errors are said as any input's are). */
export interface ExplanationWords {
  /** What was found, in one sentence. */
  headline: string;
  /** Whether every row is shown to be needed (the set is minimal), and if not why not; null when there are no rows. */
  proof: string | null;
  /** Said of every conflict found: the game may hold others; null when none was found. */
  others: string | null;
  /** A limit (not Stop) stopped a search: searching longer may tell more. */
  longerHelps: boolean;
}

/** Whether some day of `input` records an event (they are kept as recorded, never among an explanation's rows). */
function hasDayEvents(input: unknown): boolean {
  const phases = typeof input === 'object' && input !== null ? (input as { phases?: unknown }).phases : undefined;
  return Array.isArray(phases) && phases.some((p) => Array.isArray((p as { events?: unknown } | null)?.events) && (p as { events: unknown[] }).events.length > 0);
}

/** "Steph starting as the Imp", for a target. */
export function cellWords(input: unknown, target: ExplainTarget): string {
  return `${playerName(target.player, seatsOf(input))} starting as the ${characterName(target.character)}`;
}

/**
 * `why` in words. `input` names the players; `target` is the cell explained, if any;
 * `limits` gives the values of the limits named ("the time limit (4 s)").
 */
export function explanationWords(why: Explanation, input: unknown, target?: ExplainTarget | null, limits?: LimitValues): ExplanationWords {
  const cell = target ? cellWords(input, target) : null;
  const withCell = cell ? ` with ${cell}` : '';
  const stop = why.stopReason;
  const longerHelps = stop === 'time_limit' || stop === 'node_limit';
  if (why.status === 'consistent') return { headline: `No conflict: a legal game fits${withCell}.`, proof: null, others: null, longerHelps: false };
  if (why.status !== 'explained') {
    const headline = stop === 'cancelled'
      ? `Stopped before it was known whether a legal game fits${withCell}.`
      : `Not known: ${stop ? limitWords(stop, limits) : 'a limit'} stopped the search before it could show that no legal game fits${withCell}.`;
    return { headline, proof: null, others: null, longerHelps };
  }
  if (why.rows.length === 0) {
    // Day events are never among the rows (explain/rows.ts): they may be what rules it out.
    const by = hasDayEvents(input) ? 'the seating and the days as recorded (executions, nominations, votes) rule' : 'the seating alone rules';
    return { headline: `No legal game fits${withCell}, whatever the rows say: ${by} it out.`, proof: null, others: null, longerHelps: false };
  }
  const n = why.rows.length;
  const headline = `${n === 1 ? 'This row cannot hold' : `These ${n} rows cannot all hold`}${withCell}:`;
  // Minimal, not the smallest: no row of the set can be dropped, and only the set's own
  // rows are meant (the game's other rows may hold another conflict).
  const proof = why.minimal
    ? n === 1 ? 'It cannot hold on its own, whatever the other rows say.' : `Each is needed: leave any one of them out, and the other ${n === 2 ? 'one holds' : `${n - 1} can all hold`}${withCell} (the game's other rows aside).`
    : `Not every row is shown to be needed: ${stop ? limitWords(stop, limits) : 'a limit'} stopped some of the searches.`;
  return { headline, proof, others: 'The game may hold other conflicts besides this one.', longerHelps };
}
