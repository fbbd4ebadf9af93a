/**
 * Search bounds and statuses (contract "Results" and "Legacy first-night search"):
 * `maxResults` confirms one more candidate before declaring truncation, `maxNodes` and
 * cancellation stop with the right `stopReason`, `contradiction` only for an exhausted
 * empty search, traversal is deterministic and interleaves Imp seats.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solve, solveTemporal } from '../../src/index.ts';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}` }));
const open = (n: number, limits: object, evidence: object[] = []) => ({
  schema: 'botc-temporal-v1', players: players(n), evidence, reports: [],
  phases: [{ phase: 'night', number: 1 }], limits,
});
/** Five players all claiming a fixed Townsfolk except two: few candidates, exactly countable. */
const claims = (limits: object) => open(5, limits, [
  { kind: 'testimony', player: 'p1', role: 'chef', mode: 'assumption' },
  { kind: 'testimony', player: 'p2', role: 'empath', mode: 'assumption' },
  { kind: 'testimony', player: 'p3', role: 'monk', mode: 'assumption' },
  { kind: 'alignment', player: 'p1', alignment: 'good', mode: 'hard' },
  { kind: 'alignment', player: 'p2', alignment: 'good', mode: 'hard' },
  { kind: 'alignment', player: 'p3', alignment: 'good', mode: 'hard' },
]);

describe('search bounds', () => {
  it('finding exactly maxResults candidates is still complete', async () => {
    const all = await solveTemporal(claims({ maxResults: 1000, maxNodes: 1e7, maxMs: 60000 }));
    expect(all.complete).toBe(true);
    const count = all.candidates.length;
    expect(count).toBeGreaterThan(2);
    const exact = await solveTemporal(claims({ maxResults: count, maxNodes: 1e7, maxMs: 60000 }));
    expect(exact.complete).toBe(true);
    expect(exact.stopReason).toBeNull();
    expect(exact.candidates.length).toBe(count);
    const fewer = await solveTemporal(claims({ maxResults: count - 1, maxNodes: 1e7, maxMs: 60000 }));
    expect(fewer.complete).toBe(false);
    expect(fewer.stopReason).toBe('result_limit');
    expect(fewer.candidates.length).toBe(count - 1);
  });

  it('a node bound stops the search as inconclusive, never contradiction', async () => {
    const r = await solveTemporal(open(15, { maxResults: 5, maxNodes: 10, maxMs: 60000 }));
    expect(r.stopReason).toBe('node_limit');
    expect(r.complete).toBe(false);
    expect(r.status).toBe('inconclusive');
  });

  it('an exhausted empty search is a contradiction', async () => {
    const r = await solveTemporal(open(5, { maxResults: 5, maxNodes: 1e6, maxMs: 60000 }, [
      { kind: 'inPlay', role: 'saint', is: true, mode: 'hard' },
      { kind: 'inPlay', role: 'baron', is: false, mode: 'hard' },
    ]));
    expect(r.status).toBe('contradiction');
    expect(r.complete).toBe(true);
  });

  it('cancellation stops with stopReason cancelled', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const pending = solveTemporal(open(15, { maxResults: 100000, maxNodes: 1e9, maxMs: 600000 }), {
      signal: controller.signal,
      onProgress: (p) => { progress.push(p.nodes); if (progress.length === 3) controller.abort(); },
    });
    const r = await pending;
    expect(r.stopReason).toBe('cancelled');
    expect(r.complete).toBe(false);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress[2]!).toBeGreaterThan(progress[0]!);
  });

  it('the per-seat passes made of many small searches (one per evil team) report progress and can be cancelled', async () => {
    // The fixture's list stops at maxResults; what follows are the per-seat passes, most of
    // whose searches finish within their first slice: the bounds must hold between them.
    // The abort comes at the first progress report once the enumeration has its
    // maxResults worlds (the driver reports after the first slice, then at most every 50 ms).
    const input = JSON.parse(readFileSync(new URL('../fixtures/many-worlds-15.json', import.meta.url), 'utf8'));
    const full = await solveTemporal(input, { workers: 1 });
    expect(full.possibilities!.complete).toBe(true);
    const controller = new AbortController();
    const seen: number[] = [];
    const r = await solveTemporal(input, {
      workers: 1, signal: controller.signal,
      onProgress: (p) => { seen.push(p.candidates); if (p.candidates === full.candidates.length) controller.abort(); },
    });
    expect(seen).toContain(full.candidates.length); // the abort fell after the enumeration, in the per-seat passes
    expect(r.candidates.length).toBe(full.candidates.length);
    expect(r.possibilities!.complete).toBe(false);
    expect(r.possibilities!.stopReason).toBe('cancelled');
  });

  it('a signal aborted before the call: cancelled at once, nothing searched', async () => {
    const controller = new AbortController();
    controller.abort();
    const r = await solveTemporal(open(10, { maxResults: 100, maxNodes: 1e8, maxMs: 60000 }), { signal: controller.signal });
    expect(r.stopReason).toBe('cancelled');
    expect(r.candidates).toEqual([]);
    expect(r.stats.nodes).toBe(0);
    expect(r.possibilities!.complete).toBe(false);
  });

  it('bad options are invalid with the option named, not a solver defect', async () => {
    const input = open(5, { maxResults: 5, maxNodes: 1e6, maxMs: 60000 });
    const workers = await solveTemporal(input, { workers: 'many' as never });
    expect(workers.status).toBe('invalid');
    expect(workers.errors).toEqual([expect.objectContaining({ code: 'invalid_type', path: 'options.workers' })]);
    const both = await solveTemporal(input, { engine: 'gpu' as never, workers: 0 });
    expect(both.errors.map((e) => e.path)).toEqual(['options.engine', 'options.workers']);
    expect(both.errors.some((e) => e.code === 'internal')).toBe(false);
    // A limit passed as an option is not silently ignored: it belongs in the input's limits.
    const misplaced = await solveTemporal(input, { maxMs: 10, workers: 1 } as never);
    expect(misplaced.status).toBe('invalid');
    expect(misplaced.errors).toEqual([{ code: 'unknown_field', path: 'options.maxMs', message: expect.stringContaining("goes in the input's limits") }]);
    // A bad option does not hide the input's own errors: both come, the option's first.
    const { players, ...withoutPlayers } = input as Record<string, unknown>;
    const alsoInput = await solveTemporal({ ...withoutPlayers, player: players }, { maxMs: 10 } as never);
    expect(alsoInput.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['options.maxMs', '$.player', '$.players']));
    expect(alsoInput.errors[0]!.path).toBe('options.maxMs');
    const legacy = await solve({ players: 'p1' }, { workers: 0 });
    expect(legacy.status).toBe('invalid');
    expect(legacy.errors[0]!.path).toBe('options.workers');
    expect(legacy.errors.some((e) => e.path.startsWith('$'))).toBe(true);
  });

  it('is deterministic and interleaves Imp seats in a bounded search', async () => {
    const input = open(10, { maxResults: 12, maxNodes: 1e8, maxMs: 600000 });
    const a = await solveTemporal(input);
    const b = await solveTemporal(input);
    expect(a.candidates.map((c) => c.assignments)).toEqual(b.candidates.map((c) => c.assignments));
    const impSeats = new Set(a.candidates.map((c) => Object.entries(c.assignments).find(([, r]) => r === 'imp')![0]));
    expect(impSeats.size).toBeGreaterThan(3);
    const barons = a.candidates.filter((c) => Object.values(c.assignments).includes('baron')).length;
    expect(barons).toBeGreaterThan(0);
    expect(barons).toBeLessThan(a.candidates.length);
  });
});
