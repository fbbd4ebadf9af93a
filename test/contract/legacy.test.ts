/** The legacy first-night input: schema, semantic checks and its night-1-only Game. */
import { describe, expect, it } from 'vitest';
import { parseLegacy } from '../../src/model/normalise.ts';
import { R } from '../../src/rules/roles.ts';
import { errorsOf, expectError, expectOk, expectOnlyError, legacy } from './helpers.ts';

function info(row: Record<string, unknown>): Record<string, unknown> {
  return legacy({ evidence: [{ kind: 'info', player: 'p1', mode: 'assumption', ...row }] });
}

describe('legacy input', () => {
  it('the contract example parses into a night-1 history', () => {
    const { game, warnings, assumptions } = expectOk(parseLegacy(legacy()));
    expect(warnings).toEqual([]);
    expect(assumptions).toEqual([]);
    expect(game.names).toEqual(['Alice', 'Bob', 'Cora', 'Dev', 'Eli']);
    expect(game.limits).toEqual({ maxResults: 80, maxNodes: 150000, maxMs: 1500 });
    expect(game.phases).toEqual([{ phase: 'night', number: 1, path: '$', deaths: null, actions: [] }]);
    expect(game.evidence).toEqual([]); // the role row is a claim
    expect(game.reports).toEqual([
      { path: '$.evidence[1]', index: 1, seat: 0, role: R.CHEF, night: 1, authenticity: 'authentic', healthy: false, value: 1 },
    ]);
  });

  it('defaults limits and accepts a missing script', () => {
    const input = legacy();
    delete input.limits;
    delete input.script;
    expect(expectOk(parseLegacy(input)).game.limits).toEqual({ maxResults: 80, maxNodes: 20_000_000, maxMs: 1500 });
  });

  it('only trouble_brewing is accepted as script', () => {
    expectOnlyError(parseLegacy(legacy({ script: 'bad_moon_rising' })), 'invalid_type', '$.script');
  });

  it('maps role, alignment and inPlay rows directly', () => {
    const input = legacy({ evidence: [
      { kind: 'role', player: 'p2', role: 'imp', is: false, mode: 'hard' },
      { kind: 'alignment', player: 'p3', alignment: 'evil', mode: 'assumption' },
      { kind: 'inPlay', role: 'drunk', mode: 'hard', enabled: true },
      { kind: 'inPlay', role: 'baron', mode: 'hard', enabled: false },
    ] });
    expect(expectOk(parseLegacy(input)).game.evidence).toEqual([
      { kind: 'role', path: '$.evidence[0]', seat: 1, role: R.IMP, is: false },
      { kind: 'alignment', path: '$.evidence[1]', seat: 2, evil: true, is: true },
      { kind: 'inPlay', path: '$.evidence[2]', role: R.DRUNK, is: true },
    ]);
  });

  it('a row without mode is an assumption, and says so', () => {
    const { game, assumptions } = expectOk(parseLegacy(legacy({ evidence: [
      { kind: 'info', player: 'p1', role: 'empath', value: 2, reliability: 'healthy' },
    ] })));
    expect(game.reports).toEqual([
      { path: '$.evidence[0]', index: 0, seat: 0, role: R.EMPATH, night: 1, authenticity: 'authentic', healthy: true, value: 2 },
    ]);
    expect(assumptions).toHaveLength(1);
    expect(assumptions[0]).toContain('$.evidence[0]');
    expect(assumptions[0]).toContain('assumption');
  });

  it('an info row with night 2 fails', () => {
    const e = expectOnlyError(parseLegacy(info({ role: 'chef', value: 0, night: 2 })), 'out_of_range', '$.evidence[0].night');
    expect(e.message).toContain('2');
  });

  it('an info row with night 1 is fine', () => {
    expectOk(parseLegacy(info({ role: 'chef', value: 0, night: 1 })));
  });

  it('a Librarian value 0 with no pair is accepted', () => {
    const { game } = expectOk(parseLegacy(info({ role: 'librarian', value: 0 })));
    expect(game.reports[0]).toMatchObject({ role: R.LIBRARIAN, value: 0 });
    expect(game.reports[0]!.targets).toBeUndefined();
  });

  it('pairs map to seats', () => {
    const { game } = expectOk(parseLegacy(info({ role: 'investigator', targets: ['p4', 'p2'], targetRole: 'spy' })));
    expect(game.reports[0]).toMatchObject({ targets: [3, 1], targetRole: R.SPY });
  });

  it('only the six first-night information characters', () => {
    expectOnlyError(parseLegacy(info({ role: 'undertaker', targetRole: 'imp' })), 'wrong_payload', '$.evidence[0].role');
    expectOnlyError(parseLegacy(info({ role: 'soldier', value: 1 })), 'wrong_payload', '$.evidence[0].role');
  });

  it('temporal-only kinds and fields are not part of the legacy input', () => {
    expectOnlyError(parseLegacy(legacy({ evidence: [{ kind: 'testimony', player: 'p1', role: 'chef' }] })), 'invalid_type', '$.evidence[0].kind');
    expectOnlyError(parseLegacy(info({ role: 'chef', value: 1, authenticity: 'good' })), 'unknown_field', '$.evidence[0].authenticity');
    expectOnlyError(parseLegacy(info({ role: 'chef', value: 1, source: 'x' })), 'unknown_field', '$.evidence[0].source');
    expectOnlyError(parseLegacy(legacy({ schema: 'botc-temporal-v1' })), 'unknown_field', '$.schema');
  });

  it('unknown fields fail even on a disabled row', () => {
    expectOnlyError(parseLegacy(info({ role: 'chef', value: 1, enabled: false, extra: 1 })), 'unknown_field', '$.evidence[0].extra');
  });

  it('shares the payload, pair and id checks of temporal reports', () => {
    expectOnlyError(parseLegacy(info({ role: 'chef', value: 6 })), 'out_of_range', '$.evidence[0].value');
    expectOnlyError(parseLegacy(info({ role: 'empath', value: 3 })), 'out_of_range', '$.evidence[0].value');
    expectOnlyError(parseLegacy(info({ role: 'washerwoman', targets: ['p1', 'p1'], targetRole: 'chef' })), 'bad_pair', '$.evidence[0].targets[1]');
    expectOnlyError(parseLegacy(info({ role: 'washerwoman', targets: ['p1', 'p2'], targetRole: 'saint' })), 'wrong_role_type', '$.evidence[0].targetRole');
    expectOnlyError(parseLegacy(info({ role: 'fortune_teller', targets: ['p1', 'p2'] })), 'invalid_type', '$.evidence[0].value');
    expectOnlyError(parseLegacy(info({ role: 'chef', value: 1, player: 'p9' })), 'unknown_player', '$.evidence[0].player');
    expectOnlyError(parseLegacy(legacy({ evidence: [{ kind: 'inPlay', role: 'legion' }] })), 'unknown_role', '$.evidence[0].role');
  });

  it('one active info row per player', () => {
    const twice = legacy({ evidence: [
      { kind: 'info', player: 'p2', role: 'chef', value: 1 },
      { kind: 'info', player: 'p2', role: 'empath', value: 1, mode: 'hard' },
    ] });
    expectOnlyError(parseLegacy(twice), 'duplicate_record', '$.evidence[1]');
    const claimed = legacy({ evidence: [
      { kind: 'info', player: 'p2', role: 'chef', value: 1 },
      { kind: 'info', player: 'p2', role: 'empath', value: 1, mode: 'claim' },
    ] });
    expectOk(parseLegacy(claimed));
  });

  it('players and limits are checked as in the temporal input', () => {
    expectError(parseLegacy(legacy({ players: [{ id: 'a' }] })), 'out_of_range', '$.players');
    expectOnlyError(parseLegacy(legacy({ limits: { maxResults: 0 } })), 'out_of_range', '$.limits.maxResults');
    expectOnlyError(parseLegacy(legacy({ limits: { maxNodes: 1.5 } })), 'invalid_type', '$.limits.maxNodes');
  });

  it.each([null, 42, 'x', []])('%j is invalid and does not throw', (input) => {
    expect(errorsOf(parseLegacy(input))[0]).toMatchObject({ code: 'invalid_type', path: '$' });
  });
});
