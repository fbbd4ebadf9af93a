/**
 * Undertaker hooks (rules reference §3.7; TV54, TV74): `info` — the player who died by
 * execution today registers as the named character (the Drunk as the Drunk, a healthy
 * Spy as a good character, a healthy Recluse as a Minion or the Imp); `nightStep` — the
 * wake: with no execution death that day, or a dead Undertaker, only "no information".
 */
import { describe, expect, it } from 'vitest';
import { board, type BoardOptions } from '../../../src/play/board.ts';
import { info, nightStep } from '../../../src/rules/characters/undertaker.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { aliveExcept, code, failedPaths, learners, rep, wake } from './helpers.ts';

const ut = (learned: RoleId | null, fields = {}) => rep(0, 'undertaker', { targetRole: learned === null ? null : code(learned), ...fields });
/** Of these characters, those a healthy Undertaker may learn on this board. */
const shows = (roles: RoleId[], opts: BoardOptions, candidates: RoleId[]) =>
  candidates.filter((c) => info(board(roles, opts), ut(c)) !== null);
/** The board after seat `x` was executed today. */
const executed = (n: number, x: number, more: BoardOptions = {}): BoardOptions =>
  ({ alive: aliveExcept(n, [x]), executedDeath: x, executedToday: true, ...more });

// P1 Undertaker, P2 Imp, P3 Poisoner, P4 Chef, P5 Empath, P6 Monk, P7 Soldier.
const ROLES: RoleId[] = ['undertaker', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];

describe('undertaker.info', () => {
  it('the executed player\'s own character, nothing else', () => {
    expect(shows(ROLES, executed(7, 3), ['chef', 'empath', 'imp', 'poisoner'])).toEqual(['chef']);
  });
  it('TV74: the Drunk shown the Virgin executed: the Drunk, never the Virgin', () => {
    const roles: RoleId[] = ['undertaker', 'imp', 'poisoner', 'drunk', 'empath', 'monk', 'soldier', 'chef'];
    expect(shows(roles, executed(8, 3, { drunkShown: 'virgin' }), ['drunk', 'virgin'])).toEqual(['drunk']);
  });
  it('the Imp executed and the Scarlet Woman took over: the Imp', () => {
    const roles: RoleId[] = ['undertaker', 'imp', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier'];
    expect(shows(roles, executed(7, 1, { now: { 2: 'imp' } }), ['imp', 'scarlet_woman'])).toEqual(['imp']);
  });
  it('a healthy Spy executed: the Spy or any good character, never another evil one', () => {
    const roles: RoleId[] = ['undertaker', 'imp', 'spy', 'chef', 'empath', 'monk', 'soldier'];
    expect(shows(roles, executed(7, 2), ['spy', 'chef', 'virgin', 'butler', 'drunk', 'imp', 'poisoner'])).toEqual(['spy', 'chef', 'virgin', 'butler', 'drunk']);
  });
  it('a healthy Recluse executed: the Recluse, any Minion or the Imp, never a Townsfolk', () => {
    const roles: RoleId[] = ['undertaker', 'imp', 'poisoner', 'recluse', 'empath', 'monk', 'soldier', 'chef'];
    expect(shows(roles, executed(8, 3), ['recluse', 'baron', 'spy', 'imp', 'chef'])).toEqual(['recluse', 'baron', 'spy', 'imp']);
  });
  it('a poisoned Recluse executed registers truly: only the Recluse', () => {
    const roles: RoleId[] = ['undertaker', 'imp', 'poisoner', 'recluse', 'empath', 'monk', 'soldier', 'chef'];
    expect(shows(roles, executed(8, 3, { poisoned: 3 }), ['recluse', 'baron', 'imp'])).toEqual(['recluse']);
  });
  it('no execution death: nothing is true', () => {
    expect(shows(ROLES, {}, ['chef', 'imp', 'undertaker'])).toEqual([]);
  });
});

describe('undertaker.nightStep', () => {
  it('after an execution death, a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(ROLES, executed(7, 3)), 2, [ut('chef')]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([0]);
    const bad = wake(nightStep, board(ROLES, executed(7, 3)), 2, [ut('empath')]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('after an execution death, a healthy Undertaker learns the character: "no information" is false', () => {
    expect(failedPaths(wake(nightStep, board(ROLES, executed(7, 3)), 2, [ut(null)]))).toEqual(['$.reports[0]']);
  });
  it('TV74: no execution death that day: only "no information" holds', () => {
    const none = wake(nightStep, board(ROLES), 3, [ut(null)]);
    expect(none.failures).toEqual([]);
    expect(learners(none)).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(ROLES), 3, [ut('chef')]))).toEqual(['$.reports[0]']);
  });
  it('executing an already-dead player is no death: only "no information" (§3.7)', () => {
    const s = board(ROLES, { alive: aliveExcept(7, [3]), executedToday: true });
    expect(failedPaths(wake(nightStep, s, 2, [ut('chef')]))).toEqual(['$.reports[0]']);
    expect(wake(nightStep, board(ROLES, { alive: aliveExcept(7, [3]), executedToday: true }), 2, [ut(null)]).failures).toEqual([]);
  });
  it('an Undertaker killed tonight gets nothing, even after an execution death', () => {
    const s = () => board(ROLES, executed(7, 3, { alive: aliveExcept(7, [0, 3]), diedTonight: [0] }));
    expect(failedPaths(wake(nightStep, s(), 2, [ut('chef')]))).toEqual(['$.reports[0]']);
    expect(wake(nightStep, s(), 2, [ut(null)]).failures).toEqual([]);
  });
  it('a poisoned Undertaker may learn anything after an execution, unless the report is marked healthy', () => {
    expect(learners(wake(nightStep, board(ROLES, executed(7, 3, { poisoned: 0 })), 2, [ut('imp')]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(ROLES, executed(7, 3, { poisoned: 0 })), 2, [ut('imp', { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('the Drunk shown the Undertaker: anything after an execution; "no information" without one, never marked healthy', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
    const opts = (more: BoardOptions = {}): BoardOptions => ({ drunkShown: 'undertaker', ...more });
    expect(learners(wake(nightStep, board(roles, opts(executed(8, 3))), 2, [ut('imp')]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(roles, opts(executed(8, 3))), 2, [ut('imp', { healthy: true })]))).toEqual(['$.reports[0]']);
    expect(wake(nightStep, board(roles, opts()), 2, [ut(null)]).failures).toEqual([]);
    expect(failedPaths(wake(nightStep, board(roles, opts()), 2, [ut(null, { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('a report from a player who is not (shown) the Undertaker fails, with or without an execution', () => {
    expect(failedPaths(wake(nightStep, board(ROLES), 2, [rep(4, 'undertaker', { targetRole: null })]))).toEqual(['$.reports[0]']);
    expect(failedPaths(wake(nightStep, board(ROLES, executed(7, 3)), 2, [rep(4, 'undertaker', { targetRole: code('chef') })]))).toEqual(['$.reports[0]']);
  });
});
