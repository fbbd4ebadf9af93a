/**
 * The package's worker (`dist/package/worker.js`): `src/worker/worker.ts` bundled for the
 * browser as one self-contained ES module (Comlink, zod and the wasm inside), so that a
 * bundler can copy it as is and a page can start it without resolving anything. The
 * library's `createSolverClient()` starts it from next to `index.js` (vite.package.config.ts).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist/package',
    emptyOutDir: false,
    lib: { entry: 'src/worker/worker.ts', formats: ['es'], fileName: () => 'worker.js' },
    rolldownOptions: { output: { minify: true } },
  },
});
