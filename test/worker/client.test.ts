/**
 * The worker layer alone (client ⇄ Comlink ⇄ worker API) over a Node MessageChannel,
 * with a fake engine: supersession, cancellation, progress, crashes, bad input.
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerApi, type SolverEngine, type WorkerApi } from '../../src/worker/api.ts';
import { createClient, WORKER_FAILED, type SolverClient } from '../../src/worker/client.ts';
import { createSolverClient } from '../../src/worker/solver-client.ts';
import { fakeEngine, type FakeInput } from './fake-engine.ts';

const open: { client: SolverClient; ports: MessagePort[]; apis: WorkerApi[] }[] = [];

function setup(engine: SolverEngine = fakeEngine(), cancelGraceMs = 1000) {
  const ports: MessagePort[] = [];
  const apis: WorkerApi[] = [];
  let factoryCalls = 0;
  // The client as the package's createSolverClient makes it, with `start` in its type.
  const client = createClient(() => {
    factoryCalls++;
    const { port1, port2 } = new MessageChannel();
    const api = createWorkerApi(engine, { progressIntervalMs: 0 });
    apis.push(api);
    Comlink.expose(api, port1);
    ports.push(port1, port2);
    return port2;
  }, { cancelGraceMs });
  open.push({ client, ports, apis });
  return { client, ports, apis, factoryCalls: () => factoryCalls };
}

afterEach(() => {
  for (const { client, ports, apis } of open.splice(0)) {
    client.dispose();
    for (const api of apis) api.cancel(Number.MAX_SAFE_INTEGER); // stop fake searches left running
    for (const p of ports) p.close();
  }
});

describe('solver client over a MessageChannel (fake engine)', () => {
  it('returns the engine result and forwards progress', async () => {
    const { client } = setup();
    const seen: number[] = [];
    const r = await client.solveTemporal({ slices: 5 } satisfies FakeInput, { onProgress: (p) => seen.push(p.nodes) });
    expect(r.status).toBe('candidates');
    expect(r.stats.nodes).toBe(5000);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n > 0)).toBe(true);
  });

  it('passes the legacy kind, the engine choice, the threads and the unusual rulings option through', async () => {
    const engine = fakeEngine();
    const { client } = setup(engine);
    const r = await client.solve({ slices: 1 }, { engine: 'reference' });
    expect(r.topCruxes).toEqual([]);
    expect(r.stats.engine).toBe('reference');
    expect(engine.calls[0]?.engine).toBe('reference');
    expect(engine.calls[0]?.unusual).toBeUndefined();
    await client.solveTemporal({ slices: 1 }, { workers: 3, unusual: 'exclude' });
    expect(engine.calls[1]?.workers).toBe(3);
    expect(engine.calls[1]?.unusual).toBe('exclude');
  });

  it('a new request supersedes the running one, which resolves cancelled', async () => {
    const { client } = setup();
    const first = client.solveTemporal({ slices: 10_000 });
    await new Promise((r) => setTimeout(r, 30));
    const started = Date.now();
    const second = client.solveTemporal({ slices: 2 });
    const r1 = await first;
    expect(Date.now() - started).toBeLessThan(500);
    expect(r1.stopReason).toBe('cancelled');
    expect(r1.complete).toBe(false);
    const r2 = await second;
    expect(r2.status).toBe('candidates');
    expect(r2.complete).toBe(true);
  });

  it('start() numbers every search, higher each time (across dispose() too), and the worker knows it by that number', async () => {
    const { client, apis } = setup();
    const first = client.start('temporal', { slices: 1 });
    const second = client.start('legacy', { slices: 1 });
    expect(second.id).toBeGreaterThan(first.id);
    expect((await second.result).topCruxes).toEqual([]);
    client.dispose();
    const running = client.start('temporal', { slices: 10_000 });
    expect(running.id).toBeGreaterThan(second.id);
    await new Promise((r) => setTimeout(r, 20));
    apis.at(-1)!.cancel(running.id); // the worker's own cancel, by the client's number
    expect((await running.result).stopReason).toBe('cancelled');
  });

  it('start() with a kind other than legacy or temporal is an invalid result, not a throw', async () => {
    const { client, factoryCalls } = setup();
    const run = client.start('bogus' as 'temporal', { slices: 1 });
    expect(typeof run.id).toBe('number');
    const r = await run.result;
    expect(r.status).toBe('invalid');
    expect(r.errors).toEqual([expect.objectContaining({ code: 'invalid_type', path: 'kind' })]);
    expect(factoryCalls()).toBe(0);
  });

  it('cancel() stops the running request', async () => {
    const { client } = setup();
    let progressed!: () => void;
    const firstProgress = new Promise<void>((r) => (progressed = r));
    const run = client.solveTemporal({ slices: 10_000 }, { onProgress: () => progressed() });
    await firstProgress;
    client.cancel();
    const r = await run;
    expect(r.stopReason).toBe('cancelled');
    expect(r.stats.nodes).toBeGreaterThan(0);
  });

  it('an AbortSignal cancels its request', async () => {
    const { client } = setup();
    const controller = new AbortController();
    const run = client.solveTemporal({ slices: 10_000 }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await run).stopReason).toBe('cancelled');
    const already = await client.solveTemporal({ slices: 1 }, { signal: AbortSignal.abort() });
    expect(already.stopReason).toBe('cancelled');
  });

  it('a search that ignores cancellation still resolves promptly, and the stuck worker is replaced', async () => {
    const { client, factoryCalls } = setup(fakeEngine(), 100);
    const run = client.solveTemporal({ slices: 100, ignoreAbort: true } satisfies FakeInput);
    await new Promise((r) => setTimeout(r, 20));
    client.cancel();
    const r = await run;
    expect(r.stopReason).toBe('cancelled');
    expect(r.status).toBe('inconclusive');
    const next = await client.solveTemporal({ slices: 1 });
    expect(next.status).toBe('candidates');
    expect(factoryCalls()).toBe(2);
  });

  it('a crash in the engine becomes an invalid result with an internal error', async () => {
    const { client } = setup();
    const r = await client.solveTemporal({ crash: 'boom' } satisfies FakeInput);
    expect(r.status).toBe('invalid');
    expect(r.errors).toEqual([{ code: 'internal', path: '$', message: expect.stringContaining('boom') }]);
    expect(r.candidates).toEqual([]);
    const legacy = await client.solve({ crash: 'boom' });
    expect(legacy.status).toBe('invalid');
    expect(legacy.topCruxes).toEqual([]);
  });

  it('a worker error event resolves the pending request with an internal error', async () => {
    const { client, ports } = setup();
    const run = client.solveTemporal({ slices: 10_000 });
    await new Promise((r) => setTimeout(r, 10));
    ports[1]!.dispatchEvent(Object.assign(new Event('error'), { message: 'worker died' }));
    const r = await run;
    expect(r.status).toBe('invalid');
    expect(r.errors[0]?.code).toBe('internal');
    expect(r.errors[0]?.message).toContain('worker died');
    expect((await client.solveTemporal({ slices: 1 })).status).toBe('candidates');
  });

  it('a worker that cannot start (no answer, then an error event) settles every request, validate and replay too', async () => {
    // What a blocked worker looks like: messages go nowhere, then one error event without a message.
    const silent = new EventTarget() as EventTarget & { postMessage(): void; terminate(): void };
    silent.postMessage = () => {};
    silent.terminate = () => {};
    const client = createSolverClient(() => silent as never);
    const solving = client.solveTemporal({ slices: 1 });
    const validating = client.validate({});
    const replaying = client.replay({}, {});
    await new Promise((r) => setTimeout(r, 10));
    silent.dispatchEvent(new Event('error'));
    for (const { errors } of [await solving, await validating, await replaying]) {
      expect(errors).toEqual([{ code: 'internal', path: '$', message: WORKER_FAILED }]);
    }
    client.dispose();
  });

  it('input that is not plain data is unreadable at its path, not a rejection, and nothing is sent', async () => {
    const { client, factoryCalls } = setup();
    const r = await client.solveTemporal({ f: () => 1 });
    expect(r.status).toBe('invalid');
    expect(r.errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$.f' })]);
    let calls = 0;
    const withGetter = Object.defineProperty({}, 'players', { enumerable: true, get() { calls++; throw new Error('x'); } });
    expect((await client.validate(withGetter)).errors).toEqual([expect.objectContaining({ code: 'unreadable', path: '$.players' })]);
    expect((await client.replay({}, new Proxy({}, { ownKeys() { throw new Error('x'); } }))).errors)
      .toEqual([expect.objectContaining({ code: 'unreadable', path: '$witness' })]);
    expect(calls).toBe(0);
    expect(factoryCalls()).toBe(0);
  });

  it('options that are wrong or hostile are invalid results, never a throw or a rejection', async () => {
    const { client, factoryCalls } = setup();
    const cases: unknown[] = [
      null, { get signal() { throw new Error('x'); } }, { signal: { aborted: false } }, { signal: { get aborted() { throw new Error('x'); } } },
      new Proxy({}, { get() { throw new Error('x'); } }), { get onProgress() { throw new Error('x'); } },
      { engine: 'bogus' }, { pageSize: () => 1 }, { engine: Symbol('e') }, { maxResults: 5 },
    ];
    for (const opts of cases) {
      let pending: ReturnType<typeof client.solveTemporal> | undefined;
      expect(() => { pending = client.solveTemporal({ slices: 1 }, opts as never); }).not.toThrow();
      const result = await pending;
      if (opts === null) {
        expect(result?.status).toBe('candidates');
      } else {
        expect(result?.status).toBe('invalid');
        expect(result!.errors[0]!.path.startsWith('options')).toBe(true);
        expect(['invalid_type', 'unreadable', 'unknown_field']).toContain(result!.errors[0]!.code);
      }
    }
    expect(factoryCalls()).toBeLessThanOrEqual(1);
    expect(() => client.dispose()).not.toThrow();
  });

  it('dispose() resolves pending requests as cancelled and a later request starts a new worker', async () => {
    const { client, factoryCalls } = setup();
    const run = client.solveTemporal({ slices: 10_000 });
    client.dispose();
    expect((await run).stopReason).toBe('cancelled');
    expect((await client.solveTemporal({ slices: 1 })).status).toBe('candidates');
    expect(factoryCalls()).toBe(2);
  });
});

describe('worker API called directly', () => {
  it('a late request for an already cancelled number is aborted at once', async () => {
    const engine = fakeEngine();
    const api = createWorkerApi(engine);
    api.cancel(7);
    const r = await api.solve('temporal', { slices: 10_000 }, 7);
    expect(r.stopReason).toBe('cancelled');
    expect(engine.calls[0]?.signal?.aborted).toBe(true);
  });

  it('a newer number aborts older runs', async () => {
    const api = createWorkerApi(fakeEngine());
    const old = api.solve('temporal', { slices: 10_000 }, 1);
    const fresh = api.solve('temporal', { slices: 1 }, 2);
    expect((await old).stopReason).toBe('cancelled');
    expect((await fresh).complete).toBe(true);
  });
});
