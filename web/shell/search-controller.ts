/**
 * Runs the widget's searches in the worker: one at a time, the newest game wins.
 *
 * - `schedule(game)` (after an edit) cancels the running search at once and starts a new
 *   one after a short pause (`debounceMs`), so typing does not start a search per key;
 * - `runNow(game)` starts at once; `stop()` cancels and keeps the partial result, which
 *   says `stopReason: 'cancelled'`;
 * - a result of a superseded search is dropped: the view only ever shows the answer to
 *   the game as it is now (or to the game of the search that was stopped);
 * - a widget removed from the page stops searching (`hostDisconnected`);
 * - `excludeUnusual` is the search option `unusual` of the searches it starts from then on
 *   ('exclude' when set); the state says which the shown result was searched with.
 *
 * Searches are told apart by the number the client hands out (`NumberedSolverClient.start`), the
 * same number the worker aborts and pages by; the controller keeps no count of its own.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import type { AnyCandidate } from '../../src/worker/api.ts';
import type { Progress } from '../../src/search/options.ts';
import type { NumberedSolverClient } from '../../src/worker/client.ts';
import { LEGACY_DEFAULT_LIMITS, TEMPORAL_DEFAULT_LIMITS } from '../../src/model/limits.ts';
import type { LimitValues } from '../../src/text/words.ts';
import { isTemporal, type GameInput } from '../model/game.ts';

/** What the widget shows about searching. */
export interface SearchState {
  running: boolean;
  progress: Progress | null;
  result: TemporalResult | LegacyResult | null;
  /** The game the shown result answers (a copy taken when the search started). */
  searched: GameInput | null;
  /** The game object that search was started with (to tell whether the answer is outdated). */
  source: GameInput | null;
  /** That search left out worlds that need an unusual ruling (`unusual: 'exclude'`). */
  unusualExcluded: boolean;
  /** The limits that search ran with (the game's own over the defaults, and any raised by "Search longer"). */
  limits: LimitValues;
}

/** A limit "Search longer" raises, and by how much. */
export type RaisedLimit = 'maxMs' | 'maxNodes';
/** "Search longer" searches again with the limit that stopped the answer this many times as large. */
export const LONGER = 4;

/** The limits a game is searched with: its own `limits` over the defaults of its kind (src/model/limits.ts). */
export function limitsOf(game: GameInput): LimitValues {
  const defaults = isTemporal(game) ? TEMPORAL_DEFAULT_LIMITS : LEGACY_DEFAULT_LIMITS;
  const own = (game as { limits?: LimitValues }).limits;
  return { ...defaults, ...(typeof own === 'object' && own !== null ? own : {}) };
}

/**
 * Candidates that cross from the worker with a result, and per page fetched after: a
 * default search (80) comes whole; a huge one stays in the worker but for its first page.
 */
export const PAGE_SIZE = 100;

/**
 * Drives searches for one widget (its `host`, which it asks to update after every state
 * change). It has no `hostConnected`: what to search when the widget is (re)attached —
 * saved work, `src`, a shared link — is the widget's to decide.
 */
