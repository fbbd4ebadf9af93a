/**
 * The package as a user gets it (issue 13): `npm pack`, installed into a fresh project,
 * holds only what a user needs, and there solves a bundled case from Node through
 * `import … from 'botc-solver'`, type-checks a TypeScript file against the installed
 * declarations, resolves the JSON Schemas by name and runs the `botc-solve` command.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, type Installed } from './pack.ts';

const root = new URL('../..', import.meta.url).pathname;
let installed: Installed;

beforeAll(() => { installed = packAndInstall(); }, 240_000);

function node(args: string[], cwd: string): string {
  return execFileSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
}

describe('the installed package', () => {
  it('holds only built output, the README, the licence and the changelog', () => {
    const listing = execFileSync('tar', ['-tzf', installed.tarball], { encoding: 'utf8' }).trim().split('\n').map((f) => f.replace(/^package\//, ''));
    const outside = listing.filter((f) => !/^(dist\/(package|types|lib|cli)|schemas)\//.test(f) && !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(f));
    expect(outside).toEqual([]);
    expect(listing).toEqual(expect.arrayContaining(['dist/package/index.js', 'dist/types/src/index.d.ts', 'dist/lib/botc-solver.js', 'dist/cli/botc-solve.js']));
    expect(listing.some((f) => f.startsWith('src/') || f.startsWith('test/') || f.endsWith('.ts') && !f.endsWith('.d.ts'))).toBe(false);
  });

  it('solves a bundled real case from a Node ES module script', () => {
    const input = JSON.parse(readFileSync(join(root, 'examples/nqt-47.json'), 'utf8')).input;
    writeFileSync(join(installed.project, 'case.json'), JSON.stringify(input));
    writeFileSync(join(installed.project, 'solve.mjs'), `
      import { readFileSync } from 'node:fs';
      import { solveTemporal, validate, LIMITS, ROLES } from 'botc-solver';
      const input = JSON.parse(readFileSync('case.json', 'utf8'));
      const result = await solveTemporal(input);
      console.log(JSON.stringify({ status: result.status, complete: result.complete, assignments: result.candidates.map((c) => c.assignments),
        errors: validate(input).errors.length, rows: LIMITS.rows, roles: ROLES.length }));
    `);
    const out = JSON.parse(node(['solve.mjs'], installed.project));
    expect(out).toMatchObject({ status: 'candidates', complete: true, errors: 0, rows: 1000, roles: 22 });
    expect(out.assignments).toHaveLength(1);
  });

  it('type-checks a TypeScript file against the installed declarations, and refuses a wrong use', () => {
    writeFileSync(join(installed.project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [] },
      files: ['use.ts'],
    }));
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    writeFileSync(join(installed.project, 'use.ts'), `
      import { solveTemporal, LIMITS, type TemporalResult, type InputError } from 'botc-solver';
      export async function count(input: unknown): Promise<number> {
        const result: TemporalResult = await solveTemporal(input, { workers: 1 });
        const errors: InputError[] = result.errors;
        return result.candidates.length + errors.length + LIMITS.rows;
      }
    `);
    expect(() => node([tsc, '-p', '.'], installed.project)).not.toThrow();
    writeFileSync(join(installed.project, 'use.ts'), `
      import { solveTemporal } from 'botc-solver';
      export const wrong: Promise<string> = solveTemporal({});
    `);
    let message = '';
    try { node([tsc, '-p', '.'], installed.project); } catch (error) { message = String((error as { stdout?: string }).stdout); }
    expect(message).toContain('TemporalResult');
  });

  it('exports the JSON Schemas by name', () => {
    writeFileSync(join(installed.project, 'schema.mjs'), `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const schema = require('botc-solver/schemas/botc-temporal-v1.schema.json');
      console.log(schema.$id);
    `);
    expect(node(['schema.mjs'], installed.project).trim()).toBe('urn:botc-solver:schema:botc-temporal-v1');
  });

  it('runs the botc-solve command from node_modules/.bin', () => {
    const out = execFileSync(join(installed.project, 'node_modules/.bin/botc-solve'), [join(root, 'examples/nqt-47.json')], { encoding: 'utf8' });
    expect(out).toContain('status: candidates');
  });
});
