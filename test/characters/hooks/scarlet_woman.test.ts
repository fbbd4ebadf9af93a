/**
 * Scarlet Woman hooks (rules reference §3.20; TV41, TV46, TV47, TV49, TV53): `demonDeath`
 * — her claim when the Imp dies with `aliveBefore` alive: a healthy Scarlet Woman with 5
 * or more alive before that death must take over (the engine asks only living seats);
 * `nightStep` —
 * nothing recorded to check (she wakes only to learn she is the Imp).
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO } from '../../../src/play/board.ts';
import { dayDeath } from '../../../src/kernel/day-deaths.ts';
import { claimOf } from '../../../src/kernel/hooks.ts';
import { demonDeath, nightStep } from '../../../src/rules/characters/scarlet_woman.ts';
import { R, type RoleId } from '../../../src/rules/roles.ts';
import { act, aliveExcept, winner } from './helpers.ts';

// P1 Imp, P2 Poisoner, P3 Scarlet Woman, P4 Chef, … (10 players, two Minions).
const ROLES: RoleId[] = ['imp', 'poisoner', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'];

describe('scarlet_woman.demonDeath', () => {
  const death = (aliveBefore: number, starPass = false) => ({ aliveBefore, starPass });
  it('5 or more alive before the death and she is healthy: she must take over, by day or on a star-pass', () => {
    expect(demonDeath(board(ROLES), 2, death(5))).toBe('must');
    expect(demonDeath(board(ROLES), 2, death(6, true))).toBe('must');
    expect(demonDeath(board(ROLES), 2, death(10))).toBe('must');
  });
  it('TV47: 4 alive before the death: no claim', () => {
    expect(demonDeath(board(ROLES), 2, death(4))).toBe('none');
  });
  it('TV49: a poisoned Scarlet Woman: no claim', () => {
    expect(demonDeath(board(ROLES, { poisoned: 2 }), 2, death(7))).toBe('none');
  });
  it('nobody else has her claim; once she is the Imp, neither has she', () => {
    const s = board(ROLES);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => claimOf(s, x, death(10)) === 'must')).toEqual([2]);
    expect(claimOf(board(ROLES, { alive: aliveExcept(10, [0]), now: { 2: 'imp' } }), 2, death(9))).toBe('none');
  });
});

describe('scarlet_woman.nightStep', () => {
  it('emits nothing and checks nothing', () => {
    const io = act(nightStep, board(ROLES, { alive: aliveExcept(10, [0]), now: { 2: 'imp' } }), 2, {});
    expect(io.effects).toEqual([]);
    expect(io.failures).toEqual([]);
  });
});

describe('the Scarlet Woman when the Imp dies by day (kernel dayDeath asks the living seats\' claims)', () => {
  it('TV46: the Imp executed with 6 alive: she becomes the Imp; the game goes on', () => {
    const s = board(ROLES, { alive: aliveExcept(10, [6, 7, 8, 9]) });
    const io = recordingIO(s);
    dayDeath(io, s, 0, 'execution');
    expect(io.failures).toEqual([]);
    expect(s.roles[2]).toBe(R.IMP);
    expect(s.alive[0]).toBe(false);
    expect(winner(io)).toBeNull();
  });
  it('TV47: the Imp executed with 4 alive: she stays the Scarlet Woman', () => {
    const s = board(ROLES, { alive: aliveExcept(10, [4, 5, 6, 7, 8, 9]) });
    const io = recordingIO(s);
    dayDeath(io, s, 0, 'execution');
    expect(io.failures).toEqual([]);
    expect(s.roles[2]).toBe(R.SCARLET_WOMAN);
  });
  it('a dead Scarlet Woman does not take over: good wins', () => {
    const s = board(ROLES, { alive: aliveExcept(10, [2]) });
    const io = recordingIO(s);
    dayDeath(io, s, 0, 'execution');
    expect(io.failures).toEqual([]);
    expect(s.roles[2]).toBe(R.SCARLET_WOMAN);
    expect(winner(io)).toBe('good');
  });
});
