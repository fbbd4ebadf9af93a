/**
 * Builds the CLI bundle before the CLI tests spawn it: `vite build -c vite.cli.config.ts`
 * in a child process with NODE_ENV=production (a build inside vitest would pick
 * development exports, toolchain.md §7). Builds the wasm first when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(args: string[]): void {
  try {
    execFileSync(process.execPath, args, {
      cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'pipe', encoding: 'utf8',
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

export default function setup(): void {
  if (!existsSync(`${root}/build/solver.wasm`)) {
    run(['node_modules/assemblyscript/bin/asc.js', '--config', 'asconfig.json', '--target', 'release']);
  }
  run(['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.cli.config.ts', '--logLevel', 'warn']);
}
