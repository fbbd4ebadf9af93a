/**
 * The `botc-solve` command, built to `dist/cli/solver.cjs` by `vite.cli.config.ts` and
 * started by `dist/cli/botc-solve.js` (`src/cli/launch.ts`). See `src/cli/main.ts`.
 */
import { EXIT, INTERNAL_NOTE, exitStatus, main, writeMessage } from './cli/main.ts';

export { ranSearch } from './cli/main.ts';

// The answer and messages are written to the descriptors directly (src/cli/output.ts); an
// answer that could not be written changes the exit status (`exitStatus`).
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = exitStatus(code);
  },
  (error: unknown) => {
    writeMessage(`botc-solve: ${INTERNAL_NOTE}\n  ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exitCode = EXIT.internal;
  },
);
