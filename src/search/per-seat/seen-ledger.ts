/**
 * What the project pass has shown, cell by cell, with the least order key
 * (../threads/piece-queue.ts worldKey: the search's depth-first order) of a world that showed it. The pass is cut
 * into pieces that threads take as they come free; a thread starting a piece, or in the
 * middle of one, stops looking for what any thread showed before that piece's key. Only
 * earlier worlds count: the example of a cell is its first world in that order
 * (possibilities.ts), so a world found for the cell after the piece's start could still
 * be beaten by one in the piece, while one found before it cannot. Whoever searches the
 * piece holding a cell's first world is therefore still looking for the cell when it
 * gets there, and the answer does not depend on how the threads are timed or how many
 * there are; only the work saved does. Keys cover the first seats only (layout.ts
 * KEY_SEATS), so pieces split off deeper share a key: none of them counts as before the
 * other, each keeps looking for what the other showed, and the examples are still the
 * first worlds in the search's order (possibilities.ts breaks ties by the characters).
 */
import type { SeenElsewhere } from '../threads/slice-server.ts';

const NONE = Infinity;
/** Role codes per seat in the per-cell table (bits of an i32 mask). */
const CODES = 32;

/** What a pass looks for at its start. */
export interface Wants {
  /** Per seat, the starting characters looked for (bit = role code). */
  wantStart: Int32Array;
  /** Seats looked for as the living Imp at the end. */
  wantDemon: number;
}

export class SeenLedger {
  /** Least key of a world showing seat s as starting character r, at s * CODES + r. */
  private readonly start: Float64Array;
  /** Least key of a world showing seat s as the living Imp at the end. */
  private readonly demons: Float64Array;
  /** What each thread knows already (from its start and the news since). */
  private readonly told: { start: Int32Array; demons: number }[];

  /** `n` seats, `threads` search threads, and what the pass looks for at its start. */
  constructor(private readonly n: number, threads: number, private readonly initial: Wants) {
    this.start = new Float64Array(n * CODES).fill(NONE);
    this.demons = new Float64Array(n).fill(NONE);
    this.told = Array.from({ length: threads }, () => ({ start: new Int32Array(n), demons: 0 }));
  }

  /** A world of order key `branch`: its starting characters and living Imps at the end (bit = seat). */
  add(branch: number, roles: readonly number[], livingImps: number): void {
    roles.forEach((r, s) => { const at = s * CODES + r; if (branch < this.start[at]!) this.start[at] = branch; });
    for (let s = 0; s < this.n; s++) if ((livingImps >> s) & 1 && branch < this.demons[s]!) this.demons[s] = branch;
  }

  /** Per seat, the starting characters shown by a world before key `branch`. */
  private startBefore(branch: number): Int32Array {
    const out = new Int32Array(this.n);
    for (let s = 0; s < this.n; s++) {
      let mask = 0;
      for (let r = 0; r < CODES; r++) if (this.start[s * CODES + r]! < branch) mask |= 1 << r;
      out[s] = mask;
    }
    return out;
  }

  private demonsBefore(branch: number): number {
    let mask = 0;
    for (let s = 0; s < this.n; s++) if (this.demons[s]! < branch) mask |= 1 << s;
    return mask;
  }

  /** What thread t looks for when it starts a piece of least key `branch`: the initial wants less what was shown before it. */
  wantsAt(t: number, branch: number): Wants {
    const start = this.startBefore(branch);
    const demons = this.demonsBefore(branch);
    this.told[t] = { start, demons };
    return {
      wantStart: this.initial.wantStart.map((m, s) => m & ~start[s]!),
      wantDemon: this.initial.wantDemon & ~demons,
    };
  }

  /** What thread t, in a piece of least key `branch`, has not been told yet and may stop looking for; undefined: nothing. */
  news(t: number, branch: number): SeenElsewhere | undefined {
    const told = this.told[t]!;
    const start = this.startBefore(branch);
    const demons = this.demonsBefore(branch);
    const any = (demons & ~told.demons) !== 0 || start.some((m, s) => (m & ~told.start[s]!) !== 0);
    told.start = start;
    told.demons = demons;
    return any ? { start, demons } : undefined;
  }
}
