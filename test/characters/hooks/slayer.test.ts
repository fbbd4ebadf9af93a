/**
 * Slayer hooks (rules reference §3.11, §3.20; TV50–TV53, TV76): `shoots` (through the engine's dispatch, `shotOf`) — a shot: only
 * a living, healthy Slayer's first shot can kill; it must kill the living Imp and may kill
 * a healthy Recluse registering as the Demon; the ability is spent either way. A recorded
 * `killed` must agree.
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO, type BoardOptions } from '../../../src/play/board.ts';
import { shotOf } from '../../../src/kernel/hooks.ts';
import { R, type RoleId } from '../../../src/rules/roles.ts';
import { aliveExcept, deaths, effectsOf, failedPaths, slayerShot, winner } from './helpers.ts';

// P1 Slayer, P2 Imp, P3 Recluse, P4 Spy, P5 Chef, P6 Empath, P7 Monk, P8 Soldier, P9 Poisoner, P10 Mayor.
const ROLES: RoleId[] = ['slayer', 'imp', 'recluse', 'spy', 'chef', 'empath', 'monk', 'soldier', 'poisoner', 'mayor'];
const shoot = (target: number, killed: boolean, opts: BoardOptions = {}, roles = ROLES, shooter = 0) => {
  const s = board(roles, opts);
  const io = recordingIO(s);
  shotOf(io, s, slayerShot(shooter, target, killed));
  return { s, io };
};
const spent = (io: ReturnType<typeof recordingIO>) => effectsOf(io, 'spend').map((e) => [e.seat, e.ability]);
const PATH = '$.phases[1].events[0]';

describe('slayer.shoots: the Imp', () => {
  it('TV50: a healthy Slayer\'s shot at the living Imp kills it; no successor: good wins', () => {
    const { s, io } = shoot(1, true);
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([[0, 'slayer']]);
    expect(deaths(io)).toEqual([[1, 'slayer']]);
    expect(winner(io)).toBe('good');
    expect(s.usedSlayer[0]).toBe(true);
  });
  it('a healthy Slayer\'s first shot at the Imp must kill', () => {
    const { io } = shoot(1, false);
    expect(failedPaths(io)).toEqual([PATH]);
  });
  it('TV53: 5 alive with a healthy Scarlet Woman: the Imp dies, she becomes the Imp, the game goes on', () => {
    const roles: RoleId[] = ['slayer', 'imp', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'poisoner', 'mayor', 'virgin'];
    const { s, io } = shoot(1, true, { alive: aliveExcept(10, [5, 6, 7, 8, 9]) }, roles);
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[1, 'slayer']]);
    expect(s.roles[2]).toBe(R.IMP);
    expect(winner(io)).toBeNull();
  });
  it('§3.20: 4 alive with a healthy Scarlet Woman: the Imp dies and good wins', () => {
    const roles: RoleId[] = ['slayer', 'imp', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'poisoner', 'mayor', 'virgin'];
    const { s, io } = shoot(1, true, { alive: aliveExcept(10, [4, 5, 6, 7, 8, 9]) }, roles);
    expect(io.failures).toEqual([]);
    expect(s.roles[2]).toBe(R.SCARLET_WOMAN);
    expect(winner(io)).toBe('good');
  });
  it('a dead Imp (the old one after a star-pass) cannot die again', () => {
    const opts: BoardOptions = { alive: aliveExcept(10, [1]), now: { 8: 'imp' } };
    expect(shoot(1, false, opts).io.failures).toEqual([]);
    expect(failedPaths(shoot(1, true, opts).io)).toEqual([PATH]);
  });
});

describe('slayer.shoots: the Recluse and the Spy', () => {
  it('TV51: a healthy Recluse may die (not an execution) or not; the game goes on; the Slayer is spent', () => {
    const hit = shoot(2, true);
    expect(hit.io.failures).toEqual([]);
    expect(deaths(hit.io)).toEqual([[2, 'slayer']]);
    expect(winner(hit.io)).toBeNull();
    expect(hit.s.executedToday).toBe(false);
    const miss = shoot(2, false);
    expect(miss.io.failures).toEqual([]);
    expect(deaths(miss.io)).toEqual([]);
    expect(spent(hit.io)).toEqual([[0, 'slayer']]);
    expect(spent(miss.io)).toEqual([[0, 'slayer']]);
  });
  it('a poisoned Recluse cannot register as the Demon: the shot cannot kill', () => {
    expect(failedPaths(shoot(2, true, { poisoned: 2 }).io)).toEqual([PATH]);
  });
  it('a dead Recluse cannot die again', () => {
    expect(failedPaths(shoot(2, true, { alive: aliveExcept(10, [2]) }).io)).toEqual([PATH]);
  });
  it('§3.11: the Spy never registers as the Demon', () => {
    expect(shoot(3, false).io.failures).toEqual([]);
    expect(failedPaths(shoot(3, true).io)).toEqual([PATH]);
  });
  it('a good player is not the Demon', () => {
    expect(failedPaths(shoot(4, true).io)).toEqual([PATH]);
  });
  it('TV76: 3 alive {Slayer, healthy Recluse, Imp}: killing the Recluse leaves 2 alive and evil wins; a miss goes on', () => {
    const opts: BoardOptions = { alive: aliveExcept(10, [3, 4, 5, 6, 7, 8, 9]) };
    const hit = shoot(2, true, opts);
    expect(hit.io.failures).toEqual([]);
    expect(winner(hit.io)).toBe('evil');
    expect(winner(shoot(2, false, opts).io)).toBeNull();
  });
});

describe('slayer.shoots: the Slayer\'s state', () => {
  it('TV52: a poisoned Slayer shooting the Imp: nothing happens, and the ability is spent', () => {
    const { s, io } = shoot(1, false, { poisoned: 0 });
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([[0, 'slayer']]);
    expect(deaths(io)).toEqual([]);
    expect(s.usedSlayer[0]).toBe(true);
    expect(failedPaths(shoot(1, true, { poisoned: 0 }).io)).toEqual([PATH]);
  });
  it('TV52: a spent Slayer, healthy again, shooting the Imp: nothing', () => {
    expect(shoot(1, false, { usedSlayer: [0] }).io.failures).toEqual([]);
    const { io } = shoot(1, true, { usedSlayer: [0] });
    expect(failedPaths(io)).toEqual([PATH]);
    expect(deaths(io)).toEqual([]);
  });
  it('one shot: after a hit on the Recluse, a second shot at the Imp does nothing', () => {
    const s = board(ROLES);
    const io = recordingIO(s);
    shotOf(io, s, slayerShot(0, 2, true));
    shotOf(io, s, slayerShot(0, 1, false));
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[2, 'slayer']]);
    expect(s.alive[1]).toBe(true);
  });
  it('§3.15: the Drunk shown the Slayer shooting the Imp: nothing happens', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'recluse', 'spy', 'chef', 'empath', 'monk', 'soldier', 'poisoner', 'mayor'];
    expect(shoot(1, false, { drunkShown: 'slayer' }, roles).io.failures).toEqual([]);
    const { io } = shoot(1, true, { drunkShown: 'slayer' }, roles);
    expect(failedPaths(io)).toEqual([PATH]);
    expect(deaths(io)).toEqual([]);
  });
  it('a dead Slayer has no ability: nothing is spent and nothing can die', () => {
    const opts: BoardOptions = { alive: aliveExcept(10, [0]) };
    const { io } = shoot(1, false, opts);
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([]);
    expect(failedPaths(shoot(1, true, opts).io)).toEqual([PATH]);
  });
  it('a player who is not the Slayer: nothing spent, nothing can die', () => {
    const { io } = shoot(1, false, {}, ROLES, 4);
    expect(io.failures).toEqual([]);
    expect(spent(io)).toEqual([]);
    expect(failedPaths(shoot(1, true, {}, ROLES, 4).io)).toEqual([PATH]);
  });
});
