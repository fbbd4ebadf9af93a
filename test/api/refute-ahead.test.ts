/**
 * A thread whose root branches are done while another thread still enumerates refutes
 * ahead for the passes after the enumeration (src/search/threads/refute-ahead.ts): it walks the
 * project pass from the far end, its refutations reach the enumerating thread only once
 * the enumeration is over (whose node counts order the candidates), and the answer is the
 * one of a single thread.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal, type TemporalResult } from '../../src/index.ts';
import { LAYOUT as L } from '../../src/compile/layout.ts';
import { rootBranches } from '../../src/compile/branches.ts';
import { seatMasks } from '../../src/compile/masks.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { R } from '../../src/rules/roles.ts';
import { RefutedExchange } from '../../src/search/threads/refuted-exchange.ts';
import { walkPieces } from '../../src/search/threads/refute-ahead.ts';
import type { SearchThread } from '../../src/search/threads/thread.ts';
import { simulateHistory, TROUBLE_BREWING } from '../invariants/history-simulator.ts';
import { thinRecord } from '../invariants/thin.ts';
import { searchOnTwoWatchedThreads } from './watched-search.ts';

const withoutStats = (r: TemporalResult) => JSON.stringify({ ...r, stats: null });
/** The 15-player, 5-night sweep table of a seed: four seats unclaimed, seven reports kept. */
const sweep = (seed: number) => thinRecord(simulateHistory(seed, 15, 5, { script: TROUBLE_BREWING }).input, seed, { unclaimed: 4, keepReports: 7 });
/**
 * Seed 5: two root branches (one Imp seat, with and without the Baron), the enumeration's
 * work nearly all in one of them; the walk is the ordinary layer's.
 */
const game = () => sweep(5);

describe('RefutedExchange.hold', () => {
  it('keeps what a held thread refutes from the others until release, then gives it once', () => {
    const exchange = new RefutedExchange(3);
    exchange.hold(1);
    exchange.add(1, Int32Array.of(1, 2, 3));
    exchange.add(0, Int32Array.of(4, 5, 6));
    expect(Array.from(exchange.take(0))).toEqual([]);
    expect(Array.from(exchange.take(2))).toEqual([4, 5, 6]);
    exchange.release();
    expect(Array.from(exchange.take(0))).toEqual([1, 2, 3]);
    expect(Array.from(exchange.take(2))).toEqual([1, 2, 3]);
    expect(Array.from(exchange.take(1))).toEqual([4, 5, 6]); // never its own
    exchange.add(1, Int32Array.of(7, 8, 9)); // no longer held
    expect(Array.from(exchange.take(0))).toEqual([7, 8, 9]);
  });
});

describe('walkPieces', () => {
  it('splits every root branch by the characters of its first two placed seats, last piece first', () => {
    const parsed = parseTemporal(game());
    if (!parsed.ok) throw new Error('simulated record is invalid');
    const masks = seatMasks(parsed.game);
    const branches = rootBranches(masks);
    const pieces = walkPieces(parsed.game, branches);
    const forward = [...pieces].reverse();
    expect(forward[0]!.index).toBe(0);
    expect(forward.at(-1)!.index).toBe(branches.length - 1);
    branches.forEach((b, index) => {
      const seats = masks.map((_, s) => s).filter((s) => s !== b.impSeat).slice(0, 2);
      const allowed = (s: number) => [...Array(32).keys()].filter((c) => ((masks[s]! >> c) & 1) && c !== R.IMP && (b.baron || c !== R.BARON));
      const expected = allowed(seats[0]!).flatMap((c0) => allowed(seats[1]!).map((c1) => [c0, c1]));
      expect(forward.filter((p) => p.index === index).map((p) => p.fixed)).toEqual(expected);
    });
  });
});

describe('refuting ahead during the enumeration', () => {
  it.each([
    ['seed 5', 5, 80],
    // No ordinary assignment fits this record: the walk is the unusual layer's. (Seed 19, the
    // same kind, walks no more since the sixteenth cut of bench/README.md.)
    ['seed 10', 10, 80],
    // A large maxResults: the enumeration lists every world, and nobody walks.
    ['seed 5, maxResults 2,000', 5, 2000],
  ])('%s: a thread done with its branches walks ahead (not past 1,000 results); the enumerating thread gets its refutations only after the enumeration; the answer does not change', async (_, seed, maxResults) => {
    const input = { ...sweep(seed), limits: { maxResults, maxNodes: 1e9, maxMs: 120_000 } };
    const parsed = parseTemporal(input);
    if (!parsed.ok) throw new Error('simulated record is invalid');
    const g = parsed.game;
    const key = (words: Int32Array, k: number) => `${words[k]},${words[k + 1]},${words[k + 2]}`;
    /** Per thread: the mode of the setup it runs, and what reached it while it enumerated; the walk's refutations. */
    const mode = [-1, -1];
    const walked = new Set<string>();
    const givenWhileEnumerating: string[][] = [[], []];
    const watched = (thread: SearchThread, t: number): SearchThread => ({
      start: (setup) => {
        mode[t] = setup.mode;
        return thread.start(setup);
      },
      slice: async (request) => {
        // The walk ahead: a project setup while the other thread still enumerates.
        const walking = mode[t] === L.MODE_PROJECT && mode[1 - t] === L.MODE_ENUMERATE;
        if (mode[t] === L.MODE_ENUMERATE && request.refuted) {
          for (let k = 0; k < request.refuted.length; k += 3) givenWhileEnumerating[t]!.push(key(request.refuted, k));
        }
        const reply = await thread.slice(request);
        if (walking && reply.refuted) for (let k = 0; k < reply.refuted.length; k += 3) walked.add(key(reply.refuted, k));
        return reply;
      },
    });
    const raw = await searchOnTwoWatchedThreads(g, watched);
    expect(raw.decided.stopReason).toBeNull();
    if (maxResults <= 1000) expect(walked.size).toBeGreaterThan(0);
    else expect(walked.size).toBe(0);
    for (const given of givenWhileEnumerating) expect(given.filter((k) => walked.has(k))).toEqual([]);

    const one = await solveTemporal(input, { workers: 1 });
    expect(one.possibilities!.complete).toBe(true);
    for (const workers of [2, 3]) expect(withoutStats(await solveTemporal(input, { workers })), `${workers} threads`).toBe(withoutStats(one));
  }, 120_000);
});
