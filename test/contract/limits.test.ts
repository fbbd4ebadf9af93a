/**
 * Hostile and huge inputs (issue 12): every size in `LIMITS` is one `too_large` error at
 * its path before any schema work; anything that is not plain data is `unreadable`; no
 * front door throws; error lists are capped; results stay serialisable.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS, replay, solve, solveTemporal, validate } from '../../src/index.ts';
import { readInput } from '../../src/model/read-input.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { candidateBytes, fitResultsToSize } from '../../src/search/results/result-size.ts';
import { errorsOf, expectOk, temporal } from './helpers.ts';

const caseInput = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8')).input;

/** The single error of a validation, which must be `too_large` with its path, limit and size. */
function expectTooLarge(input: unknown, path: string, limit: number, actual: number) {
  const { errors } = validate(input);
  expect(errors).toEqual([{ code: 'too_large', path, limit, actual, message: expect.stringContaining(path) }]);
}

describe('size limits', () => {
  it('a player id over idChars', () => {
    const t = temporal() as { players: { id: string }[] };
    t.players[2]!.id = 'x'.repeat(1_000_000);
    expectTooLarge(t, '$.players[2].id', LIMITS.idChars, 1_000_000);
  });
  it('a display name and a source note may be longer than an id, up to textChars', () => {
    const t = temporal() as { players: { id: string; name: string }[] };
    t.players[0]!.name = 'n'.repeat(LIMITS.textChars);
    expect(validate(t).errors).toEqual([]);
    t.players[0]!.name = 'n'.repeat(LIMITS.textChars + 1);
    expectTooLarge(t, '$.players[0].name', LIMITS.textChars, LIMITS.textChars + 1);
  });
  it('an object key over idChars', () => {
    const key = 'k'.repeat(LIMITS.idChars + 1);
    expectTooLarge(temporal({ [key]: 1 }), `$.${key}`, LIMITS.idChars, LIMITS.idChars + 1);
  });
  it.each([
    ['evidence', LIMITS.rows], ['reports', LIMITS.rows], ['phases', LIMITS.phases],
  ])('%s longer than its limit', (field, limit) => {
    expectTooLarge(temporal({ [field]: new Array(limit + 1).fill({}) }), `$.${field}`, limit, limit + 1);
  });
  it('a day with more events than eventsPerDay, a night with more actions than actionsPerNight', () => {
    const day = temporal({ phases: [{ phase: 'night', number: 1 }, { phase: 'day', number: 1, ended: false, events: new Array(25_000).fill({}) }] });
    expectTooLarge(day, '$.phases[1].events', LIMITS.eventsPerDay, 25_000);
    const night = temporal({ phases: [{ phase: 'night', number: 1, actions: new Array(LIMITS.actionsPerNight + 1).fill({}) }] });
    expectTooLarge(night, '$.phases[0].actions', LIMITS.actionsPerNight, LIMITS.actionsPerNight + 1);
  });
  it('a ballot of 100,000 voters is one error, not 100,000', () => {
    const input = temporal({ phases: [{ phase: 'night', number: 1 }, { phase: 'day', number: 1, ended: false,
      events: [{ kind: 'ballot', mode: 'hard', voters: new Array(100_000).fill('zz') }] }] });
    expectTooLarge(input, '$.phases[1].events[0].voters', LIMITS.listItems, 100_000);
  });
  it('an object with more fields than objectKeys', () => {
    const grimoire = Object.fromEntries(Array.from({ length: LIMITS.objectKeys + 1 }, (_, i) => [`p${i}`, {}]));
    const input = temporal({ reports: [{ player: 'p1', role: 'spy', night: 1, authenticity: 'good', mode: 'hard', grimoire }] });
    expectTooLarge(input, '$.reports[0].grimoire', LIMITS.objectKeys, LIMITS.objectKeys + 1);
  });
  it('nesting deeper than depth, without recursion (100,000 levels)', () => {
    const root: Record<string, unknown> = {};
    let at = root;
    for (let i = 0; i < 100_000; i++) { const next = {}; at.x = next; at = next; }
    const { errors } = validate(temporal({ deep: root }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'too_large', limit: LIMITS.depth, actual: LIMITS.depth + 1 });
  });
  it('more values in all than values, counted across lists that are each within their limit', () => {
    const row = { a: new Array(49).fill(0), b: new Array(49).fill(0), c: new Array(49).fill(0) };
    const { errors } = validate(temporal({ evidence: new Array(1000).fill(row) }));
    expect(errors).toEqual([expect.objectContaining({ code: 'too_large', path: '$', limit: LIMITS.values })]);
  });
  it('every real case and fixture is within the limits and copied unchanged', () => {
    for (const name of ['lsh-tb-01', 'nqt-40', 'nqt-70', 'nqt-sw-test']) {
      const input = caseInput(name);
      expect(readInput(input)).toEqual({ ok: true, value: input });
    }
  });
  it('the largest history within the limits is searched, not refused (50 days of 100 events)', async () => {
    const ids = Array.from({ length: 15 }, (_, i) => `p${i + 1}`);
    const events = Array.from({ length: LIMITS.eventsPerDay }, (_, k) => ({
      kind: 'nomination', mode: 'hard', player: ids[k % 15], target: ids[(k + 1) % 15], triggered: false,
    }));
    const phases = Array.from({ length: LIMITS.phases }, (_, i) => (i % 2 === 0
      ? { phase: 'night', number: i / 2 + 1, deaths: [] }
      : { phase: 'day', number: (i + 1) / 2, events, ended: i < LIMITS.phases - 1 }));
    const input = { schema: 'botc-temporal-v1', players: ids.map((id) => ({ id })), evidence: [], reports: [], phases,
      limits: { maxResults: 2, maxNodes: 20_000, maxMs: 20_000 } };
    const result = await solveTemporal(input, { workers: 1 });
    expect(result.errors).toEqual([]);
    expect(result.status).not.toBe('invalid');
  });
});

