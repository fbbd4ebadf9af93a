/**
 * Washerwoman hooks (rules reference §3.1; TV13, TV78): `info` — one of the pair registers
 * as the learned Townsfolk (a healthy Spy may stand in for any Townsfolk, the Drunk never);
 * `nightStep` — her reports woken at her step.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { info, nightStep } from '../../../src/rules/characters/washerwoman.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { code, failedPaths, learners, rep, wake } from './helpers.ts';

// P1 Washerwoman, P2 Imp, P3 Spy, P4 Chef, P5 Monk, P6 Empath, P7 Soldier.
const ROLES: RoleId[] = ['washerwoman', 'imp', 'spy', 'chef', 'monk', 'empath', 'soldier'];
const ww = (targets: [number, number], learned: RoleId, fields = {}) =>
  rep(0, 'washerwoman', { night: 1, targets, targetRole: code(learned), ...fields });

describe('washerwoman.info', () => {
  it('one of the pair actually is the Townsfolk: true, whichever of the two it is', () => {
    const s = board(ROLES);
    expect(info(s, ww([3, 1], 'chef'))).not.toBeNull();
    expect(info(s, ww([1, 3], 'chef'))).not.toBeNull();
  });
  it('neither of the pair is (or may register as) the Townsfolk: false (§3.1)', () => {
    const s = board(ROLES);
    expect(info(s, ww([3, 4], 'empath'))).toBeNull();
    expect(info(s, ww([1, 6], 'chef'))).toBeNull();
  });
  it('TV13: a healthy Spy may register as a Townsfolk not in play', () => {
    const roles: RoleId[] = ['washerwoman', 'imp', 'spy', 'chef', 'monk', 'empath', 'soldier'];
    // "P3 or P5 is the Ravenkeeper": P3 the Spy, P5 the Monk, no Ravenkeeper in play.
    expect(info(board(roles), ww([2, 4], 'ravenkeeper'))).not.toBeNull();
    // Same with P3 the Chef instead of the Spy: illegal.
    const noSpy: RoleId[] = ['washerwoman', 'imp', 'chef', 'poisoner', 'monk', 'empath', 'soldier'];
    expect(info(board(noSpy), ww([2, 4], 'ravenkeeper'))).toBeNull();
  });
  it('TV78: a poisoned Spy registers truly and cannot stand in for a Townsfolk', () => {
    const roles: RoleId[] = ['washerwoman', 'spy', 'poisoner', 'imp', 'empath', 'monk', 'soldier'];
    expect(info(board(roles), ww([1, 4], 'chef'))).not.toBeNull();
    expect(info(board(roles, { poisoned: 1 }), ww([1, 4], 'chef'))).toBeNull();
  });
  it('the Drunk is not a Townsfolk: a healthy Washerwoman never sees the Drunk as their shown token', () => {
    const roles: RoleId[] = ['washerwoman', 'imp', 'poisoner', 'drunk', 'monk', 'empath', 'soldier'];
    expect(info(board(roles, { drunkShown: 'chef' }), ww([3, 4], 'chef'))).toBeNull();
  });
  it('a dead Townsfolk still is that Townsfolk', () => {
    const s = board(ROLES, { alive: [true, true, true, false, true, true, true] });
    expect(info(s, ww([3, 4], 'chef'))).not.toBeNull();
  });
});

describe('washerwoman.nightStep', () => {
  it('a healthy true report holds and emits a learn effect for her seat', () => {
    const io = wake(nightStep, board(ROLES), 1, [ww([3, 4], 'chef')]);
    expect(io.failures).toEqual([]);
    expect(learners(io)).toEqual([0]);
    expect(io.woke.has(0)).toBe(true);
  });
  it('a healthy false report fails at its path and learns nothing', () => {
    const io = wake(nightStep, board(ROLES), 1, [ww([3, 4], 'empath')]);
    expect(failedPaths(io)).toEqual(['$.reports[0]']);
    expect(learners(io)).toEqual([]);
  });
  it('a poisoned Washerwoman may learn anything, unless the report is marked healthy', () => {
    const roles: RoleId[] = ['washerwoman', 'imp', 'poisoner', 'chef', 'monk', 'empath', 'soldier'];
    const s = () => board(roles, { poisoned: 0 });
    expect(wake(nightStep, s(), 1, [ww([3, 4], 'empath')]).failures).toEqual([]);
    expect(learners(wake(nightStep, s(), 1, [ww([3, 4], 'empath')]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, s(), 1, [ww([3, 4], 'empath', { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('the Drunk shown the Washerwoman wakes as her and may learn anything, unless marked healthy', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'monk', 'empath', 'soldier'];
    const s = () => board(roles, { drunkShown: 'washerwoman' });
    const loose = wake(nightStep, s(), 1, [ww([3, 4], 'empath')]);
    expect(loose.failures).toEqual([]);
    expect(learners(loose)).toEqual([0]);
    expect(failedPaths(wake(nightStep, s(), 1, [ww([3, 4], 'empath', { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('an authentic report from a player who is not (shown) the Washerwoman fails', () => {
    const io = wake(nightStep, board(ROLES), 1, [rep(3, 'washerwoman', { targets: [3, 4], targetRole: code('chef') })]);
    expect(failedPaths(io)).toEqual(['$.reports[0]']);
  });
  it('an evil player\'s "good"-authenticity report is a free lie: it holds without checking', () => {
    const io = wake(nightStep, board(ROLES), 1, [rep(2, 'washerwoman', { authenticity: 'good', targets: [3, 4], targetRole: code('empath') })]);
    expect(io.failures).toEqual([]);
    expect(learners(io)).toEqual([2]);
  });
  it('reports of other characters are left alone', () => {
    const io = wake(nightStep, board(ROLES), 1, [rep(3, 'chef', { value: 5 })]);
    expect(io.effects).toEqual([]);
    expect(io.failures).toEqual([]);
    expect(io.woke.size).toBe(0);
  });
  it('an optional report is held when true and silently dropped when false', () => {
    const io = wake(nightStep, board(ROLES), 1, [ww([3, 4], 'chef'), ww([3, 4], 'empath')], { optional: [0, 1] });
    expect(io.failures).toEqual([]);
    expect([...io.held]).toEqual([0]);
    expect(learners(io)).toEqual([]);
  });
});
