/**
 * Refuted assignments on their way between the search threads of one call. Each thread's
 * WASM instance remembers the assignments it proved to have no legal history
 * (assembly/refuted.ts), and a later pass that reaches one of them on another thread would
 * search its histories again (5-night seed 17: the unusual layer's project pass, 2.3 M
 * nodes on two threads, none on one). So what a thread refuted in a slice goes, with their
 * next slice, to every other thread. Only work changes, never an answer: an entry is an
 * exact assignment and its kind.
 */
export class RefutedExchange {
  private readonly pending: Int32Array[][];

  /** For `threads` search threads. */
  constructor(threads: number) {
    this.pending = Array.from({ length: threads }, () => []);
  }

  /** What thread t has not been given yet, three words an entry (empty: nothing new; it still asks for the thread's own). */
  take(t: number): Int32Array {
    const parts = this.pending[t]!.splice(0);
    if (parts.length === 1) return parts[0]!;
    const out = new Int32Array(parts.reduce((sum, p) => sum + p.length, 0));
    let at = 0;
    for (const part of parts) { out.set(part, at); at += part.length; }
    return out;
  }

  /** Thread t refuted these in its last slice: every other thread gets them. */
  add(t: number, words: Int32Array | undefined): void {
    if (!words || words.length === 0) return;
    this.pending.forEach((queue, u) => { if (u !== t) queue.push(words); });
  }
}
