#!/usr/bin/env node
// Runs a TypeScript file through Vite's module runner (Node 20 cannot strip types).
// The file sees the same transforms as the app and the tests, including `?init` wasm imports.
// Usage: node scripts/run-ts.mjs <file.ts> [args...]   (the script sees process.argv = [node, file, ...args])
import { resolve } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/run-ts.mjs <file.ts> [args...]\n');
  process.exit(2);
}
const entry = resolve(file);
process.argv = [process.argv[0], entry, ...args];

const server = await createServer({
  configFile: false,
  root: process.cwd(),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
let failed = false;
try {
  await runner.import(entry);
} catch (error) {
  failed = true;
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
} finally {
  await runner.close();
  await server.close();
}
if (failed) process.exitCode = 1;
