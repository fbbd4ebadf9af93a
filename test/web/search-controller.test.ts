/**
 * The widget's search driver with a scripted client: an edit cancels the running search
 * at once and its late result is dropped; Stop keeps the partial (cancelled) result;
 * the debounce collapses a burst of edits into one search of the last game.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemporalResult } from '../../src/contract/result.ts';
import type { SolverClient } from '../../src/worker/client.ts';
import { emptyGame, type GameInput } from '../../web/model/game.ts';
import { SearchController, type SearchState } from '../../web/shell/search-controller.ts';

function result(status: TemporalResult['status'], stopReason: TemporalResult['stopReason'] = null): TemporalResult {
  return {
    status, complete: stopReason === null, stopReason, errors: [], warnings: [], candidates: [], possibilities: null,
    stats: { engine: 'wasm', nodes: 7, elapsedMs: 1, candidates: 0, prunes: {} }, coverage: null,
  };
}

/** A client whose searches finish only when the test says so. */
function scriptedClient() {
  const calls: { input: GameInput; finish: (r: TemporalResult) => void }[] = [];
  let cancels = 0;
  const client = {
    solveTemporal: (input: unknown) => new Promise<TemporalResult>((finish) => calls.push({ input: input as GameInput, finish })),
    solve: () => { throw new Error('not used'); },
    validate: async () => ({ kind: 'temporal' as const, errors: [] }),
    replay: async () => { throw new Error('not used'); },
    cancel: () => { cancels++; },
    dispose: () => {},
  } as unknown as SolverClient;
  return { client, calls, cancels: () => cancels };
}

const named = (name: string) => {
  const game = emptyGame(5);
  game.players[0]!.name = name;
  return game;
};

describe('SearchController', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('collapses a burst of edits into one search of the last game', async () => {
    const s = scriptedClient();
    const shown: TemporalResult[] = [];
    const c = new SearchController(() => s.client, () => {}, (r) => shown.push(r as TemporalResult), 300);
    c.schedule(named('A'));
    c.schedule(named('AB'));
    c.schedule(named('ABC'));
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(s.calls.map((x) => x.input.players[0]!.name)).toEqual(['ABC']);
    s.calls[0]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(shown.map((r) => r.status)).toEqual(['candidates']);
    expect(c.state.running).toBe(false);
  });

  it('an edit cancels the running search at once, and its late result is never shown', async () => {
    const s = scriptedClient();
    const states: SearchState[] = [];
    const shown: TemporalResult[] = [];
    const c = new SearchController(() => s.client, (st) => states.push(st), (r) => shown.push(r as TemporalResult), 300);
    c.runNow(named('old'));
    expect(c.state.running).toBe(true);
    c.schedule(named('new'));
    expect(s.cancels()).toBe(1);
    expect(c.state.running).toBe(false);
    s.calls[0]!.finish(result('candidates', 'cancelled'));
    await vi.advanceTimersByTimeAsync(300);
    expect(shown).toEqual([]);
    expect(s.calls[1]!.input.players[0]!.name).toBe('new');
    s.calls[1]!.finish(result('contradiction'));
    await vi.runAllTimersAsync();
    expect(shown.map((r) => r.status)).toEqual(['contradiction']);
    expect(c.state.searched!.players[0]!.name).toBe('new');
  });

  it('Stop cancels and shows the partial result as stopped', async () => {
    const s = scriptedClient();
    const c = new SearchController(() => s.client, () => {}, () => {}, 300);
    c.runNow(named('x'));
    c.stop();
    expect(s.cancels()).toBe(1);
    s.calls[0]!.finish(result('inconclusive', 'cancelled'));
    await vi.runAllTimersAsync();
    expect(c.state.result?.stopReason).toBe('cancelled');
    expect(c.state.running).toBe(false);
  });

  it('the searched game is a copy: later edits to the object do not change what the result answers', async () => {
    const s = scriptedClient();
    const c = new SearchController(() => s.client, () => {}, () => {}, 300);
    const game = named('x');
    c.runNow(game);
    game.players[0]!.name = 'changed';
    s.calls[0]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(c.state.searched!.players[0]!.name).toBe('x');
    expect(c.state.source).toBe(game); // the object given, so the widget can tell when it is outdated
  });
});
