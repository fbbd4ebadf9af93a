/**
 * Fortune Teller (rules reference §3.6; TV23–TV25): yes for the Imp, the fixed red
 * herring (a good player, or a Spy registering good — contract), or a healthy Recluse
 * registering as the Demon. The red herring is an effect of the Fortune Teller's
 * ability, so poisoning the red herring does not remove it.
 */
import { describe, expect, it } from 'vitest';
import type { GameReport } from '../../src/model/game.ts';
import { info } from '../../src/rules/characters/fortune_teller.ts';
import { board } from '../../src/play/board.ts';
import type { State } from '../../src/kernel/state.ts';
import { legal, report } from './helpers.ts';

/** The Fortune Teller's `info` hook on a report of seat 0 choosing `pair` and learning `yes`. */
function fortuneTellerInfo(s: State, pair: [number, number], yes: boolean) {
  const r = { role: 5, seat: 0, night: 1, targets: pair, value: yes } as unknown as GameReport;
  return info(s, r);
}

const ROLES7 = ['fortune_teller', 'imp', 'spy', 'chef', 'empath', 'monk', 'soldier'] as const;

describe('Fortune Teller on hand-laid states', () => {
  it('TV23: self and the red herring is yes; two plain good players is no', () => {
    const s = board([...ROLES7], { redHerring: 3 });
    expect(fortuneTellerInfo(s, [0, 3], true)).not.toBeNull();
    expect(fortuneTellerInfo(s, [0, 3], false)).toBeNull();
    expect(fortuneTellerInfo(s, [4, 5], false)).not.toBeNull();
    expect(fortuneTellerInfo(s, [4, 5], true)).toBeNull();
  });
  it('the red herring survives poison', () => {
    const s = board([...ROLES7], { redHerring: 3, poisoned: 3 });
    expect(fortuneTellerInfo(s, [3, 4], false)).toBeNull();
  });
  it('TV24: a healthy Recluse may register as the Demon; a poisoned one may not', () => {
    const roles = ['fortune_teller', 'imp', 'poisoner', 'recluse', 'chef', 'empath', 'monk', 'soldier'] as const;
    expect(fortuneTellerInfo(board([...roles], { redHerring: 4 }), [3, 5], true)).not.toBeNull();
    expect(fortuneTellerInfo(board([...roles], { redHerring: 4 }), [3, 5], false)).not.toBeNull();
    expect(fortuneTellerInfo(board([...roles], { redHerring: 4, poisoned: 3 }), [3, 5], true)).toBeNull();
  });
  it('TV25: a Spy alone never gives yes unless it is the red herring', () => {
    expect(fortuneTellerInfo(board([...ROLES7], { redHerring: 3 }), [2, 4], true)).toBeNull();
    expect(fortuneTellerInfo(board([...ROLES7], { redHerring: 2 }), [2, 4], true)).not.toBeNull();
  });
});

describe('Fortune Teller through the search', () => {
  const pinHerring = (player: string) =>
    report(2, 'spy', { grimoire: { [player]: { redHerring: true } } }, true);
  it('a red herring pinned by the Spy\'s grimoire forces yes', async () => {
    const yes = report(0, 'fortune_teller', { targets: ['p4', 'p5'], value: true }, true);
    const no = report(0, 'fortune_teller', { targets: ['p4', 'p5'], value: false }, true);
    expect(await legal([...ROLES7], { reports: [pinHerring('p4'), yes] })).toBe(true);
    expect(await legal([...ROLES7], { reports: [pinHerring('p4'), no] })).toBe(false);
  });
  it('the Spy may be the red herring (contract), but no evil non-Spy may', async () => {
    expect(await legal([...ROLES7], { reports: [pinHerring('p3')] })).toBe(true);
    expect(await legal([...ROLES7], { reports: [pinHerring('p2')] })).toBe(false);
  });
  it('with the herring left open, a Spy pairing may be yes or no', async () => {
    for (const value of [true, false]) {
      expect(await legal([...ROLES7], { reports: [report(0, 'fortune_teller', { targets: ['p3', 'p5'], value }, true)] })).toBe(true);
    }
  });
  it('the Imp is always a yes for a healthy Fortune Teller', async () => {
    expect(await legal([...ROLES7], { reports: [report(0, 'fortune_teller', { targets: ['p2', 'p5'], value: false }, true)] })).toBe(false);
  });
  it('no red herring exists without an actual Fortune Teller (ruling Q8)', async () => {
    const roles = ['drunk', 'imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor'] as const;
    const spy = ['drunk', 'imp', 'spy', 'chef', 'empath', 'monk', 'soldier', 'mayor'] as const;
    void roles;
    expect(await legal([...spy], { reports: [report(2, 'spy', { grimoire: { p4: { redHerring: true } } }, true)] })).toBe(false);
    expect(await legal([...spy], { reports: [report(2, 'spy', { grimoire: { p4: { redHerring: false } } }, true)] })).toBe(true);
  });
});
