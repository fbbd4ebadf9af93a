/** Strict schema of botc-temporal-v1: unknown fields, required fields, types and limits. */
import { describe, expect, it } from 'vitest';
import { parseTemporal } from '../../src/model/normalise.ts';
import { errorsOf, expectError, expectOk, expectOnlyError, temporal, withEvidence, withReport } from './helpers.ts';

describe('non-object input', () => {
  it.each([null, 42, 'x', [], undefined, true])('%j is invalid and does not throw', (input) => {
    const errors = errorsOf(parseTemporal(input));
    expect(errors[0]).toMatchObject({ code: 'invalid_type', path: '$' });
  });
});

describe('unknown fields', () => {
  it('at the top level, naming the key', () => {
    const e = expectOnlyError(parseTemporal(temporal({ extra: 1 })), 'unknown_field', '$.extra');
    expect(e.message).toContain('extra');
  });

  it('on an evidence row, with the path at the key', () => {
    const r = parseTemporal(withEvidence({ kind: 'role', player: 'p1', role: 'chef', bogus: true }));
    expect(expectOnlyError(r, 'unknown_field', '$.evidence[0].bogus').message).toContain('bogus');
  });

  it('even on a disabled row', () => {
    const r = parseTemporal(withEvidence({ kind: 'role', player: 'p1', role: 'chef', enabled: false, bogus: 1 }));
    expectOnlyError(r, 'unknown_field', '$.evidence[0].bogus');
  });

  it('even on a claim row', () => {
    const r = parseTemporal(withReport({ role: 'chef', value: 1, mode: 'claim', note: 'x' }));
    expectOnlyError(r, 'unknown_field', '$.reports[0].note');
  });

  it('one error per unknown key', () => {
    const r = parseTemporal(withEvidence({ kind: 'inPlay', role: 'spy', a: 1, b: 2 }));
    expect(errorsOf(r).map((e) => e.path)).toEqual(['$.evidence[0].a', '$.evidence[0].b']);
  });

  it('on players, grimoire entries, phases, actions, events and limits', () => {
    const input = temporal({
      players: [{ id: 'p1', nick: 'x' }, ...temporal().players as object[]].slice(0, 7),
      reports: [{ player: 'p1', role: 'spy', night: 1, authenticity: 'authentic', mode: 'hard',
        grimoire: { p2: { role: 'imp', reminder: 'dead' } } }],
      phases: [
        { phase: 'night', number: 1, moon: 'full', actions: [{ kind: 'poison', player: 'p1', target: 'p2', why: 'x' }] },
        { phase: 'day', number: 1, ended: false, events: [{ kind: 'execution', player: 'p2', mode: 'hard', votes: 3 }] },
      ],
      limits: { maxResults: 5, maxSeconds: 3 },
    });
    const paths = errorsOf(parseTemporal(input)).filter((e) => e.code === 'unknown_field').map((e) => e.path);
    expect(paths.sort()).toEqual([
      '$.limits.maxSeconds',
      '$.phases[0].actions[0].why',
      '$.phases[0].moon',
      '$.phases[1].events[0].votes',
      '$.players[0].nick',
      '$.reports[0].grimoire.p2.reminder',
    ]);
  });
});

