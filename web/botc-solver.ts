/**
 * `<botc-solver>`: the whole widget in one element — the answer first (a one-sentence
 * headline, the grimoire circle that carries it, the seats still open), then the game's
 * editors, folded; the search runs in the worker. Everything lives in its shadow root; it
 * makes no network request of its own (only `src`, when the host page sets it, is fetched).
 *
 * Properties:
 * - `game`: the input object (`botc-temporal-v1`, or a legacy first-night input); setting
 *   it replaces the game and starts a search. Reading it gives the current game.
 * - `readonly` (attribute `readonly`): shows the game and the answer — no editing, no
 *   search controls (no Stop, "Search longer" or search settings), export and share only;
 * - `spoiler` (attribute `spoiler`): the answer stays behind a "Reveal the answer" button
 *   until the reader presses it (for puzzle pages).
 * Attributes:
 * - `src`: URL of a game JSON (a game, a `botc-history-v1` notebook, or a published case
 *   file `{input, …}`), loaded when no locally saved work exists for it;
 * - `storage-key`: name under which the work is autosaved (default: per `src`).
 * Events (bubbling, composed):
 * - `botc-result` (detail: the result of every finished search);
 * - `botc-change` (detail: the game after every edit made in the widget).
 * Theming: the `--botc-*` custom properties (`web/ui/styles.ts`) and the parts
 * `header`, `editor`, `answer`, `errors`.
 *
 * The class does not register itself: `defineSolver()` (web/define-solver.ts) sets the
 * worker factory first, so an element already in the page never starts the wrong worker.
 */
import { LitElement, css, html, type PropertyValues } from 'lit';
import type { InputError, LegacyResult, TemporalCandidate, TemporalResult } from '../src/contract/result.ts';
import { needsUnusual } from '../src/text/unusual.ts';
import { createClient, type NumberedSolverClient, type WorkerFactory } from '../src/worker/client.ts';
import { emptyGame, gameShapeErrors, isTemporal, type GameInput } from './model/game.ts';
import type { BotcSolverElement } from './element-types.ts';
import { clearWork, loadWork, saveWork } from './keep/autosave.ts';
import { fileErrorInWords, importText, responseText } from './keep/files.ts';
import { copyFirstNight } from './keep/first-night.ts';
import { EMPTY_NOTEBOOK, type Notebook } from './keep/notebook.ts';
import { gameFromFragment } from './keep/share.ts';
import { SearchController, type RaisedLimit } from './shell/search-controller.ts';
import { ExplainController } from './shell/explain-controller.ts';
import { withRowOff } from './model/row-off.ts';
import type { RowDetail } from './views/conflict.ts';
import type { ExplainTarget } from '../src/explain/explain.ts';
import type { SearchLongerDetail } from './views/status-banner.ts';
import { worldName } from './views/candidate-list.ts';
import type { BotcTownCircle } from './views/town-circle.ts';
import { GAME_EDIT, type GameEditDetail } from './ui/events.ts';
import { baseStyles } from './ui/styles.ts';
import './elements.ts';

/** An import or load problem shown to the user (same shape as the library's errors), and in words once shown. */
type ShownError = Pick<InputError, 'path' | 'message'> & { code: string; words?: string };

/** No conflict shown (the editors mark no row). */
const NO_PATHS: readonly string[] = [];

/** Views of the answer drawn one after another (see BotcSolver.drawInStages). */
const ANSWER_STAGES = 4;

/** The longest the first drawing waits for the solver's worker to run (ms; see BotcSolver.scheduleUpdate). */
const FIRST_DRAW_WAIT_MS = 100;

/** The `<botc-solver>` element (its page-facing surface, typed for the package: element-types.ts). */
export class BotcSolver extends LitElement implements BotcSolverElement {
  /**
   * Creates the solver worker; set by `defineSolver()`. The one-file library uses an
   * inline worker (it must work from a foreign origin); the app and the tests a module worker.
   */
  static workerFactory: WorkerFactory | null = null;

