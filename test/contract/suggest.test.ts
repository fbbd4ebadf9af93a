/**
 * "Did you mean …?" on misspelt input (src/contract/suggest.ts, errors.ts, schema-fields.ts):
 * the error of a misspelt field, phase, kind or character id names the word most likely
 * meant, and only when one word is clearly the closest.
 */
import { describe, expect, it } from 'vitest';
import { closestWord } from '../../src/contract/suggest.ts';
import { parseLegacy, parseTemporal } from '../../src/model/normalise.ts';
import { errorsOf, legacy, temporal, withReport } from './helpers.ts';

describe('closestWord', () => {
  it('finds the word one or two edits away, ignoring case, spaces, hyphens and underscores', () => {
    expect(closestWord('player', ['schema', 'players', 'evidence'])).toBe('players');
    expect(closestWord('fortuneteller', ['chef', 'fortune_teller', 'scarlet_woman'])).toBe('fortune_teller');
    expect(closestWord('Scarlet-Woman', ['scarlet_woman', 'spy'])).toBe('scarlet_woman');
    expect(closestWord('nigth', ['night', 'day'])).toBe('night');
  });

  it('says nothing when no word is close, when two are as close, or for the word itself', () => {
    expect(closestWord('banana', ['night', 'day'])).toBeNull();
    expect(closestWord('dy', ['day', 'dry'])).toBeNull();
    expect(closestWord('day', ['day'])).toBeNull();
    expect(closestWord('', ['day'])).toBeNull();
  });

  it('allows one edit in a short word and two in a longer one', () => {
    expect(closestWord('rol', ['role'])).toBe('role');
    expect(closestWord('rl', ['role'])).toBeNull();
    expect(closestWord('maxResult', ['maxResults', 'maxNodes'])).toBe('maxResults');
  });
});

describe('errors that name what was meant', () => {
  const byPath = (input: unknown) => new Map(errorsOf(parseTemporal(input)).map((e) => [e.path, e.message]));

  it('a misspelt required field: the unknown one and the missing one point at each other', () => {
    const { players, ...rest } = temporal();
    const errors = byPath({ ...rest, player: players });
    expect(errors.get('$.player')).toContain('did you mean "players"?');
    expect(errors.get('$.players')).toContain('is "player", given beside it, a misspelling of it?');
  });

  it('a misspelt optional field is matched against the fields the schema defines there', () => {
    const errors = byPath(temporal({ limits: { maxResult: 5 } }));
    expect(errors.get('$.limits.maxResult')).toContain('did you mean "maxResults"?');
  });

  it('inside a row, the fields of the row\'s own kind are the ones suggested', () => {
    const input = temporal({ phases: [
      { phase: 'night', number: 1, deaths: [] },
      { phase: 'day', number: 1, events: [{ kind: 'execution', playr: 'p1' }], ended: true },
    ] });
    const errors = byPath(input);
    expect(errors.get('$.phases[1].events[0].playr')).toContain('did you mean "player"?');
    expect(errors.get('$.phases[1].events[0].player')).toContain('is "playr", given beside it');
  });

  it('an unknown field beside the field it resembles, already given, is only to be removed', () => {
    const errors = byPath(withReport({ role: 'chef', value: 0, rol: 'chef' }));
    expect(errors.get('$.reports[0].rol')).toContain('remove it');
    expect(errors.get('$.reports[0].rol')).not.toContain('did you mean');
  });

  it('a misspelt phase, kind or character id names the accepted one', () => {
    const phase = byPath(temporal({ phases: [{ phase: 'nigth', number: 1, deaths: [] }] }));
    expect(phase.get('$.phases[0].phase')).toContain('did you mean "night"?');
    const kind = byPath(temporal({ evidence: [{ kind: 'rol', player: 'p1', role: 'chef', mode: 'hard' }] }));
    expect(kind.get('$.evidence[0].kind')).toContain('did you mean "role"?');
    const role = byPath(withReport({ role: 'fortuneteller', targetRole: 'recluse' }));
    expect(role.get('$.reports[0].role')).toContain('did you mean "fortune_teller"?');
  });

  it('a field of other characters\' reports, written for one this report lacks, names it', () => {
    const errors = errorsOf(parseTemporal(withReport({ role: 'investigator', target: ['p2', 'p3'], targetRole: 'baron' })));
    const wrong = errors.find((e) => e.code === 'wrong_payload' && e.path === '$.reports[0].target')!;
    expect(wrong.message).toContain('did you mean "targets"?');
  });

  it('a misspelt kind or phase key is named where the row says its kind is missing', () => {
    const kind = byPath(temporal({ evidence: [{ knd: 'role', player: 'p1', role: 'chef', mode: 'hard' }] }));
    expect(kind.get('$.evidence[0].kind')).toContain('is "knd" a misspelling of it?');
    const phase = byPath(temporal({ phases: [{ phse: 'night', number: 1, deaths: [] }] }));
    expect(phase.get('$.phases[0].phase')).toContain('is "phse" a misspelling of it?');
  });

  it('the legacy first-night input gets the same help', () => {
    const { players, ...rest } = legacy() as Record<string, unknown>;
    const errors = new Map(errorsOf(parseLegacy({ ...rest, playres: players })).map((e) => [e.path, e.message]));
    expect(errors.get('$.playres')).toContain('did you mean "players"?');
  });
});

