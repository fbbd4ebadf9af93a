/**
 * An explanation in words (src/text/conflict-words.ts), shared by the CLI and the widget:
 * it says only what is proven — each row needed, never "the game then fits", never "the
 * smallest" — names the bound that stopped a search, and says what rules a cell out when no
 * row does (the seating, and the days as recorded when there are any: they are never rows).
 */
import { describe, expect, it } from 'vitest';
import type { Explanation } from '../../src/explain/explain.ts';
import { explanationWords } from '../../src/text/conflict-words.ts';

const players = [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }];
const row = (n: number) => ({ path: `$.evidence[${n}]`, kind: 'evidence' as const, label: `Row ${n + 1}`, says: `row ${n + 1}` });
const why = (over: Partial<Explanation>): Explanation => ({
  status: 'explained', rows: [row(0), row(1), row(2)], minimal: true, stopReason: null, othersMayExist: true, errors: [],
  stats: { searches: 4, nodes: 10, elapsedMs: 1 }, ...over,
});
const target = { player: 'p2', character: 'imp' } as const;

describe('an explanation in words', () => {
  it('says each row is needed and that others may conflict, not that the game then fits', () => {
    const words = explanationWords(why({}), { players }, target);
    expect(words.headline).toBe('These 3 rows cannot all hold with Bob starting as the Imp:');
    expect(words.proof).toBe('Each is needed: leave any one of them out, and the other 2 can all hold with Bob starting as the Imp (the game\'s other rows aside).');
    expect(words.others).toBe('The game may hold other conflicts besides this one.');
    expect(explanationWords(why({ rows: [row(0)] }), { players }).proof).toBe('It cannot hold on its own, whatever the other rows say.');
  });

  it('names the bound that stopped a search, with its value', () => {
    const stopped = explanationWords(why({ minimal: false, stopReason: 'time_limit' }), { players }, null, { maxMs: 4000 });
    expect(stopped.proof).toBe('Not every row is shown to be needed: the time limit (4 s) stopped some of the searches.');
    expect(stopped.longerHelps).toBe(true);
    const unknown = explanationWords(why({ status: 'inconclusive', rows: [], stopReason: 'node_limit' }), { players }, target, { maxNodes: 5 });
    expect(unknown.headline).toBe('Not known: the node limit (5 nodes) stopped the search before it could show that no legal game fits with Bob starting as the Imp.');
    expect(explanationWords(why({ status: 'inconclusive', rows: [], stopReason: 'cancelled' }), { players }).headline)
      .toBe('Stopped before it was known whether a legal game fits.');
  });

  it('with no row to name, says the seating rules it out, and the days as recorded when there are any', () => {
    const none = why({ rows: [] });
    expect(explanationWords(none, { players, phases: [{ phase: 'night', number: 1 }] }, target).headline)
      .toBe('No legal game fits with Bob starting as the Imp, whatever the rows say: the seating alone rules it out.');
    const days = { players, phases: [{ phase: 'night', number: 1 }, { phase: 'day', number: 1, events: [{ kind: 'execution', player: 'p2' }] }] };
    expect(explanationWords(none, days, target).headline)
      .toBe('No legal game fits with Bob starting as the Imp, whatever the rows say: the seating and the days as recorded (executions, nominations, votes) rule it out.');
  });
});
