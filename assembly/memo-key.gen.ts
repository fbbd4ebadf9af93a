// GENERATED from src/compile/state-fields.ts by `npm run gen:vocab` — do not edit by hand.
// The dusk memo key of the history search (assembly/memo.ts): the DUSK_KEY fields, packed.
import { aliveMask, deadVotes, executedDeath, n, placed, roles, unusual, usedSlayer, usedVirgin, winner } from './world';

/** Words of a key. */
export const KEY_WORDS: i32 = 10;

/** Write the key of the current state at the dusk of phase `level` at `key`. */
export function writeKey(key: usize, level: i32): void {
  // Characters packed 5 bits each (codes < 32), six seats per word.
  for (let w = 0; w < 3; w++) {
    let packed = 0;
    for (let k = 0; k < 6; k++) {
      const s = w * 6 + k;
      if (s < n) packed |= (unchecked(roles[s]) + 1) << (5 * k);
    }
    store<i32>(key + (<usize>w << 2), packed);
  }
  store<i32>(key + 12, aliveMask | (usedSlayer << 16));
  store<i32>(key + 16, usedVirgin | (deadVotes << 16));
  store<i32>(key + 20, winner | ((executedDeath + 1) << 8) | (level << 16));
  store<i32>(key + 24, unusual);
  store<i64>(key + 32, placed);
}
