// The world under test: one initial assignment, its setup choices, and the mechanical
// state of the game as the history search plays it (mirrors src/kernel/state.ts).
import { DRUNK, IMP, EVIL_MASK } from './vocab.gen';
import { MAX_SEATS } from './layout';

export const roles = new StaticArray<i32>(MAX_SEATS);
export const shown = new StaticArray<i32>(MAX_SEATS);

export let n: i32 = 0;
export let drunkShown: i32 = -1;
export let redHerring: i32 = -1;
/** Alignment at setup, one bit per seat (never changes in Trouble Brewing). */
export let evilMask: i32 = 0;
export let aliveMask: i32 = 0;
export let poisoned: i32 = -1;
export let poisonSource: i32 = -1;
export let protectedSeat: i32 = -1;
/** The Butler's current master (there is at most one Butler). */
export let master: i32 = -1;
export let diedTonight: i32 = 0;
export let executedDeath: i32 = -1;
export let executedToday: i32 = 0;
/** 0 while the game goes on, 1 good won, 2 evil won. */
export let winner: i32 = 0;
/** Reports with night null placed so far (bit = rank among them). */
export let placed: i64 = 0;
/** Spent Slayer and Virgin abilities, one bit per seat. */
export let usedSlayer: i32 = 0;
export let usedVirgin: i32 = 0;
export function spendSlayer(s: i32): void { usedSlayer |= 1 << s; }
/** Dead players who have spent their one ghost vote, one bit per seat. */
export let deadVotes: i32 = 0;
/** The unusual rulings this history has relied on so far (UNUSUAL_* bits of vocab.gen.ts). */
export let unusual: i32 = 0;
export function setUnusual(v: i32): void { unusual = v; }
export function spendGhostVote(s: i32): void { deadVotes |= 1 << s; }
export function spendVirgin(s: i32): void { usedVirgin |= 1 << s; }

export function setN(v: i32): void { n = v; }
/** Dusk: poison and protection end; tonight's deaths start empty. */
export function dusk(): void { poisoned = -1; poisonSource = -1; protectedSeat = -1; diedTonight = 0; }
export function setRedHerring(v: i32): void { redHerring = v; }
/** Set who is alive (a bit per seat): only to ask a check about another moment and set it back (victim-filter.ts). */
export function setAliveMask(v: i32): void { aliveMask = v; }
export function setPoison(target: i32, source: i32): void { poisoned = target; poisonSource = source; }
export function setProtected(v: i32): void { protectedSeat = v; }
export function setMaster(v: i32): void { master = v; }
export function setPlaced(v: i64): void { placed = v; }
export function setWinner(v: i32): void { if (winner == 0) winner = v; }
export function setExecutedDeath(v: i32): void { executedDeath = v; }
export function setExecutedToday(v: i32): void { executedToday = v; }

/** Set the Drunk's token, derive every seat's shown token, and start the game: all alive. */
export function setDrunkShown(v: i32): void {
  drunkShown = v;
  evilMask = 0;
  for (let s = 0; s < n; s++) {
    const r = unchecked(roles[s]);
    unchecked(shown[s] = r == DRUNK ? v : r);
    if ((EVIL_MASK >> r) & 1) evilMask |= 1 << s;
  }
  aliveMask = (1 << n) - 1;
  poisoned = -1; poisonSource = -1; protectedSeat = -1; master = -1;
  diedTonight = 0; executedDeath = -1; executedToday = 0; winner = 0; placed = 0;
  usedSlayer = 0; usedVirgin = 0; deadVotes = 0; unusual = 0;
}

// @ts-ignore: decorator
@inline export function isAlive(s: i32): bool { return ((aliveMask >> s) & 1) != 0; }
/**
 * The nearest other seat to `seat` going `step` (-1 or +1) round the table that is alive in
 * `alive` (bit = seat), or -1: an Empath's neighbour (characters/empath.ts, empath-ahead.ts).
 */
export function nearestLiving(seat: i32, alive: i32, step: i32): i32 {
  for (let k = 1; k < n; k++) {
    const a = ((seat + step * k) % n + n) % n;
    if (a != seat && ((alive >> a) & 1) != 0) return a;
  }
  return -1;
}
// @ts-ignore: decorator
@inline export function isEvilSeat(s: i32): bool { return ((evilMask >> s) & 1) != 0; }
// @ts-ignore: decorator
@inline export function healthy(s: i32): bool { return unchecked(roles[s]) != DRUNK && poisoned != s; }

