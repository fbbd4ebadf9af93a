/**
 * Imp hooks (rules reference §3.8, §3.12, §3.13, §3.20, §3.22; TV31, TV33, TV36–TV44,
 * TV47, TV48, TV67; rulings Q2, Q3): `nightStep` — the attack: a kill (`die`), blocked by
 * poison on the Imp, a dead target, the Monk's protection or a healthy Soldier; a healthy
 * Mayor's death moved elsewhere (`redirect`); a self-target star-passes to a living Minion
 * (`becomeImp`), the Scarlet Woman first; `died` — the Imp's death and its successor.
 */
import { describe, expect, it } from 'vitest';
import { board, recordingIO, type BoardOptions } from '../../../src/play/board.ts';
import { kill } from '../../../src/kernel/deaths.ts';
import type { DeathCause } from '../../../src/kernel/hooks.ts';
import { nightStep } from '../../../src/rules/characters/imp.ts';
import type { Effect } from '../../../src/kernel/effects.ts';
import type { NightChoices } from '../../../src/kernel/world.ts';
import { R, type RoleId } from '../../../src/rules/roles.ts';
import { act, aliveExcept, deaths, failedPaths, impAction, winner } from './helpers.ts';

// P1 Imp, P2 Poisoner, P3 Chef, P4 Empath, P5 Soldier, P6 Monk, P7 Mayor, P8 Ravenkeeper.
const ROLES: RoleId[] = ['imp', 'poisoner', 'chef', 'empath', 'soldier', 'monk', 'mayor', 'ravenkeeper'];
const attack = (choices: Partial<NightChoices>, opts: BoardOptions = {}, roles = ROLES) => {
  const s = board(roles, opts);
  return { s, io: act(nightStep, s, 2, choices) };
};
const becameImp = (effects: Effect[]) => effects.filter((e) => e.kind === 'becomeImp').map((e) => e.seat);

describe('imp.nightStep: the kill', () => {
  it('a kill emits a night death for the target', () => {
    const { s, io } = attack({ imp: 2 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[2, 'demon']]);
    expect(s.alive[2]).toBe(false);
    expect(s.diedTonight).toEqual([2]);
    expect(winner(io)).toBeNull();
  });
  it('TV37: attacking a dead player kills nobody', () => {
    const { io } = attack({ imp: 2 }, { alive: aliveExcept(8, [2]) });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([]);
  });
  it('TV33: the Monk\'s protection blocks the kill', () => {
    const { io } = attack({ imp: 2 }, { protectedSeat: 2 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([]);
  });
  it('TV36: a healthy Soldier survives; a poisoned Soldier dies; the Drunk shown the Soldier dies', () => {
    expect(deaths(attack({ imp: 4 }).io)).toEqual([]);
    expect(deaths(attack({ imp: 4 }, { poisoned: 4 }).io)).toEqual([[4, 'demon']]);
    const drunk: RoleId[] = ['imp', 'poisoner', 'chef', 'empath', 'drunk', 'monk', 'mayor', 'ravenkeeper'];
    expect(deaths(attack({ imp: 4 }, { drunkShown: 'soldier' }, drunk).io)).toEqual([[4, 'demon']]);
  });
  it('TV31: a poisoned Imp kills nobody — not even itself', () => {
    const target = attack({ imp: 2 }, { poisoned: 0 });
    expect(target.io.failures).toEqual([]);
    expect(deaths(target.io)).toEqual([]);
    const self = attack({ imp: 0 }, { poisoned: 0 });
    expect(self.io.failures).toEqual([]);
    expect(deaths(self.io)).toEqual([]);
    expect(self.s.roles[0]).toBe(R.IMP);
    // Nothing was passed on, so no successor may be named.
    expect(failedPaths(attack({ imp: 0, successor: 1 }, { poisoned: 0 }).io)).toEqual(['$.phases[2]']);
  });
  it('TV67: a kill that leaves two alive ends the game for evil', () => {
    const { io } = attack({ imp: 2 }, { alive: aliveExcept(8, [3, 4, 5, 6, 7]) });
    expect(deaths(io)).toEqual([[2, 'demon']]);
    expect(winner(io)).toBe('evil');
  });
  it('TV67: with three alive, an attack on the healthy Soldier ends nothing', () => {
    const { io } = attack({ imp: 4 }, { alive: aliveExcept(8, [1, 3, 5, 6, 7]) });
    expect(deaths(io)).toEqual([]);
    expect(winner(io)).toBeNull();
  });
  it('the living Imp must choose a player; a dead Imp has no attack', () => {
    expect(failedPaths(attack({ imp: -1 }).io)).toEqual(['$.phases[2]']);
    const dead = attack({ imp: 2 }, { alive: aliveExcept(8, [0]) });
    expect(failedPaths(dead.io)).toEqual(['$.phases[2]']);
    expect(deaths(dead.io)).toEqual([]);
  });
  it('a recorded Imp action must match the attack', () => {
    const s = board(ROLES);
    expect(act(nightStep, s, 2, { imp: 2 }, [impAction(0, 2)]).failures).toEqual([]);
    expect(failedPaths(act(nightStep, board(ROLES), 2, { imp: 2 }, [impAction(0, 3)]))).toEqual(['$.phases[2].actions[0]']);
  });
});

describe('imp.nightStep: two Imps (ruling Q13)', () => {
  // The Poisoner (P2) is now a second Imp (as a Scarlet Woman would be after a Recluse's death).
  const twoImps = (dead: number[]): BoardOptions => ({ now: { 1: 'imp' }, alive: aliveExcept(8, dead) });
  it('each living Imp attacks in seat order', () => {
    const { io } = attack({ imp: 2, imp2: 3 }, twoImps([5, 6, 7]));
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[2, 'demon'], [3, 'demon']]);
    expect(winner(io)).toBeNull();
  });
  it('TV67: when the first attack leaves two alive, the game ends there and the second Imp does not attack', () => {
    const ended = attack({ imp: 2 }, twoImps([3, 4, 5, 6, 7]));
    expect(ended.io.failures).toEqual([]);
    expect(deaths(ended.io)).toEqual([[2, 'demon']]);
    expect(winner(ended.io)).toBe('evil');
    expect(failedPaths(attack({ imp: 2, imp2: 0 }, twoImps([3, 4, 5, 6, 7])).io)).toEqual(['$.phases[2]']);
  });
});

