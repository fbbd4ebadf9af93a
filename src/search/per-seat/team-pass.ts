/**
 * The evil teams of a big table, in a pass of their own after the project pass. A team
 * (the seats of the Imp and the Minions at the start, whichever holds the Imp) is a cell of the per-seat answer,
 * but the project pass walks the seats in order and learns only late whether a partial
 * assignment can still make an unseen team, so tables with few reports, where thousands
 * of teams are possible, took seconds. Here each team no world has shown yet is searched
 * on its own: the program's masks narrowed to it (its seats to evil characters, every
 * other seat to good ones, the root branches with the Imp on one of its seats), stopping at
 * its first world.
 * A team that search exhausts is impossible. Only the set of teams is reported (no
 * example per team), so the answer does not depend on which thread searched which team.
 *
 * A possible team's first world used to take dozens of refuted assignments to find (15
 * players, three nights: about 20,000 nodes a team): the walk tries characters in code
 * order and thrashes in the last seats. Teams come in an order in which neighbours (one
 * seat swapped between the good and the evil side) are close, so a few single assignments
 * are tried first: the worlds of neighbouring teams already found, with the swapped seats'
 * characters exchanged (`guessesFor`). Only when they fail is the team searched in full.
 * This changes only the order in which assignments are tried, never which teams are
 * found; which world is found first may depend on the threads, but team worlds are never
 * shown (every cell has an example from an earlier pass).
 */
import type { Branch } from '../../compile/branches.ts';
import { DEMON_MASK, EVIL_MASK } from '../../rules/roles.ts';
import { setupCounts } from '../../rules/setup.ts';
import type { TeamFits } from './team-counts.ts';

/** One team to search: its seats (bit mask), the narrowed masks and which root branches. */
export interface TeamSearch {
  team: number;
  masks: Int32Array;
  run: { first: number; count: number };
}

/**
 * The teams no world in `seen` shows, each with its narrowed masks, in a fixed order (the
 * seats as a sorted list, lexicographic); none that `fits` refutes (team-counts.ts).
 * A team is a set of seats, whichever of them holds the Imp: one search covers every root
 * branch whose Imp seat is in the set (the walk places no Imp where the mask forbids it).
 */
export function teamSearches(
  n: number, masks: readonly number[], branches: readonly Branch[], seen: ReadonlySet<number>, fits: TeamFits = () => true,
): TeamSearch[] {
  const size = setupCounts(n, false)[2] + 1;
  const out: TeamSearch[] = [];
  const open = masks.flatMap((m, s) => ((m & EVIL_MASK) !== 0 ? [s] : []));
  for (const seats of choose(open, size)) {
    const team = seats.reduce((t, s) => t | (1 << s), 0);
    if (seen.has(team)) continue;
    const imps = branches.flatMap((b, i) => ((team >> b.impSeat) & 1 && (masks[b.impSeat]! & DEMON_MASK) !== 0 ? [i] : []));
    if (imps.length === 0) continue; // no seat of it can start as the Imp
    const narrowed = Int32Array.from(masks, (m, s) => ((team >> s) & 1 ? m & EVIL_MASK : m & ~EVIL_MASK));
    if (narrowed.some((m) => m === 0)) continue; // some seat can hold nothing: no world
    if (!fits(team, narrowed)) continue; // the first night's counts refute it (team-counts.ts)
    const first = imps[0]!;
    out.push({ team, masks: narrowed, run: { first, count: imps[imps.length - 1]! - first + 1 } });
  }
  return out;
}

/** Guesses tried per team before its full search (team-pass.ts file comment). */
export const GUESSES_PER_TEAM = 4;

/**
 * Assignments to try first for `search`, at most GUESSES_PER_TEAM: the starting characters
 * of known worlds whose team differs from the searched one by one seat on each side (then
 * two), with those seats' characters swapped (same characters in play, so same Drunk token
 * and bluffs), as single-character masks; those that break a seat's mask are left out.
 * `worldOfTeam` gives a known world's characters by its team.
 */
