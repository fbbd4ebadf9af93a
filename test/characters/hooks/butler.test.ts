/**
 * Butler hooks (rules reference §3.14; TV64; contract C17): `nightStep` — the living
 * Butler's choice of master (not themself; a dead player is allowed); `votes` — a
 * healthy living Butler's vote on a ballot whose `qualifying` record lists the hands that
 * counted before the Butler's: the master must be among them. A final count alone
 * (`qualifying: null`) never shows it; a poisoned Butler is not restricted.
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO, type BoardOptions } from '../../../src/play/board.ts';
import { voteOf } from '../../../src/kernel/hooks.ts';
import { nightStep } from '../../../src/rules/characters/butler.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { act, action, aliveExcept, ballot, effectsOf, failedPaths } from './helpers.ts';

// P1 Butler, P2 Imp, P3 Poisoner, P4 Chef, P5 Empath, P6 Monk, P7 Soldier, P8 Mayor.
const ROLES: RoleId[] = ['butler', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];

describe('butler.nightStep', () => {
  it('the living Butler chooses a master', () => {
    const s = board(ROLES);
    const io = act(nightStep, s, 1, { master: 3 });
    expect(io.failures).toEqual([]);
    expect(effectsOf(io, 'master')).toEqual([{ kind: 'master', butler: 0, seat: 3 }]);
    expect(s.master[0]).toBe(3);
  });
  it('not themself', () => {
    const s = board(ROLES);
    const io = act(nightStep, s, 1, { master: 0 });
    expect(failedPaths(io)).toEqual(['$.phases[0]']);
    expect(effectsOf(io, 'master')).toEqual([]);
  });
  it('a dead player may be the master', () => {
    const s = board(ROLES, { alive: aliveExcept(8, [3]) });
    const io = act(nightStep, s, 2, { master: 3 });
    expect(io.failures).toEqual([]);
    expect(s.master[0]).toBe(3);
  });
  it('a poisoned Butler still chooses (the choice is recorded in the grimoire)', () => {
    const s = board(ROLES, { poisoned: 0 });
    expect(effectsOf(act(nightStep, s, 2, { master: 3 }), 'master').map((e) => e.seat)).toEqual([3]);
  });
  it('the living Butler must choose; a dead Butler does not', () => {
    expect(failedPaths(act(nightStep, board(ROLES), 1, { master: -1 }))).toEqual(['$.phases[0]']);
    const dead = act(nightStep, board(ROLES, { alive: aliveExcept(8, [0]) }), 2, { master: 3 });
    expect(failedPaths(dead)).toEqual(['$.phases[2]']);
    expect(effectsOf(dead, 'master')).toEqual([]);
  });
  it('a recorded Butler action must match the choice', () => {
    expect(act(nightStep, board(ROLES), 2, { master: 3 }, [action('butler', 0, 3)]).failures).toEqual([]);
    expect(failedPaths(act(nightStep, board(ROLES), 2, { master: 3 }, [action('butler', 0, 4)]))).toEqual(['$.phases[2].actions[0]']);
  });
});

describe('butler.votes', () => {
  /** The Butler (P1, master P4) votes; `before` are the hands counted before theirs. */
  const vote = (before: number[] | null, opts: BoardOptions = {}, voter = 0) => {
    const s = board(ROLES, { master: { 0: 3 }, ...opts });
    const io = recordingIO(s);
    const e = ballot([...(before ?? []), voter], before === null ? null : new Map([[voter, before]]));
    return { ok: voteOf(io, s, e, voter), io };
  };
  it('the master\'s hand counted before the Butler\'s: the vote stands', () => {
    const { ok, io } = vote([3, 5]);
    expect(ok).toBe(true);
    expect(io.failures).toEqual([]);
  });
  it('TV64: the master neither raised a hand nor was counted: a healthy living Butler could not vote', () => {
    const { ok, io } = vote([4, 5]);
    expect(ok).toBe(false);
    expect(failedPaths(io)).toEqual(['$.phases[1].events[1]']);
  });
  it('TV64: no hands counted before the Butler: the vote fails too', () => {
    expect(vote([]).ok).toBe(false);
  });
  it('a final count alone (no qualifying record) never shows a Butler\'s illegal vote', () => {
    const { ok, io } = vote(null);
    expect(ok).toBe(true);
    expect(io.failures).toEqual([]);
  });
  it('a poisoned Butler is not restricted', () => {
    const { ok, io } = vote([4, 5], { poisoned: 0 });
    expect(ok).toBe(true);
    expect(io.failures).toEqual([]);
  });
  it('another voter is not restricted by the Butler\'s master', () => {
    expect(vote([4, 5], {}, 6).ok).toBe(true);
  });
});
