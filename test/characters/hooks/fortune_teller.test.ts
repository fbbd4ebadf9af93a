/**
 * Fortune Teller hooks (rules reference §1.5, §3.6; TV23–TV27, TV79; rulings Q5, Q8):
 * `setup` — the red herring options (any good seat, or a Spy; none without an actual
 * Fortune Teller); `info` — yes exactly when the Imp (alive or dead), the fixed red
 * herring or a healthy Recluse registering as the Demon is chosen; `nightStep` — the wake.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { info, nightStep, setup } from '../../../src/rules/characters/fortune_teller.ts';
import type { BoardOptions } from '../../../src/play/board.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { aliveExcept, code, failedPaths, learners, rep, wake } from './helpers.ts';

const ft = (pair: [number, number], yes: boolean, fields = {}) => rep(0, 'fortune_teller', { targets: pair, value: yes, ...fields });
/** The answers a healthy Fortune Teller at P1 may get for `pair` on this board. */
const answers = (roles: RoleId[], pair: [number, number], opts: BoardOptions = {}) =>
  [true, false].filter((yes) => info(board(roles, opts), ft(pair, yes)) !== null);

// P1 FT, P2 Imp, P3 Spy, P4 Chef, P5 Empath, P6 Monk, P7 Soldier.
const ROLES7: RoleId[] = ['fortune_teller', 'imp', 'spy', 'chef', 'empath', 'monk', 'soldier'];

describe('fortune_teller.setup', () => {
  const codes = (roles: RoleId[]) => roles.map(code);
  it('with an actual Fortune Teller: every good seat (the FT, Drunk, Recluse, Saint included) and the Spy, never another evil seat', () => {
    const roles: RoleId[] = ['fortune_teller', 'imp', 'spy', 'drunk', 'recluse', 'saint', 'chef', 'poisoner', 'monk', 'empath', 'mayor', 'virgin'];
    // Seats: 0 FT, 3 Drunk, 4 Recluse, 5 Saint, 6 Chef, 8 Monk, 9 Empath, 10 Mayor, 11 Virgin good; 2 the Spy.
    expect(setup(codes(roles), { redHerring: true })).toEqual([0, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
  });
  it('no Spy: only the good seats', () => {
    const roles: RoleId[] = ['fortune_teller', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];
    expect(setup(codes(roles), { redHerring: true })).toEqual([0, 3, 4, 5, 6]);
  });
  it('when nothing can tell the red herring apart, one seat stands for all', () => {
    expect(setup(codes(ROLES7), { redHerring: false })).toEqual([0]);
  });
  it('ruling Q8: without an actual Fortune Teller (only a Drunk shown it), there is no red herring', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'spy', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
    expect(setup(codes(roles), { redHerring: true })).toEqual([-1]);
  });
});

describe('fortune_teller.info', () => {
  it('TV23: self and the red herring: yes only', () => {
    expect(answers(ROLES7, [0, 3], { redHerring: 3 })).toEqual([true]);
  });
  it('TV23: two good players, neither the red herring nor a Recluse: no only', () => {
    expect(answers(ROLES7, [4, 5], { redHerring: 3 })).toEqual([false]);
  });
  it('the Imp in the pair: yes only — even when the Imp is poisoned (abilities on the impaired work)', () => {
    expect(answers(ROLES7, [1, 4], { redHerring: 3 })).toEqual([true]);
    const roles: RoleId[] = ['fortune_teller', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];
    expect(answers(roles, [1, 4], { redHerring: 3, poisoned: 1 })).toEqual([true]);
  });
  it('the red herring survives poison', () => {
    const roles: RoleId[] = ['fortune_teller', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];
    expect(answers(roles, [3, 4], { redHerring: 3, poisoned: 3 })).toEqual([true]);
  });
  it('TV24: a healthy Recluse: yes or no; poisoned: no, unless it is the red herring', () => {
    const roles: RoleId[] = ['fortune_teller', 'imp', 'poisoner', 'recluse', 'chef', 'empath', 'monk', 'soldier'];
    expect(answers(roles, [3, 5], { redHerring: 4 })).toEqual([true, false]);
    expect(answers(roles, [3, 5], { redHerring: 4, poisoned: 3 })).toEqual([false]);
    expect(answers(roles, [3, 5], { redHerring: 3, poisoned: 3 })).toEqual([true]);
  });
  it('TV25: the Spy alone never gives yes — unless it is the red herring (contract C25)', () => {
    expect(answers(ROLES7, [2, 4], { redHerring: 3 })).toEqual([false]);
    expect(answers(ROLES7, [2, 4], { redHerring: 2 })).toEqual([true]);
  });
  it('TV26: a dead former Imp (after a star-pass) still gives yes', () => {
    const roles: RoleId[] = ['fortune_teller', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];
    const opts: BoardOptions = { redHerring: 3, alive: aliveExcept(7, [1]), now: { 2: 'imp' } };
    expect(answers(roles, [1, 4], opts)).toEqual([true]);
  });
  it('TV79: the Minion who caught the star-pass is now the Demon: yes', () => {
    const roles: RoleId[] = ['fortune_teller', 'imp', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier'];
    // Before: the Scarlet Woman with a good non-herring player is no …
    expect(answers(roles, [2, 4], { redHerring: 3 })).toEqual([false]);
    // … after she became the Imp it is yes.
    expect(answers(roles, [2, 4], { redHerring: 3, alive: aliveExcept(7, [1]), now: { 2: 'imp' } })).toEqual([true]);
  });
});

describe('fortune_teller.nightStep', () => {
  it('a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(ROLES7, { redHerring: 3 }), 1, [ft([1, 4], true)]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([0]);
    const bad = wake(nightStep, board(ROLES7, { redHerring: 3 }), 1, [ft([1, 4], false)]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('TV27: the red herring is fixed: a later night\'s pair with it must be yes', () => {
    const s = board(ROLES7, { redHerring: 3 });
    expect(learners(wake(nightStep, s, 2, [ft([3, 5], true)]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, s, 2, [ft([3, 5], false)]))).toEqual(['$.reports[0]']);
  });
  it('a poisoned Fortune Teller may be told anything, unless the report is marked healthy', () => {
    const roles: RoleId[] = ['fortune_teller', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];
    const s = () => board(roles, { redHerring: 3, poisoned: 0 });
    expect(learners(wake(nightStep, s(), 1, [ft([1, 4], false)]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, s(), 1, [ft([1, 4], false, { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('the Drunk shown the Fortune Teller may be told anything, unless marked healthy', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
    const s = () => board(roles, { drunkShown: 'fortune_teller' });
    expect(learners(wake(nightStep, s(), 1, [ft([1, 4], false)]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, s(), 1, [ft([1, 4], false, { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('a dead Fortune Teller does not wake', () => {
    const io = wake(nightStep, board(ROLES7, { redHerring: 3, alive: aliveExcept(7, [0]) }), 2, [ft([1, 4], true)]);
    expect(failedPaths(io)).toEqual(['$.reports[0]']);
  });
});
