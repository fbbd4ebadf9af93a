/**
 * The worker's exposed API with the real library, over a Node MessageChannel pair:
 * the same Comlink wiring as `src/worker/worker.ts`, without a browser.
 */
import * as Comlink from 'comlink';
import { afterAll, describe, expect, it } from 'vitest';
import { explain, replay, solve, solveTemporal, validate } from '../../src/index.ts';
import { solvePaged, solveTemporalPaged } from '../../src/search/front.ts';
import { createWorkerApi } from '../../src/worker/api.ts';
import { createSolverClient } from '../../src/worker/solver-client.ts';
import lsh from '../../examples/lsh-tb-01.json';
import long15 from '../fixtures/long-15-players.json';
import nqt47 from '../../examples/nqt-47.json';

const { port1, port2 } = new MessageChannel();
Comlink.expose(createWorkerApi({ solve, solveTemporal, validate, replay, solvePaged, solveTemporalPaged, explain }), port1);
const client = createSolverClient(() => port2);

afterAll(() => {
  client.dispose();
  port1.close();
});

describe('worker API over a MessageChannel (real library)', () => {
  it('sends a big result a page at a time: the first page, the count of all, the rest on request', async () => {
    const input = { ...long15, limits: { maxResults: 300, maxNodes: 1e9, maxMs: 60_000 } };
    const whole = await solveTemporal(input);
    expect(whole.candidates.length).toBe(300);
    const paged = await client.solveTemporal(input, { pageSize: 100 });
    expect(paged.candidates).toEqual(whole.candidates.slice(0, 100));
    expect(paged.stats.candidates).toBe(300);
    // The same per-seat answer; its examples also carry the candidates beyond the page that a cell names.
    const { examples, ...rest } = paged.possibilities!;
    const { examples: wholeExamples, ...wholeRest } = whole.possibilities!;
    expect(rest).toEqual(wholeRest);
    expect(examples.filter((w) => w.id.startsWith('w'))).toEqual(wholeExamples);
    const named = new Set(Object.values(rest.seats).flatMap((seat) => [...Object.values(seat.examples.starting), seat.examples.demonNow]));
    for (const c of examples.filter((w) => w.id.startsWith('c'))) {
      expect(named.has(c.id)).toBe(true);
      expect(c).toEqual(whole.candidates.find((x) => x.id === c.id));
    }
    expect(await client.candidates(100, 150)).toEqual(whole.candidates.slice(100, 250));
    expect(await client.candidates(250, 100)).toEqual(whole.candidates.slice(250));
    // A newer paged search replaces the pages kept for the older one.
    await client.solveTemporal(lsh.input, { pageSize: 100 });
    expect(await client.candidates(100, 10)).toEqual([]);
  });

  it('solves the bundled lsh-tb-01 case', async () => {
    const result = await client.solveTemporal(lsh.input);
    expect(result.status).toBe('candidates');
    expect(result.complete).toBe(true);
    expect(result.candidates.map((c) => c.assignments)).toEqual([lsh.expected.assignments]);
  });

  it('validates without searching: every error with its path, none for a good input', async () => {
    expect(await client.validate(lsh.input)).toEqual({ kind: 'temporal', errors: [] });
    const bad = structuredClone(lsh.input) as Record<string, unknown> & { evidence: Record<string, unknown>[] };
    bad.evidence[0]!.bogus = 1;
    bad.players = [];
    const checked = await client.validate(bad);
    expect(checked.kind).toBe('temporal');
    expect(checked.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['$.evidence[0].bogus', '$.players']));
  });

  it('replays a candidate witness in the worker: one state per phase, the Imp where the answer puts it', async () => {
    const result = await client.solveTemporal(lsh.input);
    const replayed = await client.replay(lsh.input, result.candidates[0]!.witness);
    expect(replayed.ok).toBe(true);
    expect(replayed.phases.map((p) => p.phase)).toEqual(lsh.input.phases.map((p) => `${p.phase === 'night' ? 'N' : 'D'}${p.number}`));
    expect(replayed.phases[0]!.demon).toBe('p5');
  });

  it('returns invalid input as a result, with the path of the unknown field', async () => {
    const bad = structuredClone(lsh.input) as Record<string, unknown> & { evidence: Record<string, unknown>[] };
    bad.evidence[0]!.bogus = 1;
    const result = await client.solveTemporal(bad);
    expect(result.status).toBe('invalid');
    expect(result.errors.map((e) => e.path)).toContain('$.evidence[0].bogus');
  });

  it('reports progress and cancels a long search when a new request supersedes it', async () => {
    const seen: number[] = [];
    const stages: string[] = [];
    let progressed!: () => void;
    const firstProgress = new Promise<void>((r) => (progressed = r));
    const long = client.solveTemporal(long15, {
      onProgress: (p) => {
        seen.push(p.nodes);
        stages.push(p.stage);
        progressed();
      },
    });
    await firstProgress;
    const next = client.solveTemporal(lsh.input);
    const cancelled = await long;
    expect(cancelled.stopReason).toBe('cancelled');
    expect(cancelled.complete).toBe(false);
    expect(seen.some((n) => n > 0)).toBe(true);
    // The stage crosses the worker with the counts: this search was listing candidates.
    expect(stages[0]).toBe('candidates');
    const done = await next;
    expect(done.complete).toBe(true);
    expect(done.candidates).toHaveLength(1);
  }, 60_000);
});

