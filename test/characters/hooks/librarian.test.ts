/**
 * Librarian hooks (rules reference §3.2; TV16–TV19): `info` — one of the pair registers as
 * the learned Outsider (the Drunk is seen as the Drunk; a healthy Spy may stand in for any
 * Outsider), or "zero" when no seat must register as an Outsider (a healthy Recluse may
 * hide; a poisoned one may not); `nightStep` — the wake.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { info, nightStep } from '../../../src/rules/characters/librarian.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { code, failedPaths, learners, rep, wake } from './helpers.ts';

const pair = (targets: [number, number], learned: RoleId, fields = {}) =>
  rep(0, 'librarian', { night: 1, targets, targetRole: code(learned), ...fields });
const zero = (fields = {}) => rep(0, 'librarian', { night: 1, value: 0, ...fields });

// 7 players: no Outsiders, no Spy.
const PLAIN: RoleId[] = ['librarian', 'imp', 'poisoner', 'chef', 'monk', 'empath', 'soldier'];
// 8 players with a Butler at P4.
const BUTLER: RoleId[] = ['librarian', 'imp', 'poisoner', 'butler', 'monk', 'empath', 'soldier', 'chef'];

describe('librarian.info: a pair', () => {
  it('one of the pair is the Outsider: true; neither: false', () => {
    expect(info(board(BUTLER), pair([3, 5], 'butler'))).not.toBeNull();
    expect(info(board(BUTLER), pair([4, 5], 'butler'))).toBeNull();
    expect(info(board(BUTLER), pair([3, 5], 'saint'))).toBeNull();
  });
  it('TV18: the Drunk is seen as the Drunk, never as their shown Townsfolk', () => {
    const roles: RoleId[] = ['librarian', 'imp', 'drunk', 'poisoner', 'chef', 'empath', 'soldier', 'mayor'];
    const s = board(roles, { drunkShown: 'monk' });
    expect(info(s, pair([2, 5], 'drunk'))).not.toBeNull();
  });
  it('TV17: no Outsiders but a healthy Spy: "P4 or P7 is the Butler" with P4 the Spy holds', () => {
    const roles: RoleId[] = ['librarian', 'imp', 'chef', 'spy', 'monk', 'empath', 'soldier'];
    expect(info(board(roles), pair([3, 6], 'butler'))).not.toBeNull();
    // … a healthy Spy may also stand in for the Drunk (§3.19).
    expect(info(board(roles), pair([3, 6], 'drunk'))).not.toBeNull();
    // … but not when poisoned (10 players: the Poisoner is the second Minion).
    const ten: RoleId[] = ['librarian', 'imp', 'chef', 'spy', 'monk', 'empath', 'soldier', 'poisoner', 'mayor', 'virgin'];
    expect(info(board(ten), pair([3, 6], 'butler'))).not.toBeNull();
    expect(info(board(ten, { poisoned: 3 }), pair([3, 6], 'butler'))).toBeNull();
  });
  it('TV16: no Outsiders and no Spy: every pair is false (only "zero" is left)', () => {
    expect(info(board(PLAIN), pair([3, 4], 'butler'))).toBeNull();
    expect(info(board(PLAIN), zero())).not.toBeNull();
  });
});

describe('librarian.info: zero', () => {
  it('TV16: the only Outsider is the Drunk, a Butler or a Saint: zero is false', () => {
    const drunk: RoleId[] = ['librarian', 'imp', 'poisoner', 'drunk', 'monk', 'empath', 'soldier', 'chef'];
    expect(info(board(drunk, { drunkShown: 'mayor' }), zero())).toBeNull();
    expect(info(board(BUTLER), zero())).toBeNull();
    const saint: RoleId[] = ['librarian', 'imp', 'poisoner', 'saint', 'monk', 'empath', 'soldier', 'chef'];
    expect(info(board(saint), zero())).toBeNull();
  });
  it('TV16: the only Outsider is a healthy Recluse: zero and a Recluse ping both hold', () => {
    const roles: RoleId[] = ['librarian', 'imp', 'poisoner', 'recluse', 'monk', 'empath', 'soldier', 'chef'];
    expect(info(board(roles), zero())).not.toBeNull();
    expect(info(board(roles), pair([3, 4], 'recluse'))).not.toBeNull();
  });
  it('TV19: the Recluse poisoned on night 1 registers truly: zero is false', () => {
    const roles: RoleId[] = ['librarian', 'imp', 'poisoner', 'recluse', 'monk', 'empath', 'soldier', 'chef'];
    expect(info(board(roles, { poisoned: 3 }), zero())).toBeNull();
  });
  it('a Spy in play does not stop zero (it need not register as an Outsider)', () => {
    const roles: RoleId[] = ['librarian', 'imp', 'chef', 'spy', 'monk', 'empath', 'soldier'];
    expect(info(board(roles), zero())).not.toBeNull();
  });
});

describe('librarian.nightStep', () => {
  it('a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(BUTLER), 1, [pair([3, 5], 'butler')]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([0]);
    const bad = wake(nightStep, board(BUTLER), 1, [zero()]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('a poisoned Librarian may learn a false zero, unless the report is marked healthy', () => {
    expect(learners(wake(nightStep, board(BUTLER, { poisoned: 0 }), 1, [zero()]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(BUTLER, { poisoned: 0 }), 1, [zero({ healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('the Drunk shown the Librarian may learn anything, unless marked healthy', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'monk', 'empath', 'soldier', 'mayor'];
    const s = () => board(roles, { drunkShown: 'librarian' });
    // With the Drunk in play a healthy zero is false: the Drunk still may be told it.
    const loose = wake(nightStep, s(), 1, [zero()]);
    expect(loose.failures).toEqual([]);
    expect(learners(loose)).toEqual([0]);
    expect(failedPaths(wake(nightStep, s(), 1, [zero({ healthy: true })]))).toEqual(['$.reports[0]']);
  });
});
