/**
 * Node CLI bundle: `src/cli.ts` → `dist/cli/botc-solve.js` (executable, with a shebang).
 * Everything is bundled (`ssr.noExternal`), so the CLI runs without node_modules.
 * The wasm comes in through `?init`; `ssrEmitAssets` writes it next to the bundle
 * (toolchain.md §5: without it the bundle fails with ENOENT at run time).
 */
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'dist/cli';
const ENTRY_NAME = 'botc-solve.js';

function executable(): Plugin {
  return {
    name: 'botc-cli-executable',
    apply: 'build',
    async writeBundle(options) {
      await chmod(join(options.dir ?? OUT_DIR, ENTRY_NAME), 0o755);
    },
  };
}

export default defineConfig({
  plugins: [executable()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/cli.ts',
    ssrEmitAssets: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: ENTRY_NAME, format: 'es' },
    },
  },
});
