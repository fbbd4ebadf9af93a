/**
 * Runs one search pass over one or more search threads: slices on each thread until it
 * finishes, the caller has enough, or a bound of the whole call stops it (maxNodes over
 * every pass and thread, the call's deadline, cancellation). Between slices it hands the
 * buffered worlds to the caller, reports progress and yields to the event loop.
 */
import type { PassSetup, SeenElsewhere, SliceReply } from './slice-server.ts';
import type { SearchThread } from './thread.ts';
import type { RefutedExchange } from './refuted-exchange.ts';
import { now } from '../clock.ts';

/**
 * Nodes per slice (10–30 ms of search here): small enough that progress and cancellation
 * stay prompt (the slice's time bound also holds), large enough that a worker thread does
 * not spend its time waiting for the next request.
 */
const SLICE_NODES = 100_000;
/** Nodes per slice of work done ahead (1–3 ms here): it stops within one of not being wanted any more. */
const AHEAD_SLICE_NODES = 10_000;

/** What bounds every pass of one call. `deadline` is on the `now()` clock (ms). */
export interface CallBounds {
  deadline: number;
  maxNodes: number;
  /** Nodes used so far by every pass and thread of the call (updated by `runPass`). */
  nodesUsed: number;
  /** Nodes of work done ahead for later passes (`Sharing.ahead`), not counted in `nodesUsed`. */
  aheadNodes: number;
  signal?: AbortSignal;
  /** Time per slice (ms) before the module pauses. */
  sliceMs: number;
  /** Called after every slice, and as a pass starts (but the first) and ends (the caller throttles progress reports). */
  onSlice?: () => void;
  /** Time (ms) the caller will still need after the search, for what was found so far (kept back from the deadline). */
  reserveMs?: () => number;
  /** Several threads: their refuted assignments, passed between them with every slice. */
  refuted?: RefutedExchange;
}

/** Why a pass stopped before it finished; null when every thread finished its part. */
export type PassStop = null | 'enough' | 'node_limit' | 'time_limit' | 'cancelled' | 'defect';

/** What a pass did. */
export interface PassRun {
  stop: PassStop;
  /** Prune counters of the pass, summed over threads. */
  stats: number[];
}

/** One macrotask turn, without `setTimeout`'s clamp of 1 ms or more. */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
    channel.port2.postMessage(null);
  });
}

/**
 * How the threads of a pass that share out its work talk to the caller between slices
 * (the project pass, ../wasm-driver.ts).
 */
export interface Sharing {
  /** What thread t may stop looking for because other threads showed it. */
  seen(thread: number): SeenElsewhere | undefined;
  /** Should thread t give away part of its work after its next slice? */
  wantsSplit(thread: number): boolean;
  /** Thread t gave away these branch records (`BR_SIZE` words each). */
  gave(thread: number, pieces: Int32Array): void;
  /** The pass stopped early (a bound, cancellation, a defect): nobody gets more work. */
  stopped(): void;
  /** Thread t has what its current setup was for (e.g. one world of a team): it takes the next. */
  settled?(thread: number): boolean;
  /**
   * Is thread t working ahead for later passes (refute-ahead.ts)? Its slices are short, so
   * that it stops soon after it is no longer wanted, and its nodes count in `aheadNodes`,
   * not against maxNodes: work a thread does while it would otherwise wait never brings the
   * node bound sooner.
   */
  ahead?(thread: number): boolean;
}

/** Where a pass's work comes from: one setup per thread, or a source asked again whenever a thread is free. */
export type PassWork = PassSetup[] | ((thread: number) => PassSetup | null | Promise<PassSetup | null>);

/**
 * Run a pass. `work` is either one setup per thread (`work[t]` on `threads[t]`), or a
 * source of setups that each thread asks for again whenever it finished the last one
 * (null: no more). `take(t, records, count)` receives each slice's worlds (false: the
 * checker refused one, a defect, and every thread stops). `enough(t, reply)` says when thread t
 * may stop early (e.g. it found maxResults + 1 candidates); `wanted` is passed to every
 * slice (enumeration: candidates per thread). `sharing` lets threads share out the work.
 * `take` may also answer 'late': the call's deadline came while it checked the worlds, and
 * the pass stops at the time limit without the rest of them.
 */
