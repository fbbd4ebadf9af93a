/** Report payloads by character, learned role types, pairs, values and nights. */
import { describe, expect, it } from 'vitest';
import { parseTemporal } from '../../src/model/normalise.ts';
import { expectError, expectOk, expectOnlyError, withReport } from './helpers.ts';

describe('payload by character', () => {
  it.each([
    [{ role: 'chef', value: 2 }],
    [{ role: 'empath', value: 0, night: 2 }],
    [{ role: 'washerwoman', targets: ['p2', 'p3'], targetRole: 'virgin' }],
    [{ role: 'librarian', targets: ['p2', 'p3'], targetRole: 'drunk' }],
    [{ role: 'librarian', value: 0 }],
    [{ role: 'investigator', targets: ['p1', 'p3'], targetRole: 'baron' }],
    [{ role: 'fortune_teller', targets: ['p1', 'p3'], value: true, night: null }],
    [{ role: 'undertaker', night: 2, targetRole: 'imp' }],
    [{ role: 'undertaker', night: 2, targetRole: null }],
    [{ role: 'ravenkeeper', night: 2, target: 'p1', targetRole: 'drunk' }],
    [{ role: 'spy', night: 2, grimoire: { p2: { role: 'drunk', shown: 'chef', alive: false, master: null }, p3: { master: 'p2', poisoned: true } } }],
  ])('%j is accepted', (report) => {
    expectOk(parseTemporal(withReport(report)));
  });

  it('a character with no information ability is wrong_payload', () => {
    const e = expectOnlyError(parseTemporal(withReport({ role: 'monk', value: 1 })), 'wrong_payload', '$.reports[0].role');
    expect(e.message).toContain('monk');
  });

  it.each([
    [{ role: 'chef', value: 1, targets: ['p1', 'p2'] }, 'targets'],
    [{ role: 'undertaker', night: 2, targetRole: 'imp', value: 1 }, 'value'],
    [{ role: 'empath', value: 1, grimoire: {} }, 'grimoire'],
    [{ role: 'fortune_teller', targets: ['p1', 'p2'], value: true, targetRole: 'imp' }, 'targetRole'],
    [{ role: 'washerwoman', targets: ['p1', 'p2'], targetRole: 'chef', target: 'p3' }, 'target'],
  ])('%j carries a field that does not belong: %s', (report, field) => {
    expectOnlyError(parseTemporal(withReport(report)), 'wrong_payload', `$.reports[0].${field}`);
  });

  it.each([
    [{ role: 'chef' }, 'value'],
    [{ role: 'washerwoman', targets: ['p1', 'p2'] }, 'targetRole'],
    [{ role: 'investigator', targetRole: 'spy' }, 'targets'],
    [{ role: 'librarian' }, 'targets'],
    [{ role: 'fortune_teller', targets: ['p1', 'p2'] }, 'value'],
    [{ role: 'undertaker', night: 2 }, 'targetRole'],
    [{ role: 'ravenkeeper', night: 2, targetRole: 'imp' }, 'target'],
    [{ role: 'spy' }, 'grimoire'],
  ])('%j misses a required field: %s', (report, field) => {
    expectError(parseTemporal(withReport(report)), 'invalid_type', `$.reports[0].${field}`);
  });

  it('value types by character', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'chef', value: true })), 'invalid_type', '$.reports[0].value');
    expectOnlyError(parseTemporal(withReport({ role: 'fortune_teller', targets: ['p1', 'p2'], value: 1 })), 'invalid_type', '$.reports[0].value');
    expectOnlyError(parseTemporal(withReport({ role: 'empath', value: 'one' })), 'invalid_type', '$.reports[0].value');
  });

  it('null "no information" is only for the Undertaker', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'ravenkeeper', night: 2, target: 'p2', targetRole: null })),
      'invalid_type', '$.reports[0].targetRole');
    expectOnlyError(parseTemporal(withReport({ role: 'washerwoman', targets: ['p2', 'p3'], targetRole: null })),
      'invalid_type', '$.reports[0].targetRole');
  });

  it('a Librarian zero carries no pair', () => {
    const r = parseTemporal(withReport({ role: 'librarian', value: 0, targets: ['p1', 'p2'], targetRole: 'saint' }));
    expectError(r, 'wrong_payload', '$.reports[0].targets');
    expectError(r, 'wrong_payload', '$.reports[0].targetRole');
  });

  it('a Librarian value other than 0 is out of range', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'librarian', value: 1 })), 'out_of_range', '$.reports[0].value');
  });
});