describe('imp.nightStep: the Mayor', () => {
  it('TV39: the kill on a healthy Mayor may stay (the Mayor dies)', () => {
    const { io } = attack({ imp: 6 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[6, 'demon']]);
  });
  it('TV39: the kill may move onto another player (choice redirect)', () => {
    const { s, io } = attack({ imp: 6, redirect: 7 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[7, 'demon']]);
    expect(s.alive[6]).toBe(true);
  });
  it('TV39: a redirect onto a healthy Soldier, a Monk-protected or a dead player kills nobody', () => {
    expect(deaths(attack({ imp: 6, redirect: 4 }).io)).toEqual([]);
    const prot = attack({ imp: 6, redirect: 2 }, { protectedSeat: 2 });
    expect(prot.io.failures).toEqual([]);
    expect(deaths(prot.io)).toEqual([]);
    const dead = attack({ imp: 6, redirect: 2 }, { alive: aliveExcept(8, [2]) });
    expect(dead.io.failures).toEqual([]);
    expect(deaths(dead.io)).toEqual([]);
  });
  it('TV40: a Monk-protected Mayor: nobody dies and no redirect is possible', () => {
    const still = attack({ imp: 6 }, { protectedSeat: 6 });
    expect(still.io.failures).toEqual([]);
    expect(deaths(still.io)).toEqual([]);
    expect(failedPaths(attack({ imp: 6, redirect: 7 }, { protectedSeat: 6 }).io)).toEqual(['$.phases[2]']);
  });
  it('a poisoned Mayor or the Drunk shown the Mayor has no redirect: they die', () => {
    expect(failedPaths(attack({ imp: 6, redirect: 7 }, { poisoned: 6 }).io)).toEqual(['$.phases[2]']);
    expect(deaths(attack({ imp: 6 }, { poisoned: 6 }).io)).toEqual([[6, 'demon']]);
    const drunk: RoleId[] = ['imp', 'poisoner', 'chef', 'empath', 'soldier', 'monk', 'drunk', 'ravenkeeper'];
    expect(failedPaths(attack({ imp: 6, redirect: 7 }, { drunkShown: 'mayor' }, drunk).io)).toEqual(['$.phases[2]']);
  });
  it('a redirect needs the Mayor as the target', () => {
    expect(failedPaths(attack({ imp: 2, redirect: 7 }).io)).toEqual(['$.phases[2]']);
  });
  it('ruling Q2: a redirect onto the Imp is a star-pass', () => {
    const { s, io } = attack({ imp: 6, redirect: 0, successor: 1 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[0, 'demon']]);
    expect(becameImp(io.effects)).toEqual([1]);
    expect(s.roles[1]).toBe(R.IMP);
    expect(s.alive[6]).toBe(true);
  });
  it('a recorded redirect must match the choice', () => {
    expect(failedPaths(act(nightStep, board(ROLES), 2, { imp: 6, redirect: 7 }, [impAction(0, 6, { redirect: 2 })]))).toEqual(['$.phases[2].actions[0]']);
    expect(act(nightStep, board(ROLES), 2, { imp: 6, redirect: 7 }, [impAction(0, 6, { redirect: 7 })]).failures).toEqual([]);
  });
});

