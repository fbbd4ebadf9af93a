/**
 * Compact storage of the worlds a search found and the checker verified: one fixed-size
 * row of i32 words per world in a growing typed array, instead of an object graph per
 * world. A row holds the assignment, the setup choices, each night's and day's choices
 * (src/compile/choice-fields.ts), the nights
 * of the reports with `night: null`, where the world came from (branch, order key, pass),
 * the unusual rulings its history relies on
 * and what the trusted replay established at the end of the record (characters, who is
 * alive, winner). Worlds are turned back into objects only when a result needs them.
 */
import type { Game } from '../../model/game.ts';
import type { State } from '../../kernel/state.ts';
import type { DayChoices, NightChoices, World } from '../../kernel/world.ts';
import { DAY_CHOICES, NIGHT_CHOICES, readChoices } from '../../compile/choice-fields.ts';
import { isEvilCode } from '../../rules/roles.ts';

/** Where a world came from: the search pass (layout.ts MODE_*), its root branch and order key in that pass. */
export interface WorldOrigin {
  pass: number;
  branch: number;
  order: number;
}

/** What the checker's replay established at the end of the record. */
export interface WorldEnd {
  roles: number[];
  alive: boolean[];
  winner: 'good' | 'evil' | null;
}

const WINNERS = [null, 'good', 'evil'] as const;

/** The worlds of one search of one game. Indices are stable (rows are only appended). */
export class WorldStore {
  readonly n: number;
  private readonly nights: number;
  private readonly days: number;
  private readonly floating: number[];
  private readonly fixedNights: number[];
  /** Words per row. */
  readonly stride: number;
  private data: Int32Array;
  private rows = 0;
  // Offsets inside a row.
  private readonly oNights: number;
  private readonly oDays: number;
  private readonly oFloat: number;
  private readonly oMeta: number;
  private readonly oEnd: number;

  constructor(game: Game) {
    this.n = game.n;
    this.nights = game.phases.filter((p) => p.phase === 'night').length;
    this.days = game.phases.length - this.nights;
    this.floating = game.reports.flatMap((r, i) => (r.night === null ? [i] : []));
    this.fixedNights = game.reports.map((r) => r.night ?? -1);
    this.oNights = this.n + 2;
    this.oDays = this.oNights + NIGHT_CHOICES.length * this.nights;
    this.oFloat = this.oDays + DAY_CHOICES.length * this.days;
    this.oMeta = this.oFloat + this.floating.length;
    this.oEnd = this.oMeta + 4;
    this.stride = this.oEnd + this.n + 2;
    this.data = new Int32Array(this.stride * 64);
  }

  /** Number of worlds stored. */
  get size(): number { return this.rows; }

