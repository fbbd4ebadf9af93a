/**
 * A row in words (src/text/row-words.ts), as an explanation lists it: every kind of
 * evidence row, reports of each shape of payload, night actions and a night's deaths, with
 * names instead of ids; null for a path that points at no such row.
 */
import { describe, expect, it } from 'vitest';
import { rowInWords } from '../../src/text/row-words.ts';

const input = {
  schema: 'botc-temporal-v1',
  players: [{ id: 'a', name: 'Ann' }, { id: 'b' }, { id: 'y', name: 'You' }],
  evidence: [
    { kind: 'testimony', player: 'a', role: 'empath', mode: 'assumption' },
    { kind: 'role', player: 'a', role: 'imp', mode: 'hard' },
    { kind: 'role', player: 'a', role: 'imp', is: false, mode: 'hard' },
    { kind: 'alignment', player: 'b', alignment: 'evil', mode: 'hard' },
    { kind: 'shown', player: 'y', role: 'empath', mode: 'hard' },
    { kind: 'inPlay', role: 'baron', is: false, mode: 'hard' },
    { kind: 'setupInfo', player: 'a', team: 'Minion', minions: ['a'], demons: ['b'], bluffs: ['chef', 'monk'], mode: 'hard' },
    { kind: 'testimony', player: 'y', role: 'chef', mode: 'assumption' },
  ],
  reports: [
    { player: 'a', role: 'librarian', value: 0, night: 1, authenticity: 'authentic', mode: 'hard' },
    { player: 'a', role: 'undertaker', targetRole: null, night: 2, authenticity: 'authentic', mode: 'hard' },
    { player: 'a', role: 'washerwoman', targets: ['b', 'y'], targetRole: 'chef', night: 1, authenticity: 'good', mode: 'assumption' },
    { player: 'b', role: 'fortune_teller', targets: ['a', 'y'], value: true, night: 1, authenticity: 'authentic', mode: 'hard' },
    { player: 'b', role: 'ravenkeeper', target: 'a', targetRole: 'imp', night: null, authenticity: 'authentic', mode: 'hard' },
    { player: 'b', role: 'empath', value: 1, night: 2, authenticity: 'authentic', mode: 'hard' },
  ],
  phases: [
    { phase: 'night', number: 1, deaths: [], actions: [{ kind: 'poison', player: 'a', target: 'b' }, { kind: 'imp', player: 'b', target: 'a', successor: null }] },
    { phase: 'day', number: 1, events: [], ended: true },
    { phase: 'night', number: 2, deaths: ['a', 'b'], actions: [{ kind: 'monk', player: 'y', target: 'a' }] },
  ],
};

describe('a row in words', () => {
  it('says each kind of evidence row with names, and "You" agrees with its verb', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => rowInWords(input, `$.evidence[${i}]`))).toEqual([
      'Ann claims Empath',
      'Ann started as the Imp',
      'Ann did not start as the Imp',
      'Seat 2 started evil',
      'You were shown the Empath token',
      'The Baron is not in play',
      'Ann, as a Minion, learned the Minions are Ann; the Demon is Seat 2; the bluffs are Chef and Monk',
      'You claim Chef',
    ]);
  });

  it('says what each report learned, on which night, and whether it is only what the player says', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => rowInWords(input, `$.reports[${i}]`))).toEqual([
      'Ann as Librarian learned on night 1: no Outsiders are in play',
      'Ann as Undertaker learned on night 2: no information',
      'Ann as Washerwoman says they learned on night 1: one of Seat 2 or You is the Chef',
      'Seat 2 as Fortune Teller learned on night 1: Ann and You, yes (one is the Demon)',
      'Seat 2 as Ravenkeeper learned on a night not given: Ann is the Imp',
      'Seat 2 as Empath learned on night 2: evil living neighbours: 1',
    ]);
  });

  it('says night actions and deaths, and nothing for a path that is not such a row', () => {
    expect(rowInWords(input, '$.phases[0].actions[0]')).toBe('Night 1: Ann, the Poisoner, poisoned Seat 2');
    expect(rowInWords(input, '$.phases[0].actions[1]')).toBe('Night 1: Seat 2, the Imp, attacked Ann (nobody caught the star-pass)');
    expect(rowInWords(input, '$.phases[2].actions[0]')).toBe('Night 2: You, the Monk, protected Ann');
    expect(rowInWords(input, '$.phases[0].deaths')).toBe('Night 1: nobody died');
    expect(rowInWords(input, '$.phases[2].deaths')).toBe('Night 2: Ann and Seat 2 died');
    for (const path of ['$.phases[1].deaths', '$.evidence[99]', '$.players[0]', '$.reports', 'nonsense', '$.evidence[0].role']) {
      expect(rowInWords(input, path), path).toBeNull();
    }
    expect(rowInWords(null, '$.evidence[0]')).toBeNull();
  });
});
