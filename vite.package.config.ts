/**
 * The library as the npm package's main entry (`dist/package/index.js`): ES modules for
 * Node and bundlers, the WASM module inline, dependencies (zod) left as imports so that
 * the installing project shares them. Declarations come from `tsconfig.types.json`; the
 * worker that `createSolverClient()` starts is built next to it by vite.package-worker.config.ts.
 *
 * `sideEffects` in package.json names the one-file build (it defines `<botc-solver>`) and
 * also this repository's sources: the bundler reads the field for the project's own
 * modules too, and without them it drops the widget's `customElements.define` calls.
 */
import { defineConfig, type Plugin } from 'vite';

/**
 * In this Node-targeted build Vite does not bundle `new Worker(new URL('./worker.ts', …))`
 * as it does for pages; the worker is built on its own (vite.package-worker.config.ts) into
 * `worker.js` beside `index.js`, so the URL is pointed there. A bundler that installs the
 * package then finds the usual `new Worker(new URL('./worker.js', import.meta.url))` form.
 */
function packagedWorker(): Plugin {
  return {
    name: 'botc-packaged-worker',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/worker/module-worker.ts')) return null;
      const next = code.replace("new URL('./worker.ts', import.meta.url)", "new URL('./worker.js', import.meta.url)");
      if (next === code) this.error('module-worker.ts no longer starts ./worker.ts; update the packaged worker URL');
      return { code: next, map: null };
    },
  };
}

export default defineConfig({
  plugins: [packagedWorker()],
  build: {
    ssr: 'src/index.ts', ssrEmitAssets: true, outDir: 'dist/package', emptyOutDir: true, target: 'es2022', minify: false,
    rolldownOptions: { output: { entryFileNames: 'index.js', format: 'es' } },
  },
});
