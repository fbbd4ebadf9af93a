/**
 * The real path in Chromium: `createSolverClient()` (the package's default worker) starts
 * `src/worker/worker.ts` as a module Worker, which loads the wasm through the library and
 * answers over Comlink.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createSolverClient } from '../../src/worker/solver-client.ts';
import lsh from '../../examples/lsh-tb-01.json';
import long15 from '../fixtures/long-15-players.json';

const client = createSolverClient();
afterAll(() => client.dispose());

/** Starts the long 15-player search and resolves once it has reported progress with nodes > 0. */
function startLongSearch() {
  const seen: { nodes: number; candidates: number; elapsedMs: number }[] = [];
  let progressed!: () => void;
  const firstProgress = new Promise<void>((r) => (progressed = r));
  const result = client.solveTemporal(long15, {
    onProgress: (p) => {
      seen.push(p);
      if (p.nodes > 0) progressed();
    },
  });
  return { seen, result, firstProgress };
}

describe('solver worker in Chromium', () => {
  it('solves the bundled lsh-tb-01 case: exactly one candidate', async () => {
    const result = await client.solveTemporal(lsh.input);
    expect(result.status).toBe('candidates');
    expect(result.complete).toBe(true);
    expect(result.stopReason).toBeNull();
    expect(result.candidates).toHaveLength(1);
    expect(result.candidates[0]!.assignments).toEqual({
      p1: 'chef', p2: 'investigator', p3: 'fortune_teller', p4: 'scarlet_woman', p5: 'imp',
    });
  });

  it('reports progress on a long search and cancel() stops it', async () => {
    const long = startLongSearch();
    await long.firstProgress;
    expect(long.seen.some((p) => p.nodes > 0)).toBe(true);
    const t0 = performance.now();
    client.cancel();
    const r = await long.result;
    expect(r.stopReason).toBe('cancelled');
    expect(r.complete).toBe(false);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('a new request supersedes a long search: the first resolves cancelled, the second completes', async () => {
    const long = startLongSearch();
    await long.firstProgress;
    const second = client.solveTemporal(lsh.input);
    const first = await long.result;
    expect(first.stopReason).toBe('cancelled');
    const done = await second;
    expect(done.status).toBe('candidates');
    expect(done.complete).toBe(true);
    expect(done.candidates).toHaveLength(1);
  });

  it('invalid input comes back as a result, not a rejection', async () => {
    const r = await client.solveTemporal({ schema: 'botc-temporal-v1', players: 'nobody' });
    expect(r.status).toBe('invalid');
    expect(r.errors.length).toBeGreaterThan(0);
  });
});
