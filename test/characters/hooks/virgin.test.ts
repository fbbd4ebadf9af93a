/**
 * Virgin hooks (rules reference §3.10; TV54–TV58; ruling Q9): `nominated` (through the engine's dispatch, `nominationOf`) — a nomination
 * of the Virgin: the first one of a living Virgin spends the ability; if she is healthy
 * and the nominator a Townsfolk, the nominator is executed at once (`executed`, `die`);
 * a healthy Spy may register as a Townsfolk and trigger it. A recorded `triggered` must agree.
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO, type BoardOptions } from '../../../src/play/board.ts';
import { info as undertakerInfo } from '../../../src/rules/characters/undertaker.ts';
import { nominationOf } from '../../../src/kernel/hooks.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { aliveExcept, code, deaths, effectsOf, failedPaths, nomination, rep, winner } from './helpers.ts';

// P1 Virgin, P2 Washerwoman, P3 Drunk (shown the Chef), P4 Spy, P5 Imp, P6 Empath,
// P7 Recluse, P8 Poisoner, P9 Undertaker, P10 Monk.
const ROLES: RoleId[] = ['virgin', 'washerwoman', 'drunk', 'spy', 'imp', 'empath', 'recluse', 'poisoner', 'undertaker', 'monk'];
const nominate = (nominator: number, triggered: boolean, opts: BoardOptions = {}, target = 0, roles = ROLES) => {
  const s = board(roles, { drunkShown: 'chef', ...opts });
  const io = recordingIO(s);
  nominationOf(io, s, nomination(nominator, target, triggered));
  return { s, io };
};
const spent = (io: ReturnType<typeof recordingIO>) => effectsOf(io, 'spend').map((e) => [e.seat, e.ability]);
const executedSeats = (io: ReturnType<typeof recordingIO>) => effectsOf(io, 'executed').map((e) => e.seat);

describe('virgin.nominated: a Townsfolk nominator', () => {
  it('TV54: the Washerwoman first to nominate a healthy Virgin is executed and dies', () => {
    const { s, io } = nominate(1, true);
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([[0, 'virgin']]);
    expect(executedSeats(io)).toEqual([1]);
    expect(deaths(io)).toEqual([[1, 'execution']]);
    expect(s.usedVirgin[0]).toBe(true);
    expect(s.executedToday).toBe(true);
    expect(s.executedDeath).toBe(1);
  });
  it('TV54: … and a healthy Undertaker that night learns the Washerwoman', () => {
    const { s } = nominate(1, true);
    expect(undertakerInfo(s, rep(8, 'undertaker', { targetRole: code('washerwoman') }))).not.toBeNull();
  });
  it('a Townsfolk\'s first nomination of a healthy Virgin must trigger', () => {
    const { io } = nominate(1, false);
    expect(failedPaths(io)).toEqual(['$.phases[1].events[0]']);
    expect(executedSeats(io)).toEqual([]);
  });
  it('TV58: a poisoned Townsfolk nominator is still a Townsfolk: executed', () => {
    const poisoned = nominate(1, true, { poisoned: 1 });
    expect(poisoned.io.failures).toEqual([]);
    expect(deaths(poisoned.io)).toEqual([[1, 'execution']]);
    expect(failedPaths(nominate(1, false, { poisoned: 1 }).io)).toEqual(['$.phases[1].events[0]']);
  });
  it('ruling Q9: the Virgin nominating herself triggers', () => {
    const { io } = nominate(0, true, {}, 0);
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[0, 'execution']]);
    expect(failedPaths(nominate(0, false, {}, 0).io)).toEqual(['$.phases[1].events[0]']);
  });
  it('§4.7: the Virgin\'s execution can end the game (two left alive: evil wins)', () => {
    const { io } = nominate(1, true, { alive: aliveExcept(10, [2, 3, 5, 6, 7, 8, 9]) });
    expect(deaths(io)).toEqual([[1, 'execution']]);
    expect(winner(io)).toBe('evil');
  });
});

describe('virgin.nominated: other nominators', () => {
  it('TV55: the Drunk (shown the Chef) nominates: nothing happens, the Virgin is spent', () => {
    const { s, io } = nominate(2, false);
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([[0, 'virgin']]);
    expect(executedSeats(io)).toEqual([]);
    expect(s.usedVirgin[0]).toBe(true);
    expect(failedPaths(nominate(2, true).io)).toEqual(['$.phases[1].events[0]']);
  });
  it('§3.10: an Outsider (the Recluse) never triggers it', () => {
    expect(nominate(6, false).io.failures).toEqual([]);
    const { io } = nominate(6, true);
    expect(failedPaths(io)).toEqual(['$.phases[1].events[0]']);
    expect(deaths(io)).toEqual([]);
  });
  it('the Imp or a Minion other than a healthy Spy never triggers it', () => {
    expect(failedPaths(nominate(4, true).io)).toEqual(['$.phases[1].events[0]']);
    expect(failedPaths(nominate(7, true).io)).toEqual(['$.phases[1].events[0]']);
    expect(nominate(7, false).io.failures).toEqual([]);
  });
  it('TV56: a healthy Spy may trigger it (executed) or not', () => {
    const yes = nominate(3, true);
    expect(yes.io.failures).toEqual([]);
    expect(deaths(yes.io)).toEqual([[3, 'execution']]);
    const no = nominate(3, false);
    expect(no.io.failures).toEqual([]);
    expect(deaths(no.io)).toEqual([]);
    expect(spent(no.io)).toEqual([[0, 'virgin']]);
  });
  it('TV56: a poisoned Spy cannot', () => {
    expect(failedPaths(nominate(3, true, { poisoned: 3 }).io)).toEqual(['$.phases[1].events[0]']);
    expect(nominate(3, false, { poisoned: 3 }).io.failures).toEqual([]);
  });
});

describe('virgin.nominated: the Virgin\'s state', () => {
  it('TV57: a poisoned Virgin first nominated by a Townsfolk: nothing happens, and she is spent', () => {
    const { s, io } = nominate(1, false, { poisoned: 0 });
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([[0, 'virgin']]);
    expect(deaths(io)).toEqual([]);
    expect(s.usedVirgin[0]).toBe(true);
    expect(failedPaths(nominate(1, true, { poisoned: 0 }).io)).toEqual(['$.phases[1].events[0]']);
  });
  it('TV57: a spent Virgin, healthy again, nominated by a Townsfolk: nothing happens', () => {
    const { io } = nominate(5, false, { usedVirgin: [0] });
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([]);
    expect(failedPaths(nominate(5, true, { usedVirgin: [0] }).io)).toEqual(['$.phases[1].events[0]']);
  });
  it('a dead Virgin: no ability, nothing spent, nothing triggered', () => {
    const { io } = nominate(1, false, { alive: aliveExcept(10, [0]) });
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([]);
    expect(failedPaths(nominate(1, true, { alive: aliveExcept(10, [0]) }).io)).toEqual(['$.phases[1].events[0]']);
  });
  it('§3.15: the Drunk shown the Virgin has no ability: a Townsfolk nominator is not executed', () => {
    const roles: RoleId[] = ['drunk', 'washerwoman', 'chef', 'spy', 'imp', 'empath', 'recluse', 'poisoner', 'undertaker', 'monk'];
    const s = board(roles, { drunkShown: 'virgin' });
    const io = recordingIO(s);
    nominationOf(io, s, nomination(1, 0, false));
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([]);
    const s2 = board(roles, { drunkShown: 'virgin' });
    const io2 = recordingIO(s2);
    nominationOf(io2, s2, nomination(1, 0, true));
    expect(failedPaths(io2)).toEqual(['$.phases[1].events[0]']);
  });
  it('a nomination of someone else: nothing happens', () => {
    const { io } = nominate(1, false, {}, 5);
    expect(io.effects).toEqual([]);
    expect(io.failures).toEqual([]);
    expect(failedPaths(nominate(1, true, {}, 5).io)).toEqual(['$.phases[1].events[0]']);
  });
});
