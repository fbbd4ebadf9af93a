/**
 * Runs the widget's "why not" in the worker (`explain`, issue 33): for a game with no legal
 * world, or for a ruled-out cell of the seat table (a seat and a character). One at a time;
 * a newer one, or {@link ExplainController.clear} (the game changed, a search starts), drops
 * the one before. It is a numbered run of the same client as the searches: the widget starts
 * one only while no search runs, and a search started later supersedes it in the worker.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Explanation, ExplainTarget } from '../../src/explain/explain.ts';
import type { Progress } from '../../src/search/options.ts';
import type { NumberedSolverClient } from '../../src/worker/client.ts';
import type { GameInput, TemporalInput } from '../model/game.ts';

/** What the widget shows of a "why not". */
export interface ExplainState {
  running: boolean;
  /** Its progress while it runs (nodes summed over its searches, the time since it started). */
  progress: Progress | null;
  /** The answer, once it has come (null while it runs, or when there is none). */
  explanation: Explanation | null;
  /** The cell explained, or null for a game with no legal world. */
  target: ExplainTarget | null;
  /** A copy of the game explained, taken when it started: the rows are named from it. */
  game: TemporalInput | null;
  /** The game object it was started for (to tell an answer about an older game). */
  source: GameInput | null;
}

const NONE: ExplainState = { running: false, progress: null, explanation: null, target: null, game: null, source: null };

/** Drives the "why not" of one widget (its `host`, asked to update after every state change). */
export class ExplainController implements ReactiveController {
  state: ExplainState = NONE;
  /** The client's number of the run whose answer is wanted; null when none is. */
  private wanted: number | null = null;
  /** Stops the running one alone (the client's `cancel()` would stop a search started since too). */
  private abort: AbortController | null = null;

  constructor(private readonly host: ReactiveControllerHost, private readonly client: () => NumberedSolverClient) {
    host.addController(this);
  }

  /** The widget left the page: the running one is stopped. */
  hostDisconnected(): void {
    this.clear();
  }

  /**
   * Explains `game` (a history, with the limits its search ran with): why no legal world fits
   * it, or with `target`, why none starts that seat as that character. `excludeUnusual`: as
   * the search it explains was run. `source`: the widget's game object it is about.
   */
  run(game: TemporalInput, target: ExplainTarget | null, excludeUnusual: boolean, source: GameInput): void {
    const copy = structuredClone(game);
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    const run = this.client().start('explain', copy, {
      signal: abort.signal,
      onProgress: (progress: Progress) => {
        if (run.id === this.wanted) this.update({ ...this.state, progress });
      },
      unusual: excludeUnusual ? 'exclude' : 'allow',
    }, target ?? undefined);
    this.wanted = run.id;
    this.update({ running: true, progress: null, explanation: null, target, game: copy, source });
    void run.result.then((explanation) => {
      if (run.id !== this.wanted) return;
      this.update({ ...this.state, running: false, progress: null, explanation });
    });
  }

  /** The Stop button: the running one stops; what it found so far is shown, not every row shown to be needed. */
  stop(): void {
    if (this.state.running) this.abort?.abort();
  }

  /** Nothing is shown any more, and a running one is stopped (the game changed, or the reader closed it). */
  clear(): void {
    this.wanted = null;
    this.abort?.abort();
    this.abort = null;
    if (this.state !== NONE) this.update(NONE);
  }

  private update(state: ExplainState): void {
    this.state = state;
    this.host.requestUpdate();
  }
}
