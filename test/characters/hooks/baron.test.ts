/**
 * Baron hooks (rules reference §1.2, §1.3, §3.21; TV02–TV04, TV80): `setup` — with the
 * Baron in play two Townsfolk become two Outsiders; Minions and the Demon are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { setup } from '../../../src/rules/characters/baron.ts';
import { MAX_PLAYERS, MIN_PLAYERS, setupCounts } from '../../../src/rules/setup.ts';

describe('baron.setup', () => {
  it('−2 Townsfolk, +2 Outsiders', () => {
    expect(setup([5, 0, 1, 1])).toEqual([3, 2, 1, 1]);
    expect(setup([9, 2, 3, 1])).toEqual([7, 4, 3, 1]);
  });
  it('for every player count: the same total, Minions and Demon unchanged (§1.3 table)', () => {
    const table: Record<number, [number, number]> = {
      5: [1, 2], 6: [1, 3], 7: [3, 2], 8: [3, 3], 9: [3, 4], 10: [5, 2], 11: [5, 3], 12: [5, 4], 13: [7, 2], 14: [7, 3], 15: [7, 4],
    };
    for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) {
      const base = setupCounts(n, false);
      const baron = setupCounts(n, true);
      expect([baron[0], baron[1]], `${n} players`).toEqual(table[n]);
      expect(baron[2]).toBe(base[2]);
      expect(baron[3]).toBe(base[3]);
      expect(baron.reduce((a, b) => a + b, 0)).toBe(n);
    }
  });
  it('TV02: 7 players with the Baron: 3 Townsfolk, 2 Outsiders', () => {
    expect(setupCounts(7, true)).toEqual([3, 2, 1, 1]);
  });
  it('TV03: 6 players with the Baron: 1 Townsfolk, 3 Outsiders, the Baron and the Imp', () => {
    expect(setupCounts(6, true)).toEqual([1, 3, 1, 1]);
  });
  it('TV04: 13 players with the Baron: 7 Townsfolk, 2 Outsiders, 3 Minions, the Imp', () => {
    expect(setupCounts(13, true)).toEqual([7, 2, 3, 1]);
  });
  it('TV80: at 9, 12 and 15 players the Baron forces all four Outsiders', () => {
    expect([9, 12, 15].map((n) => setupCounts(n, true)[1])).toEqual([4, 4, 4]);
  });
});