/** Does the seat wake as this character: it is it, or the Drunk shown it? */
export function actsAs(s: i32, role: i32): bool {
  const r = unchecked(roles[s]);
  return r == role || (r == DRUNK && unchecked(shown[s]) == role);
}

/** Seat holding a role (alive or dead), or -1. */
export function seatOf(role: i32): i32 {
  for (let s = 0; s < n; s++) if (unchecked(roles[s]) == role) return s;
  return -1;
}

/** Living seat holding a role, or -1. */
export function livingSeatOf(role: i32): i32 {
  for (let s = 0; s < n; s++) if (isAlive(s) && unchecked(roles[s]) == role) return s;
  return -1;
}

export function livingCount(): i32 { return popcnt<i32>(aliveMask); }

/** How a player dies: at night (the Demon), by execution, or shot by the Slayer by day. */
export const BY_DEMON: i32 = 0;
export const BY_EXECUTION: i32 = 1;
export const BY_SLAYER: i32 = 2;

/** A player dies (at night by the Demon, by execution or by a Slayer's shot); their poison ends with them. */
export function die(s: i32, cause: i32): void {
  aliveMask &= ~(1 << s);
  if (cause == BY_EXECUTION) executedDeath = s; else if (cause == BY_DEMON) diedTonight |= 1 << s;
  if (poisonSource == s) { poisoned = -1; poisonSource = -1; }
}

/** A player becomes the Imp (`ruling`: the UNUSUAL_* bit the choice rests on, or 0); a Poisoner who does stops poisoning at once. */
export function becomeImp(s: i32, ruling: i32): void {
  unusual |= ruling;
  if (poisonSource == s) { poisoned = -1; poisonSource = -1; }
  unchecked(roles[s] = IMP);
}

// BEGIN GENERATED snapshot: src/compile/state-fields.ts, `npm run gen:vocab` — do not edit by hand.
/** Words of a saved state (see save/restore). */
export const SNAP_WORDS: i32 = 32;

/** Save the changing part of the state at `base`. */
export function save(base: usize): void {
  for (let s = 0; s < MAX_SEATS; s++) store<i32>(base + (<usize>s << 2), unchecked(roles[s]));
  store<i32>(base + 64, aliveMask);
  store<i32>(base + 68, poisoned);
  store<i32>(base + 72, poisonSource);
  store<i32>(base + 76, protectedSeat);
  store<i32>(base + 80, master);
  store<i32>(base + 84, diedTonight);
  store<i32>(base + 88, executedDeath);
  store<i32>(base + 92, executedToday);
  store<i32>(base + 96, winner);
  store<i64>(base + 104, placed);
  store<i32>(base + 112, usedSlayer);
  store<i32>(base + 116, usedVirgin);
  store<i32>(base + 120, deadVotes);
  store<i32>(base + 124, unusual);
}

/** Restore a state saved at `base`. */
export function restore(base: usize): void {
  for (let s = 0; s < MAX_SEATS; s++) unchecked(roles[s] = load<i32>(base + (<usize>s << 2)));
  aliveMask = load<i32>(base + 64);
  poisoned = load<i32>(base + 68);
  poisonSource = load<i32>(base + 72);
  protectedSeat = load<i32>(base + 76);
  master = load<i32>(base + 80);
  diedTonight = load<i32>(base + 84);
  executedDeath = load<i32>(base + 88);
  executedToday = load<i32>(base + 92);
  winner = load<i32>(base + 96);
  placed = load<i64>(base + 104);
  usedSlayer = load<i32>(base + 112);
  usedVirgin = load<i32>(base + 116);
  deadVotes = load<i32>(base + 120);
  unusual = load<i32>(base + 124);
}

/** Do two saved states lead to the same future (their `future` fields agree)? */
export function sameFuture(a: usize, b: usize): bool {
  for (let s = 0; s < n; s++) if (load<i32>(a + (<usize>s << 2)) != load<i32>(b + (<usize>s << 2))) return false;
  return load<i32>(a + 64) == load<i32>(b + 64) &&
    load<i32>(a + 68) == load<i32>(b + 68) &&
    load<i32>(a + 72) == load<i32>(b + 72) &&
    load<i32>(a + 80) == load<i32>(b + 80) &&
    load<i32>(a + 96) == load<i32>(b + 96) &&
    load<i64>(a + 104) == load<i64>(b + 104) &&
    load<i32>(a + 112) == load<i32>(b + 112) &&
    load<i32>(a + 116) == load<i32>(b + 116) &&
    load<i32>(a + 120) == load<i32>(b + 120) &&
    load<i32>(a + 124) == load<i32>(b + 124);
}
// END GENERATED snapshot