describe('an unreadable phase', () => {
  it('does not make the reports on its night "not a recorded night": only the phase itself is wrong', () => {
    const input = withReport({ role: 'chef', value: 0, night: 1 }, {
      phases: [
        { phase: 'nite', number: 1, deaths: [] },
        { phase: 'day', number: 1, events: [], ended: true },
      ],
    });
    const errors = errorsOf(parseTemporal(input));
    expect(errors.map((e) => e.path)).toEqual(['$.phases[0].phase']);
  });
});

describe('suggestions that would mislead are not made', () => {
  const byPath = (input: unknown) => new Map(errorsOf(parseTemporal(input)).map((e) => [e.path, e.message]));

  it('not the opposite of what was written', () => {
    for (const [field, value] of [['reliability', 'certain'], ['reliability', 'unhealthy'], ['authenticity', 'inauthentic']] as const) {
      const errors = byPath(withReport({ role: 'chef', value: 0, [field]: value }));
      expect(errors.get(`$.reports[0].${field}`)).not.toContain('did you mean');
    }
  });

  it('not for a name of one or two letters, nor a character of another edition', () => {
    expect(byPath(withReport({ role: 'chef', value: 0, is: true })).get('$.reports[0].is')).not.toContain('did you mean');
    for (const other of ['savant', 'thief', 'matron', 'butcher']) {
      expect(byPath(withReport({ role: other })).get('$.reports[0].role')).not.toContain('did you mean');
    }
  });

  it('the closest unknown key is paired with a missing field, whatever the order of the keys', () => {
    for (const row of [{ layers: 'x', Player: 'p1' }, { Player: 'p1', layers: 'x' }]) {
      const input = temporal({ reports: [{ role: 'chef', value: 0, night: 1, authenticity: 'good', mode: 'assumption', ...row }] });
      const errors = byPath(input);
      expect(errors.get('$.reports[0].Player')).toContain('did you mean "player"?');
      expect(errors.get('$.reports[0].layers')).toContain('remove it');
      expect(errors.get('$.reports[0].player')).toContain('is "Player", given beside it');
    }
  });

  it('a missing field whose value is one of a list also names the unknown key beside it', () => {
    const errors = byPath(withReport({ role: 'chef', value: 0, mode: undefined, mod: 'hard' }));
    expect(errors.get('$.reports[0].mod')).toContain('did you mean "mode"?');
    expect(errors.get('$.reports[0].mode')).toContain('is "mod", given beside it');
  });
});

describe('an unreadable day', () => {
  it('leaves the checks that rest on the recorded nights as they were', () => {
    const input = temporal({
      reports: [
        { player: 'p1', role: 'empath', value: 0, night: null, authenticity: 'good', mode: 'hard' },
        { player: 'p1', role: 'empath', value: 1, night: null, authenticity: 'good', mode: 'hard' },
        { player: 'p2', role: 'undertaker', targetRole: 'chef', night: null, authenticity: 'good', mode: 'hard' },
      ],
      phases: [{ phase: 'night', number: 1, deaths: [] }, { phase: 'day', number: '1', events: [], ended: false }],
    });
    const got = errorsOf(parseTemporal(input)).map((e) => `${e.code} ${e.path}`);
    expect(got).toEqual(expect.arrayContaining([
      'invalid_type $.phases[1].number', 'duplicate_record $.reports[1]', 'out_of_range $.reports[2].night',
    ]));
  });
});
