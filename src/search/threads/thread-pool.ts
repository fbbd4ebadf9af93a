/**
 * Search threads in workers: `worker_threads` in Node, Web Workers in the browser (also
 * inside the solver's own worker). Each thread is a slice server (slice-server.ts) over
 * its own instance of the compiled search module, which it receives once; the worker's
 * source is made from `createSliceServer` itself, so no separate file has to be served
 * or bundled. Workers are started on first use and kept for later searches; in Node they
 * do not keep the process alive while idle.
 */
import { solverModule } from '../../wasm/load.ts';
import { createSliceServer, type PassSetup, type SliceReply, type SliceRequest } from './slice-server.ts';
import { SLICE_CONSTANTS, type SearchThread } from './thread.ts';

/** The worker's whole program: a message loop around a slice server. */
function workerSource(node: boolean): string {
  return `"use strict";
const createSliceServer = ${createSliceServer.toString()};
const port = ${node ? 'require("node:worker_threads").parentPort' : 'self'};
const post = (message, transfer) => port.postMessage(message, transfer || []);
let server;
let failed = null;
const handle = async (msg) => {
  // The setups posted since the last slice come with the next one, in order: a slice fails
  // when the last setup before it did.
  for (const setup of msg.setups || []) {
    try { server.start(setup); failed = null; } catch (error) { failed = String(error && error.stack || error); }
  }
  try {
    if (msg.op === "init") {
      const flag = msg.hurry ? new Int32Array(msg.hurry) : null;
      const hurried = flag ? () => Atomics.load(flag, 0) : () => 0;
      const instance = await WebAssembly.instantiate(msg.module, { env: { now: () => performance.now(), hurried } });
      server = createSliceServer(instance.exports, msg.constants, () => performance.now(), () => hurried() !== 0);
      post({ id: msg.id });
    } else {
      if (failed !== null) throw new Error("the pass could not start: " + failed);
      const reply = server.slice(msg.request);
      post({ id: msg.id, reply }, reply.refuted ? [reply.records.buffer, reply.refuted.buffer] : [reply.records.buffer]);
    }
  } catch (error) {
    post({ id: msg.id, error: String(error && error.stack || error) });
  }
};
${node ? 'port.on("message", handle);' : 'port.onmessage = (event) => handle(event.data);'}
`;
}

/** What a worker looks like to the pool, in Node or the browser. */
interface Endpoint {
  post(message: unknown, transfer?: Transferable[]): void;
  onMessage(handler: (message: { id: number; reply?: SliceReply; error?: string }) => void): void;
  onError(handler: (error: unknown) => void): void;
  /** Node: whether the worker keeps the process alive. */
  hold(held: boolean): void;
  terminate(): void;
}

const isNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

/**
 * A Node built-in module, in Node only. `process.getBuiltinModule` (Node 20.16 and later)
 * also works in code the CLI compiles through `vm.Script` (src/cli/launch.ts), where
 * `import()` has no loader; older Node imports it. The name is computed so that bundlers
 * for the browser do not try to resolve a Node module.
 */
async function nodeBuiltin<T>(name: string): Promise<T> {
  const get = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return (get ? get(name) : await import(/* @vite-ignore */ name)) as T;
}

async function spawn(): Promise<Endpoint> {
  if (isNode) {
    const { Worker } = await nodeBuiltin<typeof import('node:worker_threads')>('node:worker_threads');
    const worker = new Worker(workerSource(true), { eval: true });
    worker.unref();
    return {
      post: (m, t) => worker.postMessage(m, t as never),
      onMessage: (h) => worker.on('message', h),
      onError: (h) => worker.on('error', h),
      hold: (held) => (held ? worker.ref() : worker.unref()),
      terminate: () => void worker.terminate(),
    };
  }
  const url = URL.createObjectURL(new Blob([workerSource(false)], { type: 'text/javascript' }));
  const worker = new Worker(url);
  URL.revokeObjectURL(url);
  return {
    post: (m, t) => worker.postMessage(m, t ?? []),
    onMessage: (h) => { worker.onmessage = (e) => h(e.data); },
    onError: (h) => { worker.onerror = (e) => h(e); },
    hold: () => {},
    terminate: () => worker.terminate(),
  };
}

/**
 * A search thread could not be started (no worker could be created, or it failed before
 * it was ready): typically a Content Security Policy without `blob:` in `worker-src`. The
 * search can still run on the calling thread (../wasm-driver.ts does).
 */
export class ThreadStartError extends Error {
  override name = 'ThreadStartError';
}

/** A worker thread: a SearchThread that can hold the process alive and may break. */
type PoolThread = SearchThread & { hold(held: boolean): void; readonly broken: boolean };

