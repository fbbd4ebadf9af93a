#!/usr/bin/env node
/**
 * What `node dist/cli/botc-solve.js` runs: a small loader for the command itself
 * (`dist/cli/solver.cjs`, built from `src/cli.ts`), which it compiles through V8's code
 * cache. Compiling the 0.5 MB bundle and each function on its first call is most of what a
 * fresh process spends before it answers, and Node 20 keeps no compile cache of its own
 * (`module.enableCompileCache` arrives in Node 22). The cache is written at the exit of the
 * first run that searched an input (`ranSearch`, src/cli/main.ts), so it holds every function
 * that run compiled, not only the top level (bench/README.md, "Cold start, fourth pass":
 * 108 → 90 ms a run on nqt-47).
 *
 * Where the cache lives and how a file is checked: src/cli/code-cache.ts
 * (one file per build of the bundle, named by the bundle's SHA-256, fixed at build time;
 * a cache V8 refuses, e.g. from another Node, is replaced). `NODE_DISABLE_COMPILE_CACHE`,
 * set to anything (Node's own switch), turns it off; a cache that cannot be read or written
 * only costs time; `NODE_DEBUG=botc-solve` says what happened. Without
 * `process.getBuiltinModule` (Node before 20.16) the bundle is required as usual: code
 * compiled through `vm` there could not load Node's built-ins by `import()`.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { debuglog } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { cacheDir, readCache, writeCache, type CacheState } from './code-cache.ts';

/** SHA-256 of `solver.cjs` in hex, set by `vite.cli.config.ts` when it builds this file. */
declare const __SOLVER_SHA256__: string;

// A one-shot process: V8 would start optimising the hottest WASM functions a few ms into
// the search, on its background threads, and the main thread then waits for those compiles
// whenever the event loop runs dry (Node drains the platform's tasks there): at the first
// yield of the search or at exit, 7–9 ms after a 1 ms puzzle. A hundred times the default
// budget leaves a puzzle in the baseline tier (nqt-59 CLI 85 → 78 ms); a search of a second
// or more tiers up a little later and takes 2–6 % longer (bench/README.md, "Cold start,
// sixth pass"). Set before the module is compiled; the code cache records the flags, so
// every run sets the same.
setFlagsFromString('--wasm-tiering-budget=180000000');

// Built as CommonJS (dist/cli/package.json says so): Node starts a CommonJS entry several
// ms sooner than a module one.
const here = __dirname;
const bundle = join(here, 'solver.cjs');
const requireHere = createRequire(bundle);
/** `NODE_DEBUG=botc-solve` prints what became of the cache (Node's own convention). */
const debug = debuglog('botc-solve');

const dir = cacheDir();
if (dir === null || typeof (process as { getBuiltinModule?: unknown }).getBuiltinModule !== 'function') {
  debug('code cache off');
  requireHere(bundle);
} else {
  // V8 then writes a checksum into the cache it makes and refuses one whose bytes do not
  // match it; without it, a damaged cache crashes every run (src/cli/code-cache.ts). Part of
  // the flags the cache records, like the budget above.
  setFlagsFromString('--verify-snapshot-checksum');
  const file = join(dir, `${__SOLVER_SHA256__}.v8cache`);
  const bundleInfo = statSync(bundle);
  const found = readCache(file, bundleInfo);
  const source = readFileSync(bundle, 'utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    ...('data' in found ? { cachedData: found.data } : {}),
  });
  const state: CacheState = 'state' in found ? found.state : script.cachedDataRejected === false ? 'used' : 'refused';
  debug('code cache %s: %s', state, file);
  const module: { exports: { ranSearch?: () => boolean } } = { exports: {} };
  if (state !== 'used') {
    process.once('exit', (code) => {
      if (code !== 0 || !module.exports.ranSearch?.()) return;
      const error = writeCache(dir, file, script.createCachedData(), bundleInfo);
      // Read-only home, full disk: the next run compiles again, nothing else changes.
      if (error) debug('code cache not written: %s', String(error));
      else debug('code cache written: %s', file);
    });
  }
  script.runInThisContext()(module.exports, requireHere, module, bundle, here);
}
