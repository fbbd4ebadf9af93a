/**
 * Soldier hooks (rules reference §3.12, §3.15; TV36, TV39): `attacked` (through the engine's dispatch, `attackOn`) — the Demon's
 * attack on a healthy Soldier fails; a poisoned Soldier or the Drunk shown the Soldier
 * is not safe.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { nightStep as impStep } from '../../../src/rules/characters/imp.ts';
import { attackOn } from '../../../src/kernel/hooks.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { act, aliveExcept, deaths } from './helpers.ts';

// P1 Imp, P2 Poisoner, P3 Soldier, P4 Chef, P5 Mayor, P6 Monk, P7 Empath.
const ROLES: RoleId[] = ['imp', 'poisoner', 'soldier', 'chef', 'mayor', 'monk', 'empath'];

describe('soldier.attacked', () => {
  it('a healthy Soldier is safe', () => {
    expect(attackOn(board(ROLES), 2)).toBe('safe');
  });
  it('a poisoned Soldier is not', () => {
    expect(attackOn(board(ROLES, { poisoned: 2 }), 2)).toBe('dies');
  });
  it('the Drunk shown the Soldier is not', () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'drunk', 'chef', 'mayor', 'monk', 'empath', 'slayer'];
    expect(attackOn(board(roles, { drunkShown: 'soldier' }), 2)).toBe('dies');
  });
  it('nobody else is safe by this ability', () => {
    const s = board(ROLES);
    expect([0, 1, 3, 4, 5, 6].filter((x) => attackOn(s, x) === 'safe')).toEqual([]);
  });
  it('poison on another player leaves the Soldier safe', () => {
    expect(attackOn(board(ROLES, { poisoned: 3 }), 2)).toBe('safe');
  });
});

describe('the Soldier under the Imp\'s attack', () => {
  it('TV36: a healthy Soldier survives, a poisoned one dies', () => {
    expect(deaths(act(impStep, board(ROLES), 2, { imp: 2 }))).toEqual([]);
    expect(deaths(act(impStep, board(ROLES, { poisoned: 2 }), 2, { imp: 2 }))).toEqual([[2, 'demon']]);
  });
  it('TV39: a Mayor redirect onto a healthy Soldier kills nobody', () => {
    const io = act(impStep, board(ROLES), 2, { imp: 4, redirect: 2 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([]);
  });
  it('TV37: an attack on a dead Soldier does nothing either', () => {
    expect(deaths(act(impStep, board(ROLES, { alive: aliveExcept(7, [2]) }), 2, { imp: 2 }))).toEqual([]);
  });
});
