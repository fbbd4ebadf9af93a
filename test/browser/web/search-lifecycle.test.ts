/**
 * `<botc-solver>`'s searches as the worker sees them, in Chromium: the real client and
 * worker API over a `MessageChannel`, with a scripted engine whose searches end only when
 * the test says so. A widget removed from the page cancels its running search (the engine
 * is told to stop, and no result is announced); a superseded search's answer, even one
 * that arrives, is never shown.
 */
import * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TemporalResult } from '../../../src/contract/result.ts';
import { createWorkerApi, type SolverEngine } from '../../../src/worker/api.ts';
import type { WorkerLike } from '../../../src/worker/client.ts';
import { moduleWorker } from '../../../src/worker/module-worker.ts';
import { defineSolver } from '../../../web/define-solver.ts';
import type { BotcSolver } from '../../../web/botc-solver.ts';
import type { TemporalInput } from '../../../web/model/game.ts';
import lsh from '../../../examples/lsh-tb-01.json';
import { temporalResult } from '../../worker/fake-engine.ts';
import { deepQuery, mount, settle } from './helpers.ts';

const Solver = defineSolver(moduleWorker);

interface Search {
  /** Name of the first player of the searched game (how the tests tell searches apart). */
  name: string;
  aborted: boolean;
  finish(result: TemporalResult): void;
}

/**
 * A worker factory whose engine records every search and answers it only on `finish`
 * (also after an abort: a late answer). The endpoint has neither `terminate` nor `close`,
 * so disposing the client cannot cut the search off: it stops only if it is cancelled.
 */
function scriptedWorker() {
  const searches: Search[] = [];
  const engine: SolverEngine = {
    solveTemporal: (input, options) => new Promise<TemporalResult>((finish) => {
      const search: Search = { name: (input as TemporalInput).players[0]?.name ?? '', aborted: false, finish };
      options?.signal?.addEventListener('abort', () => { search.aborted = true; });
      searches.push(search);
    }),
    solve: () => Promise.reject(new Error('not used')),
  };
  const factory = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(createWorkerApi(engine), port1);
    return {
      postMessage: (message: unknown, transfer?: Transferable[]) => port2.postMessage(message, transfer ?? []),
      addEventListener: port2.addEventListener.bind(port2),
      removeEventListener: port2.removeEventListener.bind(port2),
      start: () => port2.start(),
    };
  };
  /** The search of the game whose first player is `name`, once the engine has it. */
  const search = async (name: string): Promise<Search> => {
    await expect.poll(() => searches.some((s) => s.name === name)).toBe(true);
    return searches.find((s) => s.name === name)!;
  };
  return { factory, searches, search };
}

function named(name: string): TemporalInput {
  const game = structuredClone(lsh.input) as TemporalInput;
  game.players[0]!.name = name;
  return game;
}

/** Every `botc-result` the element announces from now on. */
function results(el: HTMLElement): TemporalResult[] {
  const seen: TemporalResult[] = [];
  el.addEventListener('botc-result', (e) => seen.push((e as CustomEvent<TemporalResult>).detail));
  return seen;
}

let n = 0;
const key = () => `lifecycle-${Date.now()}-${n++}`;
let worker: ReturnType<typeof scriptedWorker>;

beforeEach(() => {
  worker = scriptedWorker();
  Solver.workerFactory = worker.factory;
});

afterEach(() => {
  document.body.replaceChildren();
  Solver.workerFactory = moduleWorker;
});

describe('<botc-solver> search lifecycle', () => {
  it('removing the element cancels its running search, whose result never lands', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const seen = results(el);
    el.game = named('Removed');
    const search = await worker.search('Removed');
    expect(search.aborted).toBe(false);
    el.remove();
    await expect.poll(() => search.aborted).toBe(true);
    search.finish(temporalResult({ status: 'contradiction' }));
    await settle(el);
    expect(seen).toEqual([]);
  });

  it('a superseded search\'s answer is not shown, even when it arrives', async () => {
    const el = await mount<BotcSolver>('botc-solver', { storageKey: key() });
    const seen = results(el);
    el.game = named('Old');
    el.game = named('New');
    const old = await worker.search('Old');
    const fresh = await worker.search('New');
    await expect.poll(() => old.aborted).toBe(true);
    // The old answer crosses back first (one channel keeps the order), then the new one.
    for (const s of worker.searches) if (s !== fresh) s.finish(temporalResult({ status: 'contradiction' }));
    fresh.finish(temporalResult({ status: 'inconclusive', complete: false, stopReason: 'node_limit' }));
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]!.stopReason).toBe('node_limit');
    await settle(el);
    expect(deepQuery(el, '.banner')?.dataset.state).toBe('inconclusive');
    expect(seen).toHaveLength(1);
  });
});
