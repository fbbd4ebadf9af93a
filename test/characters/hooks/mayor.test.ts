/**
 * Mayor hooks (rules reference §3.13; TV39, TV40, TV68–TV71; ruling Q6), through the engine's
 * dispatch (`attackOn`, `dayEndAll`): `attacked` — a
 * healthy Mayor's night death may be moved to another player; `dayEnd` — three alive, no
 * execution today and a living healthy Mayor: good wins.
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO, type BoardOptions } from '../../../src/play/board.ts';
import { attackOn, dayEndAll, shotOf } from '../../../src/kernel/hooks.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { aliveExcept, deaths, effectsOf, slayerShot, winner } from './helpers.ts';

// P1 Mayor, P2 Imp, P3 Poisoner, P4 Chef, P5 Empath, P6 Monk, P7 Soldier.
const ROLES: RoleId[] = ['mayor', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];
const THREE = aliveExcept(7, [2, 3, 4, 5]); // Mayor, Imp and the Soldier alive
const endOfDay = (opts: BoardOptions, roles = ROLES) => {
  const s = board(roles, opts);
  const io = recordingIO(s);
  dayEndAll(io, s);
  return { s, io };
};

describe('mayor.attacked', () => {
  it('a healthy Mayor\'s death may move; a poisoned Mayor\'s or the Drunk shown the Mayor\'s may not', () => {
    expect(attackOn(board(ROLES), 0)).toBe('redirect');
    expect(attackOn(board(ROLES, { poisoned: 0 }), 0)).toBe('dies');
    const drunk: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'slayer'];
    expect(attackOn(board(drunk, { drunkShown: 'mayor' }), 0)).toBe('dies');
  });
  it('nobody else has the redirect', () => {
    const s = board(ROLES);
    expect([1, 2, 3, 4, 5, 6].filter((x) => attackOn(s, x) === 'redirect')).toEqual([]);
  });
});

describe('mayor.dayEnd', () => {
  it('TV68: three alive, no execution, a living healthy Mayor: good wins', () => {
    const { s, io } = endOfDay({ alive: THREE });
    expect(winner(io)).toBe('good');
    expect(s.winner).toBe('good');
  });
  it('TV69: three alive but an execution today (even of a dead player): no win', () => {
    expect(effectsOf(endOfDay({ alive: THREE, executedToday: true }).io, 'win')).toEqual([]);
  });
  it('four alive: no win', () => {
    expect(effectsOf(endOfDay({ alive: aliveExcept(7, [2, 3, 4]) }).io, 'win')).toEqual([]);
  });
  it('TV71: three alive with the Mayor dead: no win', () => {
    expect(effectsOf(endOfDay({ alive: aliveExcept(7, [0, 2, 3, 4]) }).io, 'win')).toEqual([]);
  });
  it('TV71: the "Mayor" is the Drunk: no win', () => {
    const drunk: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'slayer'];
    expect(effectsOf(endOfDay({ drunkShown: 'mayor', alive: aliveExcept(8, [2, 3, 4, 5, 7]) }, drunk).io, 'win')).toEqual([]);
  });
  it('ruling Q6: a Mayor poisoned on the final day: no win', () => {
    const roles: RoleId[] = ['mayor', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier'];
    // The Poisoner is alive (three alive: Mayor, Imp, Poisoner), so the poison holds.
    expect(effectsOf(endOfDay({ poisoned: 0, alive: aliveExcept(7, [3, 4, 5, 6]) }, roles).io, 'win')).toEqual([]);
  });
  it('TV70: 4 alive, the Slayer kills a Recluse registering as the Imp, no execution: good wins at the day\'s end', () => {
    const roles: RoleId[] = ['mayor', 'imp', 'slayer', 'recluse', 'empath', 'monk', 'soldier', 'poisoner'];
    const s = board(roles, { alive: aliveExcept(8, [4, 5, 6, 7]) });
    const io = recordingIO(s);
    shotOf(io, s, slayerShot(2, 3, true));
    expect(deaths(io)).toEqual([[3, 'slayer']]);
    expect(winner(io)).toBeNull();
    dayEndAll(io, s);
    expect(winner(io)).toBe('good');
  });
});
