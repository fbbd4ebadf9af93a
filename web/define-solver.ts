/**
 * Registers `<botc-solver>`. The worker factory is set before the element is defined,
 * because defining upgrades elements already in the page at once, and an upgraded
 * element may need its worker right away (e.g. to open a shared link).
 */
import type { WorkerFactory } from '../src/worker/client.ts';
import { BotcSolver } from './botc-solver.ts';
import { defineOnce } from './ui/define.ts';

/**
 * Defines `<botc-solver>` (once per page). `workerFactory` creates the solver worker; by
 * default a module worker loaded from next to the library (same origin only).
 */
export function defineSolver(workerFactory?: WorkerFactory): typeof BotcSolver {
  if (workerFactory) BotcSolver.workerFactory = workerFactory;
  defineOnce('botc-solver', BotcSolver);
  return BotcSolver;
}
