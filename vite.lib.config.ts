/**
 * The one-file library: `dist/lib/botc-solver.js` registers `<botc-solver>` and carries
 * the worker and the wasm inline, so one script tag from any origin is enough
 * (toolchain §8). Lib-mode ES output is only minified with `output.minify`.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: 'dist/lib',
    emptyOutDir: true,
    lib: { entry: 'web/lib.ts', formats: ['es'], fileName: () => 'botc-solver.js' },
    rolldownOptions: { output: { minify: true } },
  },
});
