/** The normalised Game produced by parseTemporal: seats, role codes, inactive rows dropped, paths kept. */
import { describe, expect, it } from 'vitest';
import { isTemporalInput, parseTemporal } from '../../src/model/normalise.ts';
import { R } from '../../src/rules/roles.ts';
import { expectOk, temporal } from './helpers.ts';

const input = temporal({
  players: [{ id: 'a', name: 'Ann' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }, { id: 'f' }, { id: 'g' }],
  evidence: [
    { kind: 'role', player: 'b', role: 'chef', mode: 'claim' },
    { kind: 'role', player: 'b', role: 'chef', is: false, mode: 'hard', source: 'Ann said so' },
    { kind: 'alignment', player: 'c', alignment: 'evil', mode: 'assumption', enabled: false },
    { kind: 'alignment', player: 'c', alignment: 'good', mode: 'assumption', id: 'x1' },
    { kind: 'inPlay', role: 'baron', is: false, mode: 'hard' },
    { kind: 'shown', player: 'a', role: 'empath', mode: 'hard' },
    { kind: 'testimony', player: 'd', role: 'slayer', mode: 'assumption' },
  ],
  reports: [
    { player: 'a', role: 'empath', night: null, value: 1, authenticity: 'authentic', reliability: 'healthy', mode: 'hard' },
    { player: 'b', role: 'washerwoman', night: 1, targets: ['c', 'd'], targetRole: 'slayer', authenticity: 'good', mode: 'claim' },
    { player: 'e', role: 'undertaker', night: 2, targetRole: null, authenticity: 'good', mode: 'assumption' },
    { player: 'f', role: 'spy', night: 2, grimoire: { g: { role: 'imp', master: 'a', alive: true } }, authenticity: 'authentic', mode: 'hard' },
    { player: 'g', role: 'ravenkeeper', night: 2, target: 'b', targetRole: 'drunk', authenticity: 'good', mode: 'assumption' },
  ],
  phases: [
    { phase: 'night', number: 1, actions: [{ kind: 'poison', player: 'f', target: 'a' }, { kind: 'butler', player: 'b', target: 'a', enabled: false }] },
    { phase: 'day', number: 1, ended: true, completeVoting: true, events: [
      { kind: 'nomination', player: 'a', target: 'c', triggered: false, mode: 'hard' },
      { kind: 'ballot', voters: ['a', 'b', 'd', 'e'], nominee: 'c', qualifying: { b: ['a'] }, mode: 'hard' },
      { kind: 'ballot', voters: [], mode: 'claim' },
      { kind: 'execution', player: 'c', mode: 'hard' },
    ] },
    { phase: 'night', number: 2, deaths: ['g'], actions: [{ kind: 'imp', player: 'd', target: 'g', successor: null }] },
    { phase: 'day', number: 2, events: [{ kind: 'slayer', player: 'd', target: 'f', killed: false, mode: 'hard' }], ended: false },
  ],
  limits: { maxMs: 100 },
});

describe('parseTemporal → Game', () => {
  const { game, warnings } = expectOk(parseTemporal(input));

  it('seats, names and limits', () => {
    expect(game.n).toBe(7);
    expect(game.playerIds).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(game.names).toEqual(['Ann', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(game.limits).toEqual({ maxResults: 80, maxNodes: 100_000_000, maxMs: 100 });
    expect(warnings).toEqual([]);
  });

  it('evidence: claims and disabled rows dropped, paths kept, ids mapped', () => {
    expect(game.evidence).toEqual([
      { kind: 'role', path: '$.evidence[1]', seat: 1, role: R.CHEF, is: false },
      { kind: 'alignment', path: '$.evidence[3]', seat: 2, evil: false, is: true },
      { kind: 'inPlay', path: '$.evidence[4]', role: R.BARON, is: false },
      { kind: 'shown', path: '$.evidence[5]', seat: 0, role: R.EMPATH, is: true },
      { kind: 'testimony', path: '$.evidence[6]', seat: 3, role: R.SLAYER },
    ]);
  });

  it('reports with their payloads', () => {
    expect(game.reports.map((r) => r.path)).toEqual(['$.reports[0]', '$.reports[2]', '$.reports[3]', '$.reports[4]']);
    expect(game.reports[0]).toEqual({ path: '$.reports[0]', index: 0, seat: 0, role: R.EMPATH, night: null, authenticity: 'authentic', healthy: true, value: 1 });
    expect(game.reports[1]).toEqual({ path: '$.reports[2]', index: 2, seat: 4, role: R.UNDERTAKER, night: 2, authenticity: 'good', healthy: false, targetRole: null });
    expect(game.reports[2]!.grimoire).toEqual(new Map([[6, { role: R.IMP, master: 0, alive: true }]]));
    expect(game.reports[3]).toMatchObject({ target: 1, targetRole: R.DRUNK });
  });

  it('phases with enabled actions and active events', () => {
    expect(game.phases[0]).toEqual({
      phase: 'night', number: 1, path: '$.phases[0]', deaths: null,
      actions: [{ kind: 'poison', path: '$.phases[0].actions[0]', seat: 5, target: 0 }],
    });
    expect(game.phases[1]).toEqual({
      phase: 'day', number: 1, path: '$.phases[1]', ended: true, completeVoting: true,
      events: [
        { kind: 'nomination', path: '$.phases[1].events[0]', seat: 0, target: 2, triggered: false },
        { kind: 'ballot', path: '$.phases[1].events[1]', voters: [0, 1, 3, 4], nominee: 2, qualifying: new Map([[1, [0]]]) },
        { kind: 'execution', path: '$.phases[1].events[3]', seat: 2 },
      ],
    });
    expect(game.phases[2]).toEqual({
      phase: 'night', number: 2, path: '$.phases[2]', deaths: [6],
      actions: [{ kind: 'imp', path: '$.phases[2].actions[0]', seat: 3, target: 6, successor: null }],
    });
    expect(game.phases[3]).toMatchObject({ phase: 'day', number: 2, ended: false, completeVoting: false });
  });

  it('a ballot without nominee or qualifying normalises to nulls', () => {
    const day = { phase: 'day', number: 1, ended: false, events: [{ kind: 'ballot', voters: ['a'], mode: 'hard' }] };
    const { game: g } = expectOk(parseTemporal({ ...input, phases: [{ phase: 'night', number: 1 }, day], reports: [] }));
    expect(g.phases[1]).toMatchObject({ events: [{ kind: 'ballot', voters: [0], nominee: null, qualifying: null }] });
  });

  it('warns about players sharing a display name', () => {
    const players = (input.players as object[]).map((p, i) => (i === 2 ? { id: 'c', name: 'Ann' } : p));
    const r = expectOk(parseTemporal({ ...input, players }));
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain('Ann');
  });

  it('does not mutate the input', () => {
    const before = JSON.stringify(input);
    parseTemporal(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('isTemporalInput', () => {
  it('routes any input with a temporal-only key to the temporal validator', () => {
    expect(isTemporalInput(input)).toBe(true);
    // A wrong schema value must be reported as a wrong schema, not as legacy input.
    expect(isTemporalInput({ schema: 'botc-temporal-v2' })).toBe(true);
    expect(isTemporalInput({ players: [], phases: [] })).toBe(true);
    expect(isTemporalInput({ players: [] })).toBe(false);
    expect(isTemporalInput({ players: [], evidence: [] })).toBe(false);
    expect(isTemporalInput(null)).toBe(false);
    expect(isTemporalInput('botc-temporal-v1')).toBe(false);
  });
});