describe('learned role type', () => {
  it.each([
    [{ role: 'washerwoman', targets: ['p1', 'p2'], targetRole: 'poisoner' }, 'Townsfolk'],
    [{ role: 'washerwoman', targets: ['p1', 'p2'], targetRole: 'drunk' }, 'Townsfolk'],
    [{ role: 'librarian', targets: ['p1', 'p2'], targetRole: 'chef' }, 'Outsider'],
    [{ role: 'investigator', targets: ['p1', 'p2'], targetRole: 'imp' }, 'Minion'],
    [{ role: 'investigator', targets: ['p1', 'p2'], targetRole: 'recluse' }, 'Minion'],
  ])('%j is wrong_role_type', (report, team) => {
    const e = expectOnlyError(parseTemporal(withReport(report)), 'wrong_role_type', '$.reports[0].targetRole');
    expect(e.message).toContain(team);
    expect(e.message).toContain(String(report.targetRole).charAt(0).toUpperCase());
  });
});

describe('pairs', () => {
  it('must have exactly two entries', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'fortune_teller', targets: ['p1'], value: false })), 'bad_pair', '$.reports[0].targets');
  });

  it('must be two different players', () => {
    const e = expectOnlyError(parseTemporal(withReport({ role: 'washerwoman', targets: ['p2', 'p2'], targetRole: 'chef' })),
      'bad_pair', '$.reports[0].targets[1]');
    expect(e.message).toContain('p2');
  });

  it('must be seated players', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'investigator', targets: ['zed', 'p2'], targetRole: 'spy' })),
      'bad_pair', '$.reports[0].targets[0]');
  });

  it('may include the reporting player', () => {
    expectOk(parseTemporal(withReport({ role: 'fortune_teller', targets: ['p1', 'p2'], value: true })));
  });
});

describe('values', () => {
  it.each([
    ['chef', -1], ['chef', 8], ['empath', 3], ['empath', -1],
  ])('%s value %d is out of range', (role, value) => {
    const e = expectOnlyError(parseTemporal(withReport({ role, value })), 'out_of_range', '$.reports[0].value');
    expect(e.message).toContain(String(value));
  });

  it('chef value may be the player count', () => {
    expectOk(parseTemporal(withReport({ role: 'chef', value: 7 })));
  });
});

describe('nights', () => {
  it.each([
    ['undertaker', 1, { targetRole: 'imp' }],
    ['ravenkeeper', 1, { target: 'p2', targetRole: 'imp' }],
    ['chef', 2, { value: 0 }],
    ['washerwoman', 2, { targets: ['p1', 'p2'], targetRole: 'chef' }],
    ['librarian', 2, { value: 0 }],
    ['investigator', 2, { targets: ['p1', 'p2'], targetRole: 'spy' }],
  ])('%s on night %d is out of range', (role, night, payload) => {
    expectOnlyError(parseTemporal(withReport({ role, night, ...payload })), 'out_of_range', '$.reports[0].night');
  });

  it('a night that is not recorded is out of range', () => {
    const e = expectOnlyError(parseTemporal(withReport({ role: 'empath', night: 3, value: 1 })), 'out_of_range', '$.reports[0].night');
    expect(e.message).toContain('3');
  });

  it('night 0 is out of range', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'empath', night: 0, value: 1 })), 'out_of_range', '$.reports[0].night');
  });

  it('null needs an eligible recorded night', () => {
    const onlyN1 = { phases: [{ phase: 'night', number: 1 }, { phase: 'day', number: 1, events: [], ended: false }] };
    expectOnlyError(parseTemporal(withReport({ role: 'undertaker', night: null, targetRole: 'imp' }, onlyN1)),
      'out_of_range', '$.reports[0].night');
    expectOk(parseTemporal(withReport({ role: 'undertaker', night: null, targetRole: 'imp' })));
  });

  it('night checks apply to disabled rows too', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'undertaker', night: 1, targetRole: 'imp', enabled: false })),
      'out_of_range', '$.reports[0].night');
  });
});
