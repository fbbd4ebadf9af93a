/**
 * Runs the widget's searches in the worker: one at a time, the newest game wins.
 *
 * - `schedule(game)` (after an edit) cancels the running search at once and starts a new
 *   one after a short pause (`debounceMs`), so typing does not start a search per key;
 * - `runNow(game)` starts at once; `stop()` cancels and keeps the partial result, which
 *   says `stopReason: 'cancelled'`;
 * - a result of a superseded search is dropped: the view only ever shows the answer to
 *   the game as it is now (or to the game of the search that was stopped).
 */
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import type { AnyCandidate } from '../../src/worker/api.ts';
import type { Progress } from '../../src/search/options.ts';
import type { SolverClient } from '../../src/worker/client.ts';
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
}

/**
 * Candidates that cross from the worker with a result, and per page fetched after: a
 * default search (80) comes whole; a huge one stays in the worker but for its first page.
 */
export const PAGE_SIZE = 100;

/** Drives searches for one widget; `onChange` is called after every state change. */
export class SearchController {
  state: SearchState = { running: false, progress: null, result: null, searched: null, source: null };
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly client: () => SolverClient,
    private readonly onChange: (state: SearchState) => void,
    private readonly onResult: (result: TemporalResult | LegacyResult) => void,
    /** Pause after an edit before the search starts (ms). */
    readonly debounceMs = 350,
  ) {}

  /** After an edit: cancel what runs now, search the new game after the pause. */
  schedule(game: GameInput): void {
    this.cancelRunning();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runNow(game), this.debounceMs);
  }

  /** Search `game` now (superseding any running search). */
  runNow(game: GameInput): void {
    clearTimeout(this.timer);
    const gen = ++this.generation;
    const searched = structuredClone(game);
    this.update({ ...this.state, running: true, progress: { nodes: 0, candidates: 0, elapsedMs: 0 } });
    const options = {
      onProgress: (progress: Progress) => {
        if (gen === this.generation) this.update({ ...this.state, progress });
      },
      pageSize: PAGE_SIZE,
    };
    const client = this.client();
    const request = isTemporal(searched) ? client.solveTemporal(searched, options) : client.solve(searched, options);
    void request.then((result) => {
      if (gen !== this.generation) return; // superseded by a newer edit
      this.update({ running: false, progress: null, result, searched, source: game });
      this.onResult(result);
    });
  }

  /**
   * "Show more": fetch the next page of the shown result's candidates from the worker and
   * add it to the shown result (nothing happens if a newer search started meanwhile).
   */
  async more(): Promise<void> {
    const shown = this.state.result;
    if (!shown || shown.candidates.length >= shown.stats.candidates) return;
    const gen = this.generation;
    const page = await this.client().candidates(shown.candidates.length, PAGE_SIZE);
    if (gen !== this.generation || this.state.result !== shown || page.length === 0) return;
    const result = { ...shown, candidates: [...shown.candidates, ...page] } as TemporalResult | LegacyResult;
    this.update({ ...this.state, result });
  }

  /** The Stop button: cancel the running search; its partial result is shown as stopped. */
  stop(): void {
    clearTimeout(this.timer);
    if (this.state.running) this.client().cancel();
  }

  /** Drops any pending or running search (used when the widget is removed). */
  dispose(): void {
    clearTimeout(this.timer);
    this.generation++;
    if (this.state.running) this.client().cancel();
  }

  private cancelRunning(): void {
    if (!this.state.running) return;
    this.generation++; // its result, when it comes, is for an outdated game
    this.client().cancel();
    this.update({ ...this.state, running: false, progress: null });
  }

  private update(state: SearchState): void {
    this.state = state;
    this.onChange(state);
  }
}