  static override properties = {
    readonly: { type: Boolean, reflect: true },
    spoiler: { type: Boolean, reflect: true },
    src: { type: String },
    storageKey: { type: String, attribute: 'storage-key' },
    _game: { state: true },
    _notebook: { state: true },
    _auto: { state: true },
    _excludeUnusual: { state: true },
    _errors: { state: true },
    _errorsTitle: { state: true },
    _selected: { state: true },
    _saveFailed: { state: true },
    _backup: { state: true },
    _stage: { state: true },
    _opened: { state: true },
    _revealed: { state: true },
    _historyOpen: { state: true },
  };

  static override styles = [baseStyles, css`
    :host { display: block; background: var(--botc-bg, #fff); container-type: inline-size; }
    header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.5em; }
    header h2 { margin: 0.2em 0; font-size: 1.2em; }
    /* The answer first, in reading order as on the screen; beside the game on a wide screen. */
    .layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1em; }
    @container (min-width: 900px) {
      .layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
    }
    section > details, .views > details, section > botc-seat-table { border-top: 1px solid var(--botc-border, #c9c9d1); padding: 0.3em 0; }
    summary { cursor: pointer; font-weight: 600; padding: 0.3em 0; }
    .errors { border: 2px solid var(--botc-demon, #b3261e); border-radius: var(--botc-radius, 6px); padding: 0.5em 0.8em; margin: 0.5em 0; }
    .errors ul { margin: 0.3em 0; padding-left: 1.2em; }
    .stale-note { font-weight: 600; margin: 0.3em 0; }
    /* An answer to an earlier version of the game, or one a running search will replace. */
    .views.stale { opacity: 0.45; }
    .cover { border: 2px dashed var(--botc-border, #c9c9d1); border-radius: var(--botc-radius, 6px); padding: 1em; text-align: center; }
    .notice { border: 1px solid var(--botc-accent, #3552c8); border-radius: var(--botc-radius, 6px); padding: 0.5em 0.8em; margin: 0.5em 0; }
    code { overflow-wrap: anywhere; }
    label.notes { display: block; }
    textarea { display: block; width: 100%; min-height: 6em; }
  `];
  declare readonly: boolean;
  /** The answer stays behind a "Reveal the answer" button until the reader asks for it (attribute `spoiler`). */
  declare spoiler: boolean;
  declare src: string | null;
  declare storageKey: string | null;
  declare _game: GameInput;
  declare _notebook: Notebook;
  declare _auto: boolean;
  /** The "leave out unusual rulings" switch (the search option `unusual: 'exclude'`); for this element's lifetime, like `_auto`. */
  declare _excludeUnusual: boolean;
  declare _errors: ShownError[];
  declare _errorsTitle: string;
  declare _selected: string | null;
  declare _saveFailed: boolean;
  /** What replaced the game the user had here, which is kept until they choose (null: nothing). */
  declare _backup: 'shared' | 'imported' | null;
  /** How many of the answer's views are drawn for the shown result (ANSWER_STAGES: one more per task). */
  declare _stage: number;
  /** Editor sections opened at least once: a closed section's editor is drawn only when first opened. */
  declare _opened: ReadonlySet<string>;
  /** The reader asked to see the answer of a `spoiler` widget (for the element's lifetime). */
  declare _revealed: boolean;
  /** The example history is unfolded (a world was chosen in the table or the list). */
  declare _historyOpen: boolean;

  /**
   * Kept for the element's lifetime (`dispose()` on removal stops its worker; a later
   * search starts a new one): its search numbers keep increasing, so a search from before
   * a removal can never pass for a newer one.
   */
  private client: NumberedSolverClient | null = null;
  private readonly controller: SearchController;
  /** Why not (issue 33): for a game with no legal world, at once; for a ruled-out cell, when asked. */
  private readonly explainer: ExplainController;
  /** The result the answer's views were last drawn for (a new one is drawn in stages). */
  private drawnResult: TemporalResult | LegacyResult | null = null;
  private hostGame = false;
  /** Reads what a save would overwrite and must be kept (a shared link's backup); runs once, before the next save. */
  private beforeSave: (() => void) | null = null;
  private loadedSrc: string | null = null;

