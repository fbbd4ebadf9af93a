/** One active record per recipient and wake; evil setup information rules. */
import { describe, expect, it } from 'vitest';
import { parseTemporal } from '../../src/model/normalise.ts';
import { errorsOf, expectError, expectOk, expectOnlyError, players, temporal, withEvidence } from './helpers.ts';

function reports(...rows: Record<string, unknown>[]): Record<string, unknown> {
  return temporal({ reports: rows.map((r) => ({ player: 'p1', authenticity: 'good', mode: 'assumption', ...r })) });
}

describe('duplicate reports', () => {
  it('two active reports of one player on one night', () => {
    const r = parseTemporal(reports({ role: 'empath', night: 1, value: 0 }, { role: 'empath', night: 1, value: 2 }));
    expect(expectOnlyError(r, 'duplicate_record', '$.reports[1]').message).toContain('$.reports[0]');
  });

  it('different nights do not clash', () => {
    expectOk(parseTemporal(reports({ role: 'empath', night: 1, value: 0 }, { role: 'empath', night: 2, value: 2 })));
  });

  it('a claim or a disabled row does not clash', () => {
    expectOk(parseTemporal(reports({ role: 'empath', night: 1, value: 0 }, { role: 'empath', night: 1, value: 2, mode: 'claim' })));
    expectOk(parseTemporal(reports({ role: 'empath', night: 1, value: 0 }, { role: 'chef', night: 1, value: 2, enabled: false })));
  });

  it('different players do not clash', () => {
    expectOk(parseTemporal(reports({ role: 'empath', night: 1, value: 0 }, { player: 'p2', role: 'empath', night: 1, value: 1 })));
  });

  it('a null night clashes with any report whose eligible nights overlap', () => {
    expectOnlyError(parseTemporal(reports({ role: 'empath', night: 2, value: 0 }, { role: 'fortune_teller', night: null, targets: ['p2', 'p3'], value: true })),
      'duplicate_record', '$.reports[1]');
    expectOnlyError(parseTemporal(reports({ role: 'empath', night: null, value: 0 }, { role: 'empath', night: null, value: 1 })),
      'duplicate_record', '$.reports[1]');
  });

  it("a Spy's grimoire and the report it makes up for its bluff on the same night are two wakes; two grimoires clash", () => {
    const grimoire = { role: 'spy', night: 1, grimoire: { p2: { role: 'chef' } } };
    expectOk(parseTemporal(reports(grimoire, { role: 'empath', night: 1, value: 0 })));
    expectOk(parseTemporal(reports({ role: 'empath', night: 1, value: 0 }, grimoire)));
    expectOnlyError(parseTemporal(reports(grimoire, { ...grimoire, grimoire: {} })), 'duplicate_record', '$.reports[1]');
    expectOnlyError(parseTemporal(reports(grimoire, { role: 'empath', night: 1, value: 0 }, { role: 'chef', night: 1, value: 1 })),
      'duplicate_record', '$.reports[2]');
  });

  it('a null night does not clash when the eligible nights are disjoint', () => {
    // a Chef can only wake on night 1; the Undertaker only later
    expectOk(parseTemporal(reports({ role: 'chef', night: null, value: 0 }, { role: 'undertaker', night: 2, targetRole: 'imp' })));
  });
});

