/**
 * Builds the npm package into a staging directory of its own (so that it never races the
 * other test projects' builds in `dist/`), packs it with `npm pack`, and installs the
 * tarball into a fresh project next to it. Child processes with NODE_ENV=production, as
 * for the CLI's build (a build inside Vitest would pick development exports).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

/** Where the package was staged, its tarball, and the project it was installed into. */
export interface Installed {
  staging: string;
  tarball: string;
  project: string;
}

/** Builds, packs and installs the package; returns the directories. */
export function packAndInstall(): Installed {
  const base = mkdtempSync(join(tmpdir(), 'botc-package-'));
  const staging = join(base, 'staging');
  const vite = (config: string, outDir: string, empty = true) => run(process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '-c', config, '--outDir', join(staging, outDir), `--emptyOutDir=${empty}`, '--logLevel', 'warn'], root);
  vite('vite.package.config.ts', 'dist/package');
  vite('vite.package-worker.config.ts', 'dist/package', false);
  vite('vite.lib.config.ts', 'dist/lib');
  vite('vite.cli.config.ts', 'dist/cli');
  run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json', '--declarationDir', join(staging, 'dist/types')], root);
  for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']) copyFileSync(join(root, file), join(staging, file));
  cpSync(join(root, 'schemas'), join(staging, 'schemas'), { recursive: true });
  // --ignore-scripts: the staging copy is already built, and has no sources for `prepack` to build from.
  run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', base], staging);
  const tarball = join(base, readdirSync(base).find((f) => f.endsWith('.tgz'))!);
  const project = join(base, 'project');
  run('mkdir', ['-p', project], base);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-botc-solver', private: true, type: 'module' }));
  // From npm's cache when it has the dependencies (CI ran `npm ci` just before).
  run('npm', ['install', '--silent', '--no-audit', '--no-fund', '--prefer-offline', tarball], project);
  return { staging, tarball, project };
}
