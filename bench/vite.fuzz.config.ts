/**
 * The fuzzer bundled for Node (`dist/fuzz/fuzz.mjs`), for `npm run fuzz`: run as plain
 * JavaScript, its peak RSS is the library's and the fuzzer's, without the TypeScript
 * module runner's (about 120 MB under `scripts/run-ts.mjs`).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'bench/fuzz.ts', ssrEmitAssets: true, outDir: 'dist/fuzz', emptyOutDir: true, target: 'node20', minify: false,
    rolldownOptions: { output: { entryFileNames: 'fuzz.mjs', format: 'es' } },
  },
});
