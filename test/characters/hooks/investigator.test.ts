/**
 * Investigator hooks (rules reference §3.3; TV14, TV15): `info` — one of the pair
 * registers as the learned Minion (a healthy Recluse as any Minion; a Spy only as the Spy);
 * `nightStep` — the wake.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { info, nightStep } from '../../../src/rules/characters/investigator.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { code, failedPaths, learners, rep, wake } from './helpers.ts';

const inv = (targets: [number, number], learned: RoleId, fields = {}) =>
  rep(0, 'investigator', { night: 1, targets, targetRole: code(learned), ...fields });

// P1 Investigator, P2 Recluse, P3 Imp, P4 Poisoner, P5 Chef, P6 Saint, P7 Empath, P8 Monk.
const ROLES: RoleId[] = ['investigator', 'recluse', 'imp', 'poisoner', 'chef', 'saint', 'empath', 'monk'];

describe('investigator.info', () => {
  it('one of the pair is the Minion: true', () => {
    expect(info(board(ROLES), inv([3, 4], 'poisoner'))).not.toBeNull();
    expect(info(board(ROLES), inv([4, 3], 'poisoner'))).not.toBeNull();
  });
  it('TV14: a healthy Recluse may register as a Minion not in play', () => {
    expect(info(board(ROLES), inv([1, 5], 'scarlet_woman'))).not.toBeNull();
    expect(info(board(ROLES), inv([1, 5], 'baron'))).not.toBeNull();
  });
  it('a poisoned Recluse registers truly: no Minion', () => {
    expect(info(board(ROLES, { poisoned: 1 }), inv([1, 5], 'scarlet_woman'))).toBeNull();
  });
  it('TV15: neither is the Poisoner nor a healthy Recluse: false', () => {
    expect(info(board(ROLES), inv([4, 6], 'poisoner'))).toBeNull();
    // The wrong Minion on the right player is false too.
    expect(info(board(ROLES), inv([3, 4], 'baron'))).toBeNull();
  });
  it('a Spy registers as the Spy, never as a different Minion (§3.3)', () => {
    const roles: RoleId[] = ['investigator', 'spy', 'imp', 'chef', 'saint', 'empath', 'monk'];
    expect(info(board(roles), inv([1, 3], 'spy'))).not.toBeNull();
    expect(info(board(roles), inv([1, 3], 'poisoner'))).toBeNull();
  });
});

describe('investigator.nightStep', () => {
  it('a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(ROLES), 1, [inv([3, 4], 'poisoner')]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([0]);
    const bad = wake(nightStep, board(ROLES), 1, [inv([4, 6], 'poisoner')]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('TV15: a poisoned Investigator may learn two good players, unless the report is marked healthy', () => {
    expect(learners(wake(nightStep, board(ROLES, { poisoned: 0 }), 1, [inv([4, 6], 'poisoner')]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(ROLES, { poisoned: 0 }), 1, [inv([4, 6], 'poisoner', { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('TV15: the Drunk shown the Investigator may learn anything, unless marked healthy', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'monk', 'empath', 'soldier', 'mayor'];
    const s = () => board(roles, { drunkShown: 'investigator' });
    expect(learners(wake(nightStep, s(), 1, [inv([3, 4], 'baron')]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, s(), 1, [inv([3, 4], 'baron', { healthy: true })]))).toEqual(['$.reports[0]']);
  });
});
