/**
 * The WASM search of one game, as a sequence of passes over one or more search threads
 * (threads/passes.ts), each thread holding some of the root branches:
 *
 * 1. enumerate: candidates round-robin over the branches, up to maxResults + 1; merged
 *    across threads in the order one thread would find them, (turn, branch); a thread done
 *    with its branches meanwhile refutes ahead for the passes after it (threads/refute-ahead.ts);
 * 2. if the candidates were all found: their cells are exact, and (temporal) a list pass
 *    looks among them for histories with an unseen living Imp at the end;
 * 3. if there were more: a project pass finds, branch by branch, worlds showing a starting
 *    character or a Demon that no world found so far shows (its pieces shared out among
 *    threads, threads/piece-queue.ts and per-seat/seen-ledger.ts);
 * 4. after it, a team pass searches each evil team no world shows on its own (per-seat/team-pass.ts).
 *
 * Every world is decoded and verified by the checker as it arrives.
 */
import { DAY_CHOICES, NIGHT_CHOICES, readChoices } from '../compile/choice-fields.ts';
import type { DayChoices, NightChoices } from '../kernel/world.ts';
import { branchWords, compileProgram, unusualNeedsInPlay, withUnusual } from '../compile/program.ts';
import { rootBranches, rootProgramBranch } from '../compile/branches.ts';
import { LAYOUT as L } from '../compile/layout.ts';
import { PRUNE_REASONS } from '../compile/codes.ts';
import { seatMasks } from '../compile/masks.ts';
import type { StopReason } from '../contract/result.ts';
import type { Game } from '../model/game.ts';
import type { World } from '../kernel/world.ts';
import { R, TEAM_OF_CODE } from '../rules/roles.ts';
import type { SolveOptions } from './options.ts';
import { runPass, type CallBounds, type PassRun, type Sharing } from './threads/passes.ts';
import { PieceQueue, worldKey } from './threads/piece-queue.ts';
import { RefutedExchange } from './threads/refuted-exchange.ts';
import { deathFacts, demonSeatsPossible, type Decided } from './per-seat/possibilities.ts';
import type { RawSearch, SearchCall } from './raw.ts';
import type { PassSetup } from './threads/slice-server.ts';
import { withLocalThread, type SearchThread } from './threads/thread.ts';
import { defaultThreadCount, ThreadStartError, withWorkerThreads } from './threads/thread-pool.ts';
import { SeenLedger } from './per-seat/seen-ledger.ts';
import { refuteAhead } from './threads/refute-ahead.ts';
import { holdEventLoop } from './threads/loop-hold.ts';
import type { ProgressStage } from './options.ts';
import { guessesFor, TeamQueue, teamSearches, type TeamSearch } from './per-seat/team-pass.ts';
import { teamCountsFit } from './per-seat/team-counts.ts';
import { cellGuesses } from './per-seat/cell-guesses.ts';
import { WorldStore } from './results/world-store.ts';
import { now } from './clock.ts';

/** Passes whose threads share nothing but take one setup after another. */
const NO_SHARING: Sharing = { seen: () => undefined, wantsSplit: () => false, gave: () => undefined, stopped: () => undefined };
/** Rounds of guesses before the project pass, and guesses per unseen cell in a round (per-seat/cell-guesses.ts). */
const GUESS_ROUNDS = 4;
const GUESSES_PER_CELL = 2;

/**
 * The walk ahead (threads/refute-ahead.ts) runs only when maxResults is at most this. With a larger
 * one the enumeration mostly lists every world and no pass follows it, and the walk only
 * competed with the checking of the worlds: 15-player 5-night seeds 5 and 19, maxResults
 * 100,000, two threads: 4.2 M nodes more and no time gained.
 */
const WALK_MAX_RESULTS = 1000;

