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

  /** Thread t refuted these in its last slice: every other thread gets them (later, while t's are held). */
  add(t: number, words: Int32Array | undefined): void {
    if (!words || words.length === 0) return;
    if (this.held.has(t)) { this.held.get(t)!.push(words); return; }
    this.pending.forEach((queue, u) => { if (u !== t) queue.push(words); });
  }

  /**
   * Keep what thread t refutes from now on from the other threads until `release`: during
   * the enumeration a thread's node counts decide the candidates' order, so it must search
   * every history itself, and only a thread that does not enumerate may refute ahead.
   */
  hold(t: number): void {
    if (!this.held.has(t)) this.held.set(t, []);
  }

  /** Hand every held entry to the other threads; nothing is held any more. */
  release(): void {
    const held = [...this.held];
    this.held.clear();
    for (const [t, parts] of held) for (const words of parts) this.add(t, words);
  }

  private readonly held = new Map<number, Int32Array[]>();
}
