/**
 * The package imports the application's own zod (it is a dependency, not bundled): the
 * library must neither change zod's global config nor depend on it. Every parse passes its
 * own context (src/contract/schema-parts.ts PARSE_CONTEXT): English messages, no compiled
 * fast path.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { replay, solveTemporal, validate } from '../../src/index.ts';

const caseInput = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8')).input;
const saved = { ...z.config() };
afterEach(() => { z.config({ localeError: saved.localeError, jitless: saved.jitless }); });

describe("the library and the application's zod", () => {
  it('importing the library leaves zod\'s global config alone', () => {
    expect(saved.jitless).not.toBe(true);
    expect(saved.customError).toBeUndefined();
  });

  it("an application's zod locale neither changes the library's messages nor is changed by its calls", async () => {
    const input = caseInput('nqt-47');
    const witness = (await solveTemporal(input, { workers: 1 })).candidates[0]!.witness;
    z.config(z.locales.de());
    const german = () => z.string().safeParse(5).error!.issues[0]!.message;
    const before = german();
    expect(before).not.toMatch(/Invalid input/);
    const r = replay(input, { ...witness, nights: 5 });
    expect(r.errors).toEqual([expect.objectContaining({ code: 'invalid_type', path: '$witness.nights' })]);
    expect(r.errors[0]!.message).toMatch(/^Invalid input: expected array/);
    expect(validate({ ...input, players: 5 }).errors.map((e) => e.message)).toContain('$.players must be a list; got 5');
    expect(german()).toBe(before);
    expect(z.config().jitless).not.toBe(true);
  });
});
