/**
 * Drunk hooks (rules reference §1.4, §3.15; TV06): `setup` — the shown token: any Townsfolk
 * not in play ([-1] without a Drunk). That the Drunk is never healthy and wakes as the shown
 * token is kernel/state.ts (`isHealthy`, `actsAs`), checked here too.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { actsAs, isHealthy } from '../../../src/kernel/state.ts';
import { setup } from '../../../src/rules/characters/drunk.ts';
import { ROLES, ROLE_IDS, R, type RoleId } from '../../../src/rules/roles.ts';
import { code } from './helpers.ts';

const codes = (roles: RoleId[]) => roles.map(code);
const ids = (cs: number[]) => cs.map((c) => ROLE_IDS[c]);

describe('drunk.setup', () => {
  it('without a Drunk: no shown token', () => {
    expect(setup(codes(['imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor']))).toEqual([-1]);
  });
  it('the Townsfolk not in play, and only those', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
    const townsfolk = ROLES.filter((r) => r.team === 'Townsfolk').map((r) => r.id);
    expect(ids(setup(codes(roles)))).toEqual(townsfolk.filter((id) => !roles.includes(id)));
  });
  it('TV06: never a Townsfolk in play; never an Outsider, Minion or Demon', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
    const shown = setup(codes(roles));
    expect(shown.filter((c) => roles.includes(ROLE_IDS[c]!))).toEqual([]);
    expect(shown.every((c) => ROLES[c]!.team === 'Townsfolk')).toBe(true);
  });
  it('with every other Townsfolk in play, exactly the missing one', () => {
    const all = ROLE_IDS.filter((id) => ROLES[code(id)]!.team === 'Townsfolk' && id !== 'slayer');
    expect(ids(setup(codes(['drunk', 'imp', ...all])))).toEqual(['slayer']);
  });
});

describe('the Drunk in play (kernel state)', () => {
  const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
  it('is never healthy, poisoned or not', () => {
    expect(isHealthy(board(roles, { drunkShown: 'slayer' }), 0)).toBe(false);
    expect(isHealthy(board(roles, { drunkShown: 'slayer', poisoned: 0 }), 0)).toBe(false);
  });
  it('wakes as the shown Townsfolk, is still the Drunk, and is good', () => {
    const s = board(roles, { drunkShown: 'slayer' });
    expect(actsAs(s, 0, R.SLAYER)).toBe(true);
    expect(actsAs(s, 0, R.CHEF)).toBe(false);
    expect(s.roles[0]).toBe(R.DRUNK);
    expect(s.shown[0]).toBe(R.SLAYER);
    expect(s.evil[0]).toBe(false);
  });
});
