/**
 * The built command's code cache (src/cli/launch.ts, src/cli/code-cache.ts): written once,
 * by a run that solved something, into `$XDG_CACHE_HOME/botc-solver`; used by later runs
 * with the same answer; replaced when damaged, stale or refused (V8 checks its checksum);
 * never written when turned off. Spawns `dist/cli/botc-solve.js`
 * (built by test/cli/global-setup.ts), each test with a cache folder of its own.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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
function cli(home: string, args: string[], env: Record<string, string> = {}, nodeArgs: string[] = [], cwd = root) {
  // One search thread: the answers compared include the node count, which depends on the
  // threads, and `auto` moves a search still running after 150 ms (a loaded machine) to two.
  const r = spawnSync(process.execPath, [...nodeArgs, CLI, ...args, '--workers', '1'], {
    cwd, encoding: 'utf8', timeout: 60_000,
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

  it('a cache V8 refuses (made under other V8 flags) costs nothing but time, and is replaced', () => {
    const home = cacheHome();
    const reference = cli(home, [CASE]);
    const [file] = cacheFiles(home);
    const refused = cli(home, [CASE], {}, ['--stack-size=900']);
    expect(answer(refused)).toEqual(answer(reference));
    expect(refused.cache).toEqual(['code cache refused', 'code cache written']);
    expect(cacheFiles(home)).toEqual([file]);
    expect(cli(home, [CASE], {}, ['--stack-size=900']).cache).toEqual(['code cache used']);
  });

  it('a damaged cache does not crash the command: bytes changed in place (V8 refuses them by their checksum), garbage, a header of another bundle', () => {
    const home = cacheHome();
    const reference = cli(home, [CASE]);
    const [file] = cacheFiles(home);
    const path = join(home, 'botc-solver', file!);
    const good = readFileSync(path);
    const flipped = Buffer.from(good);
    for (let i = 0; i < 16; i++) flipped[100_000 + i]! ^= 0x5a;
    const stale = Buffer.from(good);
    stale.writeDoubleLE(stale.readDoubleLE(stale.indexOf('\n') + 1 + 8) + 1, stale.indexOf('\n') + 1 + 8);
    for (const [bytes, state] of [[flipped, 'refused'], [Buffer.alloc(4096, 7), 'damaged'], [stale, 'stale']] as const) {
      writeFileSync(path, bytes);
      const r = cli(home, [CASE]);
      expect(answer(r)).toEqual(answer(reference));
      expect(r.cache).toEqual([`code cache ${state}`, 'code cache written']);
      expect(cli(home, [CASE]).cache).toEqual(['code cache used']);
    }
  });

  it('a cache file or folder any user may write is neither read nor written into (a code cache is code)', () => {
    const home = cacheHome();
    const reference = cli(home, [CASE]);
    const dir = join(home, 'botc-solver');
    const [file] = cacheFiles(home);
    chmodSync(join(dir, file!), 0o666);
    const open = cli(home, [CASE]);
    expect(answer(open)).toEqual(answer(reference));
    expect(open.cache).toEqual(['code cache untrusted', 'code cache written']);
    expect(statSync(join(dir, file!)).mode & 0o002).toBe(0); // written anew, with the usual mode
    expect(cli(home, [CASE]).cache).toEqual(['code cache used']);

    chmodSync(dir, 0o777);
    const shared = cli(home, [CASE]);
    expect(answer(shared)).toEqual(answer(reference));
    expect(shared.cache).toEqual(['code cache untrusted', 'code cache not written']);
  });

  it('only a regular file is read: a FIFO at the cache path neither blocks nor matters', () => {
    const home = cacheHome();
    mkdirSync(join(home, 'botc-solver'));
    const reference = cli(cacheHome(), [CASE]);
    const [file] = cacheFiles(homes[homes.length - 1]!);
    expect(spawnSync('mkfifo', [join(home, 'botc-solver', file!)]).status).toBe(0);
    const r = cli(home, [CASE]);
    expect(answer(r)).toEqual(answer(reference));
    expect(r.cache).toEqual(['code cache unreadable', 'code cache written']);
  });

  it('keeps the caches of the newest builds (several may be installed) and removes what killed runs left', () => {
    const home = cacheHome();
    const dir = join(home, 'botc-solver');
    mkdirSync(dir);
    const others = ['1', '2', '3', '4', '5'].map((d) => `${d.repeat(64)}.v8cache`);
    others.forEach((name, k) => {
      writeFileSync(join(dir, name), 'another build');
      const age = (others.length - k) * 60; // the last is the newest
      utimesSync(join(dir, name), Date.now() / 1000 - age, Date.now() / 1000 - age);
    });
    writeFileSync(join(dir, 'old.v8cache.123.part'), 'left by a killed run');
    utimesSync(join(dir, 'old.v8cache.123.part'), Date.now() / 1000 - 3600, Date.now() / 1000 - 3600);
    writeFileSync(join(dir, 'new.v8cache.456.part'), 'another run, writing now');
    expect(cli(home, [CASE]).code).toBe(0);
    const ours = cacheFiles(home).filter((f) => !others.includes(f) && f.endsWith('.v8cache'));
    expect(ours).toHaveLength(1);
    expect(cacheFiles(home).sort()).toEqual([...ours, others[2], others[3], others[4], 'new.v8cache.456.part'].sort());
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
    expect(off.stdout).toMatch(/^Solved: /);
    expect(cacheFiles(home)).toEqual([]);
  });

  it('no absolute folder, no cache: an empty HOME writes nothing where the command runs', () => {
    const home = cacheHome();
    const r = cli(home, [CASE], { HOME: '', XDG_CACHE_HOME: '' }, [], home);
    expect(r.code).toBe(0);
    expect(r.cache).toEqual(['code cache off']);
    expect(readdirSync(home)).toEqual([]);
  });

  it('a relative XDG_CACHE_HOME is ignored (the XDG spec): the cache goes under HOME', () => {
    const home = cacheHome();
    const r = cli(home, [CASE], { HOME: home, XDG_CACHE_HOME: 'relative' }, [], home);
    expect(r.code).toBe(0);
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
    expect(r.cache).toEqual(['code cache unreadable', 'code cache not written']);
    expect(r.stdout).toMatch(/^Solved: /);
  });

  it('a cache folder under procfs, where mkdir says ENOENT under a folder that exists, is no error and no hang', () => {
    // Node 20's recursive mkdir looped forever there, after the answer was printed.
    const r = cli('/proc/self', [CASE]);
    expect(r.code).toBe(0);
    expect(r.cache).toContain('code cache not written');
    expect(r.stdout).toMatch(/^Solved: /);
  });

  it('creates a missing ~/.cache (the parent of its folder), privately, but not a deeper missing path', () => {
    const home = cacheHome();
    const r = cli('', [CASE], { HOME: home, XDG_CACHE_HOME: '' });
    expect(r.code).toBe(0);
    expect(r.cache).toContain('code cache written');
    expect(statSync(join(home, '.cache')).mode & 0o777).toBe(0o700);
    const deep = cli(join(home, 'a', 'b', 'c'), [CASE]);
    expect(deep.code).toBe(0);
    expect(deep.cache).toContain('code cache not written');
    expect(existsSync(join(home, 'a'))).toBe(false);
  });
});

