/**
 * Chef hooks (rules reference §3.4; TV09–TV12, TV77): `info` — the count of neighbouring
 * evil pairs, the circle wrapping round, each pair deciding a Spy's or Recluse's
 * registration anew; `nightStep` — the wake.
 */
import { describe, expect, it } from 'vitest';
import { board } from '../../../src/play/board.ts';
import { info, nightStep } from '../../../src/rules/characters/chef.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { failedPaths, learners, rep, wake } from './helpers.ts';

const chef = (seat: number, value: number, fields = {}) => rep(seat, 'chef', { night: 1, value, ...fields });
/** The counts 0..n a healthy Chef at `seat` may learn on this board. */
const legalCounts = (roles: RoleId[], seat: number, opts = {}) =>
  Array.from({ length: roles.length + 1 }, (_, v) => v).filter((v) => info(board(roles, opts), chef(seat, v)) !== null);

describe('chef.info', () => {
  it('TV09: evil at P7 and P1 of 7 (the wraparound pair): exactly 1', () => {
    expect(legalCounts(['poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'imp'], 1)).toEqual([1]);
  });
  it('TV10: Poisoner P2, Imp P3, Scarlet Woman P4 of 10 (three in a row): exactly 2', () => {
    const roles: RoleId[] = ['chef', 'poisoner', 'imp', 'scarlet_woman', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'];
    expect(legalCounts(roles, 0)).toEqual([2]);
  });
  it('no evil neighbours: exactly 0', () => {
    expect(legalCounts(['chef', 'imp', 'empath', 'poisoner', 'soldier', 'mayor', 'monk'], 0)).toEqual([0]);
  });
  it('TV11: Imp P2, healthy Recluse P3, Poisoner P4: 0, 1 or 2 (each pair decides anew), never 3', () => {
    const roles: RoleId[] = ['chef', 'imp', 'recluse', 'poisoner', 'empath', 'monk', 'soldier', 'mayor'];
    expect(legalCounts(roles, 0)).toEqual([0, 1, 2]);
  });
  it('TV11 with the Recluse poisoned: it registers truly, so exactly 0', () => {
    const roles: RoleId[] = ['chef', 'imp', 'recluse', 'poisoner', 'empath', 'monk', 'soldier', 'mayor'];
    expect(legalCounts(roles, 0, { poisoned: 2 })).toEqual([0]);
  });
  it('TV12: Imp P1 next to a healthy Spy P2: 0 or 1', () => {
    expect(legalCounts(['imp', 'spy', 'chef', 'empath', 'monk', 'soldier', 'mayor'], 2)).toEqual([0, 1]);
  });
  it('TV12 with the Spy poisoned: it registers truly, so exactly 1', () => {
    const roles: RoleId[] = ['imp', 'spy', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'poisoner', 'virgin', 'slayer'];
    expect(legalCounts(roles, 2, { poisoned: 1 })).toEqual([1]);
  });
});

describe('chef.nightStep', () => {
  const ROLES: RoleId[] = ['poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'imp'];
  it('a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(ROLES), 1, [chef(1, 1)]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([1]);
    const bad = wake(nightStep, board(ROLES), 1, [chef(1, 0)]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('TV77: a poisoned Chef may learn a false count, unless the report is marked healthy', () => {
    expect(learners(wake(nightStep, board(ROLES, { poisoned: 1 }), 1, [chef(1, 3)]))).toEqual([1]);
    expect(failedPaths(wake(nightStep, board(ROLES, { poisoned: 1 }), 1, [chef(1, 3, { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('TV77: the Drunk shown the Chef may learn a false count, unless marked healthy', () => {
    const roles: RoleId[] = ['poisoner', 'drunk', 'empath', 'monk', 'soldier', 'mayor', 'imp', 'slayer'];
    const s = () => board(roles, { drunkShown: 'chef' });
    expect(learners(wake(nightStep, s(), 1, [chef(1, 0)]))).toEqual([1]);
    expect(failedPaths(wake(nightStep, s(), 1, [chef(1, 0, { healthy: true })]))).toEqual(['$.reports[0]']);
  });
});
