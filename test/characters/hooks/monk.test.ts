/**
 * Monk hooks (rules reference §3.8, §3.15; TV33–TV35): `nightStep` — the living Monk's
 * choice of another player: a healthy Monk protects them (a `protect` effect); a poisoned
 * Monk or the Drunk shown the Monk chooses but protects nobody. The protection ends when
 * the Monk dies (kernel/effects.ts, §4.5).
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { nightStep as impStep } from '../../../src/rules/characters/imp.ts';
import { nightStep } from '../../../src/rules/characters/monk.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { act, action, aliveExcept, deaths, effectsOf, failedPaths } from './helpers.ts';

// P1 Monk, P2 Imp, P3 Poisoner, P4 Chef, P5 Empath, P6 Soldier, P7 Mayor.
const ROLES: RoleId[] = ['monk', 'imp', 'poisoner', 'chef', 'empath', 'soldier', 'mayor'];

describe('monk.nightStep', () => {
  it('a healthy Monk protects the chosen player', () => {
    const s = board(ROLES);
    const io = act(nightStep, s, 2, { monk: 4 });
    expect(io.failures).toEqual([]);
    expect(effectsOf(io, 'protect').map((e) => e.seat)).toEqual([4]);
    expect(s.protectedSeat).toBe(4);
  });
  it('TV33: the protected player survives the Imp\'s attack', () => {
    const s = board(ROLES);
    act(nightStep, s, 2, { monk: 4 });
    const io = act(impStep, s, 2, { imp: 4 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([]);
    expect(s.alive[4]).toBe(true);
  });
  it('TV34: the Monk may not choose themself', () => {
    const s = board(ROLES);
    const io = act(nightStep, s, 2, { monk: 0 });
    expect(failedPaths(io)).toEqual(['$.phases[2]']);
    expect(effectsOf(io, 'protect')).toEqual([]);
    expect(s.protectedSeat).toBe(-1);
  });
  it('TV35: a poisoned Monk chooses but protects nobody; the Imp\'s kill lands', () => {
    const s = board(ROLES, { poisoned: 0 });
    const io = act(nightStep, s, 2, { monk: 4 });
    expect(io.failures).toEqual([]);
    expect(effectsOf(io, 'protect')).toEqual([]);
    expect(deaths(act(impStep, s, 2, { imp: 4 }))).toEqual([[4, 'demon']]);
  });
  it('§3.15: the Drunk shown the Monk chooses but protects nobody', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'soldier', 'mayor', 'slayer'];
    const s = board(roles, { drunkShown: 'monk' });
    const io = act(nightStep, s, 2, { monk: 4 }, [action('monk', 0, 4)]);
    expect(io.failures).toEqual([]);
    expect(effectsOf(io, 'protect')).toEqual([]);
    expect(s.protectedSeat).toBe(-1);
  });
  it('the Drunk shown the Monk still must make a legal choice (not themself)', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'soldier', 'mayor', 'slayer'];
    expect(failedPaths(act(nightStep, board(roles, { drunkShown: 'monk' }), 2, { monk: 0 }))).toEqual(['$.phases[2]']);
  });
  it('a dead Monk does not choose: a choice or a recorded Monk action fails', () => {
    const dead = () => board(ROLES, { alive: aliveExcept(7, [0]) });
    expect(failedPaths(act(nightStep, dead(), 2, { monk: 4 }))).toEqual(['$.phases[2]']);
    expect(failedPaths(act(nightStep, dead(), 2, { monk: -1 }, [action('monk', 0, 4)]))).toEqual(['$.phases[2].actions[0]']);
    const quiet = act(nightStep, dead(), 2, {});
    expect(quiet.failures).toEqual([]);
    expect(effectsOf(quiet, 'protect')).toEqual([]);
  });
  it('a living Monk must choose someone', () => {
    expect(failedPaths(act(nightStep, board(ROLES), 2, { monk: -1 }))).toEqual(['$.phases[2]']);
  });
  it('a recorded Monk action must match the choice', () => {
    expect(act(nightStep, board(ROLES), 2, { monk: 4 }, [action('monk', 0, 4)]).failures).toEqual([]);
    expect(failedPaths(act(nightStep, board(ROLES), 2, { monk: 4 }, [action('monk', 0, 3)]))).toEqual(['$.phases[2].actions[0]']);
    expect(failedPaths(act(nightStep, board(ROLES), 2, { monk: 4 }, [action('monk', 3, 4)]))).toEqual(['$.phases[2].actions[0]']);
  });
  it('§4.5: the protection ends at once when the Monk dies', () => {
    const s = board(ROLES);
    act(nightStep, s, 2, { monk: 4 });
    // The Imp kills the Monk; a later attack that night (e.g. the new Imp's) would find P5 unprotected.
    act(impStep, s, 2, { imp: 0 });
    expect(s.protectedSeat).toBe(-1);
  });
});
