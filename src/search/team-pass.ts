/**
 * The evil teams of a big table, in a pass of their own after the project pass. A team
 * (the Imp's seat and the Minions' seats at the start) is a cell of the per-seat answer,
 * but the project pass walks the seats in order and learns only late whether a partial
 * assignment can still make an unseen team, so tables with few reports, where thousands
 * of teams are possible, took seconds. Here each team no world has shown yet is searched
 * on its own: the program's masks narrowed to it (its Imp seat's root branches, its other
 * seats to Minions, every other seat to good characters), stopping at its first world.
 * A team that search exhausts is impossible. Only the set of teams is reported (no
 * example per team), so the answer does not depend on which thread searched which team.
 */
import type { Branch } from '../compile/branches.ts';
import { DEMON_MASK, EVIL_MASK, MINION_MASK } from '../rules/roles.ts';
import { setupCounts } from '../rules/setup.ts';

/** One team to search: its seats (bit mask), the narrowed masks and which root branches. */
export interface TeamSearch {
  team: number;
  masks: Int32Array;
  run: { first: number; count: number };
}

/**
 * The teams no world in `seen` shows, each with its narrowed masks, in a fixed order (Imp
 * seat, then the Minions' seats as a mask).
 */
export function teamSearches(n: number, masks: readonly number[], branches: readonly Branch[], seen: ReadonlySet<number>): TeamSearch[] {
  const minions = setupCounts(n, false)[2];
  const out: TeamSearch[] = [];
  for (let imp = 0; imp < n; imp++) {
    const first = branches.findIndex((b) => b.impSeat === imp);
    if (first < 0) continue;
    const count = branches.filter((b) => b.impSeat === imp).length;
    const open = masks.flatMap((m, s) => (s !== imp && (m & MINION_MASK) !== 0 ? [s] : []));
    for (const seats of choose(open, minions)) {
      const team = seats.reduce((t, s) => t | (1 << s), 1 << imp);
      if (seen.has(team)) continue;
      const narrowed = Int32Array.from(masks, (m, s) => (s === imp ? m & DEMON_MASK : (team >> s) & 1 ? m & MINION_MASK : m & ~EVIL_MASK));
      if (narrowed.some((m) => m === 0)) continue; // some seat can hold nothing: no world
      out.push({ team, masks: narrowed, run: { first, count } });
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
