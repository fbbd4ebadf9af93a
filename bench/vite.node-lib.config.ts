/**
 * The library bundled for Node alone (`dist/node-lib/index.mjs`), for `bench/cold.ts`: how
 * long a fresh process takes to import it and to answer its first call.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/index.ts', ssrEmitAssets: true, outDir: 'dist/node-lib', emptyOutDir: true, target: 'node20', minify: false,
    rolldownOptions: { output: { entryFileNames: 'index.mjs', format: 'es' } },
  },
});
