/**
 * Registers `<botc-solver>`. The worker factory is set before the element is defined,
 * because defining upgrades elements already in the page at once, and an upgraded
 * element may need its worker right away (e.g. to open a shared link).
 */
import type { WorkerFactory } from '../src/worker/client.ts';
import { BotcSolver } from './botc-solver.ts';
import { defineOnce } from './ui/define.ts';

/**
 * Defines `<botc-solver>` (once per page) with the factory of its solver worker:
 * `moduleWorker` (src/worker/module-worker.ts) on the app's own origin, an inline worker
 * in the one-file library.
 */
export function defineSolver(workerFactory: WorkerFactory): typeof BotcSolver {
  BotcSolver.workerFactory = workerFactory;
  defineOnce('botc-solver', BotcSolver);
  return BotcSolver;
}
