/**
 * Entry of the one-file library (`dist/lib/botc-solver.js`): one
 * `<script type="module" src=".../botc-solver.js">` registers `<botc-solver>`. The worker
 * and the wasm are inlined (a Blob-URL module worker), because a page on another origin
 * may not start a worker from the library's URL (toolchain §8).
 */
import SolverWorker from '../src/worker/worker.ts?worker&inline';
import { defineSolver } from './define-solver.ts';

export { BotcSolver } from './botc-solver.ts';
defineSolver(() => new SolverWorker());
