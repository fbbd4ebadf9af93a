/**
 * Node CLI, two files in `dist/cli`:
 * - `solver.cjs`: the command (`src/cli.ts`) with everything bundled (`ssr.noExternal`), so
 *   it runs without node_modules. CommonJS, because the loader compiles it through
 *   `vm.Script` with a code cache, which has no module form in Node 20. The wasm comes in
 *   through `?url&inline` (src/wasm/load.ts).
 * - `botc-solve.js`: the loader (`src/cli/launch.ts`), executable, with a shebang, told the
 *   SHA-256 of the `solver.cjs` just written (its cache is named by it). Built by a second
 *   build once the first has written its file; CommonJS too (a `package.json` in the
 *   folder says so), since Node starts a CommonJS entry sooner than a module.
 */
import { createHash } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'dist/cli';
const BUNDLE = 'solver.cjs';
const LAUNCHER = 'botc-solve.js';

function launcher(): Plugin {
  return {
    name: 'botc-cli-launcher',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? OUT_DIR;
      const sha256 = createHash('sha256').update(await readFile(join(dir, BUNDLE))).digest('hex');
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __SOLVER_SHA256__: JSON.stringify(sha256) },
        build: {
          ssr: 'src/cli/launch.ts',
          outDir: dir,
          emptyOutDir: false,
          target: 'node20',
          minify: false,
          rolldownOptions: { output: { entryFileNames: LAUNCHER, format: 'cjs' } },
        },
      });
      await chmod(join(dir, LAUNCHER), 0o755);
      // The package is "type": "module"; this folder's .js files are CommonJS.
      await writeFile(join(dir, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
    },
  };
}

export default defineConfig({
  plugins: [launcher()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/cli.ts',
    ssrEmitAssets: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: BUNDLE, format: 'cjs' },
    },
  },
});
