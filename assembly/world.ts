// The world under test at a leaf: one initial assignment plus hidden choices.
import { DRUNK } from './vocab.gen';
import { MAX_SEATS } from './layout';

export const roles = new StaticArray<i32>(MAX_SEATS);
export const shown = new StaticArray<i32>(MAX_SEATS);

export let n: i32 = 0;
export let drunkShown: i32 = -1;
export let redHerring: i32 = -1;
export let poisoned: i32 = -1;
export let master: i32 = -1;
export let butlerSeat: i32 = -1;

export function setN(v: i32): void { n = v; }
export function setRedHerring(v: i32): void { redHerring = v; }
export function setPoisoned(v: i32): void { poisoned = v; }
export function setMaster(v: i32, butler: i32): void { master = v; butlerSeat = butler; }

/** Set the Drunk's token and derive every seat's shown token. */
export function setDrunkShown(v: i32): void {
  drunkShown = v;
  for (let s = 0; s < n; s++) {
    const r = unchecked(roles[s]);
    unchecked(shown[s] = r == DRUNK ? v : r);
  }
}

/** Seat holding a role, or -1. */
export function seatOf(role: i32): i32 {
  for (let s = 0; s < n; s++) if (unchecked(roles[s]) == role) return s;
  return -1;
}
