/**
 * End-to-end setup: builds the one-file library and the demo app in a child process
 * (NODE_ENV=production: a build inside Vitest would take Lit's development build,
 * toolchain §7), then serves
 * - the library from `localhost` with CORS (the "CDN"),
 * - a host page from `127.0.0.1` that embeds it with one script tag (another origin),
 * - the built demo app.
 * The URLs reach the tests through `inject('libUrl' | 'hostUrl' | 'appUrl')`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serve, type Running } from './servers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(args: string[]): void {
  try {
    execFileSync(process.execPath, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

/**
 * The host page: a foreign site that embeds the widget with one module script tag.
 * `early`: a game the page sets with a classic script before the library has loaded.
 */
export function hostPage(libUrl: string, early?: unknown): string {
  const setEarly = early === undefined ? '' : `<script>document.querySelector('botc-solver').game = ${JSON.stringify(early)};</script>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A community site</title><link rel="icon" href="data:,"></head>
<body><main><h1>A community site</h1><botc-solver storage-key="e2e"></botc-solver></main>
${setEarly}<script type="module" src="${libUrl}botc-solver.js"></script></body></html>`;
}

declare module 'vitest' {
  export interface ProvidedContext {
    libUrl: string;
    hostUrl: string;
    appUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${root}/build/solver.wasm`)) run(['node_modules/assemblyscript/bin/asc.js', '--config', 'asconfig.json', '--target', 'release']);
  run(['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.lib.config.ts', '--logLevel', 'warn']);
  run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  const servers: Running[] = [];
  const lib = await serve(`${root}/dist/lib`, 'localhost', { cors: true });
  servers.push(lib);
  const early = JSON.parse(readFileSync(`${root}/examples/lsh-tb-01.json`, 'utf8')).input;
  const host = await serve(`${root}/test/e2e`, '127.0.0.1', {
    extra: (path) => (path === '/' ? hostPage(lib.url) : path === '/early' ? hostPage(lib.url, early) : null),
  });
  servers.push(host);
  const app = await serve(`${root}/dist/app`, '127.0.0.1');
  servers.push(app);
  project.provide('libUrl', lib.url);
  project.provide('hostUrl', host.url);
  project.provide('appUrl', app.url);
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
  };
}