/** Time per slice (ms) before the module pauses, so maxMs and cancellation stay prompt. */
const SLICE_MS = 50;
/** With `workers: 'auto'`, how long a search runs in this thread before it moves to worker threads (ms). */
const AUTO_LOCAL_MS = 150;
/** The warning of a search that wanted worker threads and could not start them. */
const THREADS_UNAVAILABLE = 'Search threads could not be started here (in a browser, typically a Content Security Policy without blob: in worker-src), so the search ran on one thread: the same answer, only slower.';
/**
 * Time (ms) building one returned candidate takes after the search (10–20 µs measured on
 * results of 30,000–100,000 candidates on this project's 2-core machine, so with a margin):
 * kept back from `maxMs` for each one found, so that the bound covers the whole call.
 */
const BUILD_MS_PER_CANDIDATE = 0.025;
/** Prune counters in the order of assembly/budget.ts. */

/** Rank of each report among those with night null (as assembly/search.ts ranks them), or -1. */
function floatingRanks(game: Game): number[] {
  let rank = 0;
  return game.reports.map((r) => (r.night === null && rank < L.MAX_FLOATING ? rank++ : -1));
}

/** Decode one result record (layout.ts R_*) into a world. */
function readWorld(game: Game, rec: Int32Array, floatingRank: number[], nightCount: number): World {
  // Plain loops: this runs once per world found (100,000 of them on a big table).
  const roles = new Array<number>(game.n);
  for (let s = 0; s < game.n; s++) roles[s] = rec[s]!;
  const nights: NightChoices[] = [];
  for (let k = 0; k < nightCount; k++) nights.push(readChoices(NIGHT_CHOICES, rec, L.R_NIGHTS + k * L.NIGHT_CHOICE_WORDS) as NightChoices);
  const days: DayChoices[] = [];
  for (let k = 0; k < game.phases.length - nightCount; k++) days.push(readChoices(DAY_CHOICES, rec, L.R_DAYS + k * L.DAY_CHOICE_WORDS) as DayChoices);
  const reportNights = game.reports.map((r, i) => {
    if (r.night !== null) return r.night;
    const freeLie = r.authenticity === 'good' && !r.healthy && TEAM_OF_CODE[roles[r.seat]!]! >= 2;
    return freeLie ? -1 : rec[L.R_FLOATING + floatingRank[i]!]!;
  });
  return { roles, drunkShown: rec[L.R_DRUNK]!, redHerring: rec[L.R_RH]!, nights, days, reportNights, unusual: rec[L.R_UNUSUAL]! };
}

/**
 * Enumeration over several threads: can a thread whose unfinished branches are all at turn
 * `minTurn` or later stop? Yes when more than `maxResults` worlds found by all threads have
 * a lower turn (`perTurn[k]`: worlds found at turn k): the first maxResults + 1 worlds in
 * the search's order (turn, then branch) are then among those, as one thread would find
 * them, and any world the thread could still find comes after them.
 */
export function firstWorldsKnown(perTurn: readonly number[], minTurn: number, maxResults: number): boolean {
  let before = 0;
  for (let turn = 0; turn < Math.min(minTurn, perTurn.length); turn++) before += perTurn[turn]!;
  return before > maxResults;
}

/**
 * Which thread searches each root branch: dealt out in a snake (0, 1, …, T-1, T-1, …, 0, …)
 * so that every thread gets Baron and non-Baron branches of Imp seats all round the table.
 */
export function splitBranches(count: number, threads: number): number[][] {
  const out = Array.from({ length: threads }, () => [] as number[]);
  for (let i = 0; i < count; i++) {
    const k = i % (2 * threads);
    out[k < threads ? k : 2 * threads - 1 - k]!.push(i);
  }
  return out;
}

/**
 * Search a validated, in-scope game with the WASM kernel in this thread. Concurrent calls
 * run one after another. `sliceMs` (ms per slice before the module pauses) is for tests
 * that check the result does not depend on where pauses fall.
 */
export async function wasmSearch(call: SearchCall, options?: SolveOptions, sliceMs = SLICE_MS): Promise<RawSearch> {
  const release = holdEventLoop();
  try {
    return await searchHereOrOnThreads(call, options, sliceMs);
  } finally {
    release();
  }
}