export class SearchController implements ReactiveController {
  state: SearchState = { running: false, progress: null, result: null, searched: null, source: null, unusualExcluded: false, limits: {} };
  /** Leave out worlds that need an unusual ruling in the searches started from now on. */
  excludeUnusual = false;
  /**
   * The client's number of the newest search started here while its answer is still
   * wanted; `null` once an edit or the host's removal dropped it. Progress and results
   * of any other number are of superseded searches.
   */
  private wanted: number | null = null;
  /**
   * A search begun before its game was adopted ({@link prefetch}): nothing of it is shown
   * until {@link runNow} is asked for that very game object. `deliver` is set when its
   * result has come meanwhile.
   */
  private held: { game: GameInput; id: number; excludeUnusual: boolean; deliver?: () => void } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly client: () => NumberedSolverClient,
    private readonly onResult: (result: TemporalResult | LegacyResult) => void,
    /** Pause after an edit before the search starts (ms). */
    readonly debounceMs = 350,
  ) {
    host.addController(this);
  }

  /** The widget left the page: no search starts after the pause, the running one is cancelled. */
  hostDisconnected(): void {
    clearTimeout(this.timer);
    if (this.held) this.abandon(this.held.game);
    this.cancelRunning();
  }

  /**
   * Starts searching `game` before it is known to be a game to show — a shared link or a
   * `src` game on its way to be checked — so that the check and the search go to the worker
   * together, not one after the other. Nothing of it is shown: {@link runNow} for that very
   * game object (with the same unusual setting) takes it over, its result shown at once if it
   * has come; {@link abandon} drops it. Only when nothing is searched or shown yet (a page
   * that opens): it must never supersede a search of the player's. Says whether it started.
   */
  prefetch(game: GameInput): boolean {
    if (this.state.running || this.state.result || this.held) return false;
    this.start(game, undefined, true);
    return true;
  }

  /** `game`'s check failed: its prefetched search is dropped, its result never shown. */
  abandon(game: GameInput): void {
    if (this.held?.game !== game) return;
    this.held = null;
    this.wanted = null;
    this.client().cancel();
  }

  /** After an edit: cancel what runs now, search the new game after the pause. */
  schedule(game: GameInput): void {
    this.cancelRunning();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runNow(game), this.debounceMs);
  }

  /**
   * Search `game` now (superseding any running search). `raise`: "Search longer" — that limit
   * {@link LONGER} times what the shown answer was searched with, for this search only (the
   * game itself is not changed).
   */
  runNow(game: GameInput, raise?: RaisedLimit): void {
    clearTimeout(this.timer);
    const held = this.held;
    this.held = null;
    if (held && !raise && held.game === game && held.excludeUnusual === this.excludeUnusual && held.id === this.wanted) {
      // The prefetched search of this game is the one wanted: shown from now on.
      if (held.deliver) held.deliver();
      else this.update({ ...this.state, running: true, progress: { nodes: 0, candidates: 0, elapsedMs: 0, stage: 'candidates' } });
      return;
    }
    this.start(game, raise, false);
  }

  private start(game: GameInput, raise: RaisedLimit | undefined, hold: boolean): void {
    const searched = structuredClone(game);
    const limits = limitsOf(game);
    if (raise) {
      const before = this.state.source === game ? this.state.limits[raise] : undefined;
      limits[raise] = (before ?? limits[raise] ?? 1) * LONGER;
      (searched as { limits?: LimitValues }).limits = { ...(searched as { limits?: LimitValues }).limits, [raise]: limits[raise] };
    }
    const unusualExcluded = this.excludeUnusual;
    const search = this.client().start(isTemporal(searched) ? 'temporal' : 'legacy', searched, {
      // Progress crosses from the worker, so it comes after `start` has returned.
      onProgress: (progress: Progress) => {
        if (search.id === this.wanted && this.held?.id !== search.id) this.update({ ...this.state, progress });
      },
      pageSize: PAGE_SIZE,
      unusual: unusualExcluded ? 'exclude' : 'allow',
    });
    this.wanted = search.id;
    if (hold) this.held = { game, id: search.id, excludeUnusual: unusualExcluded };
    else this.update({ ...this.state, running: true, progress: { nodes: 0, candidates: 0, elapsedMs: 0, stage: 'candidates' } });
    void search.result.then((result) => {
      if (search.id !== this.wanted) return; // superseded by a newer search, or dropped by an edit
      const deliver = () => {
        this.update({ running: false, progress: null, result, searched, source: game, unusualExcluded, limits });
        this.onResult(result);
      };
      if (this.held?.id === search.id) this.held.deliver = deliver; // not adopted yet: kept, not shown
      else deliver();
    });
  }

  /**
   * "Show more": fetch the next page of the shown result's candidates from the worker and
   * add it to the shown result (nothing happens if a newer search started meanwhile).
   */
  async more(): Promise<void> {
    const shown = this.state.result;
    if (!shown || shown.candidates.length >= shown.stats.candidates) return;
    const wanted = this.wanted;
    const page = await this.client().candidates(shown.candidates.length, PAGE_SIZE);
    if (wanted !== this.wanted || this.state.result !== shown || page.length === 0) return;
    const result = { ...shown, candidates: [...shown.candidates, ...page] } as TemporalResult | LegacyResult;
    this.update({ ...this.state, result });
  }

  /** The Stop button: cancel the running search; its partial result is shown as stopped. */
  stop(): void {
    clearTimeout(this.timer);
    if (this.state.running) this.client().cancel();
  }

  private cancelRunning(): void {
    if (!this.state.running) return;
    this.wanted = null; // its result, when it comes, is for an outdated game
    this.client().cancel();
    this.update({ ...this.state, running: false, progress: null });
  }

  private update(state: SearchState): void {
    this.state = state;
    this.host.requestUpdate();
  }
}
