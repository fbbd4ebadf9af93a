// Debug build only (assembly/debug/steps.ts): the mechanical state of world.ts as a flat
// block of i32 words, so that a host can set it and read it back field by field. The
// layout is mirrored by test/steps/wasm-steps.ts (ST_*); change both together.
//
// Writing goes through world.ts's own functions only (setters, die, setDrunkShown), so
// this file needs no export added to the kernel and follows the kernel's rules for what
// each field means.
import { IMP, WASHERWOMAN } from '../vocab.gen';
import { MAX_SEATS } from '../layout';
import {
  BY_DEMON, BY_SLAYER, aliveMask, deadVotes, die, diedTonight, drunkShown, evilMask, executedDeath, executedToday,
  master, n, placed, poisonSource, poisoned, protectedSeat, redHerring, roles, setDrunkShown, setExecutedDeath,
  setExecutedToday, setMaster, setN, setPlaced, setPoison, setProtected, setRedHerring, setUnusual, setWinner, shown,
  spendGhostVote, spendSlayer, spendVirgin, unusual, usedSlayer, usedVirgin, winner,
} from '../world';

export const ST_N: i32 = 0;
export const ST_DRUNK_SHOWN: i32 = 1;
export const ST_RED_HERRING: i32 = 2;
export const ST_EVIL: i32 = 3;
export const ST_ALIVE: i32 = 4;
export const ST_POISONED: i32 = 5;
export const ST_POISON_SOURCE: i32 = 6;
export const ST_PROTECTED: i32 = 7;
export const ST_MASTER: i32 = 8;
export const ST_DIED_TONIGHT: i32 = 9;
export const ST_EXECUTED_DEATH: i32 = 10;
export const ST_EXECUTED_TODAY: i32 = 11;
export const ST_WINNER: i32 = 12;
export const ST_PLACED_LO: i32 = 13;
export const ST_PLACED_HI: i32 = 14;
export const ST_USED_SLAYER: i32 = 15;
export const ST_USED_VIRGIN: i32 = 16;
export const ST_DEAD_VOTES: i32 = 17;
export const ST_ROLES: i32 = 18;
export const ST_SHOWN: i32 = ST_ROLES + MAX_SEATS;
export const ST_UNUSUAL: i32 = ST_SHOWN + MAX_SEATS;
export const ST_WORDS: i32 = ST_UNUSUAL + 1;

/** The transfer block. */
export const STATE: usize = memory.data(ST_WORDS << 2);

// @ts-ignore: decorator
@inline function get(i: i32): i32 { return load<i32>(STATE + (<usize>i << 2)); }
// @ts-ignore: decorator
@inline function put(i: i32, v: i32): void { store<i32>(STATE + (<usize>i << 2), v); }

/**
 * Set the world's state from the block. setDrunkShown starts a game (everyone alive,
 * every other field cleared) and derives the alignment from the characters, so it runs on
 * stand-in characters with the block's alignment; then the real characters and tokens are
 * written, the dead die (into tonight's deaths when the block says so) and every other
 * field is set through its setter.
 */
export function putState(): void {
  const count = get(ST_N);
  setN(count);
  const evil = get(ST_EVIL);
  for (let s = 0; s < MAX_SEATS; s++) unchecked(roles[s] = ((evil >> s) & 1) != 0 ? IMP : WASHERWOMAN);
  setDrunkShown(get(ST_DRUNK_SHOWN));
  for (let s = 0; s < MAX_SEATS; s++) {
    unchecked(roles[s] = get(ST_ROLES + s));
    unchecked(shown[s] = get(ST_SHOWN + s));
  }
  const alive = get(ST_ALIVE);
  const tonight = get(ST_DIED_TONIGHT);
  for (let s = 0; s < count; s++) {
    if (((alive >> s) & 1) == 0) die(s, ((tonight >> s) & 1) != 0 ? BY_DEMON : BY_SLAYER);
  }
  setRedHerring(get(ST_RED_HERRING));
  setPoison(get(ST_POISONED), get(ST_POISON_SOURCE));
  setProtected(get(ST_PROTECTED));
  setMaster(get(ST_MASTER));
  setExecutedDeath(get(ST_EXECUTED_DEATH));
  setExecutedToday(get(ST_EXECUTED_TODAY));
  setWinner(get(ST_WINNER));
  setPlaced((<i64><u32>get(ST_PLACED_LO)) | (<i64>get(ST_PLACED_HI) << 32));
  const slayer = get(ST_USED_SLAYER);
  const virgin = get(ST_USED_VIRGIN);
  const votes = get(ST_DEAD_VOTES);
  for (let s = 0; s < count; s++) {
    if ((slayer >> s) & 1) spendSlayer(s);
    if ((virgin >> s) & 1) spendVirgin(s);
    if ((votes >> s) & 1) spendGhostVote(s);
  }
  setUnusual(get(ST_UNUSUAL));
}

/** Write the world's state into the block. */
export function getState(): void {
  put(ST_N, n);
  put(ST_DRUNK_SHOWN, drunkShown);
  put(ST_RED_HERRING, redHerring);
  put(ST_EVIL, evilMask);
  put(ST_ALIVE, aliveMask);
  put(ST_POISONED, poisoned);
  put(ST_POISON_SOURCE, poisonSource);
  put(ST_PROTECTED, protectedSeat);
  put(ST_MASTER, master);
  put(ST_DIED_TONIGHT, diedTonight);
  put(ST_EXECUTED_DEATH, executedDeath);
  put(ST_EXECUTED_TODAY, executedToday);
  put(ST_WINNER, winner);
  put(ST_PLACED_LO, <i32>placed);
  put(ST_PLACED_HI, <i32>(placed >> 32));
  put(ST_USED_SLAYER, usedSlayer);
  put(ST_USED_VIRGIN, usedVirgin);
  put(ST_DEAD_VOTES, deadVotes);
  put(ST_UNUSUAL, unusual);
  for (let s = 0; s < MAX_SEATS; s++) {
    put(ST_ROLES + s, unchecked(roles[s]));
    put(ST_SHOWN + s, unchecked(shown[s]));
  }
}
