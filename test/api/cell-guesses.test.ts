/**
 * Guesses before the project pass (src/search/per-seat/cell-guesses.ts): the assignments proposed
 * for a cell no world shows yet. That the per-seat answer is unchanged by them is checked
 * where the answer is compared with a complete enumeration (test/invariants/possibilities.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ALL_ROLES_MASK, R, TEAM_OF_CODE } from '../../src/rules/roles.ts';
import { cellGuesses } from '../../src/search/per-seat/cell-guesses.ts';

const world = [R.IMP, R.POISONER, R.CHEF, R.EMPATH, R.MONK, R.SOLDIER, R.SAINT];
const popcount = (x: number) => x.toString(2).replace(/0/g, '').length;
const typeCounts = (roles: readonly number[]) => [0, 1, 2, 3].map((t) => roles.filter((r) => TEAM_OF_CODE[r] === t).length);

describe('cell guesses', () => {
  it('puts an unseen character at a seat by exchanging seats, or by a character of its type leaving play', () => {
    const n = world.length;
    const masks = new Array<number>(n).fill(0).map((_, s) => 1 << world[s]!);
    masks[2] = (1 << R.CHEF) | (1 << R.EMPATH) | (1 << R.VIRGIN);
    masks[3] = (1 << R.EMPATH) | (1 << R.CHEF);
    const shown = Int32Array.from(world, (r) => 1 << r);
    const guesses = cellGuesses(masks, shown, [world], 4);
    expect(guesses).toEqual([
      [R.IMP, R.POISONER, R.EMPATH, R.CHEF, R.MONK, R.SOLDIER, R.SAINT], // seat 2 as the Empath: seats 2 and 3 exchange
      [R.IMP, R.POISONER, R.VIRGIN, R.EMPATH, R.MONK, R.SOLDIER, R.SAINT], // seat 2 as the Virgin: the Chef leaves play
      [R.IMP, R.POISONER, R.VIRGIN, R.CHEF, R.MONK, R.SOLDIER, R.SAINT], // or the Empath leaves, seat 3 taking the Chef
    ]);
    // Seat 3 as the Chef is the first guess again: never offered twice.
  });

  it('keeps every type\'s count, fits every mask, repeats no known world, and stops at perCell per cell', () => {
    const n = world.length;
    const masks = new Array<number>(n).fill(ALL_ROLES_MASK);
    const shown = Int32Array.from(world, (r) => 1 << r);
    const other = [R.IMP, R.SPY, R.CHEF, R.EMPATH, R.MONK, R.SOLDIER, R.SAINT];
    const guesses = cellGuesses(masks, shown, [world, other], 1);
    expect(guesses.length).toBeGreaterThan(0);
    const keys = guesses.map((g) => g.join(','));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(world.join(','));
    expect(keys).not.toContain(other.join(','));
    for (const g of guesses) {
      expect(typeCounts(g)).toEqual(typeCounts(world));
      expect(g.every((code, s) => ((masks[s]! >> code) & 1) === 1)).toBe(true);
    }
    // At most one guess (perCell) for each cell no known world shows.
    const unseen = masks.reduce((sum, m, s) => sum + popcount(m & ~shown[s]!), 0);
    expect(guesses.length).toBeLessThanOrEqual(unseen);
  });
});
