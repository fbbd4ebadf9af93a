/**
 * The pieces of a project pass waiting for a thread, in the search's order. While the
 * queue is empty, the threads at work are asked to split off part of what they have left
 * (assembly/search.ts splitOff), which comes back here; a thread that finds it empty waits,
 * and those at work are told so (`waits`), to split at once rather than at their slice's end.
 * Pieces are branch records (layout.ts BR_*); their order key is the least order key of
 * any world in them (see `pieceKey`).
 */
import { LAYOUT as L } from '../../compile/layout.ts';

/** The order key of a project world: its root branch, then the characters of the first seats placed. */
export function worldKey(branch: number, order: number): number {
  return branch * 2 ** (L.KEY_BITS * L.KEY_SEATS) + order;
}

/** The least order key of the worlds of a piece: its fixed characters among the key's seats, then the lowest code for the free ones. */
export function pieceKey(record: Int32Array): number {
  let order = 0;
  for (let k = 0; k < L.KEY_SEATS; k++) order = order * 2 ** L.KEY_BITS + Math.max(0, record[L.BR_FIRST_FIXED + k]!);
  return worldKey(record[2]!, order);
}

export class PieceQueue {
  private readonly waiting: (() => void)[] = [];
  private readonly queue: { record: Int32Array; key: number }[] = [];
  private busy = 0;
  private closed = false;

  /** `waits`: a thread found the queue empty while others still work (e.g. to hurry them: thread.ts `hurry`). */
  constructor(records: readonly Int32Array[], private readonly waits: () => void = () => {}) {
    this.add(records);
  }

  /** The next piece (its record and key), waiting while others may still give some away; null when the pass is over. */
  async take(): Promise<{ record: Int32Array; key: number } | null> {
    for (;;) {
      if (this.closed) return null;
      const piece = this.queue.shift();
      if (piece) { this.busy++; return piece; }
      if (this.busy === 0) return null;
      this.waits();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /** A thread finished the piece it took. */
  finished(): void {
    this.busy--;
    this.wake();
  }

  /** Nothing is queued: the next thread to finish its piece would have to wait, so whoever works should give some away. */
  get empty(): boolean {
    return this.queue.length === 0;
  }

  /** Pieces given away, queued in order. */
  add(records: readonly Int32Array[]): void {
    for (const record of records) {
      const key = pieceKey(record);
      let at = this.queue.length;
      while (at > 0 && this.queue[at - 1]!.key > key) at--;
      this.queue.splice(at, 0, { record, key });
    }
    this.wake();
  }

  /** The pass stopped: every waiting thread gets null. */
  close(): void {
    this.closed = true;
    this.wake();
  }

  private wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