/** wasmSearch's body: this thread, worker threads, or this thread first ('auto'). */
async function searchHereOrOnThreads(call: SearchCall, options: SolveOptions | undefined, sliceMs: number): Promise<RawSearch> {
  const requested = options?.workers ?? 'auto';
  const local = (c: SearchCall) => withLocalThread((thread) => searchOnThreads([thread], c, options, sliceMs));
  const branches = rootBranches(seatMasks(call.game)).length;
  const count = Math.min(branches, requested === 'auto' ? await defaultThreadCount(call.game.limits.maxResults) : Math.max(1, Math.floor(requested)));
  if (count <= 1) return local(call);
  const pooled = async (): Promise<RawSearch> => {
    try {
      return await withWorkerThreads(count, (threads) => searchOnThreads(threads, call, options, sliceMs));
    } catch (error) {
      if (!(error instanceof ThreadStartError)) throw error;
      // The answer does not depend on the number of threads: give it from this one, and say why it was slower.
      return { ...await local(call), warnings: [THREADS_UNAVAILABLE] };
    }
  };
  if (requested !== 'auto') return pooled();
  // Most searches end in a few milliseconds: try this thread first, and only a search
  // still running after AUTO_LOCAL_MS starts again over worker threads (the answer is
  // the same however the search is split).
  const probe = await local({ ...call, clock: { ...call.clock, deadline: Math.min(call.clock.deadline, call.clock.start + AUTO_LOCAL_MS) } });
  const probeStopped = probe.stopReason === 'time_limit' || probe.decided.stopReason === 'time_limit';
  if (!probeStopped || now() >= call.clock.deadline || probe.defect) return probe;
  return pooled();
}