export function guessesFor(n: number, search: TeamSearch, worldOfTeam: (team: number) => readonly number[] | undefined): Int32Array[] {
  const { team } = search;
  const evil: number[] = [];
  const good: number[] = [];
  for (let s = 0; s < n; s++) ((team >> s) & 1 ? evil : good).push(s);
  const out: Int32Array[] = [];
  const tryFrom = (swaps: [number, number][]): boolean => {
    let other = team;
    for (const [e, g] of swaps) other = (other & ~(1 << e)) | (1 << g);
    const roles = worldOfTeam(other);
    if (!roles) return false;
    const guess = Int32Array.from(roles);
    for (const [e, g] of swaps) { guess[e] = roles[g]!; guess[g] = roles[e]!; }
    if (guess.every((code, s) => ((search.masks[s]! >> code) & 1) !== 0)) out.push(guess.map((code) => 1 << code));
    return out.length >= GUESSES_PER_TEAM;
  };
  for (const e of evil) for (const g of good) if (tryFrom([[e, g]])) return out;
  for (let i = 0; i < evil.length; i++) {
    for (let j = i + 1; j < evil.length; j++) {
      for (let a = 0; a < good.length; a++) {
        for (let b = a + 1; b < good.length; b++) {
          if (tryFrom([[evil[i]!, good[a]!], [evil[j]!, good[b]!]])) return out;
        }
      }
    }
  }
  return out;
}

/** Every k-subset of `items`, in lexicographic order. */
function* choose(items: readonly number[], k: number, from = 0): Generator<number[]> {
  if (k === 0) { yield []; return; }
  for (let i = from; i <= items.length - k; i++) {
    for (const rest of choose(items, k - 1, i + 1)) yield [items[i]!, ...rest];
  }
}

/** How far ahead of the next team `TeamQueue` looks for one no other thread's search makes wait. */
const LOOKAHEAD = 64;

/** Whether two teams differ by one seat on each side (a team's guesses come from such neighbours' worlds). */
export function neighbours(a: number, b: number): boolean {
  let x = a ^ b;
  let count = 0;
  for (; x !== 0 && count <= 2; x &= x - 1) count++;
  return count === 2;
}

/**
 * The team searches of a pass, handed to the threads in their order, except that a thread
 * does not start a team while another thread is searching a neighbour of it: on one thread
 * the neighbour's world is known by then and gives the team a guess, while a team started
 * alongside it gets no guess and may need its full search (1-night seed 33 of 15 players:
 * 29 M nodes, against a 5.9 M team pass on one thread). Such a team waits in `skipped` and
 * goes first once its neighbours are done; when every team left waits, so does the thread.
 * On one thread nothing is ever skipped. Which teams exist does not depend on the order in
 * which they are searched.
 */
export class TeamQueue {
  private next = 0;
  private readonly skipped: TeamSearch[] = [];

  constructor(private readonly searches: readonly TeamSearch[]) {}

  /**
   * The next team for a thread while the other threads search the teams `busy`: undefined
   * when none is left, 'wait' when every team left (within LOOKAHEAD) has a neighbour among
   * them (the caller waits for one of those searches to end, then asks again).
   */
  take(busy: readonly number[]): TeamSearch | 'wait' | undefined {
    const blocked = (search: TeamSearch) => busy.some((team) => neighbours(team, search.team));
    const free = this.skipped.findIndex((search) => !blocked(search));
    if (free >= 0) return this.skipped.splice(free, 1)[0];
    for (let scanned = 0; scanned < LOOKAHEAD && this.next < this.searches.length; scanned++) {
      const search = this.searches[this.next++]!;
      if (!blocked(search)) return search;
      this.skipped.push(search);
    }
    if (this.skipped.length === 0 && this.next >= this.searches.length) return undefined;
    return 'wait';
  }
}

