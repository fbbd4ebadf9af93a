/**
 * Saint hooks (rules reference §3.17, §4.7; TV65): `died` (through the engine's dispatch, `diedAt`) — the Saint has just died by
 * execution: evil wins when the Saint was healthy; a poisoned Saint or the Drunk shown the
 * Saint dies quietly.
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO, type BoardOptions } from '../../../src/play/board.ts';
import { execute } from '../../../src/kernel/day-deaths.ts';
import { nightStep as impStep } from '../../../src/rules/characters/imp.ts';
import { diedAt, type Death } from '../../../src/kernel/hooks.ts';
import type { RoleId } from '../../../src/rules/roles.ts';
import { act, aliveExcept, deaths, effectsOf, winner } from './helpers.ts';

// P1 Saint, P2 Imp, P3 Poisoner, P4 Chef, P5 Empath, P6 Monk, P7 Soldier, P8 Mayor.
const ROLES: RoleId[] = ['saint', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
const executeSaint = (opts: BoardOptions = {}, roles = ROLES) => {
  const s = board(roles, opts);
  const io = recordingIO(s);
  execute(io, s, 0);
  return { s, io };
};

const EXECUTED: Death = { cause: 'execution', aliveBefore: 8, successor: -1, starPass: false };

describe('saint.died', () => {
  it('TV65: a healthy Saint executed: evil wins', () => {
    const s = board(ROLES, { alive: aliveExcept(8, [0]), executedDeath: 0, executedToday: true });
    const io = recordingIO(s);
    expect(diedAt(s, 0, EXECUTED, io.emit)).toBeNull();
    expect(effectsOf(io, 'win').map((e) => e.team)).toEqual(['evil']);
    expect(s.winner).toBe('evil');
  });
  it('TV65: a poisoned Saint executed: the game goes on', () => {
    const s = board(ROLES, { alive: aliveExcept(8, [0]), poisoned: 0 });
    const io = recordingIO(s);
    expect(diedAt(s, 0, EXECUTED, io.emit)).toBeNull();
    expect(effectsOf(io, 'win')).toEqual([]);
    expect(s.winner).toBeNull();
  });
  it('the Drunk shown the Saint has no ability', () => {
    const roles: RoleId[] = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
    const s = board(roles, { drunkShown: 'saint', alive: aliveExcept(8, [0]) });
    const io = recordingIO(s);
    expect(diedAt(s, 0, EXECUTED, io.emit)).toBeNull();
    expect(effectsOf(io, 'win')).toEqual([]);
  });
});

describe('the Saint\'s execution (kernel execute calls the hook)', () => {
  it('TV65: a healthy Saint executed dies and evil wins at once', () => {
    const { io } = executeSaint();
    expect(deaths(io)).toEqual([[0, 'execution']]);
    expect(winner(io)).toBe('evil');
  });
  it('TV65: a poisoned Saint executed dies; the game goes on', () => {
    const { io } = executeSaint({ poisoned: 0 });
    expect(deaths(io)).toEqual([[0, 'execution']]);
    expect(winner(io)).toBeNull();
  });
  it('§3.17: a dead Saint executed does not die again: nothing happens, but it is the day\'s execution', () => {
    const { s, io } = executeSaint({ alive: aliveExcept(8, [0]) });
    expect(deaths(io)).toEqual([]);
    expect(winner(io)).toBeNull();
    expect(s.executedToday).toBe(true);
  });
  it('TV65: the Imp kills the Saint at night: the game goes on', () => {
    const io = act(impStep, board(ROLES), 2, { imp: 0 });
    expect(deaths(io)).toEqual([[0, 'demon']]);
    expect(winner(io)).toBeNull();
  });
});
