/**
 * The widget's search driver with a scripted client and a stand-in Lit host: an edit
 * cancels the running search at once and its late result is dropped; a superseded
 * search's result and progress are never shown; Stop keeps the partial (cancelled)
 * result; the debounce collapses a burst of edits into one search of the last game;
 * removing the host cancels the running search and the pending one; "more" pages; the
 * unusual-rulings switch reaches the searches started after it, and the state says which
 * setting the shown result had.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemporalCandidate, TemporalResult } from '../../src/contract/result.ts';
import type { Progress } from '../../src/search/options.ts';
import type { ClientSolveOptions, NumberedSolverClient } from '../../src/worker/client.ts';
import { emptyGame, type GameInput } from '../../web/model/game.ts';
import { SearchController } from '../../web/shell/search-controller.ts';

function result(status: TemporalResult['status'], stopReason: TemporalResult['stopReason'] = null): TemporalResult {
  return {
    status, complete: stopReason === null, stopReason, errors: [], warnings: [], candidates: [], possibilities: null,
    stats: { engine: 'wasm', nodes: 7, elapsedMs: 1, candidates: 0, prunes: {} }, coverage: null,
  };
}

/** A client whose searches finish only when the test says so (numbered like the real one). */
function scriptedClient() {
  const calls: { input: GameInput; unusual: ClientSolveOptions['unusual']; progress: (p: Progress) => void; finish: (r: TemporalResult) => void }[] = [];
  const pages: { offset: number; answer: (page: TemporalCandidate[]) => void }[] = [];
  let cancels = 0;
  let id = 0;
  const client = {
    start: (_kind: 'temporal', input: unknown, options: ClientSolveOptions = {}) => ({
      id: ++id,
      result: new Promise<TemporalResult>((finish) => {
        calls.push({ input: input as GameInput, unusual: options.unusual, progress: (p) => options.onProgress?.(p), finish });
      }),
    }),
    candidates: (offset: number) => new Promise<TemporalCandidate[]>((answer) => pages.push({ offset, answer })),
    cancel: () => { cancels++; },
  } as unknown as NumberedSolverClient;
  return { client, calls, pages, cancels: () => cancels };
}

/** A stand-in for the `<botc-solver>` element: counts update requests, can be "removed". */
function fakeHost() {
  const controllers: ReactiveController[] = [];
  let updates = 0;
  const host: ReactiveControllerHost = {
    addController: (c) => { controllers.push(c); },
    removeController: () => {},
    requestUpdate: () => { updates++; },
    updateComplete: Promise.resolve(true),
  };
  /** What Lit does when the element leaves the page. */
  const disconnect = () => { for (const c of controllers) c.hostDisconnected?.(); };
  return { host, disconnect, updates: () => updates };
}

/** A controller on a fake host, reporting shown results to `shown`. */
function controller(client: NumberedSolverClient, shown: TemporalResult[] = []) {
  const h = fakeHost();
  const c = new SearchController(h.host, () => client, (r) => shown.push(r as TemporalResult), 300);
  return { c, shown, ...h };
}

