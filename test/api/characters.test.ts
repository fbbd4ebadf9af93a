/**
 * One character, one file, in both kernels: every role of the table has
 * `src/rules/characters/<id>.ts` and `assembly/characters/<id>.ts`, each opening with a
 * doc comment, and the two export the same hooks (and nothing else).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHARACTERS, HOOK_NAMES } from '../../src/rules/characters/index.ts';
import { REPORT_ROLES } from '../../src/model/report-rules.ts';
import { ROLE_ROWS, ROLE_IDS } from '../../src/rules/roles.ts';

const file = (dir: string, id: string) => new URL(`../../${dir}/${id}.ts`, import.meta.url);

/** Names of the functions an AssemblyScript file exports. */
function asExports(text: string): string[] {
  return [...text.matchAll(/^export function (\w+)/gm)].map((m) => m[1]!).sort();
}

describe('character files', () => {
  it.each(ROLE_IDS)('%s: both files exist, with a doc comment and the same hooks', (id) => {
    for (const dir of ['src/rules/characters', 'assembly/characters']) {
      expect(existsSync(file(dir, id)), `${dir}/${id}.ts`).toBe(true);
      expect(readFileSync(file(dir, id), 'utf8').trimStart().startsWith('/**'), `${dir}/${id}.ts opens with a doc comment`).toBe(true);
    }
    const ts = Object.keys(CHARACTERS[id]).sort();
    expect(ts.length).toBeGreaterThan(0);
    for (const hook of ts) expect(HOOK_NAMES as readonly string[]).toContain(hook);
    const text = readFileSync(file('assembly/characters', id), 'utf8');
    expect(asExports(text)).toEqual(ts);
    expect(text).not.toMatch(/^export (const|let|class)/m);
  });

  it('a character with a step on a night sheet has a nightStep hook, and only then', () => {
    for (const r of ROLE_ROWS) {
      const hasStep = r.firstNight !== null || r.otherNights !== null;
      expect('nightStep' in CHARACTERS[r.id], r.id).toBe(hasStep);
    }
  });

  it('a character whose row says it gives information has an info hook, and only then', () => {
    for (const r of ROLE_ROWS) expect('info' in CHARACTERS[r.id], r.id).toBe(r.info !== null);
    expect(REPORT_ROLES.length).toBeGreaterThan(0);
  });
});