describe('values that are not plain data', () => {
  it('a getter is never invoked and is unreadable at its path', () => {
    let calls = 0;
    const t = temporal();
    Object.defineProperty(t, 'reports', { enumerable: true, get() { calls++; return []; } });
    expect(validate(t).errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$.reports' })]);
    expect(calls).toBe(0);
  });
  it('a getter throwing a null-prototype value (which cannot be turned into text) does not throw', async () => {
    const t = temporal();
    Object.defineProperty(t, 'players', { enumerable: true, get() { throw Object.create(null); } });
    expect(() => validate(t)).not.toThrow();
    expect((await solveTemporal(t)).errors[0]).toMatchObject({ code: 'unreadable', path: '$.players' });
  });
  it('proxies whose traps throw', async () => {
    const throwing = new Proxy({}, { ownKeys() { throw Object.create(null); } });
    expect(validate(temporal({ limits: throwing })).errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$.limits' })]);
    const nested = new Proxy([1, 2], { getOwnPropertyDescriptor() { throw new Error('no'); } });
    expect(validate(temporal({ evidence: nested })).errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$.evidence' })]);
    const result = await solve(new Proxy({}, { get() { throw null; }, ownKeys() { throw 1; } }));
    expect(result.errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$' })]);
  });
  it('a cycle, a hole, a function, a symbol and a bigint, each at its path', () => {
    const t = temporal() as Record<string, unknown> & { phases: Record<string, unknown>[] };
    t.phases[0]!.self = t;
    // eslint-disable-next-line no-sparse-arrays
    t.evidence = [, { kind: 'inPlay', role: 'imp', mode: 'hard' }];
    t.reports = [() => 1];
    t.limits = { maxMs: 10n, maxNodes: Symbol('n') };
    const paths = validate(t).errors.map((e) => [e.code, e.path]);
    expect(paths).toEqual(expect.arrayContaining([
      ['unreadable', '$.phases[0].self'], ['unreadable', '$.evidence[0]'], ['unreadable', '$.reports[0]'],
      ['unreadable', '$.limits.maxMs'], ['unreadable', '$.limits.maxNodes'],
    ]));
    expect(paths.every(([code]) => code === 'unreadable')).toBe(true);
  });
  it('typed arrays, String objects and class instances are not plain data, and are refused without listing their keys', () => {
    class Row { kind = 'inPlay'; role = 'imp'; mode = 'hard'; }
    const errors = validate(temporal({ evidence: new Uint8Array(10_000_000), reports: [new Row()], limits: new String('x'.repeat(1000)) })).errors;
    expect(errors.map((e) => [e.code, e.path])).toEqual([['unreadable', '$.evidence'], ['unreadable', '$.reports[0]'], ['unreadable', '$.limits']]);
  });
  it('an async progress handler that rejects is ignored (no unhandled rejection)', async () => {
    const r = await solveTemporal(caseInput('nqt-40'), { workers: 1, onProgress: async () => { throw new Error('async handler bug'); } });
    expect(r.status).toBe('candidates');
  });
  it('a witness with an own "__proto__" player is refused, not silently accepted', () => {
    const witness = JSON.parse('{"assignments":{"__proto__":"imp"},"drunkShownRole":null,"redHerring":null,"nights":[],"reportNights":{}}');
    expect(replay(caseInput('lsh-tb-01'), witness).errors).toEqual([expect.objectContaining({ code: 'invalid_type', path: '$witness.assignments["__proto__"]' })]);
  });
  it('the same object twice (not a cycle) is read twice', () => {
    const row = { kind: 'inPlay', role: 'imp', is: true, mode: 'hard' };
    expect(validate(temporal({ evidence: [row, row] })).errors).toEqual([]);
  });
  it('an own "__proto__" key stays a field (an unknown one), and null-prototype objects are data', () => {
    const input = JSON.parse(JSON.stringify(temporal()).replace('{', '{"__proto__":{"x":1},'));
    expect(validate(input).errors).toEqual([expect.objectContaining({ code: 'unknown_field', path: '$.__proto__' })]);
    const bare = Object.assign(Object.create(null), temporal());
    expect(validate(bare).errors).toEqual([]);
  });
  it('hostile options and witnesses are unreadable, not internal', async () => {
    const input = caseInput('lsh-tb-01');
    const options = { get workers(): number { throw new Error('x'); } };
    expect((await solveTemporal(input, options)).errors).toEqual([expect.objectContaining({ code: 'unreadable', path: 'options' })]);
    const witness = new Proxy({}, { ownKeys() { throw new Error('x'); } });
    expect(replay(input, witness).errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$witness' })]);
  });
});

describe('options and odd lists', () => {
  it('a progress handler that throws does not stop the search or become a defect', async () => {
    const input = caseInput('nqt-40');
    const result = await solveTemporal(input, { workers: 1, onProgress: () => { throw new Error('handler bug'); } });
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('candidates');
  });
  it('a signal that is not an AbortSignal is invalid options.signal; one whose getter throws later is never read again', async () => {
    const input = caseInput('lsh-tb-01');
    const fake = await solveTemporal(input, { signal: { aborted: false } as unknown as AbortSignal });
    expect(fake.errors).toEqual([expect.objectContaining({ code: 'invalid_type', path: 'options.signal' })]);
    let reads = 0;
    const real = new AbortController().signal;
    const flaky = new Proxy(real, { get(target, key) {
      if (key === 'aborted' && ++reads > 1) throw new Error('second read');
      const v = Reflect.get(target, key, target);
      return typeof v === 'function' ? v.bind(target) : v;
    } });
    const r = await solveTemporal(input, { workers: 1, signal: flaky });
    expect(r.errors).toEqual([]);
    expect(r.status).toBe('candidates');
  });
  it('a list whose length is not a whole number is unreadable', () => {
    const nan = new Proxy([], { getOwnPropertyDescriptor: (t, k) => (k === 'length' ? { value: NaN, writable: true, enumerable: false, configurable: false } : Reflect.getOwnPropertyDescriptor(t, k)) });
    expect(validate(temporal({ evidence: nan })).errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$.evidence' })]);
  });
  it('past LIMITS.errors problems the copy stops reading and says there may be more', () => {
    const evidence = Array.from({ length: 300 }, () => ({ kind: 'x'.repeat(LIMITS.idChars + 1) }));
    const { errors } = validate(temporal({ evidence }));
    expect(errors).toHaveLength(LIMITS.errors + 1);
    expect(errors.at(-1)).toMatchObject({ code: 'too_many_errors', limit: LIMITS.errors });
    expect(errors.at(-1)!.actual).toBeUndefined();
  });
  it('replay caps a witness\'s errors', () => {
    const input = caseInput('lsh-tb-01');
    const reportNights = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`${i + 100}`, 1]));
    const witness = { assignments: {}, drunkShownRole: null, redHerring: null, nights: [], reportNights };
    const { errors } = replay(input, witness);
    expect(errors.length).toBeLessThanOrEqual(LIMITS.errors + 1);
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('bounded answers', () => {
  it('lists the first LIMITS.errors errors, then one that counts the rest by code', () => {
    const evidence = Array.from({ length: 900 }, (_, i) => ({ kind: 'role', mode: 'hard', player: `nobody${i}`, role: 'imp' }));
    const errors = errorsOf(parseTemporal(temporal({ evidence })));
    expect(errors).toHaveLength(LIMITS.errors + 1);
    expect(errors.slice(0, LIMITS.errors).every((e) => e.code === 'unknown_player')).toBe(true);
    expect(errors[LIMITS.errors]).toMatchObject({ code: 'too_many_errors', path: '$', limit: LIMITS.errors, actual: 900 });
    expect(errors[LIMITS.errors]!.message).toContain('800 more errors');
  });
  it('maxResults is lowered, with a warning, when a game\'s candidates could outgrow a JavaScript string', () => {
    const ids = Array.from({ length: 15 }, (_, i) => `${'x'.repeat(LIMITS.idChars - 3)}${i}`);
    const phases = Array.from({ length: LIMITS.phases }, (_, i) => (i % 2 === 0
      ? { phase: 'night', number: i / 2 + 1 } : { phase: 'day', number: (i + 1) / 2, events: [], ended: i < LIMITS.phases - 1 }));
    const { game } = expectOk(parseTemporal({ schema: 'botc-temporal-v1', players: ids.map((id) => ({ id })), evidence: [], reports: [], phases,
      limits: { maxResults: 100_000 } }));
    const warning = fitResultsToSize(game);
    expect(warning).toContain('maxResults lowered from 100,000');
    expect(game.limits.maxResults * candidateBytes(game)).toBeLessThanOrEqual(LIMITS.resultBytes);
    expect(game.limits.maxResults).toBeGreaterThan(1000);
  });
  it('the estimate is an upper bound of real candidates (15 players, 3 nights)', async () => {
    const input = JSON.parse(readFileSync(new URL('../fixtures/many-worlds-15-3-nights.json', import.meta.url), 'utf8'));
    const result = await solveTemporal({ ...input, limits: { maxResults: 300, maxMs: 60_000 } }, { workers: 1 });
    const { game } = expectOk(parseTemporal(input));
    expect(result.candidates.length).toBe(300);
    for (const c of result.candidates) expect(JSON.stringify(c).length).toBeLessThanOrEqual(candidateBytes(game));
  });
  it('real games keep the full cap: 15 players with short ids fit 100,000 candidates', () => {
    const { game } = expectOk(parseTemporal({ ...caseInput('nqt-70'), limits: { maxResults: 100_000 } }));
    expect(fitResultsToSize(game)).toBeNull();
    expect(game.limits.maxResults).toBe(100_000);
  });
});
