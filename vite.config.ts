/**
 * The demo app: `npm run dev` serves `index.html` (the widget plus the real cases) and
 * `bench.html` (the corpus suite in the browser, bench/page/); `vite build` writes both
 * to `dist/app`. The worker is a separate module (same origin). The bench page's exports
 * name the commit they were built from.
 */
import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vite';

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Cross-origin isolation for `npm run dev` and `npm run bench:web` (vite preview): the
 * search threads then share memory, as on a site that sends these headers.
 */
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  worker: { format: 'es' },
  define: { __BOTC_COMMIT__: JSON.stringify(commit()) },
  server: { headers: ISOLATED },
  preview: { headers: ISOLATED, port: 4173, strictPort: true },
  build: {
    outDir: 'dist/app', target: 'es2022', emptyOutDir: true,
    rolldownOptions: { input: { main: 'index.html', bench: 'bench.html' } },
  },
});
