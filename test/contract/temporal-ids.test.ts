/** Semantic id checks: seated players, unique player ids, Trouble Brewing role ids — on every row. */
import { describe, expect, it } from 'vitest';
import { parseTemporal } from '../../src/model/normalise.ts';
import { errorsOf, expectOnlyError, temporal, withEvidence, withReport } from './helpers.ts';

function withPhases(phases: unknown[]): Record<string, unknown> {
  return temporal({ phases });
}

describe('unknown_player', () => {
  it('evidence player', () => {
    const e = expectOnlyError(parseTemporal(withEvidence({ kind: 'alignment', player: 'zed', alignment: 'evil' })),
      'unknown_player', '$.evidence[0].player');
    expect(e.message).toContain('zed');
  });

  it('is checked even on disabled and claim rows', () => {
    expectOnlyError(parseTemporal(withEvidence({ kind: 'role', player: 'zed', role: 'chef', enabled: false })),
      'unknown_player', '$.evidence[0].player');
    expectOnlyError(parseTemporal(withReport({ player: 'zed', role: 'empath', value: 1, mode: 'claim' })),
      'unknown_player', '$.reports[0].player');
  });

  it('ravenkeeper target', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'ravenkeeper', night: 2, target: 'zed', targetRole: 'imp' })),
      'unknown_player', '$.reports[0].target');
  });

  it('setupInfo minion and demon lists', () => {
    const r = parseTemporal(withEvidence({ kind: 'setupInfo', player: 'p1', team: 'Minion', minions: ['p1', 'zed'], demons: ['p9'] }));
    expect(errorsOf(r).map((e) => `${e.code} ${e.path}`)).toEqual([
      'unknown_player $.evidence[0].minions[1]', 'unknown_player $.evidence[0].demons[0]',
    ]);
  });

  it('spy grimoire key and master', () => {
    const r = parseTemporal(withReport({ role: 'spy', grimoire: { zed: { alive: true }, p2: { master: 'nobody' } } }));
    expect(errorsOf(r).map((e) => `${e.code} ${e.path}`)).toEqual([
      'unknown_player $.reports[0].grimoire.zed', 'unknown_player $.reports[0].grimoire.p2.master',
    ]);
  });

  it('night deaths', () => {
    expectOnlyError(parseTemporal(withPhases([{ phase: 'night', number: 1, deaths: ['p1', 'zed'] }])),
      'unknown_player', '$.phases[0].deaths[1]');
  });

  it.each(['player', 'target', 'redirect', 'successor'])('imp action %s', (field) => {
    const action = { kind: 'imp', player: 'p1', target: 'p2', [field]: 'zed' };
    const input = withPhases([
      { phase: 'night', number: 1 }, { phase: 'day', number: 1, events: [], ended: true },
      { phase: 'night', number: 2, actions: [action] },
    ]);
    expectOnlyError(parseTemporal(input), 'unknown_player', `$.phases[2].actions[0].${field}`);
  });

  it.each([
    [{ kind: 'execution', player: 'zed' }, 'player'],
    [{ kind: 'slayer', player: 'p1', target: 'zed', killed: false }, 'target'],
    [{ kind: 'nomination', player: 'zed', target: 'p2', triggered: false }, 'player'],
    [{ kind: 'ballot', voters: ['p1'], nominee: 'zed' }, 'nominee'],
    [{ kind: 'ballot', voters: ['p1', 'zed'] }, 'voters[1]'],
    [{ kind: 'ballot', voters: ['p1'], qualifying: { zed: [] } }, 'qualifying.zed'],
    [{ kind: 'ballot', voters: ['p1'], qualifying: { p1: ['zed'] } }, 'qualifying.p1[0]'],
  ])('day event %j', (event, field) => {
    const input = withPhases([{ phase: 'night', number: 1 }, { phase: 'day', number: 1, ended: false, events: [{ mode: 'hard', ...event }] }]);
    expectOnlyError(parseTemporal(input), 'unknown_player', `$.phases[1].events[0].${field}`);
  });
});

describe('duplicate_player', () => {
  it('a repeated seat id points at the second occurrence', () => {
    const input = temporal();
    (input.players as { id: string }[])[4] = { id: 'p2' };
    const e = expectOnlyError(parseTemporal(input), 'duplicate_player', '$.players[4].id');
    expect(e.message).toContain('p2');
  });

  it('a voter listed twice', () => {
    const input = withPhases([{ phase: 'night', number: 1 },
      { phase: 'day', number: 1, ended: false, events: [{ kind: 'ballot', voters: ['p1', 'p2', 'p1'], mode: 'hard' }] }]);
    expectOnlyError(parseTemporal(input), 'duplicate_player', '$.phases[1].events[0].voters[2]');
  });
});

describe('unknown_role', () => {
  it.each([
    [{ kind: 'role', player: 'p1', role: 'wizard' }, '$.evidence[0].role'],
    [{ kind: 'inPlay', role: 'Chef' }, '$.evidence[0].role'],
    [{ kind: 'shown', player: 'p1', role: 'fortune-teller' }, '$.evidence[0].role'],
    [{ kind: 'testimony', player: 'p1', role: 'lunatic' }, '$.evidence[0].role'],
  ])('evidence %j', (row, path) => {
    const e = expectOnlyError(parseTemporal(withEvidence(row)), 'unknown_role', path);
    expect(e.message).toContain(JSON.stringify(row.role));
  });

  it('report role', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'seamstress', value: 1 })), 'unknown_role', '$.reports[0].role');
  });

  it('learned role', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'undertaker', night: 2, targetRole: 'zombuul' })),
      'unknown_role', '$.reports[0].targetRole');
  });

  it('grimoire role and shown token', () => {
    const r = parseTemporal(withReport({ role: 'spy', grimoire: { p2: { role: 'vortox', shown: 'chef' } } }));
    expectOnlyError(r, 'unknown_role', '$.reports[0].grimoire.p2.role');
  });
});
