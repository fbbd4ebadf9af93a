/**
 * An input given to the other front door (src/model/wrong-door.ts): the first error says
 * which door it is for, and the field errors that follow are still all there.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solve, solveTemporal, validate } from '../../src/index.ts';

const caseInput = (file: string) => JSON.parse(readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8')).input;
const history = caseInput('nqt-47.json');
const firstNight = caseInput('first-night-lsh-tb-01.json');

describe('the wrong front door', () => {
  it('solve() given a history says to call solveTemporal(), then lists the field errors', async () => {
    const r = await solve(history);
    expect(r.status).toBe('invalid');
    expect(r.errors[0]).toMatchObject({ code: 'invalid_type', path: '$' });
    expect(r.errors[0]!.message).toContain('call solveTemporal()');
    expect(r.errors.slice(1).length).toBeGreaterThan(0);
    expect(r.errors.slice(1).every((e) => e.path !== '$')).toBe(true);
  });

  it('solveTemporal() given a legacy first night says it reads as one, then lists the field errors', async () => {
    const r = await solveTemporal(firstNight);
    expect(r.status).toBe('invalid');
    expect(r.errors[0]).toMatchObject({ code: 'invalid_type', path: '$' });
    expect(r.errors[0]!.message).toContain('solve()');
    expect(r.errors[0]!.message).toContain('"schema": "botc-temporal-v1"');
    expect(r.errors.some((e) => e.path === '$.schema')).toBe(true);
  });

  it('says nothing of the kind for an input at the right door, or one that is neither', async () => {
    expect((await solveTemporal(history)).errors).toEqual([]);
    expect((await solve(firstNight)).errors).toEqual([]);
    const broken = await solveTemporal({ ...history, players: 'x' });
    expect(broken.errors.every((e) => e.path !== '$')).toBe(true);
    const neither = await solveTemporal({ players: [] });
    expect(neither.errors.every((e) => !e.message.includes('solve()'))).toBe(true);
    // A key present but undefined (JavaScript only) marks nothing.
    expect((await solve({ ...firstNight, schema: undefined })).errors.every((e) => e.path !== '$')).toBe(true);
    // An input that cannot be read stays 'unreadable' (the hint must not throw on it).
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const r of [await solve(proxy), await solveTemporal(proxy)]) {
      expect(r.errors.map((e) => e.code)).toEqual(['unreadable']);
    }
    // validate() picks the door itself, so it never needs the hint.
    expect(validate(history).errors).toEqual([]);
  });
});
