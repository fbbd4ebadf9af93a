/**
 * One `vitest run`, five projects:
 * - `unit`: Node tests (`test/**\/*.test.ts` except the browser, e2e and CLI end-to-end tests);
 * - `cli`: `test/cli/cli.test.ts` and `code-cache.test.ts` spawn the built CLI; its
 *   globalSetup builds `dist/cli` in a child process first (so `npm test` needs no separate
 *   build step);
 * - `package`: `test/package/` builds the npm package into a staging directory, packs it,
 *   installs the tarball into a fresh project and uses it there (Node, TypeScript, Vite and
 *   Chromium), and builds the API docs;
 * - `e2e`: `test/e2e/*.test.ts` drive the built one-file library embedded on a page of
 *   another origin, and the built demo app, in Chromium through playwright-core; the
 *   globalSetup builds both and serves them; they run last, on their own;
 * - `browser`: Vitest browser mode in the Debian Chromium (`/usr/bin/chromium`),
 *   with the real module Worker + Comlink + wasm path.
 */
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Chromium launch flags that work here (toolchain.md §2); the run is as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/e2e/**', 'test/cli/cli.test.ts', 'test/cli/code-cache.test.ts', 'test/package/**', '**/node_modules/**'],
          // Several unit tests run hundreds of searches and take 2–5 s here; on a loaded
          // 2-core machine the default 5 s cut one off (a new user's first `npm test`).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'cli',
          environment: 'node',
          include: ['test/cli/cli.test.ts', 'test/cli/code-cache.test.ts'],
          globalSetup: ['test/cli/global-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // After every other project, alone: one of these tests measures the page's main
          // thread (no task over 50 ms), which the other projects' searches on the same two
          // cores would otherwise slow (a 64 ms task seen once in a full run, never alone).
          // Its files one at a time too: another file's Chromium beside it put a 59 ms task
          // on the page once in a full run (the test passes alone).
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Own dependency cache: node_modules/.vite may be shared (linked worktrees) and a
        // re-optimisation by another run mid-test breaks module loads in the page.
        cacheDir: '.vite-browser',
        optimizeDeps: { include: ['zod', 'comlink', 'lit', 'lz-string', 'axe-core'] },
        worker: { format: 'es' },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 90_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
