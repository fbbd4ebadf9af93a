/** Input errors in words (src/text/error-words.ts): the row as the editors name it, names for ids, no JSON path. */
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/index.ts';
import { errorInWords, errorSentence, pathSteps, pathsInWords, whereInWords } from '../../src/text/error-words.ts';
import nqt47 from '../fixtures/cases/nqt-47.json';

const game = nqt47.input;

describe('whereInWords', () => {
  it('names evidence rows, reports, events, actions, phases and seats as the editors number them', () => {
    expect(whereInWords(game, '$.evidence[0].role')).toBe('Row 1, Your claim');
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

  it('names only the values of player and character fields; other quoted words and ids stay as written', async () => {
    // Players whose ids are also words of the contract: a character id, a mode.
    const odd = { ...input, players: [{ id: 'imp', name: 'Ann' }, { id: 'claim', name: 'Clara' }, ...players.slice(2)],
      reports: [{ mode: 'bogus', role: 'washerwoman', night: 1, authenticity: 'authentic', player: 'c', targets: ['imp', 'imp'], targetRole: 'chef' }] };
    const sentences = (await validate(odd)).errors.map((e) => errorSentence(odd, e));
    expect(sentences.join('\n')).not.toContain('Clara');
    expect(sentences.some((s) => s.includes('"claim"'))).toBe(true);
    expect(sentences.join('\n')).not.toMatch(/\bImp\b/);
    // A field named like a path, and a character's name where its id belongs.
    expect(errorSentence(input, { code: 'unknown_field', path: '$.evidence[0].$foo', message: '$.evidence[0].$foo: "$foo" is not a field' }))
      .toBe('Row 1, A\'s claim: "$foo" is not a field');
    const named = { ...input, evidence: [{ kind: 'testimony', player: 'a', role: 'Fortune Teller', mode: 'assumption' }] };
    const [named1] = (await validate(named)).errors;
    expect(errorSentence(named, named1!)).toBe('Row 1, A\'s claim: \'Fortune Teller\' is the character\'s name; a game file writes it as "fortune_teller"');
  });

  it('says the paths inside a warning as the places they name', () => {
    expect(pathsInWords(nqt47.input, '$.players[1] has the same display name as $.players[0]; $.limits is fine'))
      .toBe('seat 2 (Olivia) has the same display name as seat 1 (You); "limits" is fine');
  });

  it('keeps where and what apart, and works without the input', () => {
    const e = { code: 'unknown_field' as const, path: '$.evidence[0].bogus', message: '$.evidence[0].bogus: "bogus" is not a field' };
    expect(errorInWords(input, e)).toEqual({ where: "Row 1, A's claim", what: '"bogus" is not a field' });
    expect(errorSentence(undefined, { code: 'too_large', path: '$', message: 'the file is too big' })).toBe('The file is too big');
  });
});
