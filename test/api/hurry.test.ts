/**
 * A search thread that another thread waits on is hurried (thread.ts `hurry`): its project
 * slice ends at the next point between two assignments and gives part of its work away,
 * though the slice's request did not ask for a split. What it keeps and what it gives away
 * together still show every cell the piece shows when searched whole.
 */
import { describe, expect, it } from 'vitest';
import { LAYOUT as L } from '../../src/compile/layout.ts';
import { branchWords, compileProgram } from '../../src/compile/program.ts';
import { rootBranches, rootProgramBranch } from '../../src/compile/branches.ts';
import { seatMasks } from '../../src/compile/masks.ts';
import { deathFacts } from '../../src/search/per-seat/possibilities.ts';
import { createSliceServer, type PassSetup } from '../../src/search/threads/slice-server.ts';
import { SLICE_CONSTANTS } from '../../src/search/threads/thread.ts';
import { now } from '../../src/search/clock.ts';
import { solverImports, solverModule, type SolverExports } from '../../src/wasm/load.ts';
import { refutingGame } from './refuting-table.ts';

type Server = ReturnType<typeof createSliceServer>;

describe('a hurried project slice', () => {
  it('ends early, gives work away unasked, and loses no cell', async () => {
    const game = refutingGame();
    const n = game.n;
    const branches = rootBranches(seatMasks(game));
    const program = compileProgram(game, [rootProgramBranch(branches[0]!, 0)]);
    const setupFor = (branch: Int32Array): PassSetup => ({
      program, branch, mode: L.MODE_PROJECT, fresh: true, nodeCap: 1e9, wantStart: new Int32Array(n).fill(-1),
      wantDemon: 0, mayDie: deathFacts(game).mayDie, list: new Int32Array(0), listFirstOrder: 0,
    });
    /** Per seat, the starting characters of the worlds a reply found. */
    const show = (shown: Int32Array, records: Int32Array, count: number) => {
      for (let k = 0; k < count; k++) for (let s = 0; s < n; s++) shown[s]! |= 1 << records[k * L.RESULT_STRIDE + s]!;
    };
    /** Slices until the setup started on `server` is done; its nodes and the cells shown. */
    const finish = (server: Server, shown: Int32Array): number => {
      let reply;
      do {
        reply = server.slice({ budget: 100_000, wanted: 0, sliceMs: 60_000 });
        show(shown, reply.records, reply.count);
        expect(reply.pieces).toBeUndefined(); // neither asked nor hurried
      } while (!reply.done);
      return reply.nodes;
    };

    // The module reads the flag through its `hurried` import, the server after the slice.
    let flag = 0;
    const { exports } = await WebAssembly.instantiate(await solverModule(), {
      env: { ...(solverImports().env as object), hurried: () => flag },
    });
    const server = createSliceServer(exports as unknown as SolverExports, SLICE_CONSTANTS, now, () => flag !== 0);

    // The root branch with the most work, searched whole.
    let biggest = { record: new Int32Array(0), nodes: -1, shown: new Int32Array(n) };
    for (const [index, b] of branches.entries()) {
      const record = Int32Array.from(branchWords(rootProgramBranch(b, index)));
      const shown = new Int32Array(n);
      server.start(setupFor(record));
      const nodes = finish(server, shown);
      if (nodes > biggest.nodes) biggest = { record, nodes, shown };
    }
    expect(biggest.nodes).toBeGreaterThan(10_000);
    expect(biggest.shown.some((bits) => bits !== 0)).toBe(true);

    // The same branch with the flag up: the slice ends long before the branch does, and
    // gives pieces away although `split` was not asked for.
    const shown = new Int32Array(n);
    server.start(setupFor(biggest.record));
    flag = 1;
    const hurried = server.slice({ budget: 1e9, wanted: 0, sliceMs: 60_000 });
    flag = 0;
    show(shown, hurried.records, hurried.count);
    expect(hurried.done).toBe(false);
    expect(hurried.nodes).toBeLessThan(biggest.nodes / 2);
    const pieces = hurried.pieces!;
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.length % L.BR_SIZE).toBe(0);

    // The rest of the branch, then each piece on its own: together they show what the
    // branch searched whole showed.
    finish(server, shown);
    for (let at = 0; at < pieces.length; at += L.BR_SIZE) {
      server.start(setupFor(pieces.slice(at, at + L.BR_SIZE)));
      finish(server, shown);
    }
    expect(Array.from(shown)).toEqual(Array.from(biggest.shown));
  }, 60_000);

  it('never happens on the host\'s own thread', () => {
    const env = solverImports().env as { hurried: () => number };
    expect(env.hurried()).toBe(0);
  });
});
