/**
 * The enumeration over several threads, and what a thread does once its own root branches
 * are done while another thread still enumerates: it walks the first layer's project
 * pass ahead of time (the ordinary one, or the unusual one when no ordinary assignment is
 * possible), from the far end of the search's order (the enumeration covers its
 * start), looking for what the worlds enumerated so far do not show — for the assignments
 * it refutes, and nothing else. Its worlds are dropped. Its refutations are held back from
 * the enumerating threads, whose node counts decide the candidates' order (turns), and go
 * to every thread as the enumeration ends, so that the passes after it skip those history
 * searches. Only work moves: an assignment with no legal history has none in any search,
 * and the passes after the enumeration do not depend on node counts.
 *
 * Measured on the 15-player, 5-night sweep game of seed 5, whose enumeration lies in one of
 * its two root branches: the project pass after it searched 1,155 histories, and 543–553
 * with the walk (bench/README.md, "Refuting ahead during the enumeration").
 */
import { branchWords, compileProgram } from '../../compile/program.ts';
import { rootProgramBranch, type Branch, type ProgramBranch } from '../../compile/branches.ts';
import { LAYOUT as L } from '../../compile/layout.ts';
import { seatMasks } from '../../compile/masks.ts';
import type { Game } from '../../model/game.ts';
import { R } from '../../rules/roles.ts';
import type { Sharing } from './passes.ts';
import type { RefutedExchange } from './refuted-exchange.ts';
import type { PassSetup, SeenElsewhere } from './slice-server.ts';

/** What the walk needs of the search: a setup from its parts, and the cells the worlds enumerated so far show. */
export interface WalkContext {
  game: Game;
  branches: readonly Branch[];
  setup(program: Int32Array | null, mode: number, extra: Partial<PassSetup>): PassSetup;
  /** Cells shown by the worlds enumerated so far, the ordinary ones only or all. */
  shown(ordinaryOnly: boolean): SeenElsewhere;
  /** Seats that may be the living Imp at the end (0 for a first-night search). */
  demonSeats: number;
}

/**
 * The pieces of the walk, last first: each root branch with its first two placed seats
 * fixed (every character each may have), so that the walk can stop between two pieces.
 */
export function walkPieces(game: Game, branches: readonly Branch[]): ProgramBranch[] {
  const masks = seatMasks(game);
  const pieces: ProgramBranch[] = [];
  branches.forEach((b, index) => {
    const seats = masks.map((_, s) => s).filter((s) => s !== b.impSeat).slice(0, 2);
    const options = (s: number | undefined) => (s === undefined ? [-1]
      : [...Array(32).keys()].filter((c) => ((masks[s]! >> c) & 1) !== 0 && c !== R.IMP && (b.baron || c !== R.BARON)));
    for (const first of options(seats[0])) for (const second of options(seats[1])) pieces.push({ ...b, index, fixed: [first, second] });
  });
  return pieces.reverse();
}

/**
 * The enumeration pass's work and sharing over `threads` (two or more), with the walk
 * ahead: `enumeration[t]` is thread t's enumeration; `stopped(t)` is called when thread t
 * has enough candidates; `end()` after the pass hands the walk's refutations over.
 */
export function refuteAhead(threads: number, exchange: RefutedExchange, context: WalkContext) {
  const state = new Array<'enumerate' | 'walk' | 'over'>(threads).fill('enumerate');
  const enumerating = () => state.includes('enumerate');
  let walk: { pieces: ProgramBranch[]; program: Int32Array; ordinary: boolean } | null = null;
  const loaded = new Set<number>();

  /**
   * The layer walked: the ordinary one (whose project pass runs first), or, when no
   * ordinary assignment is possible at all, the one that allows unusual rulings.
   */
  const layer = () => {
    const ordinary = { ...context.game, unusualAllowed: 0 };
    const pieces = walkPieces(ordinary, context.branches);
    if (pieces.length > 0 || context.game.unusualAllowed === 0) {
      return { pieces, program: compileProgram(ordinary, [rootProgramBranch(context.branches[0]!, 0)]), ordinary: true };
    }
    const game = context.game;
    return { pieces: walkPieces(game, context.branches), program: compileProgram(game, [rootProgramBranch(context.branches[0]!, 0)], true), ordinary: false };
  };

  /** The next piece of the walk for thread t, or null when the walk is over. */
  const nextPiece = (t: number): PassSetup | null => {
    walk ??= layer();
    const { program } = walk;
    const piece = walk.pieces.shift();
    if (!piece) return null;
    const shown = context.shown(walk.ordinary);
    return context.setup(loaded.has(t) ? null : (loaded.add(t), program), L.MODE_PROJECT, {
      wantStart: shown.start.map((m) => ~m), wantDemon: context.demonSeats & ~shown.demons,
      branch: Int32Array.from(branchWords(piece)),
      // Not bounded by maxNodes (it does not count there): the enumeration's end stops it.
      nodeCap: Number.MAX_SAFE_INTEGER,
    });
  };

  return {
    /** The pass's work: each thread's enumeration, then pieces of the walk while another thread enumerates. */
    work: (enumeration: readonly PassSetup[]) => {
      const given = new Set<number>();
      return (t: number): PassSetup | null => {
        if (!given.has(t)) { given.add(t); return enumeration[t] ?? null; }
        state[t] = 'over';
        const next = enumerating() ? nextPiece(t) : null;
        if (!next) return null;
        state[t] = 'walk';
        exchange.hold(t);
        return next;
      };
    },
    /** Is thread t walking ahead (its worlds are dropped, it never has enough)? */
    walking: (t: number) => state[t] === 'walk',
    /** Thread t has enough candidates: its enumeration is over. */
    stopped: (t: number) => { state[t] = 'over'; },
    /** The sharing of the pass: a walking thread works in short slices, not counted against maxNodes, and stops once nobody enumerates. */
    sharing: (base: Sharing): Sharing => ({
      ...base,
      settled: (t) => state[t] === 'walk' && !enumerating(),
      seen: (t) => (state[t] === 'walk' ? context.shown(walk?.ordinary ?? true) : undefined),
      ahead: (t) => state[t] === 'walk',
    }),
    /** After the pass: every thread gets what the walk refuted. */
    end: () => exchange.release(),
  };
}