  constructor() {
    super();
    this.readonly = false;
    this.spoiler = false;
    this.src = null;
    this.storageKey = null;
    this._game = emptyGame();
    this._notebook = EMPTY_NOTEBOOK;
    this._auto = true;
    this._excludeUnusual = false;
    this._errors = [];
    this._errorsTitle = '';
    this._selected = null;
    this._saveFailed = false;
    this._backup = null;
    this._stage = ANSWER_STAGES;
    // Every editor starts folded: the answer comes first, and a closed editor costs nothing to draw.
    this._opened = new Set();
    this._revealed = false;
    this._historyOpen = false;
    this.controller = new SearchController(
      this,
      () => this.solver(),
      (result) => {
        this.dispatchEvent(new CustomEvent('botc-result', { detail: result, bubbles: true, composed: true }));
        this.explainContradiction(result);
      },
    );
    this.explainer = new ExplainController(this, () => this.solver());
    this.addEventListener(GAME_EDIT, (e) => {
      e.stopPropagation();
      if (!this.readonly) this.adopt((e as CustomEvent<GameEditDetail>).detail.game, { fromUser: true, typing: true });
    });
  }

  /** The current game (a copy is not made: treat it as read-only). */
  get game(): GameInput {
    return this._game;
  }

  /** Replaces the game (e.g. from the host page) and searches it. */
  set game(value: GameInput) {
    // Something that is not a game at all is refused with its problems shown, the game kept.
    const shape = gameShapeErrors(value);
    if (shape.length > 0) {
      this.showErrors('The page set something that is not a game; the game here is unchanged', shape, value);
      return;
    }
    let copy: GameInput;
    try {
      copy = structuredClone(value);
    } catch (error) {
      // A value no copy can hold (a function, say) is not a game either.
      this.showErrors('The page set something that is not a game; the game here is unchanged',
        [{ code: 'invalid_type', path: '$', message: `the game cannot be copied: ${(error as Error).message}` }], value);
      return;
    }
    this._errors = [];
    this.hostGame = true;
    this.adopt(copy, { fromUser: false });
  }

