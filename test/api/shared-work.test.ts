/**
 * How the threads of a project pass share its work (issue "big tables" item 3): a thread
 * that runs out of root branches gets part of another thread's (assembly/search.ts
 * splitOff, src/search/threads/piece-queue.ts), and stops looking for what was shown earlier in the
 * search's order (seen-ledger.ts) — and the answer stays the same for any thread count.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal, type TemporalResult } from '../../src/index.ts';
import { LAYOUT as L } from '../../src/compile/layout.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import type { SearchThread } from '../../src/search/threads/thread.ts';
import { PieceQueue, pieceKey, worldKey } from '../../src/search/threads/piece-queue.ts';
import { SeenLedger } from '../../src/search/per-seat/seen-ledger.ts';
import { refutingRecord } from './refuting-table.ts';
import { searchOnTwoWatchedThreads } from './watched-search.ts';

const withoutStats = (r: TemporalResult) => JSON.stringify({ ...r, stats: null });
/**
 * A 15-player, 3-night table whose evidence pins the Imp to two seats: four root branches,
 * most of the work in one. Dealt from the Trouble Brewing script, so that the record stays
 * this one when a character is added to the role table.
 */
const game = refutingRecord;

/** A branch record: root branch `root`, the first seats fixed to `fixed`. */
function record(root: number, fixed: number[]): Int32Array {
  const r = new Int32Array(L.BR_SIZE).fill(-1);
  r.set([0, 0, root]);
  fixed.forEach((c, k) => { r[L.BR_FIRST_FIXED + k] = c; });
  return r;
}
const packed = (codes: number[]) => codes.concat(Array(L.KEY_SEATS - codes.length).fill(0)).reduce((k, c) => k * 2 ** L.KEY_BITS + c, 0);

describe('sharing a project pass among threads', () => {
  it('a piece sorts before every world in it and after every world before it', () => {
    const piece = pieceKey(record(2, [3, 5]));
    expect(piece).toBe(worldKey(2, packed([3, 5])));
    expect(worldKey(2, packed([3, 5, 0, 1]))).toBeGreaterThanOrEqual(piece);
    expect(worldKey(2, packed([3, 4, 21, 21, 21, 21]))).toBeLessThan(piece);
    expect(worldKey(1, packed([21, 21, 21, 21, 21, 21]))).toBeLessThan(pieceKey(record(2, [])));
  });

  it('the queue hands out pieces in order, and ends when nobody can give more', async () => {
    const queue = new PieceQueue([record(1, []), record(0, [])]);
    expect(queue.empty).toBe(false);
    const a = await queue.take();
    const b = await queue.take();
    expect([a!.record[2], b!.record[2]]).toEqual([0, 1]);
    expect(queue.empty).toBe(true);
    const waiting = queue.take();
    queue.add([record(0, [7]), record(0, [4])]);
    expect((await waiting)!.key).toBe(pieceKey(record(0, [4])));
    queue.finished(); queue.finished(); queue.finished();
    expect((await queue.take())!.key).toBe(pieceKey(record(0, [7])));
    queue.finished();
    expect(await queue.take()).toBeNull();
  });

  it('a thread stops looking only for what a world before its piece showed', () => {
    const n = 5;
    const initial = { wantStart: new Int32Array(n).fill(-1), wantDemon: 0b11111 };
    const ledger = new SeenLedger(n, 2, initial);
    ledger.add(worldKey(3, 0), [0, 1, 2, 3, 4], 0b00001);
    const early = ledger.wantsAt(0, worldKey(2, 0));
    expect(Array.from(early.wantStart)).toEqual(Array(n).fill(-1));
    expect(early.wantDemon).toBe(0b11111);
    const late = ledger.wantsAt(1, worldKey(4, 0));
    expect(Array.from(late.wantStart)).toEqual([~1, ~2, ~4, ~8, ~16]);
    expect(late.wantDemon).toBe(0b11110);
    expect(ledger.news(1, worldKey(4, 0))).toBeUndefined(); // told already
    ledger.add(worldKey(3, 5), [1, 0, 2, 3, 4], 0);
    expect(Array.from(ledger.news(1, worldKey(4, 0))!.start.slice(0, 2))).toEqual([1 | 2, 1 | 2]);
    expect(ledger.news(0, worldKey(2, 0))).toBeUndefined();
  });

  it('threads that ran out of root branches get pieces of another, and the answer does not change', async () => {
    const input = { ...game(), limits: { maxResults: 80, maxNodes: 1e9, maxMs: 120_000 } };
    const parsed = parseTemporal(input);
    if (!parsed.ok) throw new Error('simulated record is invalid');
    const g = parsed.game;
    let given = 0;
    // The first thread answers each slice late, so the other one runs out of root branches
    // while it still holds some, whatever the machine's load: pieces must be handed over.
    const counting = (thread: SearchThread, index: number): SearchThread => ({
      start: (setup) => thread.start(setup),
      slice: async (request) => {
        const reply = await thread.slice(request);
        if (index === 0) await new Promise((resolve) => setTimeout(resolve, 25));
        given += (reply.pieces?.length ?? 0) / L.BR_SIZE;
        return reply;
      },
    });
    const raw = await searchOnTwoWatchedThreads(g, counting);
    expect(raw.decided.stopReason).toBeNull();
    expect(given).toBeGreaterThan(0);

    const one = await solveTemporal(input, { workers: 1 });
    expect(one.possibilities!.complete).toBe(true);
    for (const workers of [2, 3]) expect(withoutStats(await solveTemporal(input, { workers })), `${workers} threads`).toBe(withoutStats(one));
  }, 120_000);
});