export async function runPass(
  threads: SearchThread[], work: PassWork, bounds: CallBounds, wanted: number,
  take: (thread: number, records: Int32Array, count: number) => boolean | 'late',
  enough: (thread: number, reply: SliceReply) => boolean = () => false,
  sharing?: Sharing,
): Promise<PassRun> {
  let stop: PassStop = null;
  const stats = new Array<number>(8).fill(0);
  const finish = (why: PassStop) => {
    if (stop === null || stop === 'enough') stop = why;
    if (why !== 'enough') sharing?.stopped();
  };
  const given = new Set<number>();
  const next = Array.isArray(work)
    ? (t: number) => (given.has(t) ? null : (given.add(t), work[t]!))
    : work;

  /** Stops the pass when a bound of the call is reached (checked between setups too). */
  const boundReached = (): boolean => {
    if (bounds.signal?.aborted) finish('cancelled');
    else if (bounds.nodesUsed >= bounds.maxNodes) finish('node_limit');
    else if (now() + (bounds.reserveMs?.() ?? 0) >= bounds.deadline) finish('time_limit');
    else return false;
    return true;
  };

  /** When the pass last let the event loop run (progress, cancellation, other threads' replies). */
  let lastYield = now();

  /** Slice one started setup on thread t until it is done (true), has enough ('enough') or the pass stops (false). */
  const drain = async (t: number, thread: SearchThread): Promise<boolean | 'enough'> => {
    let hadEnough = false;
    let sliceMs = bounds.sliceMs;
    let counted = 0;
    let last: number[] = [];
    let done = false;
    for (;;) {
      if (stop !== null && stop !== 'enough') break;
      // Also before the first slice: starting threads or an earlier pass may have used the time.
      if (boundReached()) break;
      const ahead = sharing?.ahead?.(t) ?? false;
      const budget = ahead ? AHEAD_SLICE_NODES : Math.max(1, Math.min(SLICE_NODES, bounds.maxNodes - bounds.nodesUsed));
      const left = bounds.deadline - (bounds.reserveMs?.() ?? 0) - now();
      const seen = sharing?.seen(t);
      const split = sharing?.wantsSplit(t) ?? false;
      const refuted = bounds.refuted?.take(t);
      const reply = await thread.slice({
        budget, wanted, sliceMs: Math.max(1, Math.min(sliceMs, left)), ...(seen ? { seen } : {}), ...(split ? { split } : {}),
        ...(refuted ? { refuted } : {}),
      });
      bounds.refuted?.add(t, reply.refuted);
      if (ahead) bounds.aheadNodes += reply.nodes - counted;
      else bounds.nodesUsed += reply.nodes - counted;
      counted = reply.nodes;
      last = reply.stats;
      const took = take(t, reply.records, reply.count);
      if (took === false) { finish('defect'); break; }
      if (took === 'late') { finish('time_limit'); break; }
      if (reply.pieces) sharing?.gave(t, reply.pieces);
      // A slice that paused inside one assignment restarts it next time with twice the time,
      // so every assignment is eventually searched whole; otherwise back to short slices.
      sliceMs = reply.paused ? sliceMs * 2 : bounds.sliceMs;
      if (reply.done || sharing?.settled?.(t)) { done = true; break; }
      if (enough(t, reply)) { finish('enough'); hadEnough = true; break; }
      if (reply.atCap || bounds.nodesUsed >= bounds.maxNodes) { finish('node_limit'); break; }
      if (now() + (bounds.reserveMs?.() ?? 0) >= bounds.deadline) { finish('time_limit'); break; }
      bounds.onSlice?.();
      await yieldToEventLoop();
      lastYield = now();
      if (bounds.signal?.aborted) { finish('cancelled'); break; }
    }
    last.forEach((v, i) => { stats[i]! += v; });
    return hadEnough ? 'enough' : done;
  };

  const drive = async (t: number): Promise<void> => {
    const thread = threads[t]!;
    let setup = await next(t);
    while (setup) {
      await thread.start(setup);
      const ended = await drain(t, thread);
      // A thread that has enough, or that finished after another had enough, goes on only
      // if the pass has work ahead for it (the sharing's `ahead`; `next` says whether).
      const onlyAhead = sharing?.ahead !== undefined && ended !== false && (stop === null || stop === 'enough');
      if (!onlyAhead && (ended !== true || stop !== null)) break;
      setup = await next(t);
      // Many setups finish within their first slice (one team each, say): the bounds, the
      // progress report and the yield to the event loop must come between them as well;
      // the yield only once a slice's time has passed, as a slice does.
      if (!setup || boundReached()) break;
      if (now() - lastYield >= bounds.sliceMs) {
        bounds.onSlice?.();
        await yieldToEventLoop();
        lastYield = now();
        if (boundReached()) break;
      }
    }
  };

  // Between two passes the caller may work for a while (guesses from 100,000 worlds, say):
  // a report as each pass starts (once something was searched) and ends keeps the progress going.
  // The turn of the event loop after it lets an abort sent on that report (or on the work
  // before) be heard even when the whole pass then fits in one slice.
  if (bounds.nodesUsed > 0) {
    bounds.onSlice?.();
    await yieldToEventLoop();
  }
  await Promise.all(threads.map((_, t) => drive(t)));
  bounds.onSlice?.();
  // maxNodes bounds every pass and thread together: a pass that went over it (threads check
  // the total only between slices) is stopped by it, even when its threads all finished.
  if (bounds.nodesUsed > bounds.maxNodes && (stop === null || stop === 'enough')) stop = 'node_limit';
  return { stop, stats };
}