/** One worker thread as a SearchThread (requests answered in order). */
async function workerThread(): Promise<PoolThread> {
  let endpoint: Endpoint;
  try {
    endpoint = await spawn();
  } catch (error) {
    throw new ThreadStartError(`a search thread could not be created: ${String(error)}`);
  }
  let next = 0;
  const waiting = new Map<number, { resolve: (r: SliceReply | undefined) => void; reject: (e: Error) => void }>();
  endpoint.onMessage((m) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error !== undefined) w.reject(new Error(`search thread: ${m.error}`));
    else w.resolve(m.reply);
  });
  endpoint.onError((error) => {
    for (const w of waiting.values()) w.reject(error instanceof Error ? error : new Error(String(error)));
    waiting.clear();
    broken = true;
  });
  let broken = false;
  const call = (message: Record<string, unknown>, transfer?: Transferable[]) => new Promise<SliceReply | undefined>((resolve, reject) => {
    if (broken) { reject(new Error('search thread: the worker failed')); return; }
    const id = next++;
    waiting.set(id, { resolve, reject });
    endpoint.post({ ...message, id }, transfer);
  });
  // One shared word: 1 while another thread waits for this one's work (`hurry`), read by the
  // module between assignments. A page that is not cross-origin isolated cannot send shared
  // memory to a worker (most browsers then do not define SharedArrayBuffer at all); its
  // threads give work away only at the ends of slices. Node is never isolated nor refused.
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false;
  const hurry = isolated && typeof SharedArrayBuffer === 'function' ? new Int32Array(new SharedArrayBuffer(4)) : null;
  try {
    await call({ op: 'init', module: await solverModule(), constants: SLICE_CONSTANTS, hurry: hurry?.buffer });
  } catch (error) {
    endpoint.terminate();
    throw new ThreadStartError(`a search thread failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Setups wait for the slice that follows them and travel in its message, never with a
  // round trip of their own: a 1-night table's team pass starts thousands of short searches,
  // and a round trip each doubled its time; a message each cost the calling thread 10 ms of
  // a 600 ms 15-player search (715 setups) on top of its slices (bench/README.md, "Fewer
  // messages to the search threads"). The worker applies them in order before the slice.
  let setups: PassSetup[] = [];
  return {
    start: async (setup: PassSetup) => {
      if (broken) throw new Error('search thread: the worker failed');
      setups.push(setup);
    },
    slice: async (request: SliceRequest) => {
      // A hurry is for the slice that was running: the next one starts unhurried.
      if (hurry) Atomics.store(hurry, 0, 0);
      const sent = setups;
      setups = [];
      return (await call({ op: 'slice', request, setups: sent }))!;
    },
    ...(hurry ? { hurry: () => { Atomics.store(hurry, 0, 1); } } : {}),
    hold: (held) => endpoint.hold(held),
    get broken() { return broken; },
  };
}

let pool: Promise<PoolThread>[] = [];
/** Searches take turns on the pool (a promise chain as a lock): a thread serves one search at a time. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * `count` worker threads (started on first use, then reused) for `body` alone; concurrent
 * calls run one after another. A thread that failed is replaced at the next call.
 */
export function withWorkerThreads<T>(count: number, body: (threads: SearchThread[]) => Promise<T>): Promise<T> {
  const result = turn.then(() => usePool(count, body));
  turn = result.catch(() => undefined);
  return result;
}

async function usePool<T>(count: number, body: (threads: SearchThread[]) => Promise<T>): Promise<T> {
  while (pool.length < count) pool.push(workerThread());
  const wanted = pool.slice(0, count);
  let threads: PoolThread[];
  try {
    threads = await Promise.all(wanted);
  } catch (error) {
    pool = pool.filter((p) => !wanted.includes(p));
    throw error;
  }
  if (threads.some((t) => t.broken)) {
    pool = pool.filter((p, i) => i >= count || !threads[i]!.broken);
    return usePool(count, body);
  }
  threads.forEach((t) => t.hold(true));
  try {
    return await body(threads);
  } finally {
    threads.forEach((t) => t.hold(false));
  }
}

/**
 * Most worlds a search may list for `workers: 'auto'` to take both cores of a 2-core
 * machine: a longer list is checked world by world on the calling thread, which two search
 * threads then slow down (100,000 worlds: 2.5× as long on two threads).
 */
export const TWO_CORES_MAX_RESULTS = 1000;

/**
 * Threads a search may use by default (`workers: 'auto'`): the machine's cores but one (left
 * to the page or the caller), at least 1 — and on a 2-core machine both cores when the search
 * lists at most {@link TWO_CORES_MAX_RESULTS} worlds (`maxResults`): the calling thread then
 * mostly waits, and the per-seat answer of a 15-player 5-night table finished 1.6–1.9× sooner
 * on two threads than on one, in Node and in the widget's worker alike (bench/README.md,
 * "Two threads on two cores by default").
 */
export async function defaultThreadCount(maxResults = Infinity): Promise<number> {
  let cores = 1;
  if (typeof navigator !== 'undefined' && navigator.hardwareConcurrency) cores = navigator.hardwareConcurrency;
  else if (isNode) {
    cores = (await nodeBuiltin<typeof import('node:os')>('node:os')).availableParallelism();
  }
  if (cores === 2 && maxResults <= TWO_CORES_MAX_RESULTS) return 2;
  return Math.max(1, cores - 1);
}
