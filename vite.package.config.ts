/**
 * The library as the npm package's main entry (`dist/package/index.js`): ES modules for
 * Node and bundlers, the WASM module inline, dependencies (zod) left as imports so that
 * the installing project shares them. Declarations come from `tsconfig.types.json`.
 *
 * `sideEffects` in package.json names the one-file build (it defines `<botc-solver>`) and
 * also this repository's sources: the bundler reads the field for the project's own
 * modules too, and without them it drops the widget's `customElements.define` calls.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: 'src/index.ts', ssrEmitAssets: true, outDir: 'dist/package', emptyOutDir: true, target: 'es2022', minify: false,
    rolldownOptions: { output: { entryFileNames: 'index.js', format: 'es' } },
  },
});
