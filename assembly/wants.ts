// What the possibilities searches still look for (src/search/per-seat/possibilities.ts seeds it
// before each pass): per seat the starting characters no world has shown, and the seats
// no world has shown as a living Imp at the end of the record (evil teams have a pass of
// their own, src/search/per-seat/team-pass.ts). Every emitted world removes what it shows, so the
// search that follows prunes more.
import { IMP, MINION_MASK, P_UNUSUAL, RECLUSE, SCARLET_WOMAN, UNUSUAL_SCARLET_WOMAN_RECLUSE } from './vocab.gen';
import { P, SEEN_START, WANT_START, getAt, setAt } from './layout';
import { isAlive, n, roles } from './world';

/** Bumped whenever the wanted starting characters change (cached unions depend on them). */
export let wantsVersion: i32 = 0;

/** Seats not yet seen as the living Imp at the end of the record (bit = seat). */
export let wantDemon: i32 = 0;
export function setWantDemon(mask: i32): void { wantDemon = mask; }

/**
 * Seats whose death the record allows (a death list naming them, a night with unknown
 * deaths, an execution or a Slayer shot). The Demon moves only when the Imp dies, so
 * with the Imp's seat outside this mask the starting Imp is the Imp at the end.
 */
export let mayDie: i32 = -1;
export function setMayDie(mask: i32): void { mayDie = mask; }

/** Whether the program allows ruling Q13 (unusual): the Scarlet Woman may become a second Imp when a healthy Recluse dies. */
export let q13: bool = false;
export function setQ13(): void { q13 = (P(P_UNUSUAL) & UNUSUAL_SCARLET_WOMAN_RECLUSE) != 0; }

/**
 * Of the Demon-capable seats (mask) with the Imp at `impSeat`, those that may end as the
 * living Imp: all of them when the starting Imp may die; else the starting Imp and the
 * seats that may hold a second Imp while it lives (`secondImps`: ruling Q13, secondImps()).
 */
// @ts-ignore: decorator
@inline export function possibleDemons(capable: i32, impSeat: i32, secondImps: i32): i32 {
  return ((mayDie >> impSeat) & 1) != 0 ? capable : capable & ((1 << impSeat) | secondImps);
}

/** Characters that can end the record as the Imp: the Imp, a Minion taking over, a Recluse catching the star-pass. */
export const DEMON_CAPABLE: i32 = MINION_MASK | (1 << IMP) | (1 << RECLUSE);

/**
 * Ruling Q13: the seats that may hold a second Imp beside the starting one, given the
 * seats that may be the Scarlet Woman (`sw`) and a Minion (`minions`), when a seat that
 * may be the Recluse may die: she may become it, and if she may die too, her star-pass
 * may make a Minion it.
 */
// @ts-ignore: decorator
@inline export function secondImps(sw: i32, minions: i32, recluseMayDie: bool): i32 {
  if (!q13 || !recluseMayDie) return 0;
  return (sw & mayDie) != 0 ? sw | minions : sw;
}

// @ts-ignore: decorator
@inline export function wantsStart(seat: i32, code: i32): bool {
  return ((getAt(WANT_START, seat) >> code) & 1) != 0;
}

/** Seats holding the Imp and alive in the current state. */
export function livingImps(): i32 {
  let mask = 0;
  for (let s = 0; s < n; s++) if (isAlive(s) && unchecked(roles[s]) == IMP) mask |= 1 << s;
  return mask;
}

/** Does the assignment show a starting character not seen yet? (Evil teams: search/per-seat/team-pass.ts.) */
export function assignmentIsNew(assigned: StaticArray<i32>): bool {
  for (let s = 0; s < n; s++) if (wantsStart(s, unchecked(assigned[s]))) return true;
  return false;
}

/** Seats of the assignment that could hold the Imp at the end and are still wanted. */
export function demonsWanted(assigned: StaticArray<i32>): i32 {
  let mask = 0;
  let impSeat = 0;
  let sw = 0;
  let minions = 0;
  let recluseMayDie = false;
  for (let s = 0; s < n; s++) {
    const r = unchecked(assigned[s]);
    if ((DEMON_CAPABLE >> r) & 1) mask |= 1 << s;
    if (r == IMP) impSeat = s;
    if (r == SCARLET_WOMAN) sw = 1 << s;
    if ((MINION_MASK >> r) & 1) minions |= 1 << s;
    if (r == RECLUSE && ((mayDie >> s) & 1) != 0) recluseMayDie = true;
  }
  return possibleDemons(mask, impSeat, secondImps(sw, minions, recluseMayDie)) & wantDemon;
}

/** Record a found world: its assignment's cells, and the living Imps of the current (final) state. */
export function markSeen(assigned: StaticArray<i32>): void {
  wantsVersion++;
  for (let s = 0; s < n; s++) setAt(WANT_START, s, getAt(WANT_START, s) & ~(1 << unchecked(assigned[s])));
  wantDemon &= ~livingImps();
}

/** A new pass: caches computed for earlier wants are stale. */
export function wantsChanged(): void { wantsVersion++; }

/**
 * What another search thread found in branches before this thread's current one (the
 * host decides which): per seat the starting characters no longer wanted (SEEN_START,
 * n words) and Demon seats (`demons`). A world found there comes first in the canonical
 * order, so none found here for the same cell could be its example.
 */
export function forgetSeen(demons: i32): void {
  wantsVersion++;
  for (let s = 0; s < n; s++) setAt(WANT_START, s, getAt(WANT_START, s) & ~getAt(SEEN_START, s));
  wantDemon &= ~demons;
}