const candidate = (id: string) => ({ id }) as TemporalCandidate;

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
    const { c, shown, updates } = controller(s.client);
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
    expect(updates()).toBeGreaterThan(0); // the host is asked to draw the new state
  });

  it('an edit cancels the running search at once, and its late result is never shown', async () => {
    const s = scriptedClient();
    const { c, shown } = controller(s.client);
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

  it('a superseded search\'s progress and result are never shown, even when its result comes last', async () => {
    const s = scriptedClient();
    const { c, shown } = controller(s.client);
    c.runNow(named('first'));
    c.runNow(named('second'));
    s.calls[0]!.progress({ nodes: 111, candidates: 1, elapsedMs: 5, stage: 'candidates' });
    expect(c.state.progress?.nodes).not.toBe(111);
    s.calls[1]!.progress({ nodes: 222, candidates: 0, elapsedMs: 5, stage: 'candidates' });
    expect(c.state.progress?.nodes).toBe(222);
    s.calls[1]!.finish(result('contradiction'));
    await vi.runAllTimersAsync();
    s.calls[0]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(shown.map((r) => r.status)).toEqual(['contradiction']);
    expect(c.state.result?.status).toBe('contradiction');
    expect(c.state.searched!.players[0]!.name).toBe('second');
  });

  it('a prefetched search shows nothing until its very game is run; then it is the search shown, its result at once if it came', async () => {
    const s = scriptedClient();
    const { c, shown } = controller(s.client);
    const game = named('shared');
    expect(c.prefetch(game)).toBe(true);
    expect(s.calls).toHaveLength(1);
    expect(c.state.running).toBe(false);
    s.calls[0]!.progress({ nodes: 5, candidates: 0, elapsedMs: 1, stage: 'candidates' });
    s.calls[0]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(shown).toEqual([]);
    expect(c.state.result).toBeNull();
    c.runNow(game);
    expect(s.calls).toHaveLength(1); // no second search
    expect(shown.map((r) => r.status)).toEqual(['candidates']);
    expect(c.state.source).toBe(game);

    // Taken over while it still runs: shown as running, its result shown when it comes.
    const s2 = scriptedClient();
    const two = controller(s2.client);
    const other = named('other');
    two.c.prefetch(other);
    two.c.runNow(other);
    expect(s2.calls).toHaveLength(1);
    expect(two.c.state.running).toBe(true);
    s2.calls[0]!.finish(result('contradiction'));
    await vi.runAllTimersAsync();
    expect(two.shown.map((r) => r.status)).toEqual(['contradiction']);
  });

  it('an abandoned prefetch is cancelled and its result never shown; a prefetch never supersedes a search or an answer; another game searches anew', async () => {
    const s = scriptedClient();
    const { c, shown } = controller(s.client);
    const refused = named('refused');
    c.prefetch(refused);
    s.calls[0]!.finish(result('invalid')); // e.g. refused on the page before it reached the worker
    await vi.runAllTimersAsync();
    c.abandon(refused);
    expect(s.cancels()).toBe(1);
    expect(shown).toEqual([]);
    expect(c.state.result).toBeNull();
    c.runNow(refused); // once abandoned, a run is a new search
    expect(s.calls).toHaveLength(2);
    expect(c.prefetch(named('link'))).toBe(false); // a search runs
    s.calls[1]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(c.prefetch(named('link'))).toBe(false); // an answer is shown
    expect(s.calls).toHaveLength(2);

    const s2 = scriptedClient();
    const two = controller(s2.client);
    two.c.prefetch(named('link'));
    two.c.runNow(named('page game'));
    expect(s2.calls.map((x) => x.input.players[0]!.name)).toEqual(['link', 'page game']);
    two.c.excludeUnusual = true;
    const g = named('switched');
    two.c.prefetch(g);
    expect(s2.calls).toHaveLength(2); // a search runs: no prefetch
  });

  it('removing the host cancels its running search, whose result never lands', async () => {
    const s = scriptedClient();
    const { c, shown, disconnect } = controller(s.client);
    c.runNow(named('x'));
    disconnect();
    expect(s.cancels()).toBe(1);
    expect(c.state.running).toBe(false);
    s.calls[0]!.finish(result('inconclusive', 'cancelled'));
    await vi.runAllTimersAsync();
    expect(shown).toEqual([]);
    expect(c.state.result).toBeNull();
  });

  it('removing the host during the pause after an edit: no search starts', async () => {
    const s = scriptedClient();
    const { c, disconnect } = controller(s.client);
    c.schedule(named('x'));
    disconnect();
    await vi.runAllTimersAsync();
    expect(s.calls).toEqual([]);
  });

  it('"more" adds the next page to the shown result, unless a newer search started meanwhile', async () => {
    const s = scriptedClient();
    const { c } = controller(s.client);
    c.runNow(named('x'));
    const first = result('candidates');
    s.calls[0]!.finish({ ...first, candidates: [candidate('c1')], stats: { ...first.stats, candidates: 3 } });
    await vi.runAllTimersAsync();
    const more = c.more();
    expect(s.pages.map((p) => p.offset)).toEqual([1]);
    s.pages[0]!.answer([candidate('c2')]);
    await more;
    expect(c.state.result!.candidates.map((x) => x.id)).toEqual(['c1', 'c2']);
    const late = c.more();
    c.runNow(named('y'));
    s.pages[1]!.answer([candidate('c3')]);
    await late;
    expect(c.state.result!.candidates.map((x) => x.id)).toEqual(['c1', 'c2']);
  });

  it('Stop cancels and shows the partial result as stopped', async () => {
    const s = scriptedClient();
    const { c } = controller(s.client);
    c.runNow(named('x'));
    c.stop();
    expect(s.cancels()).toBe(1);
    s.calls[0]!.finish(result('inconclusive', 'cancelled'));
    await vi.runAllTimersAsync();
    expect(c.state.result?.stopReason).toBe('cancelled');
    expect(c.state.running).toBe(false);
  });

  it('excludeUnusual reaches the searches started after it is set, and the state says what the shown result left out', async () => {
    const s = scriptedClient();
    const { c } = controller(s.client);
    c.runNow(named('x'));
    c.excludeUnusual = true;
    c.schedule(named('y'));
    await vi.advanceTimersByTimeAsync(300);
    expect(s.calls.map((x) => x.unusual)).toEqual(['allow', 'exclude']);
    s.calls[1]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(c.state.unusualExcluded).toBe(true);
    c.excludeUnusual = false;
    c.runNow(named('y'));
    s.calls[2]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(s.calls[2]!.unusual).toBe('allow');
    expect(c.state.unusualExcluded).toBe(false);
  });

  it('the searched game is a copy: later edits to the object do not change what the result answers', async () => {
    const s = scriptedClient();
    const { c } = controller(s.client);
    const game = named('x');
    c.runNow(game);
    game.players[0]!.name = 'changed';
    s.calls[0]!.finish(result('candidates'));
    await vi.runAllTimersAsync();
    expect(c.state.searched!.players[0]!.name).toBe('x');
    expect(c.state.source).toBe(game); // the object given, so the widget can tell when it is outdated
  });
});