  /** Append a verified world; returns its index. */
  add(world: World, origin: WorldOrigin, end: State): number {
    if ((this.rows + 1) * this.stride > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const at = this.rows * this.stride;
    const d = this.data;
    for (let s = 0; s < this.n; s++) d[at + s] = world.roles[s]!;
    d[at + this.n] = world.drunkShown;
    d[at + this.n + 1] = world.redHerring;
    for (let k = 0; k < this.nights; k++) {
      const c = world.nights[k];
      const o = at + this.oNights + NIGHT_CHOICES.length * k;
      NIGHT_CHOICES.forEach((field, j) => { d[o + j] = c?.[field] ?? -1; });
    }
    for (let k = 0; k < this.days; k++) {
      const c = world.days[k];
      const o = at + this.oDays + DAY_CHOICES.length * k;
      DAY_CHOICES.forEach((field, j) => { d[o + j] = c?.[field] ?? -1; });
    }
    this.floating.forEach((i, k) => { d[at + this.oFloat + k] = world.reportNights[i]!; });
    d[at + this.oMeta] = origin.pass;
    d[at + this.oMeta + 1] = origin.branch;
    d[at + this.oMeta + 2] = origin.order;
    d[at + this.oMeta + 3] = world.unusual;
    let alive = 0;
    for (let s = 0; s < this.n; s++) {
      d[at + this.oEnd + s] = end.roles[s]!;
      if (end.alive[s]) alive |= 1 << s;
    }
    d[at + this.oEnd + this.n] = alive;
    d[at + this.oEnd + this.n + 1] = WINNERS.indexOf(end.winner);
    return this.rows++;
  }

  /** Initial character (role code) of a seat in world i. */
  role(i: number, seat: number): number { return this.data[i * this.stride + seat]!; }

  /** The assignment of world i. */
  roles(i: number): number[] {
    return this.slice(i * this.stride, this.n);
  }

  /** A 32-bit hash of world i's assignment (equal assignments, equal hashes; see {@link sameAssignment}). */
  assignmentHash(i: number): number {
    const at = i * this.stride;
    let h = 2166136261;
    for (let s = 0; s < this.n; s++) h = Math.imul(h ^ this.data[at + s]!, 16777619);
    return h | 0;
  }

  /** True when worlds i and j start from the same assignment. */
  sameAssignment(i: number, j: number): boolean {
    const a = i * this.stride;
    const b = j * this.stride;
    for (let s = 0; s < this.n; s++) if (this.data[a + s] !== this.data[b + s]) return false;
    return true;
  }

  private slice(at: number, length: number): number[] {
    const out = new Array<number>(length);
    for (let k = 0; k < length; k++) out[k] = this.data[at + k]!;
    return out;
  }

  /** The unusual rulings world i's history relies on (a mask, src/compile/codes.ts); 0 for an ordinary world. */
  unusual(i: number): number { return this.data[i * this.stride + this.oMeta + 3]!; }

  /** Evil seats of world i's assignment (bit = seat). */
  evilTeam(i: number): number {
    let team = 0;
    for (let s = 0; s < this.n; s++) if (isEvilCode(this.role(i, s))) team |= 1 << s;
    return team;
  }

  origin(i: number): WorldOrigin {
    const at = i * this.stride + this.oMeta;
    return { pass: this.data[at]!, branch: this.data[at + 1]!, order: this.data[at + 2]! };
  }

  /** What the replay established at the end of the record for world i. */
  end(i: number): WorldEnd {
    const at = i * this.stride + this.oEnd;
    const alive = this.data[at + this.n]!;
    const living = new Array<boolean>(this.n);
    for (let s = 0; s < this.n; s++) living[s] = ((alive >> s) & 1) === 1;
    return { roles: this.slice(at, this.n), alive: living, winner: WINNERS[this.data[at + this.n + 1]!]! };
  }

  /** Seats holding a living Imp at the end of the record in world i (bit = seat). */
  livingImps(i: number, imp: number): number {
    const at = i * this.stride + this.oEnd;
    const alive = this.data[at + this.n]!;
    let mask = 0;
    for (let s = 0; s < this.n; s++) if (this.data[at + s] === imp && ((alive >> s) & 1) === 1) mask |= 1 << s;
    return mask;
  }

  /** World i as the kernel's object (for replay and for building a witness). */
  world(i: number): World {
    const at = i * this.stride;
    const d = this.data;
    // Plain loops: this runs for every candidate built (100,000 of them on a big table).
    const nights: NightChoices[] = [];
    for (let k = 0; k < this.nights; k++) nights.push(readChoices(NIGHT_CHOICES, d, at + this.oNights + NIGHT_CHOICES.length * k) as NightChoices);
    const days: DayChoices[] = [];
    for (let k = 0; k < this.days; k++) days.push(readChoices(DAY_CHOICES, d, at + this.oDays + DAY_CHOICES.length * k) as DayChoices);
    const reportNights = this.fixedNights.slice();
    for (let k = 0; k < this.floating.length; k++) reportNights[this.floating[k]!] = d[at + this.oFloat + k]!;
    return {
      roles: this.roles(i), drunkShown: d[at + this.n]!, redHerring: d[at + this.n + 1]!, nights, days, reportNights,
      unusual: d[at + this.oMeta + 3]!,
    };
  }
}
