/** Error collection: JSON paths, all problems at once, and never throwing. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPath } from '../../src/contract/json-path.ts';
import { parseLegacy, parseTemporal } from '../../src/model/normalise.ts';
import { errorsOf, legacy, temporal, withReport } from './helpers.ts';

describe('jsonPath', () => {
  it('writes indices in brackets and plain keys with dots', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['reports', 2, 'targets', 0])).toBe('$.reports[2].targets[0]');
    expect(jsonPath(['reports', 0, 'grimoire', 'Bob Smith'])).toBe('$.reports[0].grimoire["Bob Smith"]');
  });
});

describe('all errors at once', () => {
  it('three different problems give three errors', () => {
    const input = withReport({ role: 'washerwoman', targets: ['p2', 'p2'], targetRole: 'imp' }, { extra: true });
    const errors = errorsOf(parseTemporal(input));
    expect(errors.map((e) => `${e.code} ${e.path}`).sort()).toEqual([
      'bad_pair $.reports[0].targets[1]',
      'unknown_field $.extra',
      'wrong_role_type $.reports[0].targetRole',
    ]);
  });

  it('schema and semantic problems in different sections are reported together', () => {
    const input = temporal({
      evidence: [{ kind: 'role', player: 'ghost', role: 'chef', mode: 'sure' }],
      reports: [{ player: 'p1', role: 'chef', night: 1, value: 99, authenticity: 'good', mode: 'hard' }],
      phases: [{ phase: 'night', number: 2 }],
    });
    const got = errorsOf(parseTemporal(input)).map((e) => `${e.code} ${e.path}`);
    expect(got).toEqual(expect.arrayContaining([
      'invalid_type $.evidence[0].mode',
      'unknown_player $.evidence[0].player',
      'out_of_range $.reports[0].value',
      'out_of_range $.reports[0].night',
      'bad_phases $.phases[0].number',
    ]));
  });

  it('legacy problems are collected the same way', () => {
    const input = legacy({ evidence: [
      { kind: 'info', player: 'p1', role: 'chef', value: 9, night: 2, color: 'red' },
      { kind: 'role', player: 'nobody', role: 'chef' },
    ] });
    expect(errorsOf(parseLegacy(input)).map((e) => `${e.code} ${e.path}`).sort()).toEqual([
      'out_of_range $.evidence[0].night',
      'out_of_range $.evidence[0].value',
      'unknown_field $.evidence[0].color',
      'unknown_player $.evidence[1].player',
    ]);
  });

  it('an unknown key on a row says disabled rows are checked too; one elsewhere does not', () => {
    const input = withReport({ role: 'washerwoman', targets: ['p2', 'p3'], targetRole: 'chef' }, { extra: true });
    const onRow = temporal({ evidence: [{ kind: 'role', player: 'p1', role: 'chef', mode: 'hard', enabled: false, colour: 'red' }] });
    const top = errorsOf(parseTemporal(input)).find((e) => e.path === '$.extra')!;
    const row = errorsOf(parseTemporal(onRow)).find((e) => e.path === '$.evidence[0].colour')!;
    expect(top.message).not.toContain('disabled rows');
    expect(row.message).toContain('rejected even on disabled rows');
  });

  it('a wrong sequence of phases comes before the errors it brings about', () => {
    const history = JSON.parse(readFileSync(new URL('../../examples/nqt-47.json', import.meta.url), 'utf8')).input as { phases: unknown[] };
    const errors = errorsOf(parseTemporal({ ...history, phases: history.phases.slice(1) }));
    expect(errors[0]).toMatchObject({ code: 'bad_phases', path: '$.phases[0].phase' });
    expect(errors.slice(1).some((e) => e.code === 'out_of_range' && e.message.includes('not a recorded night'))).toBe(true);
  });

  it('every error names its path in its message', () => {
    const input = withReport({ role: 'investigator', targets: ['p2', 'zz'], targetRole: 'chef', night: 4 }, { bogus: 1 });
    for (const e of errorsOf(parseTemporal(input))) expect(e.message).toContain(e.path);
  });
});

describe('never throws', () => {
  it('an input with a getter is one unreadable error at the getter, which is never invoked', () => {
    const hostile = temporal();
    let calls = 0;
    Object.defineProperty(hostile, 'players', { enumerable: true, get() { calls++; throw new Error('boom'); } });
    const errors = errorsOf(parseTemporal(hostile));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'unreadable', path: '$.players' });
    expect(errorsOf(parseLegacy(hostile))[0]!.code).toBe('unreadable');
    expect(calls).toBe(0);
  });

  it('arbitrary JSON values never throw and always answer', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      for (const result of [parseTemporal(value), parseLegacy(value)]) {
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }
    }), { seed: 42, numRuns: 300 });
  });

  it('mutated valid inputs never throw', () => {
    const base = temporal({
      evidence: [{ kind: 'setupInfo', player: 'p1', team: 'Demon', bluffs: ['chef', 'saint', 'mayor'], mode: 'hard' }],
      reports: [{ player: 'p2', role: 'spy', night: null, grimoire: { p3: { master: 'p1' } }, authenticity: 'good', mode: 'hard' }],
    });
    const field = fc.constantFrom('players', 'evidence', 'reports', 'phases', 'limits', 'schema');
    fc.assert(fc.property(field, fc.jsonValue(), (key, value) => {
      const result = parseTemporal({ ...base, [key]: value });
      expect(typeof result.ok).toBe('boolean');
      if (!result.ok) expect(result.errors.every((e) => e.code !== 'internal')).toBe(true);
    }), { seed: 7, numRuns: 300 });
  });
});