  /**
   * A new answer is drawn one view per task (status and circle, then the table, the list,
   * the example history), so that no single task keeps the page busy for long.
   */
  private drawInStages(): void {
    this._stage = 1;
    const next = () => {
      if (this._stage >= ANSWER_STAGES) return;
      this._stage++;
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  }

  /**
   * The first drawing waits for a task of its own, and, when the element has started a
   * search as it connected (a shared link, saved work), until the solver's worker runs — at
   * most {@link FIRST_DRAW_WAIT_MS}. A browser starts a worker only when the page's main
   * thread is free after the task that created it: drawing the whole widget in the
   * library's evaluation made one 85 ms task, and drawing it right after delayed the
   * worker's start by the drawing's 30–50 ms (traces in bench/README.md, issue 36).
   */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) {
      const running = this.client?.whenRunning();
      await new Promise<void>((resolve) => {
        setTimeout(resolve, running ? FIRST_DRAW_WAIT_MS : 0);
        void running?.then(resolve);
      });
    }
    await super.scheduleUpdate();
  }

  private solver(): NumberedSolverClient {
    if (!BotcSolver.workerFactory) throw new Error('<botc-solver> was defined without a worker: use defineSolver(workerFactory)');
    this.client ??= createClient(BotcSolver.workerFactory);
    return this.client;
  }

  private key(): string {
    return this.storageKey ?? (this.src ? `src:${this.src}` : 'game');
  }

  private readonly onHashChange = (): void => { this.openSharedLink(); };

  /**
   * Opens the game of a share link in the page address (`#game=…`), if there is one, and
   * says whether there was. The link is opened once: the fragment is cleared so that a
   * reload restores the work done since, and the work saved before is kept aside to be
   * restored on request.
   */
  private openSharedLink(): boolean {
    const shared = typeof location === 'undefined' ? null : gameFromFragment(location.hash);
    if (!shared) return false;
    history.replaceState(history.state, '', location.pathname + location.search);
    if ('error' in shared) {
      this.showErrors('The shared link could not be opened', [{ code: 'share_link', path: '$', message: shared.error }]);
      return false;
    }
    // The work saved here is read when first needed — before anything is saved over it, or
    // once the link's check is back — not now: a page's first reading of its storage took
    // about 13 ms, in the library's evaluation task (bench/README.md, issue 36).
    let before: ReturnType<typeof loadWork> | undefined;
    const readBefore = () => { before ??= loadWork(this.key()); };
    const earlier = this.beforeSave; // another link still being checked reads its own too
    this.beforeSave = earlier ? () => { earlier(); readBefore(); } : readBefore;
    const shown = this._game;
    void this.importValue(JSON.stringify(shared), 'The shared link could not be opened').then((opened) => {
      readBefore();
      if (opened && before) this.keepBackup(before, 'shared');
      // A link whose game is refused opens the saved work instead, as a page without the
      // link would have: the blank game shown meanwhile must not be edited over it. Not when
      // something else has come in since (the page's game, an import).
      else if (!opened && before && this._game === shown && !this.hostGame) {
        this._notebook = before.notebook;
        this.adopt(before.game, { fromUser: false });
      }
    });
    return true;
  }

  /** A file the user imported: it replaces the game here, which is kept and offered back. */
  private async importFile({ text, name, bytes }: { text: string; name: string; bytes?: number }): Promise<void> {
    const before = { game: this._game, notebook: this._notebook };
    if (await this.importValue(text, `${name} was not imported`, true, bytes)) this.keepBackup(before, 'imported');
  }

  /** Where the work saved before a shared link or an imported file replaced it is kept. */
  private backupKey(): string {
    return `${this.key()}:before-share`;
  }

  /** Keeps `before`, the work a shared link or an imported file replaced, and offers it back. */
  private keepBackup(before: { game: GameInput; notebook: Notebook }, by: 'shared' | 'imported'): void {
    saveWork(this.backupKey(), before);
    this._backup = by;
  }

  /** Brings back the work a shared link or an imported file replaced. */
  private restoreBackup(): void {
    const before = loadWork(this.backupKey());
    this._backup = null;
    clearWork(this.backupKey());
    if (!before) return;
    this._notebook = before.notebook;
    this._selected = null;
    this.adopt(before.game, { fromUser: true });
  }

  override connectedCallback(): void {
    // A page may set `game` before this element's script has loaded: that value sits on the
    // element itself and hides the accessor. Take it over.
    if (Object.hasOwn(this, 'game')) {
      const early = (this as unknown as { game: GameInput }).game;
      delete (this as unknown as { game?: GameInput }).game;
      this.game = early;
    }
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    if (this.hostGame || this.openSharedLink()) return;
    const saved = loadWork(this.key());
    if (saved) {
      this._notebook = saved.notebook;
      this.adopt(saved.game, { fromUser: false });
    } else if (!this.src) {
      this.adopt(this._game, { fromUser: false });
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // the search controller cancels the running search
    window.removeEventListener('hashchange', this.onHashChange);
    this.client?.dispose();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const shown = this.controller.state.result;
    if (shown !== this.drawnResult) {
      this.drawnResult = shown;
      this.drawInStages();
    }
    if (changed.has('src') && this.src && this.src !== this.loadedSrc && !this.hostGame && this.isConnected && !loadWork(this.key())) {
      this.loadedSrc = this.src;
      void this.loadSrc(this.src);
    }
  }

  private async loadSrc(url: string): Promise<void> {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { text, bytes } = await responseText(response);
      await this.importValue(text, `The game at ${url} could not be loaded`, false, bytes);
    } catch (error) {
      this.showErrors(`The game at ${url} could not be loaded`, [{ code: 'load_failed', path: '$', message: (error as Error).message }]);
    }
  }

  /**
   * Checks imported text completely; adopts it only when it is valid. `fromUser`: the
   * player imported it (announced with `botc-change`), not a `src` or share-link load.
   */
  private async importValue(text: string, failTitle: string, fromUser = false, bytes?: number): Promise<boolean> {
    // A game opened with the page (a shared link, `src`) is searched as it goes to be checked,
    // not once the check has come back (search-controller.ts `prefetch`): the first input
    // checked is the game adopted. Nothing of that search is shown unless the check passes.
    let early: GameInput | null = null;
    const outcome = await importText(text, (input) => {
      const checked = this.solver().validate(input);
      if (!fromUser && !early && this._auto && this.controller.prefetch(input as GameInput)) early = input as GameInput;
      return checked;
    }, bytes);
    if (!outcome.ok && early) this.controller.abandon(early);
    if (!outcome.ok) {
      // Only `internal` errors: the solver itself failed (e.g. its worker could not start), not the game.
      const solverFailed = outcome.errors.length > 0 && outcome.errors.every((e) => e.code === 'internal');
      this.showErrors(solverFailed ? 'The solver could not check the game' : failTitle, outcome.errors, outcome.value);
      return false;
    }
    this._errors = [];
    this._notebook = outcome.notebook;
    this._selected = null;
    this.adopt(outcome.game, { fromUser });
    return true;
  }

  /**
   * Shows problems of a load or import; `value` is the file's JSON, whose rows name where
   * each problem is. The box is brought into view: on a phone the file input is far below it.
   */
  private showErrors(title: string, errors: ShownError[], value?: unknown): void {
    this._errorsTitle = title;
    this._errors = errors.map((e) => ({ ...e, words: fileErrorInWords(value, e) }));
    void this.updateComplete.then(() => {
      const box = this.renderRoot.querySelector<HTMLElement>('.errors');
      box?.scrollIntoView({ block: 'nearest' });
      box?.focus({ preventScroll: true });
    });
  }

  /**
   * Makes `game` the current game: saves it, tells the host (user edits), searches it —
   * after a short pause for edits in the editors (typing), at once for a loaded game.
   */
  private adopt(game: GameInput, { fromUser, typing = false }: { fromUser: boolean; typing?: boolean }): void {
    this._game = game;
    this.save();
    if (fromUser) this.dispatchEvent(new CustomEvent('botc-change', { detail: game, bubbles: true, composed: true }));
    if (!this._auto) return;
    this.explainer.clear(); // its rows are named by their place in the game searched
    if (typing) this.controller.schedule(game);
    else this.controller.runNow(game);
  }

  private save(): void {
    this.beforeSave?.();
    this.beforeSave = null;
    this._saveFailed = !saveWork(this.key(), { game: this._game, notebook: this._notebook });
  }

  private setNotes(notes: string): void {
    this._notebook = { ...this._notebook, notes };
    this.save();
  }

  /**
   * The candidate or example world (a cell's example, `w1`…) whose history is shown: the
   * chosen one, else the first ordinary candidate, else the first.
   */
  private selectedCandidate(): TemporalCandidate | null {
    const result = this.controller.state.result;
    if (!result || !('coverage' in result)) return null;
    const examples = result.possibilities?.examples ?? [];
    return result.candidates.find((c) => c.id === this._selected) ?? examples.find((c) => c.id === this._selected) ??
      result.candidates.find((c) => !needsUnusual(c)) ?? result.candidates[0] ?? null;
  }

  /** The "leave out unusual rulings" switch: later searches use it; the game is searched again at once when searches follow edits. */
  private setExcludeUnusual(exclude: boolean): void {
    this._excludeUnusual = exclude;
    this.controller.excludeUnusual = exclude;
    if (this._auto) this.search();
  }

  /** Searches the game as it is now (superseding the running search and any "why not"); `raise`: "Search longer". */
  private search(raise?: RaisedLimit): void {
    this.explainer.clear();
    this.controller.runNow(this._game, raise);
  }

  /**
   * A finished search of the game as it is now found no legal world: the rows that cannot
   * all hold are looked for at once (a history only: a first-night game has no rows to name).
   */
  private explainContradiction(result: TemporalResult | LegacyResult): void {
    const s = this.controller.state;
    if (result.status !== 'contradiction' || s.source !== this._game || !s.searched || !isTemporal(s.searched)) return;
    this.explainer.run(s.searched, null, s.unusualExcluded, s.source);
  }

  /** "Why not" for a ruled-out cell of the answer shown. */
  private explainCell(target: ExplainTarget): void {
    const s = this.controller.state;
    if (s.running || !s.searched || !isTemporal(s.searched) || s.source !== this._game) return;
    this.explainer.run(s.searched, target, s.unusualExcluded, s.source);
  }

  /** The JSON paths of the conflict shown, when it is about the game as it is now (the editors mark them). */
  private conflictPaths(): readonly string[] {
    const e = this.explainer.state;
    return e.explanation && e.source === this._game ? e.explanation.rows.map((r) => r.path) : NO_PATHS;
  }

  /** "Turn this row off": the row stays in the game, unused, and the game is searched again. */
  private turnRowOff(path: string): void {
    const next = withRowOff(this._game, path);
    if (next) this.adopt(next, { fromUser: true });
  }

  /** "Show": opens the editor holding the row at `path` and brings the row into view. */
  private async showRow(path: string): Promise<void> {
    const section = path.startsWith('$.evidence') ? 'evidence' : path.startsWith('$.reports') ? 'reports' : 'history';
    this.opened(section, true);
    await this.updateComplete;
    const tag = { evidence: 'botc-evidence-editor', reports: 'botc-report-editor', history: 'botc-history-editor' }[section];
    const editor = this.renderRoot.querySelector<HTMLElement & { revealRow(p: string): Promise<boolean> }>(tag);
    await editor?.revealRow(path);
  }

  private renderErrors() {
    if (this._errors.length === 0) return '';
    return html`<div class="errors" role="alert" part="errors" tabindex="-1">
      <strong>${this._errorsTitle}</strong> — nothing was changed.
      <ul>${this._errors.map((e) => html`<li data-path=${e.path}>${e.words ?? e.message}</li>`)}</ul>
      <button @click=${() => { this._errors = []; }}>Dismiss</button>
    </div>`;
  }

  private renderEditors() {
    const game = this._game;
    const temporal = isTemporal(game);
    const ro = this.readonly;
    const conflicts = this.conflictPaths();
    const rows = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    // A closed section's editor is drawn when the section is first opened: drawing every
    // editor of a 15-player game at once kept the page busy for too long. All start folded,
    // with what they hold in their headings, so the answer fits the first screen.
    const section = (name: string, title: string, body: () => unknown) => html`
      <details ?open=${this._opened.has(name)} data-section=${name} @toggle=${(e: Event) => this.opened(name, (e.target as HTMLDetailsElement).open)}>
        <summary>${title}</summary>${this._opened.has(name) ? body() : ''}</details>`;
    const phases = temporal ? game.phases : [];
    const nights = phases.filter((p) => p.phase === 'night').length;
    return html`
      ${section('seating', `Players and seating (${game.players.length})`, () => html`<botc-seating-editor .game=${game} ?readonly=${ro}></botc-seating-editor>`)}
      ${section('evidence', `Claims and evidence (${rows(game.evidence.length, 'row')})`, () => html`<botc-evidence-editor .game=${game} ?readonly=${ro} .conflicts=${conflicts}></botc-evidence-editor>`)}
      ${temporal ? html`
        ${section('reports', `Information reports (${game.reports.length})`, () => html`<botc-report-editor .game=${game} ?readonly=${ro} .conflicts=${conflicts}></botc-report-editor>`)}
        ${section('history', `Nights and days (${rows(nights, 'night')}, ${rows(phases.length - nights, 'day')})`, () => html`<botc-history-editor .game=${game} ?readonly=${ro} .conflicts=${conflicts}></botc-history-editor>`)}` : ''}
      ${section('notes', 'Notes', () => html`
        <label class="notes">Your notes (saved with the game, not searched)
          <textarea .value=${this._notebook.notes} ?readonly=${ro}
            @change=${(e: Event) => this.setNotes((e.target as HTMLTextAreaElement).value)}></textarea></label>
        ${temporal && this._notebook.firstNight && !ro ? html`<p class="row">
          <button @click=${() => this.adopt(copyFirstNight(game as never, this._notebook.firstNight!), { fromUser: true })}>
            Copy the notebook's first-night evidence into this history</button></p>` : ''}`)}`;
  }

  private opened(name: string, open: boolean): void {
    const next = new Set(this._opened);
    if (open) next.add(name); else next.delete(name);
    this._opened = next;
  }

  /** A world was chosen (in the table or the list): show its history, unfolded, and bring it into view. */
  private choose(id: string): void {
    this._selected = id;
    this._historyOpen = true;
    this.renderRoot.querySelector<BotcTownCircle>('botc-town-circle')?.showWorld();
    void this.updateComplete.then(() => this.renderRoot.querySelector('#history')?.scrollIntoView({ block: 'nearest' }));
  }

  private renderAnswer() {
    if (this.spoiler && !this._revealed) {
      return html`<div class="cover" data-spoiler>
        <p>The answer is hidden, so that you can work the puzzle out first.</p>
        <button type="button" class="primary" @click=${() => { this._revealed = true; }}>Reveal the answer</button></div>`;
    }
    const s = this.controller.state;
    const result = s.result;
    const searched = s.searched ?? this._game;
    const legacy = result && 'topCruxes' in result ? result : null;
    const changed = !!result && (s.source !== this._game || s.unusualExcluded !== this._excludeUnusual);
    // While a new search runs, or the game changed since, the answer shown is an older one: greyed.
    const stale = changed || (s.running && !!result);
    const world = this.selectedCandidate() ?? (legacy ? legacy.candidates.find((c) => c.id === this._selected) ?? legacy.candidates[0] ?? null : null);
    const listed = result ? Math.max(result.stats.candidates, result.candidates.length) : 0;
    return html`
      ${changed ? html`<p class="stale-note" role="status">
        ${s.source !== this._game ? 'The game has changed since this answer.' : 'The unusual rulings switch has changed since this answer.'}
        ${this._auto ? 'A new search follows.' : html`<button type="button" @click=${() => this.search()}>Search now</button>`}</p>` : ''}
      <botc-status-banner .game=${searched} .result=${result} ?running=${s.running} .progress=${s.progress}
        .limits=${s.limits} .unusualExcluded=${s.unusualExcluded} ?readonly=${this.readonly}
        @botc-search-stop=${() => this.controller.stop()}
        @botc-search-longer=${(e: CustomEvent<SearchLongerDetail>) => this.search(e.detail.limit)}></botc-status-banner>
      ${this.explainer.state.target ? '' : this.renderConflict()}
      ${result?.status === 'contradiction' && !stale && !this.explainer.state.running && !this.explainer.state.explanation && isTemporal(searched)
        ? html`<p><button type="button" data-why @click=${() => this.explainContradiction(result)}>Show the rows that cannot all hold</button></p>` : ''}
      ${result && result.candidates.length > 0 ? html`<div class="views ${stale ? 'stale' : ''}" aria-busy=${stale ? 'true' : 'false'}
          @botc-select-candidate=${(e: CustomEvent<{ id: string }>) => this.choose(e.detail.id)}>
        <botc-town-circle .game=${searched} .result=${result} .world=${world}></botc-town-circle>
        ${this._stage >= 2 ? html`<botc-seat-table .game=${searched} .result=${result}></botc-seat-table>
          ${legacy ? '' : html`<botc-why-not-ask .game=${searched} .result=${result} ?disabled=${stale}
            @botc-why-not=${(e: CustomEvent<ExplainTarget>) => this.explainCell(e.detail)}></botc-why-not-ask>
            ${this.explainer.state.target ? this.renderConflict() : ''}`}
          ${legacy ? html`<botc-cruxes .game=${searched} .cruxes=${legacy.topCruxes}></botc-cruxes>` : ''}` : ''}
        ${this._stage >= 3 ? html`<details data-section="worlds"><summary>The worlds (${listed.toLocaleString('en-US')} listed)</summary>
          <botc-candidate-list .game=${searched} .result=${result} .selected=${world?.id ?? null}
            @botc-more-candidates=${() => void this.controller.more()}></botc-candidate-list></details>` : ''}
        ${legacy || this._stage < 4 ? '' : html`<details id="history" data-section="history" ?open=${this._historyOpen}
            @toggle=${(e: Event) => { this._historyOpen = (e.target as HTMLDetailsElement).open; }}>
          <summary>Example history${world ? `: ${worldName(result, world)}` : ''}</summary>
          ${this._historyOpen ? html`<botc-witness-timeline .game=${searched} .candidate=${world}
            .replayer=${(input: unknown, witness: unknown) => this.solver().replay(input, witness)}></botc-witness-timeline>` : ''}</details>`}</div>` : ''}
      ${this.readonly ? '' : html`<details data-section="search"><summary>Search settings</summary>
        <botc-search-panel .game=${this._game} ?running=${s.running} .progress=${s.progress} ?auto=${this._auto}
          .excludeUnusual=${this._excludeUnusual}
          @botc-search-run=${() => this.search()}
          @botc-search-stop=${() => this.controller.stop()}
          @botc-auto-change=${(e: CustomEvent<{ auto: boolean }>) => { this._auto = e.detail.auto; }}
          @botc-unusual-change=${(e: CustomEvent<{ exclude: boolean }>) => this.setExcludeUnusual(e.detail.exclude)}></botc-search-panel></details>`}`;
  }

  /** The answer to "why not", with what it leads to: showing a row, turning it off, stopping, closing. */
  private renderConflict() {
    const e = this.explainer.state;
    return html`<botc-conflict .state=${e} .limits=${this.controller.state.limits} ?stale=${e.source !== this._game}
      ?readonly=${this.readonly}
      @botc-show-row=${(ev: CustomEvent<RowDetail>) => void this.showRow(ev.detail.path)}
      @botc-row-off=${(ev: CustomEvent<RowDetail>) => this.turnRowOff(ev.detail.path)}
      @botc-explain-stop=${() => this.explainer.stop()}
      @botc-explain-close=${() => this.explainer.clear()}></botc-conflict>`;
  }

  override render() {
    return html`
      <header part="header">
        <h2>Clocktower solver</h2>
        <span class="muted">${this._saveFailed ? 'Not saved: this browser refused local storage' : 'Saved in this browser'}</span>
      </header>
      ${this.renderErrors()}
      ${this._backup ? html`<div class="notice" role="status">
        ${this._backup === 'shared' ? 'A shared game was opened' : 'The imported file was opened'} in place of the game you had here, which is kept.
        <button @click=${() => this.restoreBackup()}>Restore my previous game</button>
        <button @click=${() => { this._backup = null; }}>Keep the ${this._backup === 'shared' ? 'shared' : 'imported'} game</button>
      </div>` : ''}
      <div class="layout">
        <section part="answer" id="answer" aria-label="The answer"><h2 class="visually-hidden">Answer</h2>${this.renderAnswer()}</section>
        <section part="editor" aria-label="The game"><h2>The game</h2>
          ${this.renderEditors()}
          <details data-section="file"><summary>${this.readonly ? 'Export or share' : 'Open, export, share or start a new game'}</summary>
            <botc-file-tools .game=${this._game} .notebook=${this._notebook} ?readonly=${this.readonly}
              @botc-import-text=${(e: CustomEvent<{ text: string; name: string; bytes?: number }>) => void this.importFile(e.detail)}
              @botc-new-game=${() => { this._notebook = EMPTY_NOTEBOOK; this._selected = null; this.adopt(emptyGame(), { fromUser: true }); }}></botc-file-tools></details>
        </section>
      </div>`;
  }
}

