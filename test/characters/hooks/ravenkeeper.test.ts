/**
 * Ravenkeeper hooks (rules reference §3.9; TV39, TV75): `info` — the chosen player
 * registers as the named character (a dead healthy Recluse as any Minion or the Imp, a
 * healthy Spy as a good character, the Drunk as the Drunk); `nightStep` — the wake, only
 * on the night the Ravenkeeper died.
 */
import { describe, expect, it } from 'vitest';
import { board, type BoardOptions } from '../../../src/play/board.ts';
import { nightStep as impStep } from '../../../src/rules/characters/imp.ts';
import { info, nightStep } from '../../../src/rules/characters/ravenkeeper.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { act, aliveExcept, code, deaths, failedPaths, learners, rep, wake } from './helpers.ts';

const rk = (seat: number, target: number, learned: RoleId, fields = {}) =>
  rep(seat, 'ravenkeeper', { target, targetRole: code(learned), ...fields });
/** Of these characters, those a healthy Ravenkeeper at P1 may learn for `target`. */
const shows = (roles: RoleId[], opts: BoardOptions, target: number, candidates: RoleId[]) =>
  candidates.filter((c) => info(board(roles, opts), rk(0, target, c)) !== null);
/** The Ravenkeeper at P1 killed tonight. */
const killedTonight = (n: number, more: BoardOptions = {}): BoardOptions => ({ alive: aliveExcept(n, [0]), diedTonight: [0], ...more });

// P1 Ravenkeeper, P2 Imp, P3 Poisoner, P4 Chef, P5 Recluse, P6 Monk, P7 Soldier, P8 Mayor.
const ROLES: RoleId[] = ['ravenkeeper', 'imp', 'poisoner', 'chef', 'recluse', 'monk', 'soldier', 'mayor'];

describe('ravenkeeper.info', () => {
  it('the chosen player\'s character, nothing else', () => {
    expect(shows(ROLES, {}, 3, ['chef', 'monk', 'imp'])).toEqual(['chef']);
    expect(shows(ROLES, {}, 1, ['imp', 'poisoner'])).toEqual(['imp']);
  });
  it('TV75: a dead healthy Recluse may be shown as any Minion or the Imp (or the Recluse)', () => {
    const opts: BoardOptions = { alive: aliveExcept(8, [0, 4]) };
    expect(shows(ROLES, opts, 4, ['recluse', 'poisoner', 'spy', 'scarlet_woman', 'baron', 'imp', 'chef'])).toEqual(['recluse', 'poisoner', 'spy', 'scarlet_woman', 'baron', 'imp']);
  });
  it('a poisoned Recluse registers truly', () => {
    expect(shows(ROLES, { poisoned: 4 }, 4, ['recluse', 'imp'])).toEqual(['recluse']);
  });
  it('a healthy Spy may be shown as a good character (or the Spy), never as another evil one', () => {
    const roles: RoleId[] = ['ravenkeeper', 'imp', 'spy', 'chef', 'empath', 'monk', 'soldier'];
    expect(shows(roles, {}, 2, ['spy', 'virgin', 'saint', 'poisoner', 'imp'])).toEqual(['spy', 'virgin', 'saint']);
  });
  it('the Drunk is shown as the Drunk, not their shown token', () => {
    const roles: RoleId[] = ['ravenkeeper', 'imp', 'poisoner', 'drunk', 'empath', 'monk', 'soldier', 'chef'];
    expect(shows(roles, { drunkShown: 'mayor' }, 3, ['drunk', 'mayor'])).toEqual(['drunk']);
  });
  it('a report without a chosen player or character is false', () => {
    expect(info(board(ROLES), rep(0, 'ravenkeeper', { targetRole: code('chef') }))).toBeNull();
    expect(info(board(ROLES), rep(0, 'ravenkeeper', { target: 3 }))).toBeNull();
  });
});

describe('ravenkeeper.nightStep', () => {
  it('killed tonight: a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(ROLES, killedTonight(8)), 2, [rk(0, 3, 'chef')]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([0]);
    const bad = wake(nightStep, board(ROLES, killedTonight(8)), 2, [rk(0, 3, 'monk')]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('alive tonight: the Ravenkeeper does not wake, even with a true report', () => {
    expect(failedPaths(wake(nightStep, board(ROLES), 2, [rk(0, 3, 'chef')]))).toEqual(['$.reports[0]']);
  });
  it('died on an earlier night: no wake', () => {
    expect(failedPaths(wake(nightStep, board(ROLES, { alive: aliveExcept(8, [0]) }), 3, [rk(0, 3, 'chef')]))).toEqual(['$.reports[0]']);
  });
  it('TV75: executed today: no wake tonight', () => {
    const s = board(ROLES, { alive: aliveExcept(8, [0]), executedDeath: 0, executedToday: true });
    expect(failedPaths(wake(nightStep, s, 2, [rk(0, 3, 'chef')]))).toEqual(['$.reports[0]']);
  });
  it('poisoned and killed tonight: wakes and may learn anything, unless the report is marked healthy', () => {
    expect(learners(wake(nightStep, board(ROLES, killedTonight(8, { poisoned: 0 })), 2, [rk(0, 3, 'imp')]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(ROLES, killedTonight(8, { poisoned: 0 })), 2, [rk(0, 3, 'imp', { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('the Drunk shown the Ravenkeeper, killed tonight: wakes and may learn anything, unless marked healthy', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'recluse', 'monk', 'soldier', 'mayor', 'slayer'];
    const opts = killedTonight(9, { drunkShown: 'ravenkeeper' });
    expect(learners(wake(nightStep, board(roles, opts), 2, [rk(0, 3, 'imp')]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(roles, opts), 2, [rk(0, 3, 'imp', { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('the Imp kills the Ravenkeeper: they wake that night', () => {
    const s = board(ROLES);
    expect(deaths(act(impStep, s, 2, { imp: 0 }))).toEqual([[0, 'demon']]);
    expect(learners(wake(nightStep, s, 2, [rk(0, 1, 'imp', { healthy: true })]))).toEqual([0]);
  });
  it('TV39: the Imp attacks the healthy Mayor and the kill moves onto the Ravenkeeper: they wake that night', () => {
    const s = board(ROLES);
    const io = act(impStep, s, 2, { imp: 7, redirect: 0 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[0, 'demon']]);
    expect(learners(wake(nightStep, s, 2, [rk(0, 1, 'imp', { healthy: true })]))).toEqual([0]);
  });
});
