/**
 * Empath hooks (rules reference §3.5; TV20–TV22): `info` — the count of evil among the two
 * nearest living neighbours (dead seats skipped; a healthy Spy may read good, a healthy
 * Recluse evil); `nightStep` — the wake (a dead Empath does not wake).
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { info, nightStep } from '../../../src/rules/characters/empath.ts';
import { nightStep as impStep } from '../../../src/rules/characters/imp.ts';
import type { BoardOptions } from '../../../src/play/board.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { act, aliveExcept, failedPaths, learners, rep, wake } from './helpers.ts';

const emp = (seat: number, value: number, fields = {}) => rep(seat, 'empath', { value, ...fields });
/** The counts 0..2 a healthy Empath at `seat` may learn on this board. */
const legalCounts = (roles: RoleId[], seat: number, opts: BoardOptions = {}) =>
  [0, 1, 2].filter((v) => info(board(roles, opts), emp(seat, v)) !== null);

describe('empath.info', () => {
  it('the two seated neighbours on a full board (wrapping round)', () => {
    expect(legalCounts(['empath', 'imp', 'chef', 'monk', 'soldier', 'mayor', 'poisoner'], 0)).toEqual([2]);
    expect(legalCounts(['empath', 'chef', 'imp', 'monk', 'soldier', 'poisoner', 'mayor'], 0)).toEqual([0]);
  });
  it('TV20: both seated neighbours dead: the next living ones are read (Imp one side, good the other → 1)', () => {
    const roles: RoleId[] = ['chef', 'imp', 'monk', 'empath', 'soldier', 'mayor', 'poisoner'];
    expect(legalCounts(roles, 3, { alive: aliveExcept(7, [2, 4]) })).toEqual([1]);
  });
  it('TV22: only the Empath, the Imp and the Baron alive: exactly 2', () => {
    const roles: RoleId[] = ['empath', 'saint', 'imp', 'monk', 'baron', 'butler', 'chef'];
    expect(legalCounts(roles, 0, { alive: aliveExcept(7, [1, 3, 5, 6]) })).toEqual([2]);
  });
  it('a healthy Spy neighbour may read good or evil; a poisoned one only evil', () => {
    const roles: RoleId[] = ['empath', 'spy', 'chef', 'imp', 'monk', 'soldier', 'mayor', 'poisoner', 'virgin', 'slayer'];
    expect(legalCounts(roles, 0)).toEqual([0, 1]);
    expect(legalCounts(roles, 0, { poisoned: 1 })).toEqual([1]);
  });
  it('a healthy Recluse neighbour may read evil or good; a poisoned one only good', () => {
    const roles: RoleId[] = ['empath', 'recluse', 'chef', 'poisoner', 'monk', 'soldier', 'mayor', 'imp'];
    expect(legalCounts(roles, 0)).toEqual([1, 2]);
    expect(legalCounts(roles, 0, { poisoned: 1 })).toEqual([1]);
  });
  it('a dead Recluse is skipped, not read', () => {
    const roles: RoleId[] = ['empath', 'recluse', 'chef', 'poisoner', 'monk', 'soldier', 'mayor', 'imp'];
    expect(legalCounts(roles, 0, { alive: aliveExcept(8, [1]) })).toEqual([1]);
  });
});

describe('empath.nightStep', () => {
  const ROLES: RoleId[] = ['empath', 'imp', 'chef', 'monk', 'soldier', 'mayor', 'poisoner'];
  it('a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(ROLES), 1, [emp(0, 2)]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([0]);
    const bad = wake(nightStep, board(ROLES), 1, [emp(0, 1)]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('a poisoned Empath may learn anything, unless the report is marked healthy', () => {
    expect(learners(wake(nightStep, board(ROLES, { poisoned: 0 }), 2, [emp(0, 0)]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(ROLES, { poisoned: 0 }), 2, [emp(0, 0, { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('the Drunk shown the Empath may learn anything, unless marked healthy', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'chef', 'monk', 'soldier', 'mayor', 'poisoner', 'slayer'];
    const s = () => board(roles, { drunkShown: 'empath' });
    expect(learners(wake(nightStep, s(), 1, [emp(0, 0)]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, s(), 1, [emp(0, 0, { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('a dead Empath does not wake: a report of theirs fails', () => {
    const io = wake(nightStep, board(ROLES, { alive: aliveExcept(7, [0]) }), 2, [emp(0, 2)]);
    expect(failedPaths(io)).toEqual(['$.reports[0]']);
    expect(learners(io)).toEqual([]);
  });
  it('TV21: the Imp kills the Poisoner next to the Empath: the poison ends and the next living neighbour is read', () => {
    // P1 Imp, P2 Chef, P3 Poisoner, P4 Empath, P5 Monk, P6 Soldier, P7 Mayor; the Poisoner poisoned P6.
    const roles: RoleId[] = ['imp', 'chef', 'poisoner', 'empath', 'monk', 'soldier', 'mayor'];
    const s = board(roles, { poisoned: 5 });
    expect(act(impStep, s, 2, { imp: 2 }).failures).toEqual([]);
    expect(s.poisoned).toBe(-1);
    expect(learners(wake(nightStep, s, 2, [emp(3, 0, { healthy: true })]))).toEqual([3]);
    expect(failedPaths(wake(nightStep, s, 2, [emp(3, 1)]))).toEqual(['$.reports[0]']);
  });
});
