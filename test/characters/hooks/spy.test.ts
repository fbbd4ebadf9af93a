/**
 * Spy hooks (rules reference §3.19; TV73; contract C11): `registers` — a Spy may register
 * as good, a Townsfolk or an Outsider while not poisoned, even when dead (not once it has
 * become the Imp); `info` — a healthy Spy's grimoire report matches the mechanical state
 * field by field; `nightStep` — the wake.
 */
import { describe, expect, it } from 'vitest';
import { board, type BoardOptions } from '../../../src/play/board.ts';
import { canRegisterAs, canRegisterEvil, canRegisterGood, canRegisterTeam } from '../../../src/kernel/registration.ts';
import type { GrimoireEntry } from '../../../src/model/game.ts';
import { info, nightStep, registers } from '../../../src/rules/characters/spy.ts';
import { R, TEAM_INDEX, type RoleId } from '../../../src/rules/roles.ts';
import { aliveExcept, code, failedPaths, learners, rep, wake } from './helpers.ts';

// 12 players: P1 Spy, P2 Imp, P3 Poisoner, P4 Drunk (shown the Mayor), P5 Fortune Teller,
// P6 Monk, P7 Slayer, P8 Virgin, P9 Butler, P10 Chef, P11 Empath, P12 Soldier.
const ROLES: RoleId[] = ['spy', 'imp', 'poisoner', 'drunk', 'fortune_teller', 'monk', 'slayer', 'virgin', 'butler', 'chef', 'empath', 'soldier'];
// A later night: red herring P6, P7 poisoned (by P3), P8 protected, Butler's master P10,
// the Slayer's and the Virgin's abilities spent, P11 dead.
const MOMENT: BoardOptions = {
  drunkShown: 'mayor', redHerring: 5, poisoned: 6, protectedSeat: 7, master: { 8: 9 },
  usedSlayer: [6], usedVirgin: [7], alive: aliveExcept(12, [10]),
};
const spy = (entries: [number, GrimoireEntry][], fields = {}) => rep(0, 'spy', { grimoire: new Map(entries), ...fields });
const grimoire = (entries: [number, GrimoireEntry][], opts: BoardOptions = MOMENT) => info(board(ROLES, opts), spy(entries));

describe('spy.registers', () => {
  it('a healthy Spy may register falsely, even when dead', () => {
    expect(registers(board(ROLES), 0)).toBe(true);
    expect(registers(board(ROLES, { alive: aliveExcept(12, [0]) }), 0)).toBe(true);
  });
  it('a poisoned Spy registers truly', () => {
    expect(registers(board(ROLES, { poisoned: 0 }), 0)).toBe(false);
  });
  it('§3.19: a Spy that caught the star-pass stops being the Spy', () => {
    const s = board(ROLES, { alive: aliveExcept(12, [1]), now: { 0: 'imp' } });
    expect(canRegisterGood(s, 0)).toBe(false);
    expect(canRegisterTeam(s, 0, TEAM_INDEX.Townsfolk)).toBe(false);
  });
  it('only the Spy (and, the other way, the Recluse) may register as the other alignment', () => {
    const s = board(['spy', 'imp', 'poisoner', 'recluse', 'fortune_teller', 'monk', 'slayer', 'virgin', 'butler', 'chef', 'empath', 'soldier']);
    const other = (x: number) => (s.evil[x] ? canRegisterGood(s, x) : canRegisterEvil(s, x));
    expect(Array.from({ length: 12 }, (_, k) => k).filter(other)).toEqual([0, 3]);
  });
  it('what the registration allows: good, any Townsfolk or Outsider — never the Demon or another Minion', () => {
    const s = board(ROLES);
    expect(canRegisterGood(s, 0)).toBe(true);
    expect([R.WASHERWOMAN, R.MAYOR, R.DRUNK, R.BUTLER].every((r) => canRegisterAs(s, 0, r))).toBe(true);
    expect(canRegisterAs(s, 0, R.POISONER)).toBe(false);
    expect(canRegisterTeam(s, 0, TEAM_INDEX.Demon)).toBe(false);
    expect(canRegisterGood(board(ROLES, { poisoned: 0 }), 0)).toBe(false);
  });
});

describe('spy.info: the grimoire', () => {
  it('entries matching the state hold, field by field', () => {
    expect(grimoire([
      [1, { role: R.IMP, alignment: 'evil', alive: true }],
      [3, { role: R.DRUNK, shown: R.MAYOR, alignment: 'good' }],
      [5, { redHerring: true, protected: false }],
      [6, { poisoned: true, usedSlayer: true }],
      [7, { protected: true, usedVirgin: true }],
      [8, { master: 9 }],
      [9, { master: null, poisoned: false }],
      [10, { alive: false }],
    ])).not.toBeNull();
  });
  it('each wrong field makes the report false', () => {
    const wrong: [number, GrimoireEntry][] = [
      [1, { role: R.POISONER }],
      [3, { shown: R.DRUNK }],
      [3, { alignment: 'evil' }],
      [10, { alive: true }],
      [7, { poisoned: true }],
      [4, { redHerring: true }],
      [5, { protected: true }],
      [7, { usedSlayer: true }],
      [6, { usedVirgin: true }],
      [8, { master: 4 }],
      [8, { master: null }],
    ];
    for (const entry of wrong) expect(grimoire([entry]), JSON.stringify(entry)).toBeNull();
  });
  it('the grimoire shows true characters: no Spy or Recluse misregistration in it', () => {
    expect(grimoire([[0, { role: R.CHEF }]])).toBeNull();
    expect(grimoire([[0, { alignment: 'good' }]])).toBeNull();
  });
});

describe('spy.nightStep', () => {
  it('a healthy true report holds with a learn effect; a false one fails', () => {
    const ok = wake(nightStep, board(ROLES, MOMENT), 2, [spy([[1, { role: R.IMP }]])]);
    expect(ok.failures).toEqual([]);
    expect(learners(ok)).toEqual([0]);
    const bad = wake(nightStep, board(ROLES, MOMENT), 2, [spy([[1, { role: code('baron') }]])]);
    expect(failedPaths(bad)).toEqual(['$.reports[0]']);
    expect(learners(bad)).toEqual([]);
  });
  it('a poisoned Spy\'s view may be false, unless the report is marked healthy', () => {
    const poisoned: BoardOptions = { ...MOMENT, poisoned: 0 };
    expect(learners(wake(nightStep, board(ROLES, poisoned), 2, [spy([[1, { role: code('baron') }]])]))).toEqual([0]);
    expect(failedPaths(wake(nightStep, board(ROLES, poisoned), 2, [spy([[1, { role: code('baron') }]], { healthy: true })]))).toEqual(['$.reports[0]']);
  });
  it('TV73: a Spy that caught the star-pass no longer wakes as the Spy', () => {
    const s = board(ROLES, { alive: aliveExcept(12, [1]), now: { 0: 'imp' } });
    expect(failedPaths(wake(nightStep, s, 3, [spy([[1, { alive: false }]])]))).toEqual(['$.reports[0]']);
  });
  it('a dead Spy does not wake', () => {
    expect(failedPaths(wake(nightStep, board(ROLES, { alive: aliveExcept(12, [0]) }), 3, [spy([[1, { role: R.IMP }]])]))).toEqual(['$.reports[0]']);
  });
});
