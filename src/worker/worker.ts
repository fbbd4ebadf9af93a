/**
 * Web Worker entry of the solver. It exposes {@link WorkerApi} over Comlink
 * **synchronously**, before anything is awaited: a module worker loses messages that
 * arrive while its top-level await is pending (toolchain.md §4). The WASM module is
 * loaded lazily by the library on the first request, inside the API method.
 *
 * Start it with `new Worker(new URL('./worker.ts', import.meta.url), {type: 'module'})`
 * (what `moduleWorker()` in module-worker.ts does).
 */
import * as Comlink from 'comlink';
// Not from '../index.ts': that exports the worker client, whose default starts this file.
import { replay } from '../model/replay-public.ts';
import { validate } from '../model/validate.ts';
import { solve, solvePaged, solveTemporal, solveTemporalPaged } from '../search/front.ts';
import { explain } from '../explain/explain.ts';
import { createWorkerApi, WORKER_RUNNING } from './api.ts';

Comlink.expose(createWorkerApi({ solve, solveTemporal, validate, replay, solvePaged, solveTemporalPaged, explain }));
postMessage(WORKER_RUNNING);
