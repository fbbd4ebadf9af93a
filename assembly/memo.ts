// Dusk memo of one hidden-history search (mirrors duskKey in src/search/reference/history.ts):
// the dusks of nights already searched without finding a history. Different paths
// often reach the same dusk (they differ only in yesterday's poison or the Butler's
// master, which dusk and the next choice overwrite), and a night that failed once from a
// dusk fails again. A fixed-size cache: an entry lost to a collision costs time, never a
// candidate, since only exact key matches are trusted.
import { KEY_WORDS, writeKey } from './memo-key.gen';

const SLOTS: i32 = 4096;
const PROBES: i32 = 4;
/** Words of an entry: generation, then KEY_WORDS of key. */
const ENTRY: i32 = KEY_WORDS + 1;
const TABLE: usize = memory.data(SLOTS * ENTRY << 2);
const KEY: usize = memory.data(KEY_WORDS << 2);

/** Entries of other searches carry an older generation and count as empty. */
let generation: i32 = 0;

/** Forget every entry (a new assignment, Drunk token or red herring). */
export function clearMemo(): void {
  // The table starts zeroed, so only a wrap of the generation clears it.
  if (generation == i32.MAX_VALUE) {
    memory.fill(TABLE, 0, <usize>(SLOTS * ENTRY) << 2);
    generation = 0;
  }
  generation++;
}

// @ts-ignore: decorator
@inline function keyAt(i: i32): i32 { return load<i32>(KEY + (<usize>i << 2)); }
// @ts-ignore: decorator
@inline function slotAt(slot: i32): usize { return TABLE + (<usize>(slot * ENTRY) << 2); }

/** Build the key of the current state at the dusk of phase `level`; returns its hash. */
function makeKey(level: i32): u32 {
  writeKey(KEY, level);
  let h: u32 = 2166136261;
  for (let i = 0; i < KEY_WORDS; i++) h = (h ^ <u32>keyAt(i)) * 16777619;
  return h ^ (h >> 15);
}

function matches(base: usize): bool {
  if (load<i32>(base) != generation) return false;
  for (let i = 0; i < KEY_WORDS; i++) if (load<i32>(base + (<usize>(i + 1) << 2)) != keyAt(i)) return false;
  return true;
}

/** Has the night at phase `level` already failed from the current state's dusk? */
export function failedBefore(level: i32): bool {
  const h = makeKey(level);
  for (let p = 0; p < PROBES; p++) {
    if (matches(slotAt(<i32>((h + <u32>p) & <u32>(SLOTS - 1))))) return true;
  }
  return false;
}

/** Record that the night at phase `level` fails from the current state's dusk. */
export function markFailed(level: i32): void {
  const h = makeKey(level);
  let slot = <i32>(h & <u32>(SLOTS - 1));
  for (let p = 0; p < PROBES; p++) {
    const at = <i32>((h + <u32>p) & <u32>(SLOTS - 1));
    if (load<i32>(slotAt(at)) != generation) { slot = at; break; }
  }
  const base = slotAt(slot);
  store<i32>(base, generation);
  memory.copy(base + 4, KEY, <usize>KEY_WORDS << 2);
}