describe('explain through the worker (real library)', () => {
  /** nqt-47 with Steph (p3) claiming Empath instead of Undertaker: a contradiction. */
  const broken = () => {
    const input = structuredClone(nqt47.input) as typeof nqt47.input;
    input.evidence.find((r) => r.player === 'p3')!.role = 'empath';
    return input;
  };

  it('answers as the library does, for a contradiction and for a ruled-out cell, with progress', async () => {
    const direct = await explain(broken());
    let reports = 0;
    const viaWorker = await client.explain(broken(), undefined, { onProgress: () => { reports++; } });
    expect({ ...viaWorker, stats: null }).toEqual({ ...direct, stats: null });
    expect(viaWorker.stats.searches).toBe(direct.stats.searches);
    expect(reports).toBeGreaterThan(0);
    const cell = { player: 'p3', character: 'imp' } as const;
    expect({ ...await client.explain(nqt47.input, cell), stats: null }).toEqual({ ...await explain(nqt47.input, cell), stats: null });
  });

  it('is a numbered run: a newer search supersedes it, and it leaves the last search\'s pages be', async () => {
    const input = { ...long15, limits: { maxResults: 300, maxNodes: 1e9, maxMs: 60_000 } };
    const whole = await client.solveTemporal(input, { pageSize: 100 });
    expect(whole.stats.candidates).toBe(300);
    const why = await client.explain(nqt47.input, { player: 'p3', character: 'imp' });
    expect(why.status).toBe('explained');
    const more = await client.candidates(100, 10);
    expect(more.map((c) => c.id)).toEqual(Array.from({ length: 10 }, (_, k) => `c${101 + k}`));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const slow = client.explain(broken(), undefined, { engine: 'reference', onProgress: () => started() });
    await running;
    const next = client.solveTemporal(lsh.input);
    const stopped = await slow;
    expect(stopped.stopReason).toBe('cancelled');
    expect(stopped.minimal).toBe(false);
    expect((await next).complete).toBe(true);
  }, 60_000);

  it('refuses a bad target or a target that cannot be sent, with its path', async () => {
    const unknown = await client.explain(nqt47.input, { player: 'p99', character: 'imp' });
    expect(unknown.status).toBe('invalid');
    expect(unknown.errors.map((e) => e.path)).toEqual(['target.player']);
    const hostile = await client.explain(nqt47.input, { get player(): string { throw new Error('no'); }, character: 'imp' });
    expect(hostile.status).toBe('invalid');
    expect(hostile.errors[0]!.path).toMatch(/^target/);
  });
});
