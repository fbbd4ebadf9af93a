/**
 * The unusual layer's programs (`compileProgram(…, unusualOnly)`) skip assignments in which
 * no event of an allowed unusual ruling can happen by the record's deaths
 * (assembly/unusual-gate.ts). On a hand-built game whose every world rests on the Recluse
 * catching a star-pass, such a program must still enumerate every world a complete search
 * finds — including the one where the star-pass came from a Scarlet Woman who took over
 * from an executed Imp, the gate's least obvious case.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { LAYOUT as L } from '../../src/compile/layout.ts';
import { compileProgram } from '../../src/compile/program.ts';
import { rootBranches, rootProgramBranch } from '../../src/compile/branches.ts';
import { seatMasks } from '../../src/compile/masks.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { ROLE_IDS } from '../../src/rules/roles.ts';
import { deathFacts } from '../../src/search/per-seat/possibilities.ts';
import { createSliceServer } from '../../src/search/threads/slice-server.ts';
import { SLICE_CONSTANTS } from '../../src/search/threads/thread.ts';
import { now } from '../../src/search/clock.ts';
import { solverImports, solverModule, type SolverExports } from '../../src/wasm/load.ts';

const SEATS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

/**
 * 8 players; the Recluse (p3) and five Townsfolk fixed; `executed` is executed on day 1,
 * `starPasser` dies on night 2, and the Recluse attacks on night 3.
 */
function starPassGame(executed: string, starPasser: string): Record<string, unknown> {
  const fixed = { p3: 'recluse', p4: 'chef', p5: 'empath', p6: 'washerwoman', p7: 'librarian', p8: 'slayer' } as Record<string, string>;
  return {
    schema: 'botc-temporal-v1',
    players: SEATS.map((id) => ({ id })),
    evidence: Object.entries(fixed).map(([player, role]) => ({ kind: 'role', player, role, mode: 'hard' })),
    reports: [],
    phases: [
      { phase: 'night', number: 1, deaths: [], actions: [] },
      { phase: 'day', number: 1, ended: true, events: [{ kind: 'execution', player: executed, mode: 'hard' }] },
      { phase: 'night', number: 2, deaths: [starPasser], actions: [] },
      { phase: 'day', number: 2, ended: true, events: [] },
      { phase: 'night', number: 3, deaths: ['p4'], actions: [{ kind: 'imp', player: 'p3', target: 'p4' }] },
    ],
    limits: { maxResults: 1000 },
  };
}

/** Every starting assignment an unusual-only program enumerates, as "p1=imp,…" strings. */
async function unusualOnlyWorlds(input: Record<string, unknown>): Promise<string[]> {
  const parsed = parseTemporal(input);
  if (!parsed.ok) throw new Error('invalid input');
  const { game } = parsed;
  const branches = rootBranches(seatMasks(game));
  const { exports } = await WebAssembly.instantiate(await solverModule(), solverImports());
  const server = createSliceServer(exports as unknown as SolverExports, SLICE_CONSTANTS, now);
  server.start({
    program: compileProgram(game, branches.map((b, index) => rootProgramBranch(b, index)), true),
    mode: L.MODE_ENUMERATE, fresh: true, nodeCap: 1e9, wantStart: new Int32Array(game.n), wantDemon: 0,
    mayDie: deathFacts(game).mayDie, list: new Int32Array(0), listFirstOrder: 0,
  });
  const worlds: string[] = [];
  let reply;
  do {
    reply = server.slice({ budget: 100_000, wanted: 1e9, sliceMs: 60_000, refuted: new Int32Array(0) });
    for (let k = 0; k < reply.count; k++) {
      const roles = reply.records.subarray(k * L.RESULT_STRIDE, k * L.RESULT_STRIDE + game.n);
      worlds.push(SEATS.map((id, s) => `${id}=${ROLE_IDS[roles[s]!]}`).join(','));
    }
  } while (!reply.done);
  return worlds.sort();
}

describe('the unusual layer skips only assignments where no unusual event can happen', () => {
  for (const [executed, starPasser] of [['p1', 'p2'], ['p2', 'p1']] as const) {
    it(`${executed} executed, ${starPasser} dies on night 2, the Recluse attacks on night 3: every world is found`, async () => {
      const input = starPassGame(executed, starPasser);
      const complete = await solveTemporal(input, { engine: 'reference' });
      expect(complete.complete).toBe(true);
      expect(complete.candidates.every((c) => c.unusual.includes('recluse_star_pass'))).toBe(true);
      const expected = complete.candidates.map((c) => SEATS.map((id) => `${id}=${c.assignments[id]}`).join(',')).sort();
      // The Scarlet Woman's star-pass after the executed Imp is among them.
      expect(expected).toContain(SEATS.map((id) => `${id}=${{ [executed]: 'imp', [starPasser]: 'scarlet_woman' }[id] ?? complete.candidates[0]!.assignments[id]}`).join(','));
      expect(await unusualOnlyWorlds(input)).toEqual(expected);
    });
  }
});
