/**
 * Recluse hooks (rules reference §3.16, §3.19; ruling Q3): `registers` — a Recluse may
 * register as evil, a Minion or the Demon while not poisoned, even when dead;
 * `demonDeath` — a living, healthy Recluse may catch the Imp's star-pass.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { claimOf } from '../../../src/kernel/hooks.ts';
import { canRegisterAs, canRegisterEvil, canRegisterGood, canRegisterTeam } from '../../../src/kernel/registration.ts';
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
  it('only the Recluse (and, the other way, the Spy) may register as the other alignment', () => {
    const s = board(['imp', 'spy', 'recluse', 'chef', 'empath', 'monk', 'soldier', 'mayor']);
    const other = (x: number) => (s.evil[x] ? canRegisterGood(s, x) : canRegisterEvil(s, x));
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(other)).toEqual([1, 2]);
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
  const PASS = { aliveBefore: 8, starPass: true };
  it('ruling Q3: a healthy Recluse may catch the star-pass', () => {
    expect(demonDeath(board(ROLES), 2, PASS)).toBe('recluse_star_pass');
  });
  it('a poisoned Recluse may not; nor may any Recluse when the Imp dies another way', () => {
    expect(demonDeath(board(ROLES, { poisoned: 2 }), 2, PASS)).toBe('none');
    expect(demonDeath(board(ROLES), 2, { aliveBefore: 8, starPass: false })).toBe('none');
  });
  it('only a Recluse claims it this way (Minions do so as Minions, by the Imp\'s rule)', () => {
    const s = board(ROLES);
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((x) => claimOf(s, x, PASS) !== 'none')).toEqual([2]);
  });
});
