/**
 * The `botc-solve` command, built to `dist/cli/solver.cjs` by `vite.cli.config.ts` and
 * started by `dist/cli/botc-solve.js` (`src/cli/launch.ts`). See `src/cli/main.ts`.
 */
import { EXIT, INTERNAL_NOTE, main } from './cli/main.ts';

export { ranSearch } from './cli/main.ts';

// `botc-solve … | head`: the reader went away; what was printed is all it wanted.
// Any other write error (a full disk) is not the input's fault either: it says so, exit 74.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`botc-solve: cannot write the answer: ${error.message}\n`);
  process.exit(EXIT.output);
});

// Standard error that cannot be written (a full disk, a closed pipe) has nowhere left to be
// reported: the exit status still says what happened (without a handler it became 1).
process.stderr.on('error', () => {});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`botc-solve: ${INTERNAL_NOTE}\n  ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exitCode = EXIT.internal;
  },
);
