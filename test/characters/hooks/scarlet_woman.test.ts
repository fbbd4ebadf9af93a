/**
 * Scarlet Woman hooks (rules reference §3.20; TV41, TV46, TV47, TV49, TV53): `demonDeath`
 * — who must become the Imp when the Imp dies with `aliveBefore` alive: a living, healthy
 * Scarlet Woman with 5 or more alive before that death, else nobody (-1); `nightStep` —
 * nothing recorded to check (she wakes only to learn she is the Imp).
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO } from '../../../src/kernel/board.ts';
import { demonDiesByDay } from '../../../src/kernel/day-deaths.ts';
import { demonDeath, nightStep } from '../../../src/rules/characters/scarlet_woman.ts';
import { R, type RoleId } from '../../../src/rules/roles.ts';
import { act, aliveExcept, winner } from './helpers.ts';

// P1 Imp, P2 Poisoner, P3 Scarlet Woman, P4 Chef, … (10 players, two Minions).
const ROLES: RoleId[] = ['imp', 'poisoner', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'];

describe('scarlet_woman.demonDeath', () => {
  it('5 or more alive before the death and she is alive and healthy: her seat', () => {
    expect(demonDeath(board(ROLES), 5)).toBe(2);
    expect(demonDeath(board(ROLES), 6)).toBe(2);
    expect(demonDeath(board(ROLES), 10)).toBe(2);
  });
  it('TV47: 4 alive before the death: nobody', () => {
    expect(demonDeath(board(ROLES), 4)).toBe(-1);
  });
  it('TV49: a poisoned Scarlet Woman: nobody', () => {
    expect(demonDeath(board(ROLES, { poisoned: 2 }), 7)).toBe(-1);
  });
  it('a dead Scarlet Woman: nobody', () => {
    expect(demonDeath(board(ROLES, { alive: aliveExcept(10, [2]) }), 9)).toBe(-1);
  });
  it('no Scarlet Woman in play, or she already is the Imp: nobody', () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'baron', 'chef', 'empath', 'monk', 'soldier', 'saint', 'butler', 'slayer'];
    expect(demonDeath(board(roles), 10)).toBe(-1);
    expect(demonDeath(board(ROLES, { alive: aliveExcept(10, [0]), now: { 2: 'imp' } }), 9)).toBe(-1);
  });
});

describe('scarlet_woman.nightStep', () => {
  it('emits nothing and checks nothing', () => {
    const io = act(nightStep, board(ROLES, { alive: aliveExcept(10, [0]), now: { 2: 'imp' } }), 2, {});
    expect(io.effects).toEqual([]);
    expect(io.failures).toEqual([]);
  });
});

describe('the Scarlet Woman when the Imp dies by day (kernel demonDiesByDay calls the hook)', () => {
  it('TV46: the Imp executed with 6 alive: she becomes the Imp; the game goes on', () => {
    const s = board(ROLES, { alive: aliveExcept(10, [6, 7, 8, 9]) });
    const io = recordingIO(s);
    demonDiesByDay(io, s, 0, 'execution');
    expect(io.failures).toEqual([]);
    expect(s.roles[2]).toBe(R.IMP);
    expect(s.alive[0]).toBe(false);
    expect(winner(io)).toBeNull();
  });
  it('TV47: the Imp executed with 4 alive: she stays the Scarlet Woman', () => {
    const s = board(ROLES, { alive: aliveExcept(10, [4, 5, 6, 7, 8, 9]) });
    const io = recordingIO(s);
    demonDiesByDay(io, s, 0, 'execution');
    expect(io.failures).toEqual([]);
    expect(s.roles[2]).toBe(R.SCARLET_WOMAN);
  });
});