/** The search of a game over `threads` (see the file comment). */
export async function searchOnThreads(
  threads: SearchThread[], call: SearchCall, options: SolveOptions | undefined, sliceMs = SLICE_MS,
): Promise<RawSearch> {
  const { game, check, clock, temporal, firstWorld } = call;
  const { maxNodes } = game.limits;
  // A test of whether any world exists wants only the first (raw.ts SearchCall.firstWorld).
  const maxResults = firstWorld ? 0 : game.limits.maxResults;
  const n = game.n;
  const branches = rootBranches(seatMasks(game));
  const split = splitBranches(branches.length, threads.length);
  const programs = split.map((ids) => compileProgram(game, ids.map((index) => rootProgramBranch(branches[index]!, index))));
  const floatingRank = floatingRanks(game);
  const nightCount = game.phases.filter((p) => p.phase === 'night').length;
  const store = new WorldStore(game);
  const enumerated: number[] = [];
  /** Enumerated worlds by turn (their order key's first part). */
  const perTurn: number[] = [];
  const perThread = new Array<number>(threads.length).fill(0);
  /** Team pass: whether each thread found a world of the team it searches. */
  const teamFound = new Array<boolean>(threads.length).fill(false);
  // Every report goes to the caller, which throttles them (front.ts, progress.ts).
  let stage: ProgressStage = 'candidates';
  const progress = (nodes: number, candidates: number) =>
    options?.onProgress?.({ nodes, candidates, elapsedMs: Math.round(now() - clock.start), stage });
  const bounds: CallBounds = {
    deadline: clock.deadline, maxNodes, nodesUsed: 0, aheadNodes: 0, signal: options?.signal, sliceMs,
    ...(threads.length > 1 ? { refuted: new RefutedExchange(threads.length) } : {}),
    // Candidates to build, and the worlds of the possibilities passes (the examples among them).
    reserveMs: () => (Math.min(enumerated.length, maxResults) + store.size - enumerated.length) * BUILD_MS_PER_CANDIDATE,
    onSlice: () => progress(bounds.nodesUsed + bounds.aheadNodes, Math.min(enumerated.length, maxResults)),
  };
  /**
   * Cells the enumerated worlds show so far, the ordinary ones and all, kept up as worlds
   * come (the walk ahead asks for them every slice; counting them again each time cost a
   * 100,000-candidate search hundreds of ms).
   */
  const walkPossible = threads.length > 1 && maxResults <= WALK_MAX_RESULTS && !firstWorld;
  const shownSoFar = { ordinary: { start: new Int32Array(n), demons: 0 }, all: { start: new Int32Array(n), demons: 0 } };
  const showEnumerated = (w: number) => {
    const layers = store.unusual(w) === 0 ? [shownSoFar.ordinary, shownSoFar.all] : [shownSoFar.all];
    const demons = temporal ? store.livingImps(w, R.IMP) : 0;
    for (const shown of layers) {
      for (let s = 0; s < n; s++) shown.start[s]! |= 1 << store.role(w, s);
      shown.demons |= demons;
    }
  };
  const take = (t: number, records: Int32Array, count: number): boolean | 'late' => {
    for (let k = 0; k < count; k++) {
      // Each world is replayed by the checker before it counts, which on long histories
      // takes milliseconds: a slice's worlds must not carry the call past its deadline.
      if (k > 0 && now() + bounds.reserveMs!() >= bounds.deadline) return 'late';
      const rec = records.subarray(k * L.RESULT_STRIDE, (k + 1) * L.RESULT_STRIDE);
      const world = readWorld(game, rec, floatingRank, nightCount);
      const end = check(world);
      if (!end) return false;
      const pass = rec[L.R_KIND]!;
      const index = store.add(world, { pass, branch: rec[L.R_BRANCH]!, order: rec[L.R_ORDER]! }, end);
      if (pass === L.MODE_ENUMERATE) {
        enumerated.push(index);
        if (walkPossible) showEnumerated(index);
        perThread[t]!++;
        const turn = rec[L.R_ORDER]!;
        while (perTurn.length <= turn) perTurn.push(0);
        perTurn[turn]!++;
      }
      if (pass === L.MODE_TEAM) teamFound[t] = true;
    }
    return true;
  };
  const { dead, mayDie } = deathFacts(game);
  const setup = (program: Int32Array | null, mode: number, extra: Partial<PassSetup> = {}): PassSetup => ({
    program, mode, fresh: mode === L.MODE_ENUMERATE, nodeCap: Math.max(1, maxNodes - bounds.nodesUsed), wantStart: new Int32Array(n),
    wantDemon: 0, mayDie, list: new Int32Array(0), listFirstOrder: 0, ...extra,
  });
  const prunes = new Array<number>(8).fill(0);
  let cancelled = false;
  let defect = false;
  /** Account for a finished pass; its bound, or null when it finished (or stopped with enough). */
  const after = (run: PassRun): StopReason => {
    run.stats.forEach((v, i) => { prunes[i]! += v; });
    cancelled ||= run.stop === 'cancelled';
    defect ||= run.stop === 'defect';
    return run.stop === 'node_limit' || run.stop === 'time_limit' || run.stop === 'cancelled' ? run.stop : null;
  };

  // 1. Enumerate. A thread whose own branches are done while another still enumerates
  // refutes ahead for the passes after it (threads/refute-ahead.ts).
  const enumeration = programs.map((p) => setup(p, L.MODE_ENUMERATE));
  const ahead = walkPossible && bounds.refuted ? refuteAhead(threads.length, bounds.refuted, {
    game, branches, setup, shown: (ordinaryOnly) => {
      const shown = ordinaryOnly ? shownSoFar.ordinary : shownSoFar.all;
      return { start: shown.start.slice(), demons: shown.demons };
    },
    demonSeats: temporal ? demonSeatsPossible(game) & ~dead : 0,
  }) : null;
  const first = await runPass(threads, ahead ? ahead.work(enumeration) : enumeration, bounds, maxResults + 1,
    (t, records, count) => (ahead?.walking(t) ? true : take(t, records, count)),
    (t, reply) => {
      if (ahead?.walking(t)) return false;
      // Any thread's world answers a test of existence: every thread stops.
      const enough = (firstWorld && enumerated.length > 0) || perThread[t]! > maxResults || (threads.length > 1 && firstWorldsKnown(perTurn, reply.minTurn, maxResults));
      if (enough) ahead?.stopped(t);
      return enough;
    }, ahead?.sharing(NO_SHARING));
  ahead?.end();
  const enumerationStop = after(first);
  stage = 'possibilities';
  const byOrder = (a: number, b: number) => {
    const x = store.origin(a);
    const y = store.origin(b);
    return x.order - y.order || x.branch - y.branch;
  };
  const confirmed = enumerated.slice().sort(byOrder).slice(0, maxResults + 1);
  const candidates = confirmed.slice(0, maxResults);
  const truncated = confirmed.length > maxResults;
  const unusualDecided = { starting: false, demonNow: false, teams: false };
  const decided: Decided = { starting: false, demonNow: false, teams: false, unusual: unusualDecided, count: null, stopReason: enumerationStop };

  // The per-seat answer is decided in two layers. Layer 1 searches ordinary worlds only (a
  // game without unusual rulings: its masks, and programs that never rely on one) and
  // counts as seen what ordinary worlds show. Layer 2, where unusual rulings are allowed,
  // then looks only for what no world has shown yet, with them allowed: every world it
  // finds needs one (layer 1 proved that no ordinary world shows it), so its cells are
  // 'unusual'. Both layers share the root branches (the passes index them), those of the
  // game with unusual rulings allowed, whose masks allow more.
  // The enumeration's worlds beyond the returned candidates depend on the threads (each
  // stops at its own point), so neither layer counts them as seen: layer 1 finds the same
  // first worlds of what they show as one thread would, and layer 2 then wants only what
  // no ordinary world shows (its programs skip assignments where no ruling's event can
  // happen, assembly/unusual-gate.ts).
  const returned = new Set(confirmed);
  const settled = (w: number) => store.origin(w).pass !== L.MODE_ENUMERATE || returned.has(w);
  const ordinary = (w: number) => store.unusual(w) === 0 && settled(w);
  const layers: Layer[] = [{ game: { ...game, unusualAllowed: 0 }, seen: ordinary, unusualOnly: false }];
  if (game.unusualAllowed !== 0) layers.push({ game, seen: settled, unusualOnly: true });
  const allBranches = () => branches.map((b, index) => rootProgramBranch(b, index));
  /** Stored worlds in an order that does not depend on the threads: by pass, root branch, order key, then characters. */
  const canonical = (worlds: number[]): number[] => worlds.sort((a, b) => {
    const x = store.origin(a);
    const y = store.origin(b);
    return x.pass - y.pass || x.branch - y.branch || x.order - y.order || compareRoles(store.roles(a), store.roles(b));
  });
  const wantedDemons = (worlds: readonly number[], layer: Layer): number => {
    let seen = 0;
    for (const w of worlds) if (layer.seen(w)) seen |= store.livingImps(w, R.IMP);
    return demonSeatsPossible(layer.game) & ~seen & ~dead;
  };
  const ownerOf = new Map<number, number>(split.flatMap((ids, t) => ids.map((b) => [b, t] as [number, number])));

  /**
   * Rounds of guesses (per-seat/cell-guesses.ts), each from the worlds known when it starts: the
   * returned candidates, then the worlds guesses found, by guess number — so the guesses, and
   * the worlds they find, do not depend on the threads. Each guess is one assignment searched
   * in team mode (its first history); its world is stored as a list world whose order is
   * the guess number (per-seat/possibilities.ts exampleOrder). Returns the known worlds.
   */
  const guessPass = async (start: readonly number[], layer: Layer): Promise<number[]> => {
    const known = [...start];
    const shown = new Int32Array(n);
    const show = (w: number) => { if (layer.seen(w)) for (let s = 0; s < n; s++) shown[s]! |= 1 << store.role(w, s); };
    known.forEach(show);
    const masks = seatMasks(layer.game);
    const program = compileProgram(layer.game, allBranches(), layer.unusualOnly);
    const loaded = new Set<number>();
    const guessOf = new Array<number>(threads.length).fill(-1);
    let numbered = 0;
    for (let round = 0; round < GUESS_ROUNDS; round++) {
      const guesses = cellGuesses(masks, shown, known.map((w) => store.roles(w)), GUESSES_PER_CELL);
      const first = numbered;
      numbered += guesses.length;
      let next = 0;
      const found: [number, number][] = [];
      const run = await runPass(threads, (t) => {
        const guess = guesses[next];
        if (!guess) return null;
        guessOf[t] = first + next++;
        teamFound[t] = false;
        return setup(loaded.has(t) ? null : (loaded.add(t), program), L.MODE_TEAM, {
          masks: Int32Array.from(guess, (code) => 1 << code), run: { first: 0, count: branches.length },
        });
      }, bounds, 1, (t, records, count) => {
        for (let k = 0; k < count; k++) {
          records[k * L.RESULT_STRIDE + L.R_KIND] = L.MODE_LIST;
          records[k * L.RESULT_STRIDE + L.R_ORDER] = guessOf[t]!;
        }
        const before = store.size;
        const took = take(t, records, count);
        for (let w = before; w < store.size; w++) found.push([guessOf[t]!, w]);
        if (store.size > before) teamFound[t] = true;
        return took;
      }, undefined, { ...NO_SHARING, settled: (t) => teamFound[t]! });
      decided.stopReason = after(run);
      found.sort((a, b) => a[0] - b[0]);
      for (const [, w] of found) { known.push(w); show(w); }
      if (run.stop !== null || found.length === 0) break;
    }
    return known;
  };

  /**
   * The project pass (assembly/search.ts MODE_PROJECT): walks the root branches and keeps a
   * partial assignment only while it can still show a starting character or a living Imp
   * no world the layer counts as seen shows. Each root branch is one piece; a thread that
   * runs out of work gets some of another's (threads/piece-queue.ts), starting with what was shown
   * before it (per-seat/seen-ledger.ts).
   */
  const projectPass = async (known: readonly number[], layer: Layer): Promise<PassRun> => {
    const wantStart = new Int32Array(n).fill(-1);
    for (const w of known) if (layer.seen(w)) for (let s = 0; s < n; s++) wantStart[s]! &= ~(1 << store.role(w, s));
    const initial = { wantStart, wantDemon: temporal ? wantedDemons(known, layer) : 0 };
    const roots = branches.map((b, index) => Int32Array.from(branchWords(rootProgramBranch(b, index))));
    const program = compileProgram(layer.game, [rootProgramBranch(branches[0]!, 0)], layer.unusualOnly);
    /** Per thread, the least key of the piece it searches (null: none). */
    const holding = new Array<number | null>(threads.length).fill(null);
    // A thread that waits for a piece hurries those at work: they split at their next
    // assignment instead of at the end of their slice (5-night seed 19: a thread waited
    // 98 of the pass's 182 ms).
    const queue = new PieceQueue(roots, () => holding.forEach((key, u) => { if (key !== null) threads[u]!.hurry?.(); }));
    const ledger = new SeenLedger(n, threads.length, initial);
    let recorded = store.size; // the worlds found before the pass are in `initial`
    const record = () => {
      for (; recorded < store.size; recorded++) {
        if (!layer.seen(recorded)) continue;
        const o = store.origin(recorded);
        ledger.add(worldKey(o.branch, o.order), store.roles(recorded), store.livingImps(recorded, R.IMP));
      }
    };
    /** Threads that have the project program loaded (later pieces send only their record). */
    const loadedOn = new Set<number>();
    const work = async (t: number): Promise<PassSetup | null> => {
      if (holding[t] !== null) { holding[t] = null; queue.finished(); }
      const piece = await queue.take();
      if (!piece) return null;
      holding[t] = piece.key;
      record();
      return setup(loadedOn.has(t) ? null : (loadedOn.add(t), program), L.MODE_PROJECT, {
        ...ledger.wantsAt(t, piece.key), branch: piece.record,
      });
    };
    const sharing: Sharing = {
      seen: (t) => { record(); return holding[t] === null ? undefined : ledger.news(t, holding[t]!); },
      // One piece is kept queued: a thread that finishes its piece takes it at once instead
      // of waiting for another's slice to end and split (5-night seed 17: 0.85 → 0.75 s).
      wantsSplit: () => threads.length > 1 && queue.empty,
      gave: (_t, pieces) => {
        const records: Int32Array[] = [];
        for (let k = 0; k < pieces.length; k += L.BR_SIZE) records.push(pieces.slice(k, k + L.BR_SIZE));
        queue.add(records);
      },
      stopped: () => queue.close(),
    };
    const run = await runPass(threads, work, bounds, 0, take, undefined, sharing);
    decided.stopReason = after(run);
    return run;
  };

  /**
   * One search per evil team no world the layer counts as seen shows (per-seat/team-pass.ts), each
   * stopping at the team's first world; guesses from neighbouring teams' worlds first.
   */
  const teamPass = async (layer: Layer): Promise<PassRun> => {
    const seen = new Set<number>();
    for (let w = 0; w < store.size; w++) if (layer.seen(w)) seen.add(store.evilTeam(w));
    const searches = teamSearches(n, seatMasks(layer.game), branches, seen, teamCountsFit(layer.game));
    const teamProgram = compileProgram(layer.game, allBranches(), layer.unusualOnly);
    const teamLoaded = new Set<number>();
    /** A world of each team found so far (its first), for the guesses (per-seat/team-pass.ts guessesFor). */
    const worldOfTeam = new Map<number, number>();
    let indexed = 0;
    /** Per thread, the team it searches and the guesses not yet tried (none: its full search runs). */
    const current = threads.map(() => null as { search: TeamSearch; guesses: Int32Array[] | null } | null);
    const queue = new TeamQueue(searches);
    /** Threads waiting for another's team search to end (every team left needs a neighbour's world). */
    const waiting: (() => void)[] = [];
    const wakeAll = () => { for (const resolve of waiting.splice(0)) resolve(); };
    let stopped = false;
    const teamWork = async (t: number): Promise<PassSetup | null> => {
      wakeAll(); // thread t ended a search, or starts: a neighbour's world may be known now
      const load = () => (teamLoaded.has(t) ? null : (teamLoaded.add(t), teamProgram));
      const last = current[t];
      if (last?.guesses && !teamFound[t]) { // the last guess failed: the next, then the whole team
        const guess = last.guesses.shift();
        if (!guess) last.guesses = null;
        return setup(load(), L.MODE_TEAM, { masks: guess ?? last.search.masks, run: last.search.run });
      }
      current[t] = null;
      let search: TeamSearch | 'wait' | undefined;
      for (;;) {
        const busy = current.flatMap((c, u) => (u !== t && c !== null && !teamFound[u] ? [c.search.team] : []));
        search = queue.take(stopped ? [] : busy);
        if (search !== 'wait') break;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      if (!search) { wakeAll(); return null; }
      for (; indexed < store.size; indexed++) if (!worldOfTeam.has(store.evilTeam(indexed))) worldOfTeam.set(store.evilTeam(indexed), indexed);
      teamFound[t] = false;
      const guesses = guessesFor(n, search, (team) => { const w = worldOfTeam.get(team); return w === undefined ? undefined : store.roles(w); });
      const guess = guesses.shift();
      current[t] = { search, guesses: guess ? guesses : null };
      return setup(load(), L.MODE_TEAM, { masks: guess ?? search.masks, run: search.run });
    };
    const run = await runPass(threads, teamWork, bounds, 1, take, undefined, {
      ...NO_SHARING, settled: (t) => teamFound[t]!, stopped: () => { stopped = true; wakeAll(); },
    });
    decided.stopReason = after(run);
    return run;
  };

  /** The list pass (case 2): among the candidates, histories that end with a Demon the layer has not seen. */
  const listPass = async (layer: Layer): Promise<PassRun | null> => {
    const wantDemon = wantedDemons(candidates, layer);
    if (wantDemon === 0 || mayDie === 0) return null;
    // The unusual layer's program skips assignments without the characters its rulings need: list none of them.
    const needs = layer.unusualOnly ? unusualNeedsInPlay(layer.game.unusualAllowed) : 0;
    const listed = candidates.filter((w) => (store.roles(w).reduce((held, r) => held | (1 << r), 0) & needs) === needs);
    if (listed.length === 0) return null;
    const sorted = listed.sort((a, b) => store.origin(a).branch - store.origin(b).branch || compareRoles(store.roles(a), store.roles(b)));
    const lists = threads.map(() => [] as number[]);
    for (const w of sorted) {
      const branch = store.origin(w).branch;
      const roles = store.roles(w);
      const entry = new Array<number>(L.LIST_STRIDE).fill(0);
      entry[0] = branch;
      roles.forEach((r, s) => { entry[s + 1] = r; });
      lists[ownerOf.get(branch)!]!.push(...entry);
    }
    // The enumeration's programs, told which rulings this layer allows (the list fixes the assignments).
    const layerPrograms = programs.map((p) => withUnusual(p, layer.game.unusualAllowed, layer.unusualOnly));
    const run = await runPass(threads, layerPrograms.map((p, t) => setup(p, L.MODE_LIST, {
      wantDemon, list: Int32Array.from(lists[t]!),
    })), bounds, 0, take);
    decided.stopReason = after(run);
    return run;
  };

  if (firstWorld) {
    // Existence is all that was asked: no per-seat answer.
  } else if (!defect && enumerationStop === null && !truncated) {
    // 2. Every assignment is a candidate: their cells are exact; the living Imps at the end
    // come from list passes over them, layer by layer.
    Object.assign(decided, { starting: true, teams: true, count: candidates.length, demonNow: !temporal });
    Object.assign(unusualDecided, { starting: true, teams: true, demonNow: !temporal });
    if (temporal) {
      for (const layer of layers) {
        const run = await listPass(layer);
        if (run && run.stop !== null) break;
        if (layer === layers[0]) decided.demonNow = true;
        if (layer === layers[layers.length - 1]) unusualDecided.demonNow = true;
      }
    }
  } else if (!defect && enumerationStop === null && truncated) {
    // 3. More worlds than maxResults: layer by layer, search for what the worlds known do not
    // show, first by guesses near them (per-seat/cell-guesses.ts), then by the project pass, then
    // each evil team not seen (per-seat/team-pass.ts).
    for (const layer of layers) {
      const first = layer === layers[0];
      // Guesses start from the returned candidates: the other worlds found so far may differ
      // with the threads (only each cell's first world is certain), and so would the guesses.
      const known = await guessPass(candidates, layer);
      // A world the checker refused among the guesses is a defect: nothing more to search.
      if (defect) break;
      const project = await projectPass(first ? known : [...Array(store.size).keys()], layer);
      if (project.stop !== null) break;
      if (first) Object.assign(decided, { starting: true, demonNow: true });
      const teams = await teamPass(layer);
      if (teams.stop !== null) break;
      if (first) decided.teams = true;
      if (layer === layers[layers.length - 1]) Object.assign(unusualDecided, { starting: true, demonNow: true, teams: true });
    }
  }
  return {
    store, candidates, confirmed, decided,
    nodes: bounds.nodesUsed + bounds.aheadNodes,
    prunes: Object.fromEntries(PRUNE_REASONS.map((name, i) => [name, prunes[i]!])),
    stopReason: cancelled ? 'cancelled' : truncated ? 'result_limit' : enumerationStop,
    defect,
    elapsedMs: now() - clock.start,
  };
}

/** A layer of the per-seat answer: the game whose unusual rulings it may rely on, and which stored worlds count as seen. */
interface Layer {
  game: Game;
  seen: (w: number) => boolean;
  /** The worlds this layer wants have no ordinary history (the unusual layer). */
  unusualOnly: boolean;
}

function compareRoles(a: number[], b: number[]): number {
  for (let s = 0; s < a.length; s++) if (a[s] !== b[s]) return a[s]! - b[s]!;
  return 0;
}
