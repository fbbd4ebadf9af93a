/**
 * Guesses for the per-seat answer of a big table (../wasm-driver.ts, before the project pass).
 * A starting character that no world found so far shows at a seat is often one small
 * change away from a world already known: the character placed at that seat, the seat's own
 * character moved to where a character of the same type was (which leaves play), or, if
 * the character is in play elsewhere, the two seats' characters exchanged. Each such
 * assignment is tried on its own (one history search) before the project pass walks the
 * whole table for what is still unseen; on 15-player, 5-night tables with few reports the
 * walk took seconds refuting assignment after assignment to find those worlds.
 * A guess only proposes an assignment: the search and the checker decide, so this changes
 * which worlds are found first, never the answer.
 */
import { TEAM_OF_CODE } from '../../rules/roles.ts';

/**
 * Up to `perCell` guessed assignments (starting character codes by seat) for each cell —
 * seat s, character c allowed by `masks[s]` and not in `shown[s]` — in a fixed order (seat,
 * character, then the known worlds in the given order, then the seat a character leaves
 * from). Each guess fits every seat's mask; none repeats a known world or another guess.
 */
export function cellGuesses(
  masks: readonly number[], shown: Int32Array, known: readonly (readonly number[])[], perCell: number,
): number[][] {
  const n = masks.length;
  // One character per code (codes are below 32): a cheap key. The known worlds' keys are
  // made only when a first guess needs them — on a table of 100,000 known worlds, where
  // nearly every cell is shown, often never (they took a tenth of such a call).
  const key = (w: readonly number[]) => String.fromCharCode(...w);
  let seen: Set<string> | null = null;
  const out: number[][] = [];
  const offer = (guess: number[]): boolean => {
    if (!guess.every((code, s) => ((masks[s]! >> code) & 1) !== 0)) return false;
    seen ??= new Set(known.map(key));
    const k = key(guess);
    if (seen.has(k)) return false;
    seen.add(k);
    out.push(guess);
    return true;
  };
  for (let s = 0; s < n; s++) {
    for (let wanted = masks[s]! & ~shown[s]!; wanted !== 0; wanted &= wanted - 1) {
      const c = 31 - Math.clz32(wanted & -wanted);
      let made = 0;
      for (const world of known) {
        if (made >= perCell) break;
        const at = world.indexOf(c);
        if (at >= 0) { // in play elsewhere: the two seats exchange
          const guess = world.slice();
          guess[at] = world[s]!;
          guess[s] = c;
          if (offer(guess)) made++;
          continue;
        }
        // Not in play: c comes in at s, and a character of c's type leaves (s's own, or
        // another seat's, which then takes s's character), so every type keeps its count.
        for (let leaves = 0; leaves < n && made < perCell; leaves++) {
          const k = (s + leaves) % n;
          if (TEAM_OF_CODE[world[k]!] !== TEAM_OF_CODE[c]) continue;
          const guess = world.slice();
          guess[k] = world[s]!;
          guess[s] = c;
          if (offer(guess)) made++;
        }
      }
    }
  }
  return out;
}
