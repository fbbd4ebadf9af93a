/**
 * Search threads share the assignments they refuted (assembly/refuted.ts,
 * src/search/threads/refuted-exchange.ts): what one module instance refuted, another takes in and does
 * not search again, and finds the same worlds.
 */
import { describe, expect, it } from 'vitest';
import { LAYOUT as L } from '../../src/compile/layout.ts';
import { compileProgram } from '../../src/compile/program.ts';
import { rootBranches, rootProgramBranch } from '../../src/compile/branches.ts';
import { seatMasks } from '../../src/compile/masks.ts';
import { deathFacts } from '../../src/search/per-seat/possibilities.ts';
import { RefutedExchange } from '../../src/search/threads/refuted-exchange.ts';
import { createSliceServer, type PassSetup } from '../../src/search/threads/slice-server.ts';
import { SLICE_CONSTANTS } from '../../src/search/threads/thread.ts';
import { now } from '../../src/search/clock.ts';
import { solverImports, solverModule, type SolverExports } from '../../src/wasm/load.ts';
import { refutingGame } from './refuting-table.ts';

describe('RefutedExchange', () => {
  it('gives what one thread refuted to every other thread, once, in the order it came', () => {
    const exchange = new RefutedExchange(3);
    exchange.add(0, Int32Array.of(1, 2, 3));
    exchange.add(1, Int32Array.of(4, 5, 6));
    exchange.add(2, undefined);
    expect(Array.from(exchange.take(0))).toEqual([4, 5, 6]);
    expect(Array.from(exchange.take(1))).toEqual([1, 2, 3]);
    expect(Array.from(exchange.take(2))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(exchange.take(2)).toHaveLength(0);
  });
});

/** A fresh instance of the search module (each search thread has its own). */
async function instance(): Promise<SolverExports> {
  const { exports } = await WebAssembly.instantiate(await solverModule(), solverImports());
  return exports as unknown as SolverExports;
}

describe('refuted assignments shared between module instances', () => {
  it('an instance that takes in another one\'s refutations finds the same worlds with fewer nodes', async () => {
    const game = refutingGame(); // many assignments whose histories all fail
    const branches = rootBranches(seatMasks(game));
    const setup: PassSetup = {
      program: compileProgram(game, branches.map((b, index) => rootProgramBranch(b, index))),
      mode: L.MODE_ENUMERATE, fresh: true, nodeCap: 1e9, wantStart: new Int32Array(game.n), wantDemon: 0,
      mayDie: deathFacts(game).mayDie, list: new Int32Array(0), listFirstOrder: 0,
    };
    const enumerate = (server: ReturnType<typeof createSliceServer>, given: Int32Array) => {
      server.start(setup);
      const refuted: number[] = [];
      const worlds: number[][] = [];
      let reply;
      let first = true;
      do {
        reply = server.slice({ budget: 100_000, wanted: 1e9, sliceMs: 60_000, refuted: first ? given : new Int32Array(0) });
        first = false;
        refuted.push(...reply.refuted!);
        for (let k = 0; k < reply.count; k++) worlds.push(Array.from(reply.records.subarray(k * L.RESULT_STRIDE, k * L.RESULT_STRIDE + game.n)));
      } while (!reply.done);
      // Every world, in an order of their own: the enumeration's order follows its node counts.
      return { nodes: reply.nodes, refuted: Int32Array.from(refuted), worlds: worlds.map(String).sort() };
    };

    const a = enumerate(createSliceServer(await instance(), SLICE_CONSTANTS, now), new Int32Array(0));
    expect(a.refuted.length).toBeGreaterThan(3 * 100);
    expect(a.refuted.length % 3).toBe(0);
    expect(a.worlds.length).toBeGreaterThan(0);

    const b = enumerate(createSliceServer(await instance(), SLICE_CONSTANTS, now), a.refuted);
    expect(b.worlds).toEqual(a.worlds);
    expect(b.nodes).toBeLessThan(a.nodes);
    // Nothing it took in is refuted (and logged) again.
    expect(b.refuted.length).toBeLessThan(a.refuted.length);
  }, 60_000);
});
