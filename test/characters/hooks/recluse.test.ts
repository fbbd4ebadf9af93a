/**
 * Recluse hooks (rules reference §3.16, §3.19; ruling Q3): `registers` — a Recluse may
 * register as evil, a Minion or the Demon while not poisoned, even when dead;
 * `demonDeath` — a living, healthy Recluse may catch the Imp's star-pass.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/kernel/board.ts';
import { canRegisterAs, canRegisterEvil, canRegisterTeam } from '../../../src/kernel/registration.ts';
import { demonDeath, registers } from '../../../src/rules/characters/recluse.ts';
import { R, TEAM_INDEX, type RoleId } from '../../../src/rules/roles.ts';
import { aliveExcept } from './helpers.ts';

// P1 Imp, P2 Poisoner, P3 Recluse, P4 Chef, P5 Empath, P6 Monk, P7 Soldier, P8 Mayor.
const ROLES: RoleId[] = ['imp', 'poisoner', 'recluse', 'chef', 'empath', 'monk', 'soldier', 'mayor'];

describe('recluse.registers', () => {
  it('a healthy Recluse may register falsely', () => {
    expect(registers(board(ROLES), 2)).toBe(true);
  });
  it('even when dead', () => {
    expect(registers(board(ROLES, { alive: aliveExcept(8, [2]) }), 2)).toBe(true);
  });
  it('a poisoned Recluse registers truly, alive or dead', () => {
    expect(registers(board(ROLES, { poisoned: 2 }), 2)).toBe(false);
    expect(registers(board(ROLES, { poisoned: 2, alive: aliveExcept(8, [2]) }), 2)).toBe(false);
  });
  it('nobody else registers by this ability (a Spy neither)', () => {
    const s = board(['imp', 'spy', 'recluse', 'chef', 'empath', 'monk', 'soldier', 'mayor']);
    expect([0, 1, 3, 4, 5, 6, 7].filter((x) => registers(s, x))).toEqual([]);
  });
  it('what the registration allows: evil, any Minion, the Demon — never a Townsfolk', () => {
    const s = board(ROLES);
    expect(canRegisterEvil(s, 2)).toBe(true);
    expect(canRegisterTeam(s, 2, TEAM_INDEX.Demon)).toBe(true);
    expect([R.POISONER, R.SPY, R.SCARLET_WOMAN, R.BARON, R.IMP].every((r) => canRegisterAs(s, 2, r))).toBe(true);
    expect(canRegisterAs(s, 2, R.CHEF)).toBe(false);
    expect(canRegisterEvil(board(ROLES, { poisoned: 2 }), 2)).toBe(false);
  });
});

describe('recluse.demonDeath', () => {
  it('ruling Q3: a living, healthy Recluse may catch the star-pass', () => {
    expect(demonDeath(board(ROLES), 2)).toBe(true);
  });
  it('a dead or poisoned Recluse may not', () => {
    expect(demonDeath(board(ROLES, { alive: aliveExcept(8, [2]) }), 2)).toBe(false);
    expect(demonDeath(board(ROLES, { poisoned: 2 }), 2)).toBe(false);
  });
  it('only a Recluse catches it this way (Minions do so as Minions)', () => {
    const s = board(ROLES);
    expect([0, 1, 3, 4, 5, 6, 7].filter((x) => demonDeath(s, x))).toEqual([]);
  });
});
