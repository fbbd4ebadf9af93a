/**
 * The package as a user gets it (issue 13): `npm pack`, installed into a fresh project,
 * holds only what a user needs, and there solves a bundled case from Node through
 * `import … from 'botc-solver'`, type-checks a TypeScript file against the installed
 * declarations, resolves the JSON Schemas by name and runs the `botc-solve` command; in
 * Chromium, `botc-solver/widget` bundled by Vite into a page, and the one-file
 * `botc-solver.js` from a plain page's script tag, each answer a real case.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, widgetAnswer, type WidgetAnswer } from '../e2e/browser.ts';
import { serve } from '../e2e/servers.ts';
import { ROLE_IDS } from '../../src/rules/roles.ts';
import { declarationSurface } from './declarations.ts';
import { packAndInstall, type Installed } from './pack.ts';

const root = new URL('../..', import.meta.url).pathname;
let installed: Installed;

let browser: Browser | undefined;

beforeAll(() => { installed = packAndInstall(); }, 240_000);
afterAll(async () => { await browser?.close(); });

const lsh = JSON.parse(readFileSync(join(root, 'examples/lsh-tb-01.json'), 'utf8'));

function node(args: string[], cwd: string): string {
  return execFileSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
}

/** Opens `url` and returns the answer of its `<botc-solver>` to the lsh-tb-01 game. */
async function answerAt(url: string): Promise<{ answer: WidgetAnswer; errors: string[] }> {
  browser ??= await launch();
  const { page, errors } = await openPage(browser, url);
  const answer = await widgetAnswer(page, lsh.input);
  await page.context().close();
  return { answer, errors };
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
    // The installed package exports the whole role table of this source tree.
    expect(out).toMatchObject({ status: 'candidates', complete: true, errors: 0, rows: 1000, roles: ROLE_IDS.length });
    expect(out.assignments).toHaveLength(1);
  });

  it('has no Web Worker in Node: the worker client answers with an internal error that says to call the library directly', () => {
    writeFileSync(join(installed.project, 'client.mjs'), `
      import { createSolverClient } from 'botc-solver';
      const result = await createSolverClient().solveTemporal({});
      console.log(JSON.stringify(result.errors));
    `);
    const errors = JSON.parse(node(['client.mjs'], installed.project));
    expect(errors).toEqual([expect.objectContaining({ code: 'internal', message: expect.stringContaining('call solve() or solveTemporal() directly') })]);
  });

  it('type-checks a TypeScript file against the installed declarations, and refuses a wrong use', () => {
    writeFileSync(join(installed.project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [] },
      files: ['use.ts'],
    }));
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    writeFileSync(join(installed.project, 'use.ts'), `
      import { solveTemporal, createSolverClient, LIMITS, type TemporalResult, type TemporalInput, type InputError } from 'botc-solver';
      import 'botc-solver/widget';
      const game: TemporalInput = {
        schema: 'botc-temporal-v1', players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }],
        evidence: [{ kind: 'role', player: 'a', role: 'chef', mode: 'hard' }], reports: [], phases: [{ phase: 'night', number: 1 }],
      };
      export async function count(input: unknown): Promise<number> {
        const result: TemporalResult = await solveTemporal(input, { workers: 1 });
        const errors: InputError[] = result.errors;
        return result.candidates.length + errors.length + LIMITS.rows;
      }
      export function inThePage(): void {
        const element = document.querySelector('botc-solver')!;
        element.game = game;
        element.readonly = true;
        element.addEventListener('botc-result', (event) => console.log(event.detail.status, event.detail.stats.nodes));
        document.addEventListener('botc-change', (event) => console.log(event.detail.players.length));
        void createSolverClient().solveTemporal(game, { workers: 'auto', pageSize: 10 });
      }
    `);
    expect(() => node([tsc, '-p', '.'], installed.project)).not.toThrow();
    // Three wrong uses, one file each, in one run: each file must have its own error.
    const wrong = {
      'result.ts': "import { solveTemporal } from 'botc-solver'; export const wrong: Promise<string> = solveTemporal({});",
      'input.ts': "import type { TemporalInput } from 'botc-solver'; export const g: TemporalInput = { schema: 'botc-temporal-v2', players: [], evidence: [], reports: [], phases: [] };",
      'element.ts': "import 'botc-solver/widget'; document.querySelector('botc-solver')!.game = 42;",
    };
    for (const [file, text] of Object.entries(wrong)) writeFileSync(join(installed.project, file), text);
    writeFileSync(join(installed.project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [] },
      files: Object.keys(wrong),
    }));
    let message = '';
    try { node([tsc, '-p', '.'], installed.project); } catch (error) { message = String((error as { stdout?: string }).stdout); }
    for (const file of Object.keys(wrong)) expect(message).toMatch(new RegExp(`^${file.replace('.', '\\.')}\\(\\d+,\\d+\\): error`, 'm'));
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

  it('botc-solver/widget, imported by a page a bundler (Vite) builds, answers in Chromium', async () => {
    const site = join(installed.project, 'site');
    execFileSync('mkdir', ['-p', site]);
    writeFileSync(join(site, 'index.html'), '<!doctype html><html><body><botc-solver></botc-solver><script type="module" src="./main.js"></script></body></html>');
    writeFileSync(join(site, 'main.js'), "import 'botc-solver/widget';\n");
    // As a user's build runs: NODE_ENV=production (Vitest's "test" would pick development exports).
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', 'dist', '--emptyOutDir'],
      { cwd: site, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
    const server = await serve(join(site, 'dist'), '127.0.0.1');
    try {
      const { answer, errors } = await answerAt(server.url);
      expect(answer).toEqual({ status: 'candidates', complete: true, assignments: [lsh.expected.assignments] });
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('createSolverClient() from botc-solver, in a page Vite builds, solves in the package\'s own worker in Chromium, with search threads or (CSP) without', async () => {
    const site = join(installed.project, 'client-site');
    execFileSync('mkdir', ['-p', site]);
    writeFileSync(join(site, 'game.json'), JSON.stringify(lsh.input));
    writeFileSync(join(site, 'index.html'), '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>');
    writeFileSync(join(site, 'main.js'), `
      import { createSolverClient } from 'botc-solver';
      import game from './game.json';
      const workers = location.hash === '#threads' ? 2 : undefined;
      window.answer = createSolverClient().solveTemporal(game, workers ? { workers } : {})
        .then((r) => ({ status: r.status, complete: r.complete, assignments: r.candidates.map((c) => c.assignments), warnings: r.warnings }));
    `);
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', 'dist', '--emptyOutDir'],
      { cwd: site, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
    const built = execFileSync('find', ['dist', '-name', '*.js'], { cwd: site, encoding: 'utf8' }).trim().split('\n');
    expect(built.length).toBeGreaterThanOrEqual(2); // the page's bundle and the worker Vite copied from the package
    // What a strict site allows: its own scripts and workers, compiling WebAssembly; no blob: workers.
    const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'";
    const servers = [await serve(join(site, 'dist'), '127.0.0.1'), await serve(join(site, 'dist'), '127.0.0.1', { headers: { 'Content-Security-Policy': csp } })];
    const answers: { answer: unknown; errors: string[] }[] = [];
    try {
      browser ??= await launch();
      for (const url of [servers[0]!.url, `${servers[0]!.url}#threads`, `${servers[1]!.url}#threads`]) {
        const { page, errors } = await openPage(browser, url);
        answers.push({ answer: await page.evaluate(() => (window as unknown as { answer: Promise<unknown> }).answer), errors });
        await page.context().close();
      }
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
    const solved = { status: 'candidates', complete: true, assignments: [lsh.expected.assignments] };
    expect(answers[0]).toEqual({ answer: { ...solved, warnings: [] }, errors: [] });
    expect(answers[1]).toEqual({ answer: { ...solved, warnings: [] }, errors: [] });
    // Under the policy the threads cannot start: the same answer from one thread, and a warning that says why.
    expect(answers[2]!.answer).toEqual({ ...solved, warnings: [expect.stringContaining('Search threads could not be started here')] });
  });

  it('botc-solver.js from the tarball, in a plain page\'s script tag, answers in Chromium', async () => {
    writeFileSync(join(installed.project, 'plain.html'),
      '<!doctype html><html><body><botc-solver></botc-solver><script type="module" src="./node_modules/botc-solver/dist/lib/botc-solver.js"></script></body></html>');
    const server = await serve(installed.project, '127.0.0.1');
    try {
      const { answer, errors } = await answerAt(`${server.url}plain.html`);
      expect(answer).toEqual({ status: 'candidates', complete: true, assignments: [lsh.expected.assignments] });
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('has the declaration surface pinned in declarations.golden.txt (an API change updates it on purpose)', () => {
    const file = new URL('./declarations.golden.txt', import.meta.url);
    const surface = declarationSurface(installed.project);
    // After an intended change of the surface (a new character's id joins `RoleId` and every
    // type keyed by it), UPDATE_GOLDEN=1 rewrites the golden from this build; review its diff
    // (CONTRIBUTING.md, "Answers that change when a character is added").
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, surface);
    expect(surface).toBe(readFileSync(file, 'utf8'));
  });

  it('runs the botc-solve command from node_modules/.bin', () => {
    const out = execFileSync(join(installed.project, 'node_modules/.bin/botc-solve'), [join(root, 'examples/nqt-47.json')], { encoding: 'utf8' });
    expect(out).toMatch(/^Solved: Demon now: Josh /);
  });
});
