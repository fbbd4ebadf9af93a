/** Input errors in words (src/text/error-words.ts): the row as the editors name it, names for ids, no JSON path. */
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/index.ts';
import { errorInWords, errorSentence, pathSteps, whereInWords } from '../../src/text/error-words.ts';
import nqt47 from '../fixtures/cases/nqt-47.json';

const game = nqt47.input;

describe('whereInWords', () => {
  it('names evidence rows, reports, events, actions, phases and seats as the editors number them', () => {
    expect(whereInWords(game, '$.evidence[0].role')).toBe("Row 1, You's claim");
    expect(whereInWords(game, '$.reports[2].night')).toBe('Report 3, Steph as Undertaker');
    expect(whereInWords(game, '$.phases[1].events[0].player')).toMatch(/^Day 1, event 1 \(/);
    expect(whereInWords(game, '$.phases[2]')).toBe('Night 2');
    expect(whereInWords(game, '$.players[3].id')).toBe('Seat 4 (Josh)');
    expect(whereInWords(game, '$.limits.maxMs')).toBe('The search limits');
    expect(whereInWords(game, '$.bogus')).toBe('The game');
    expect(whereInWords(game, '$')).toBeNull();
    // A row that is not there any more is still numbered.
    expect(whereInWords(game, '$.reports[999]')).toBe('Report 1000');
    expect(whereInWords(null, '$.evidence[0]')).toBe('Row 1');
  });

  it('reads JSON paths, quoted keys included, and refuses what is not one', () => {
    expect(pathSteps('$.phases[1].events[0].player')).toEqual(['phases', 1, 'events', 0, 'player']);
    expect(pathSteps('$["odd key"][2]')).toEqual(['odd key', 2]);
    expect(pathSteps('phases[1]')).toBeNull();
    expect(pathSteps('$.a[')).toBeNull();
  });
});

describe('errorInWords', () => {
  const players = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id.toUpperCase() }));
  const input = {
    schema: 'botc-temporal-v1', players,
    evidence: [{ kind: 'testimony', player: 'a', role: 'fortuneteller', mode: 'assumption' }, { kind: 'role', player: 'zz', role: 'imp', mode: 'hard' }],
    reports: [{ mode: 'hard', role: 'empath', night: 1, authenticity: 'authentic', player: 'b', value: 9 }],
    phases: [{ phase: 'night', number: 1, deaths: [] }, { phase: 'day', number: 1, events: [], ended: false }],
  };

  it('says each of the validator\'s errors on its row, with names, and never a JSON path', async () => {
    const errors = (await validate(input)).errors;
    const sentences = errors.map((e) => errorSentence(input, e));
    expect(sentences).toContain("Row 1, A's claim: 'fortuneteller' is not a Trouble Brewing character — did you mean Fortune Teller?");
    expect(sentences).toContain("Row 2, zz's character: 'zz' is not a seated player");
    expect(sentences).toContain('Report 1, B as Empath: the value is 9, but an Empath learns a number from 0 to 2');
    for (const s of sentences) expect(s).not.toContain('$.');
  });

  it('keeps where and what apart, and works without the input', () => {
    const e = { code: 'unknown_field' as const, path: '$.evidence[0].bogus', message: '$.evidence[0].bogus: "bogus" is not a field' };
    expect(errorInWords(input, e)).toEqual({ where: "Row 1, A's claim", what: '"bogus" is not a field' });
    expect(errorSentence(undefined, { code: 'too_large', path: '$', message: 'the file is too big' })).toBe('The file is too big');
  });
});