describe('setupInfo', () => {
  const minion = { kind: 'setupInfo', player: 'p1', team: 'Minion', minions: ['p1'], demons: ['p2'] };
  const demon = { kind: 'setupInfo', player: 'p2', team: 'Demon', minions: ['p1'], bluffs: ['chef', 'saint', 'mayor'] };

  it('well-formed Minion and Demon information is accepted', () => {
    const { game } = expectOk(parseTemporal(temporal({ evidence: [{ ...minion, mode: 'hard' }, { ...demon, mode: 'hard' }] })));
    expect(game.evidence[1]).toEqual({
      kind: 'setupInfo', path: '$.evidence[1]', seat: 1, team: 'Demon', minions: [0], demons: null, bluffs: [3, 16, 12],
    });
  });

  it('an empty list is an observation, an omitted one unknown', () => {
    const { game } = expectOk(parseTemporal(withEvidence({ kind: 'setupInfo', player: 'p1', team: 'Minion', minions: [] })));
    expect(game.evidence[0]).toMatchObject({ minions: [], demons: null, bluffs: null });
  });

  it('needs at least seven players, even on an inactive row', () => {
    const five = { players: players(5) };
    expectOnlyError(parseTemporal(withEvidence({ ...minion, demons: ['p2'] }, five)), 'setup_info_too_few', '$.evidence[0]');
    expectOnlyError(parseTemporal(withEvidence({ ...minion, mode: 'claim' }, five)), 'setup_info_too_few', '$.evidence[0]');
    expectOnlyError(parseTemporal(withEvidence({ ...minion, enabled: false }, five)), 'setup_info_too_few', '$.evidence[0]');
  });

  it('more than one active record per player is a duplicate', () => {
    const input = temporal({ evidence: [{ ...minion, mode: 'hard' }, { ...minion, demons: ['p3'], mode: 'assumption' }] });
    expectOnlyError(parseTemporal(input), 'duplicate_record', '$.evidence[1]');
    const withClaim = temporal({ evidence: [{ ...minion, mode: 'hard' }, { ...minion, demons: ['p3'], mode: 'claim' }] });
    expectOk(parseTemporal(withClaim));
  });

  it('demons only for a Minion, bluffs only for the Demon', () => {
    expectOnlyError(parseTemporal(withEvidence({ ...demon, demons: ['p2'] })), 'wrong_payload', '$.evidence[0].demons');
    expectOnlyError(parseTemporal(withEvidence({ ...minion, bluffs: ['chef', 'saint', 'mayor'] })), 'wrong_payload', '$.evidence[0].bluffs');
  });

  it('bluffs must be exactly three', () => {
    expectOnlyError(parseTemporal(withEvidence({ ...demon, bluffs: ['chef', 'saint'] })), 'bad_bluffs', '$.evidence[0].bluffs');
  });

  it('bluffs must be good characters', () => {
    const e = expectOnlyError(parseTemporal(withEvidence({ ...demon, bluffs: ['chef', 'spy', 'mayor'] })), 'bad_bluffs', '$.evidence[0].bluffs[1]');
    expect(e.message).toContain('Spy');
  });

  it('bluffs must be distinct', () => {
    expectOnlyError(parseTemporal(withEvidence({ ...demon, bluffs: ['chef', 'mayor', 'chef'] })), 'bad_bluffs', '$.evidence[0].bluffs[2]');
  });

  it('an unknown bluff is unknown_role', () => {
    expectOnlyError(parseTemporal(withEvidence({ ...demon, bluffs: ['chef', 'mayor', 'pixie'] })), 'unknown_role', '$.evidence[0].bluffs[2]');
  });

  it('a character written by its name is unknown_role, with the id it names', () => {
    const e = expectOnlyError(parseTemporal(withEvidence({ ...demon, bluffs: ['chef', 'Fortune Teller', 'mayor'] })), 'unknown_role', '$.evidence[0].bluffs[1]');
    expect(e.message).toContain('did you mean "fortune_teller"?');
    const other = expectOnlyError(parseTemporal(withEvidence({ ...demon, bluffs: ['chef', 'mayor', 'pixie'] })), 'unknown_role', '$.evidence[0].bluffs[2]');
    expect(other.message).not.toContain('did you mean');
  });

  it('a player listed twice in minions', () => {
    expectError(parseTemporal(withEvidence({ ...demon, minions: ['p1', 'p1'] })), 'duplicate_player', '$.evidence[0].minions[1]');
    expect(errorsOf(parseTemporal(withEvidence({ ...demon, minions: ['p1', 'p1'] })))).toHaveLength(1);
  });
});
