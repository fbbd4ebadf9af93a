// What the possibilities searches still look for (src/search/possibilities.ts seeds it
// before each pass): per seat the starting characters no world has shown, the seats no
// world has shown as a living Imp at the end of the record, and the evil teams already
// seen. Every emitted world removes what it shows, so the search that follows prunes more.
import { EVIL_MASK, IMP, MINION_MASK, RECLUSE } from './vocab.gen';
import { MAX_SEATS, SEEN_START, TEAM_SEEN, WANT_START, getAt, setAt } from './layout';
import { isAlive, n, roles } from './world';

/** Bumped whenever the wanted starting characters change (cached unions depend on them). */
export let wantsVersion: i32 = 0;

/** Whether the project pass looks for unseen evil teams (else a team pass does, search/team-pass.ts). */
export let wantTeams: bool = true;
export function setWantTeams(on: i32): void { wantTeams = on != 0; }

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

/** Of the Demon-capable seats (mask) with the Imp at `impSeat`, those that may end as the living Imp. */
// @ts-ignore: decorator
@inline export function possibleDemons(capable: i32, impSeat: i32): i32 {
  return ((mayDie >> impSeat) & 1) != 0 ? capable : capable & (1 << impSeat);
}

/** Characters that can end the record as the Imp: the Imp, a Minion taking over, a Recluse catching the star-pass. */
export const DEMON_CAPABLE: i32 = MINION_MASK | (1 << IMP) | (1 << RECLUSE);

// @ts-ignore: decorator
@inline export function wantsStart(seat: i32, code: i32): bool {
  return ((getAt(WANT_START, seat) >> code) & 1) != 0;
}

// @ts-ignore: decorator
@inline export function teamSeen(team: i32): bool {
  return ((load<u8>(TEAM_SEEN + (<usize>team >> 3)) >> <u8>(team & 7)) & 1) != 0;
}

/** Seats holding the Imp and alive in the current state. */
export function livingImps(): i32 {
  let mask = 0;
  for (let s = 0; s < n; s++) if (isAlive(s) && unchecked(roles[s]) == IMP) mask |= 1 << s;
  return mask;
}

/** Evil teams marked seen (bits set in TEAM_SEEN). */
let seenTeams: i32 = 0;

/** Count the teams the host marked seen (after it wrote TEAM_SEEN). */
export function countSeenTeams(): void {
  wantsVersion++;
  seenTeams = 0;
  for (let w: usize = 0; w < <usize>(1 << MAX_SEATS) >> 5; w++) seenTeams += popcnt<i32>(load<i32>(TEAM_SEEN + (w << 2)));
}

/** Ways to choose k of m (k at most 3: Trouble Brewing has at most three Minions). */
function choose(m: i32, k: i32): i32 {
  if (k < 0 || k > m) return 0;
  if (k == 0) return 1;
  if (k == 1) return m;
  if (k == 2) return m * (m - 1) / 2;
  return m * (m - 1) * (m - 2) / 6;
}

/**
 * Can an unseen evil team still come of `evil` (the evil seats so far) plus `k` more of
 * the seats in `open` (seats that may still take a Minion)? More ways than seen teams
 * settle it at once; otherwise each way is looked up.
 */
export function teamReachable(evil: i32, open: i32, k: i32): bool {
  if (!wantTeams) return false;
  const m = popcnt<i32>(open);
  const ways = choose(m, k);
  if (ways == 0) return false;
  if (ways > seenTeams) return true;
  if (k == 0) return !teamSeen(evil);
  for (let a = open; a != 0; a &= a - 1) {
    const x = a & -a;
    if (k == 1) { if (!teamSeen(evil | x)) return true; continue; }
    for (let c = a & (a - 1); c != 0; c &= c - 1) {
      const y = c & -c;
      if (k == 2) { if (!teamSeen(evil | x | y)) return true; continue; }
      for (let d = c & (c - 1); d != 0; d &= d - 1) if (!teamSeen(evil | x | y | (d & -d))) return true;
    }
  }
  return false;
}

/** Evil seats (mask) of an assignment. */
export function evilTeam(assigned: StaticArray<i32>): i32 {
  let team = 0;
  for (let s = 0; s < n; s++) if ((EVIL_MASK >> unchecked(assigned[s])) & 1) team |= 1 << s;
  return team;
}

/** Does the assignment show a starting character or an evil team not seen yet? */
export function assignmentIsNew(assigned: StaticArray<i32>): bool {
  for (let s = 0; s < n; s++) if (wantsStart(s, unchecked(assigned[s]))) return true;
  return wantTeams && !teamSeen(evilTeam(assigned));
}

/** Seats of the assignment that could hold the Imp at the end and are still wanted. */
export function demonsWanted(assigned: StaticArray<i32>): i32 {
  let mask = 0;
  let impSeat = 0;
  for (let s = 0; s < n; s++) {
    const r = unchecked(assigned[s]);
    if ((DEMON_CAPABLE >> r) & 1) mask |= 1 << s;
    if (r == IMP) impSeat = s;
  }
  return possibleDemons(mask, impSeat) & wantDemon;
}

/** Record a found world: its assignment's cells and team, and the living Imps of the current (final) state. */
export function markSeen(assigned: StaticArray<i32>): void {
  wantsVersion++;
  for (let s = 0; s < n; s++) setAt(WANT_START, s, getAt(WANT_START, s) & ~(1 << unchecked(assigned[s])));
  const team = evilTeam(assigned);
  if (!teamSeen(team)) seenTeams++;
  const at = TEAM_SEEN + (<usize>team >> 3);
  store<u8>(at, load<u8>(at) | <u8>(1 << <u8>(team & 7)));
  wantDemon &= ~livingImps();
}

/**
 * What another search thread found in branches before this thread's current one (the
 * host decides which): per seat the starting characters no longer wanted (SEEN_START,
 * n words), Demon seats (`demons`), and evil teams (the host ORs them into TEAM_SEEN). A
 * world found there comes first in the canonical order, so none found here for the same
 * cell could be its example.
 */
export function forgetSeen(demons: i32): void {
  for (let s = 0; s < n; s++) setAt(WANT_START, s, getAt(WANT_START, s) & ~getAt(SEEN_START, s));
  wantDemon &= ~demons;
  countSeenTeams();
}