describe('imp.nightStep: the star-pass', () => {
  it('a self-target kills the Imp and a living Minion becomes the Imp', () => {
    const { s, io } = attack({ imp: 0, successor: 1 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[0, 'demon']]);
    expect(becameImp(io.effects)).toEqual([1]);
    expect(s.roles[1]).toBe(R.IMP);
    expect(winner(io)).toBeNull();
  });
  it('with a living Minion the hand-over is mandatory (§3.22)', () => {
    expect(failedPaths(attack({ imp: 0, successor: -1 }).io)).toEqual(['$.phases[2]']);
  });
  it('an illegal successor fails: a Townsfolk, or a dead Minion', () => {
    expect(failedPaths(attack({ imp: 0, successor: 2 }).io)).toEqual(['$.phases[2]']);
    const dead = attack({ imp: 0, successor: 1 }, { alive: aliveExcept(8, [1]) });
    expect(failedPaths(dead.io)).toEqual(['$.phases[2]']);
    expect(becameImp(dead.io.effects)).toEqual([]);
  });
  it('TV38: a Monk-protected Imp choosing itself: nothing happens', () => {
    const { s, io } = attack({ imp: 0 }, { protectedSeat: 0 });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([]);
    expect(s.roles[0]).toBe(R.IMP);
    expect(failedPaths(attack({ imp: 0, successor: 1 }, { protectedSeat: 0 }).io)).toEqual(['$.phases[2]']);
  });
  it('a successor without a star-pass fails', () => {
    expect(failedPaths(attack({ imp: 2, successor: 1 }).io)).toEqual(['$.phases[2]']);
  });
  it('TV41: 6 alive with a healthy Scarlet Woman: she must be the successor, not the Poisoner', () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'];
    const opts: BoardOptions = { alive: aliveExcept(10, [6, 7, 8, 9]) };
    const sw = attack({ imp: 0, successor: 2 }, opts, roles);
    expect(sw.io.failures).toEqual([]);
    expect(becameImp(sw.io.effects)).toEqual([2]);
    expect(failedPaths(attack({ imp: 0, successor: 1 }, opts, roles).io)).toEqual(['$.phases[2]']);
  });
  it('§3.20: a self-kill with exactly 5 alive (the Imp counted) must pass to a healthy Scarlet Woman', () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'];
    const opts: BoardOptions = { alive: aliveExcept(10, [5, 6, 7, 8, 9]) };
    expect(attack({ imp: 0, successor: 2 }, opts, roles).io.failures).toEqual([]);
    expect(failedPaths(attack({ imp: 0, successor: 1 }, opts, roles).io)).toEqual(['$.phases[2]']);
    // A poisoned Scarlet Woman has no ability: then any living Minion may (and one must).
    const poisoned = { ...opts, poisoned: 2 };
    expect(attack({ imp: 0, successor: 1 }, poisoned, roles).io.failures).toEqual([]);
    expect(attack({ imp: 0, successor: 2 }, poisoned, roles).io.failures).toEqual([]);
  });
  it('TV42: 4 alive {Imp, Scarlet Woman, Poisoner, Chef}: either Minion may succeed; the game goes on', () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'];
    const opts: BoardOptions = { alive: aliveExcept(10, [4, 5, 6, 7, 8, 9]) };
    for (const successor of [1, 2]) {
      const { io } = attack({ imp: 0, successor }, opts, roles);
      expect(io.failures).toEqual([]);
      expect(becameImp(io.effects)).toEqual([successor]);
      expect(winner(io)).toBeNull();
    }
  });
  it('TV43: no living Minion: the Imp simply dies and good wins', () => {
    const { io } = attack({ imp: 0, successor: -1 }, { alive: aliveExcept(8, [1]) });
    expect(io.failures).toEqual([]);
    expect(deaths(io)).toEqual([[0, 'demon']]);
    expect(winner(io)).toBe('good');
  });
  it('ruling Q3: a living healthy Recluse may catch the star-pass when no Minion is alive — or nobody does', () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'chef', 'recluse', 'soldier', 'monk', 'mayor', 'ravenkeeper'];
    const opts: BoardOptions = { alive: aliveExcept(8, [1]) };
    const caught = attack({ imp: 0, successor: 3 }, opts, roles);
    expect(caught.io.failures).toEqual([]);
    expect(becameImp(caught.io.effects)).toEqual([3]);
    expect(winner(caught.io)).toBeNull();
    expect(winner(attack({ imp: 0, successor: -1 }, opts, roles).io)).toBe('good');
    // A poisoned Recluse cannot.
    expect(failedPaths(attack({ imp: 0, successor: 3 }, { ...opts, poisoned: 3 }, roles).io)).toEqual(['$.phases[2]']);
  });
  it('TV44: 3 alive {Imp, Poisoner, Chef}: the Poisoner becomes the Imp, 2 remain and evil wins', () => {
    const { io } = attack({ imp: 0, successor: 1 }, { alive: aliveExcept(8, [3, 4, 5, 6, 7]) });
    expect(io.failures).toEqual([]);
    expect(becameImp(io.effects)).toEqual([1]);
    expect(winner(io)).toBe('evil');
  });
  it('recorded successor and recluseDemon must match', () => {
    expect(act(nightStep, board(ROLES), 2, { imp: 0, successor: 1 }, [impAction(0, 0, { successor: 1, recluseDemon: false })]).failures).toEqual([]);
    expect(failedPaths(act(nightStep, board(ROLES), 2, { imp: 0, successor: 1 }, [impAction(0, 0, { successor: null })]))).toEqual(['$.phases[2].actions[0]']);
    expect(failedPaths(act(nightStep, board(ROLES), 2, { imp: 0, successor: 1 }, [impAction(0, 0, { recluseDemon: true })]))).toEqual(['$.phases[2].actions[0]']);
  });
});