describe('required fields and types', () => {
  it('schema must be botc-temporal-v1', () => {
    expectOnlyError(parseTemporal(temporal({ schema: 'botc-temporal-v2' })), 'invalid_type', '$.schema');
  });

  it.each(['players', 'evidence', 'reports', 'phases'])('%s is required', (key) => {
    const input = temporal();
    delete input[key];
    expectError(parseTemporal(input), 'invalid_type', `$.${key}`);
  });

  it('evidence rows require mode', () => {
    const r = parseTemporal(temporal({ evidence: [{ kind: 'role', player: 'p1', role: 'chef' }] }));
    expectOnlyError(r, 'invalid_type', '$.evidence[0].mode');
  });

  it('reports require mode, and mode must be claim/assumption/hard', () => {
    expectOnlyError(parseTemporal(withReport({ role: 'chef', value: 1, mode: 'maybe' })), 'invalid_type', '$.reports[0].mode');
    const noMode = withReport({ role: 'chef', value: 1 });
    delete (noMode.reports as Record<string, unknown>[])[0]!.mode;
    expectOnlyError(parseTemporal(noMode), 'invalid_type', '$.reports[0].mode');
  });

  it('day events require mode', () => {
    const input = temporal();
    (input.phases as Record<string, unknown>[])[1]!.events = [{ kind: 'execution', player: 'p3' }];
    expectOnlyError(parseTemporal(input), 'invalid_type', '$.phases[1].events[0].mode');
  });

  it('an unknown evidence kind names the kind field and the value', () => {
    const e = expectOnlyError(parseTemporal(withEvidence({ kind: 'rumour', player: 'p1' })), 'invalid_type', '$.evidence[0].kind');
    expect(e.message).toContain('rumour');
  });

  it('an unknown night action kind', () => {
    const input = temporal();
    (input.phases as Record<string, unknown>[])[0]!.actions = [{ kind: 'kill', player: 'p1', target: 'p2' }];
    expectOnlyError(parseTemporal(input), 'invalid_type', '$.phases[0].actions[0].kind');
  });

  it('an unknown phase kind', () => {
    const input = temporal({ phases: [{ phase: 'dusk', number: 1 }] });
    expectError(parseTemporal(input), 'invalid_type', '$.phases[0].phase');
  });

  it('night actions take no mode', () => {
    const input = temporal();
    (input.phases as Record<string, unknown>[])[0]!.actions = [{ kind: 'poison', player: 'p1', target: 'p2', mode: 'hard' }];
    expectOnlyError(parseTemporal(input), 'unknown_field', '$.phases[0].actions[0].mode');
  });

  it('report night is required and must be an integer or null', () => {
    const r = parseTemporal(withReport({ role: 'chef', value: 1, night: 1.5 }));
    expect(expectOnlyError(r, 'invalid_type', '$.reports[0].night').message).toContain('1.5');
    const missing = withReport({ role: 'chef', value: 1 });
    delete (missing.reports as Record<string, unknown>[])[0]!.night;
    expectOnlyError(parseTemporal(missing), 'invalid_type', '$.reports[0].night');
  });

  it('authenticity and reliability enums', () => {
    const r = parseTemporal(withReport({ role: 'chef', value: 1, authenticity: 'true', reliability: 'sober' }));
    expectError(r, 'invalid_type', '$.reports[0].authenticity');
    expectError(r, 'invalid_type', '$.reports[0].reliability');
  });

  it('a pair element must be a string', () => {
    const r = parseTemporal(withReport({ role: 'fortune_teller', targets: ['p2', 3], value: true }));
    expectOnlyError(r, 'invalid_type', '$.reports[0].targets[1]');
  });

  it('alignment must be good or evil; is must be boolean', () => {
    const r = parseTemporal(withEvidence({ kind: 'alignment', player: 'p1', alignment: 'neutral', is: 'yes' }));
    expectError(r, 'invalid_type', '$.evidence[0].alignment');
    expectError(r, 'invalid_type', '$.evidence[0].is');
  });

  it('setupInfo team must be Minion or Demon', () => {
    expectError(parseTemporal(withEvidence({ kind: 'setupInfo', player: 'p1', team: 'Outsider' })), 'invalid_type', '$.evidence[0].team');
  });

  it('day requires events and ended; ballot voters is a list', () => {
    const input = temporal({ phases: [{ phase: 'night', number: 1 }, { phase: 'day', number: 1 }] });
    const r = parseTemporal(input);
    expectError(r, 'invalid_type', '$.phases[1].events');
    expectError(r, 'invalid_type', '$.phases[1].ended');
    const ballot = temporal({ phases: [{ phase: 'night', number: 1 },
      { phase: 'day', number: 1, ended: false, events: [{ kind: 'ballot', voters: 'p1', mode: 'hard' }] }] });
    expectOnlyError(parseTemporal(ballot), 'invalid_type', '$.phases[1].events[0].voters');
  });

  it('slayer needs killed, nomination needs triggered', () => {
    const input = temporal({ phases: [{ phase: 'night', number: 1 }, { phase: 'day', number: 1, ended: false, events: [
      { kind: 'slayer', player: 'p1', target: 'p2', mode: 'hard' },
      { kind: 'nomination', player: 'p1', target: 'p2', mode: 'hard' },
    ] }] });
    const r = parseTemporal(input);
    expectError(r, 'invalid_type', '$.phases[1].events[0].killed');
    expectError(r, 'invalid_type', '$.phases[1].events[1].triggered');
  });
});

describe('players and limits', () => {
  it('fewer than 5 or more than 15 players is out of range', () => {
    const few = temporal({ players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] });
    expect(expectError(parseTemporal(few), 'out_of_range', '$.players').message).toContain('4');
    const many = temporal({ players: Array.from({ length: 16 }, (_, i) => ({ id: `x${i}` })) });
    expectError(parseTemporal(many), 'out_of_range', '$.players');
  });

  it('a player id must be a non-empty string', () => {
    const input = temporal();
    (input.players as Record<string, unknown>[])[2] = { id: 3 };
    expectOnlyError(parseTemporal(input), 'invalid_type', '$.players[2].id');
    (input.players as Record<string, unknown>[])[2] = { id: '' };
    expectOnlyError(parseTemporal(input), 'invalid_type', '$.players[2].id');
  });

  it.each([
    ['maxResults', 0], ['maxNodes', -5], ['maxMs', 0],
  ])('%s = %d is out of range', (key, value) => {
    expectOnlyError(parseTemporal(temporal({ limits: { [key]: value } })), 'out_of_range', `$.limits.${key}`);
  });

  it('limits must be integers', () => {
    expectOnlyError(parseTemporal(temporal({ limits: { maxMs: 2.5 } })), 'invalid_type', '$.limits.maxMs');
  });

  it('partial limits are filled from the temporal defaults', () => {
    const { game } = expectOk(parseTemporal(temporal({ limits: { maxResults: 3 } })));
    expect(game.limits).toEqual({ maxResults: 3, maxNodes: 100_000_000, maxMs: 4000 });
  });
});

describe('size caps and reserved ids', () => {
  it('rejects more than 1000 evidence rows', () => {
    const rows = Array.from({ length: 1001 }, () => ({ kind: 'inPlay', role: 'imp', mode: 'claim' }));
    const errors = errorsOf(parseTemporal({ ...temporal(), evidence: rows }));
    expect(errors).toEqual([expect.objectContaining({ code: 'too_large', path: '$.evidence', limit: 1000, actual: 1001 })]);
  });
  it.each(['__proto__', 'constructor', 'toString'])('refuses the player id %s', (id) => {
    const t = temporal() as { players: { id: string }[] };
    t.players[1]!.id = id;
    const errors = errorsOf(parseTemporal(t));
    expect(errors.map((e) => e.path)).toContain('$.players[1].id');
  });
});

describe('limits cap', () => {
  it('rejects maxResults above the cap with its path', () => {
    const errors = errorsOf(parseTemporal({ ...temporal(), limits: { maxResults: 100_001 } }));
    expect(errors.map((e) => [e.code, e.path])).toEqual([['out_of_range', '$.limits.maxResults']]);
  });
});
