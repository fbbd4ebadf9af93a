/**
 * One `vitest run`, three projects:
 * - `unit`: Node tests (`test/**\/*.test.ts` except the browser tests and the CLI end-to-end test);
 * - `cli`: `test/cli/cli.test.ts` spawns the built CLI; its globalSetup builds `dist/cli`
 *   in a child process first (so `npm test` needs no separate build step);
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
          exclude: ['test/browser/**', 'test/cli/cli.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'cli',
          environment: 'node',
          include: ['test/cli/cli.test.ts'],
          globalSetup: ['test/cli/global-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        optimizeDeps: { include: ['zod', 'comlink', 'lit'] },
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
