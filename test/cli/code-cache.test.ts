/**
 * The built command's code cache (src/cli/launch.ts): written once, by a run that solved
 * something, into `$XDG_CACHE_HOME/botc-solver`; used by later runs with the same answer;
 * replaced when V8 refuses it; never written when turned off. Spawns `dist/cli/botc-solve.js`
 * (built by test/cli/global-setup.ts), each test with a cache folder of its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CLI = `${root}dist/cli/botc-solve.js`;
const CASE = `${root}examples/nqt-47.json`;

const homes: string[] = [];
afterEach(() => { for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true }); });

/** A fresh XDG_CACHE_HOME, removed after the test. */
function cacheHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'botc-code-cache-'));
  homes.push(home);
  return home;
}

/** Runs the CLI; `cache` is what the loader said of the cache (`NODE_DEBUG=botc-solve`), `stderr` the rest. */
function cli(home: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: root, encoding: 'utf8', timeout: 60_000,
    env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '', XDG_CACHE_HOME: home, NODE_DEBUG: 'botc-solve', ...env },
  });
  const lines = r.stderr.split('\n');
  const ours = (line: string) => /^BOTC-SOLVE \d+: /.test(line);
  return {
    code: r.status,
    // The summary's timings differ from run to run; nothing else may.
    stdout: r.stdout.replace(/\d+ ms/g, '# ms'),
    stderr: lines.filter((l) => !ours(l)).join('\n'),
    cache: lines.filter(ours).map((l) => l.replace(/^BOTC-SOLVE \d+: (code cache [a-z ]+).*$/, '$1')),
  };
}

const answer = (r: ReturnType<typeof cli>) => ({ code: r.code, stdout: r.stdout, stderr: r.stderr });

const cacheFiles = (home: string): string[] => {
  const dir = join(home, 'botc-solver');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('botc-solve code cache', () => {
  it('is written by the first run that solves, named by the build, and later runs answer the same', () => {
    const home = cacheHome();
    const first = cli(home, [CASE]);
    expect(first.code).toBe(0);
    expect(first.stderr).toBe('');
    expect(first.cache).toEqual(['code cache absent', 'code cache written']);
    const files = cacheFiles(home);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.v8cache$/);
    const path = join(home, 'botc-solver', files[0]!);
    expect(statSync(path).size).toBeGreaterThan(10_000);
    const written = statSync(path).ino;

    const second = cli(home, [CASE]);
    expect(answer(second)).toEqual(answer(first));
    expect(second.cache).toEqual(['code cache used']);
    expect(statSync(path).ino).toBe(written);
  });

  it('a cache V8 refuses (here: garbage) costs nothing but time, and is replaced', () => {
    const home = cacheHome();
    const reference = cli(home, [CASE]);
    const [file] = cacheFiles(home);
    const path = join(home, 'botc-solver', file!);
    writeFileSync(path, Buffer.alloc(4096, 7));
    const refused = cli(home, [CASE]);
    expect(answer(refused)).toEqual(answer(reference));
    expect(refused.cache).toEqual(['code cache refused', 'code cache written']);
    expect(statSync(path).size).toBeGreaterThan(10_000);
    expect(cacheFiles(home)).toEqual([file]);
    expect(cli(home, [CASE]).cache).toEqual(['code cache used']);
  });

  it('a cache of another build is removed when this build writes its own', () => {
    const home = cacheHome();
    const stale = `${'0'.repeat(64)}.v8cache`;
    mkdirSync(join(home, 'botc-solver'));
    writeFileSync(join(home, 'botc-solver', stale), 'old');
    expect(cli(home, [CASE]).code).toBe(0);
    const files = cacheFiles(home);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(stale);
  });

  it('is not written by runs that solved nothing, nor when NODE_DISABLE_COMPILE_CACHE is set', () => {
    const home = cacheHome();
    expect(cli(home, ['--version']).code).toBe(0);
    expect(cli(home, ['--help']).code).toBe(0);
    const bad = join(home, 'bad.json');
    writeFileSync(bad, JSON.stringify({ schema: 'botc-temporal-v1', players: [] }));
    expect(cli(home, [bad]).code).toBe(1);
    expect(cacheFiles(home)).toEqual([]);

    const off = cli(home, [CASE], { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(off.code).toBe(0);
    expect(off.cache).toEqual(['code cache off']);
    expect(off.stdout).toContain('status: candidates');
    expect(cacheFiles(home)).toEqual([]);
  });

  it('a relative XDG_CACHE_HOME is ignored (the XDG spec): the cache goes under HOME', () => {
    const home = cacheHome();
    const r = spawnSync(process.execPath, [CLI, CASE], {
      cwd: home, encoding: 'utf8', timeout: 60_000,
      env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '', HOME: home, XDG_CACHE_HOME: 'relative' },
    });
    expect(r.status).toBe(0);
    expect(existsSync(join(home, 'relative'))).toBe(false);
    expect(readdirSync(join(home, '.cache', 'botc-solver'))).toHaveLength(1);
  });

  it('a cache folder that cannot be written is no error', () => {
    const home = cacheHome();
    // A file where the folder should be: mkdir fails.
    writeFileSync(join(home, 'botc-solver'), 'not a folder');
    const r = cli(home, [CASE]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.cache).toEqual(['code cache absent', 'code cache not written']);
    expect(r.stdout).toContain('status: candidates');
  });
});