describe('imp.died (through kernel kill: the death, then the hook)', () => {
  const TEN: RoleId[] = ['imp', 'poisoner', 'scarlet_woman', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'virgin', 'slayer'];
  const run = (opts: BoardOptions, cause: DeathCause, successor: number, roles = TEN) => {
    const s = board(roles, opts);
    const io = recordingIO(s);
    const { problem, took } = kill(s, 0, cause, successor, io.emit, cause === 'demon');
    return { s, effects: io.effects, problem, took };
  };
  it('TV46: executed with 6 alive and a healthy Scarlet Woman: she becomes the Imp; by day nobody chooses', () => {
    const opts: BoardOptions = { alive: aliveExcept(10, [6, 7, 8, 9]) };
    const sw = run(opts, 'execution', -1);
    expect(sw.problem).toBeNull();
    expect(sw.effects.map((e) => e.kind)).toEqual(['die', 'becomeImp']);
    expect(becameImp(sw.effects)).toEqual([2]);
    // By day nobody chooses: a successor named for it changes nothing (she takes over as she must).
    expect(becameImp(run(opts, 'execution', 2).effects)).toEqual([2]);
    expect(becameImp(run(opts, 'execution', 1).effects)).toEqual([2]);
  });
  it('a star-pass with a healthy Scarlet Woman and 5+ alive: she and only she must take it', () => {
    expect(becameImp(run({}, 'demon', 2).effects)).toEqual([2]);
    expect(run({}, 'demon', 1).problem).not.toBeNull();
    expect(run({}, 'demon', -1).problem).not.toBeNull();
  });
  it('TV47: executed with 4 alive: nobody takes over', () => {
    const opts: BoardOptions = { alive: aliveExcept(10, [4, 5, 6, 7, 8, 9]) };
    const none = run(opts, 'execution', -1);
    expect(none.problem).toBeNull();
    expect(becameImp(none.effects)).toEqual([]);
  });
  it('TV48: executed (or slain) without a Scarlet Woman: no star-pass to another Minion', () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'baron', 'chef', 'empath', 'monk', 'soldier', 'saint', 'butler', 'slayer'];
    for (const cause of ['execution', 'slayer'] as const) {
      const none = run({}, cause, -1, roles);
      expect(none.problem).toBeNull();
      expect(becameImp(none.effects)).toEqual([]);
      expect(none.s.alive[0]).toBe(false);
      const named = run({}, cause, 1, roles);
      expect(becameImp(named.effects)).toEqual([]);
      expect(named.took).toBe(false);
    }
  });
  it('TV49: a poisoned Scarlet Woman does not take over', () => {
    const sw = run({ poisoned: 2 }, 'execution', -1);
    expect(sw.problem).toBeNull();
    expect(becameImp(sw.effects)).toEqual([]);
  });
  it('the death itself is always emitted first, with its cause', () => {
    const { effects } = run({}, 'slayer', -1);
    expect(effects[0]).toEqual({ kind: 'die', seat: 0, cause: 'slayer' });
  });
});
