/**
 * A corpus game's known answer and how a result compares with it: the part of the corpus
 * that any front end needs (Node's bench/run.ts and the browser's bench page), with no
 * file access. bench/corpus.ts reads the games from disk in Node.
 */
import type { TemporalResult } from '../src/index.ts';

/**
 * A game's answer: the complete per-seat table and the number of starting assignments.
 * Per seat, the characters it may have started as (`starting`), those it may start as only
 * with an unusual ruling (`unusual`), and whether it may hold the living Imp at the end
 * (`demonNow`: true, false or 'unusual'); the evil teams as player ids, ordinary and
 * unusual-only; `count` the distinct starting assignments, or null when there are more than
 * {@link COUNT_LIMIT} (the corpus does not list them all; only the table is checked then).
 */
export interface Answer {
  status: 'candidates' | 'contradiction';
  count: number | null;
  seats: Record<string, { starting: string[]; unusual: string[]; demonNow: boolean | 'unusual' }>;
  evilTeams: { teams: string[][]; unusual: string[][] };
}

/** One game of the corpus (one file in bench/corpus/games/). */
export interface CorpusGame {
  id: string;
  /** Where the game comes from, in words. */
  source: string;
  players: number;
  nights: number;
  /** 'real' (a published puzzle), 'dense' (every seat claimed, every wake reported) or 'sparse' (silent seats, half the reports). */
  kind: 'real' | 'dense' | 'sparse';
  input: Record<string, unknown>;
  /** The engines whose complete answers agree on it (the reference is missing where it did not finish within the corpus's bound). */
  engines: ('wasm' | 'reference')[];
  answer: Answer;
}

/** The most starting assignments the corpus counts exactly (it lists them all to count them). */
export const COUNT_LIMIT = 20_000;

/**
 * The answer a result gives, or null when its per-seat table is not complete. `count` is the
 * result's exact count, or null when it gives only a lower bound (it listed `maxResults`).
 */
export function answerOf(result: TemporalResult): Answer | null {
  if (result.status === 'contradiction') return { status: 'contradiction', count: 0, seats: {}, evilTeams: { teams: [], unusual: [] } };
  const p = result.possibilities;
  if (result.status !== 'candidates' || !p?.complete) return null;
  const seats: Answer['seats'] = {};
  for (const [id, seat] of Object.entries(p.seats)) {
    const cells = Object.entries(seat.starting);
    seats[id] = {
      starting: cells.filter(([, v]) => v === true).map(([r]) => r).sort(),
      unusual: cells.filter(([, v]) => v === 'unusual').map(([r]) => r).sort(),
      demonNow: seat.demonNow === 'unusual' ? 'unusual' : seat.demonNow === true,
    };
  }
  const count = p.assignments.exact ? p.assignments.count : null;
  return { status: 'candidates', count, seats, evilTeams: { teams: p.evilTeams.teams, unusual: p.evilTeams.unusual } };
}

/** How a result compares with a game's known answer. */
export type Verdict = 'right' | 'wrong' | 'incomplete';

/**
 * 'incomplete' when the result's per-seat table is not complete; else 'right' when it is the
 * known one and its count agrees — equal when both are exact; a lower bound (a result that
 * listed only `maxResults`) no more than the known count; an exact count over
 * {@link COUNT_LIMIT} when the corpus has none — and 'wrong' otherwise.
 */
export function verdictOf(result: TemporalResult, known: Answer): Verdict {
  const answer = answerOf(result);
  if (!answer) return 'incomplete';
  const table = (a: Answer) => JSON.stringify({ ...a, count: null });
  if (table(answer) !== table(known)) return 'wrong';
  const count = result.possibilities?.assignments.count ?? 0;
  if (answer.count === null) return known.count === null || count <= known.count ? 'right' : 'wrong';
  return answer.count === (known.count ?? answer.count) && (known.count !== null || answer.count > COUNT_LIMIT) ? 'right' : 'wrong';
}

/**
 * Why a result does not give the known answer, in a few words: the first difference found
 * (status, a seat's cells, the evil teams, the count), or what kept its table from being
 * complete. Null when the verdict is 'right'.
 */
export function differenceOf(result: TemporalResult, known: Answer): string | null {
  const verdict = verdictOf(result, known);
  if (verdict === 'right') return null;
  const answer = answerOf(result);
  if (!answer) {
    if (result.status === 'invalid') return `invalid input: ${result.errors[0]?.message ?? 'no error given'}`;
    return `the per-seat answer is not complete (stopped by ${result.possibilities?.stopReason ?? result.stopReason ?? 'nothing said'})`;
  }
  if (answer.status !== known.status) return `${answer.status} here, ${known.status} known`;
  const list = (xs: readonly unknown[]) => (xs.length ? xs.join(', ') : 'none');
  for (const seat of [...new Set([...Object.keys(known.seats), ...Object.keys(answer.seats)])].sort()) {
    const here = answer.seats[seat];
    const there = known.seats[seat];
    if (!here || !there) return `seat ${seat} is ${here ? 'not in the known answer' : 'missing here'}`;
    for (const cell of ['starting', 'unusual'] as const) {
      if (JSON.stringify(here[cell]) !== JSON.stringify(there[cell])) return `seat ${seat}, ${cell}: ${list(here[cell])} here, ${list(there[cell])} known`;
    }
    if (here.demonNow !== there.demonNow) return `seat ${seat}, Demon now: ${String(here.demonNow)} here, ${String(there.demonNow)} known`;
  }
  if (JSON.stringify(answer.evilTeams) !== JSON.stringify(known.evilTeams)) {
    return `evil teams: ${answer.evilTeams.teams.length} (+${answer.evilTeams.unusual.length} unusual) here, ${known.evilTeams.teams.length} (+${known.evilTeams.unusual.length} unusual) known`;
  }
  return `starting assignments: ${result.possibilities?.assignments.count ?? 0}${answer.count === null ? ' or more' : ''} here, ${known.count ?? `over ${COUNT_LIMIT}`} known`;
}
