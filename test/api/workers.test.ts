/**
 * A search split over worker threads (`workers`, issue "big tables" item 3): the same
 * result, byte for byte apart from `stats` (which count the work done), for 1, 2 or 3
 * threads — on a published puzzle, on many-world tables, with a small and the default
 * maxResults — and cancellation stops every thread, after which the threads serve the
 * next search.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveTemporal, type TemporalResult } from '../../src/index.ts';
import { firstWorldsKnown } from '../../src/search/wasm-driver.ts';
import { withWorkerThreads } from '../../src/search/threads/thread-pool.ts';
import { LAYOUT as L } from '../../src/compile/layout.ts';
import { simulateHistory, TROUBLE_BREWING } from '../invariants/history-simulator.ts';
import { thinRecord } from '../invariants/thin.ts';
import { compileProgram } from '../../src/compile/program.ts';
import { rootBranches, rootProgramBranch } from '../../src/compile/branches.ts';
import { seatMasks } from '../../src/compile/masks.ts';
import { deathFacts } from '../../src/search/per-seat/possibilities.ts';
import { refutingGame } from './refuting-table.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import type { Game } from '../../src/model/game.ts';

const fixture = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const withoutStats = (r: TemporalResult) => JSON.stringify({ ...r, stats: null });

/** Simulated tables, dealt from the Trouble Brewing script so that each stays the record it was chosen as when the role table grows. */
const TB = { script: TROUBLE_BREWING };
const games: [string, Record<string, unknown>][] = [
  ['nqt-40', fixture('../fixtures/cases/nqt-40.json').input],
  ['many-worlds-10', fixture('../fixtures/many-worlds-10.json')],
  ['12 players, 3 nights, 2 unclaimed', thinRecord(simulateHistory(1, 12, 3, TB).input, 99, { unclaimed: 2, keepReports: 6 })],
  // Its worlds lie in a few root branches: a thread stops enumerating once the first
  // maxResults + 1 worlds of the search's order are known (wasm-driver.ts firstWorldsKnown).
  ['15 players, 5 nights, 4 unclaimed (sweep seed 19)', thinRecord(simulateHistory(19, 15, 5, TB).input, 19, { unclaimed: 4, keepReports: 7 })],
];

describe('several search threads', () => {
  it.each(games)('%s: the same result for 1, 2 and 3 threads', async (_, input) => {
    for (const maxResults of [1, 80]) {
      const limited = { ...input, limits: { maxResults, maxNodes: 1e9, maxMs: 120_000 } };
      const one = await solveTemporal(limited, { workers: 1 });
      expect(one.possibilities!.complete).toBe(true);
      for (const workers of [2, 3]) {
        const split = await solveTemporal(limited, { workers });
        expect(withoutStats(split), `${workers} threads, maxResults ${maxResults}`).toBe(withoutStats(one));
      }
    }
  }, 120_000);

  it('a thread stops enumerating only when more than maxResults worlds come before every turn left to it', () => {
    // Worlds found so far by all threads: 2 at turn 0, 1 at turn 1, 3 at turn 4.
    const perTurn = [2, 1, 0, 0, 3];
    expect(firstWorldsKnown(perTurn, 2, 2)).toBe(true); // 3 worlds before turn 2 > maxResults 2
    expect(firstWorldsKnown(perTurn, 2, 3)).toBe(false); // 4 are needed
    expect(firstWorldsKnown(perTurn, 1, 1)).toBe(true);
    expect(firstWorldsKnown(perTurn, 0, 0)).toBe(false); // nothing comes before turn 0
    expect(firstWorldsKnown(perTurn, 2 ** 31 - 1, 5)).toBe(true); // a thread with nothing left
  });

  it('cancellation stops a split search, and the threads serve the next one', async () => {
    const open = {
      schema: 'botc-temporal-v1', players: Array.from({ length: 15 }, (_, i) => ({ id: `p${i + 1}` })),
      evidence: [], reports: [], phases: [{ phase: 'night', number: 1 }, { phase: 'day', number: 1, events: [], ended: true },
        { phase: 'night', number: 2 }], limits: { maxResults: 100_000, maxNodes: 1e10, maxMs: 600_000 },
    };
    const controller = new AbortController();
    let progress = 0;
    const r = await solveTemporal(open, {
      workers: 2, signal: controller.signal,
      onProgress: () => { if (++progress === 2) controller.abort(); },
    });
    expect(r.stopReason).toBe('cancelled');
    expect(r.complete).toBe(false);
    expect(r.candidates.length).toBeGreaterThan(0);
    const next = await solveTemporal({ ...fixture('../fixtures/cases/nqt-47.json').input }, { workers: 2 });
    expect(next.status).toBe('candidates');
    expect(next.candidates).toHaveLength(1);
  }, 120_000);

  it('a pass that fails to start on a worker fails its first slice (a setup has no answer of its own), and the worker serves the next search', async () => {
    const setup = {
      // Longer than the module's whole memory (10 MB): loading it throws in the worker.
      program: new Int32Array(4 * L.PROGRAM_WORDS), mode: L.MODE_ENUMERATE, fresh: true, nodeCap: 1000,
      wantStart: new Int32Array(5), wantDemon: 0, mayDie: 0, list: new Int32Array(0), listFirstOrder: 0,
    };
    await withWorkerThreads(1, async ([thread]) => {
      await thread!.start(setup);
      await expect(thread!.slice({ budget: 1000, wanted: 1, sliceMs: 100 })).rejects.toThrow(/the pass could not start/);
    });
    const next = await solveTemporal({ ...fixture('../fixtures/cases/nqt-47.json').input }, { workers: 2 });
    expect(next.status).toBe('candidates');
    expect(next.candidates).toHaveLength(1);
  }, 60_000);

  it('setups given before a slice reach the worker with it, all of them, in order', async () => {
    const setupOf = (game: Game) => {
      const branches = rootBranches(seatMasks(game));
      return {
        program: compileProgram(game, branches.map((b, index) => rootProgramBranch(b, index))),
        mode: L.MODE_ENUMERATE, fresh: true, nodeCap: 1e9, wantStart: new Int32Array(game.n), wantDemon: 0,
        mayDie: deathFacts(game).mayDie, list: new Int32Array(0), listFirstOrder: 0,
      };
    };
    const table = setupOf(refutingGame());
    const parsed = parseTemporal(fixture('../fixtures/cases/nqt-47.json').input);
    if (!parsed.ok) throw new Error('nqt-47 is invalid');
    const puzzle = setupOf(parsed.game);
    // Longer than the module's whole memory: loading it throws in the worker.
    const bad = { ...table, program: new Int32Array(4 * L.PROGRAM_WORDS) };
    const short = { budget: 1000, wanted: 1, sliceMs: 100 };
    await withWorkerThreads(1, async ([thread]) => {
      await thread!.start(bad);
      await thread!.start(table);
      expect((await thread!.slice(short)).nodes).toBeGreaterThan(0);
      await thread!.start(table);
      await thread!.start(bad);
      await expect(thread!.slice(short)).rejects.toThrow(/the pass could not start/);
      // The second setup has no program: it runs the one the first loaded (nqt-47's, whose
      // whole enumeration is its one world), not the table's loaded before them.
      await thread!.start(table);
      await thread!.slice(short);
      await thread!.start(puzzle);
      await thread!.start({ ...puzzle, program: null });
      const reply = await thread!.slice({ budget: 1e8, wanted: 1e9, sliceMs: 60_000 });
      expect(reply.done).toBe(true);
      expect(reply.count).toBe(1);
    });
  }, 60_000);
});
