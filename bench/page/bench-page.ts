/**
 * `<botc-bench>`: the corpus suite in this browser. Choose the games (the whole corpus, one
 * kind, ids or id prefixes, or a file of your own), the timed repeats and the search
 * threads; Run shows a progress bar, then every game's verdict and figures as a table and a
 * plot of time against players, and offers the figures as a JSON export that
 * `npm run bench:compare` and this page's compare both read. A wrong or incomplete answer is
 * marked, with the first difference, and never timed (bench/suite.ts). The address holds the
 * settings (address.ts), so a link sets a run up.
 */
import { LitElement, css, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Chart } from 'chart.js';
import type { CorpusGame } from '../answer.ts';
import type { FileError, SuiteExport } from '../files.ts';
import { selectGames, type GameFigures } from '../suite.ts';
import { MAX_RUNS, readSettings, writeSettings, type GameSet } from './address.ts';
import { thisDevice } from './device.ts';
import { loadBundledCorpus } from './games.ts';
import { readOwnGames } from './own-games.ts';
import { drawPlot } from './plot.ts';
import { runSession, type SessionProgress } from './session.ts';
import './compare-view.ts';

const ms = (x: number | null) => (x === null ? '—' : x.toFixed(1));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Least time between two drawings of the table and plot while a run goes (ms): a file of thousands of games must not keep the page busy. */
const DRAW_EVERY_MS = 250;
const SET_WORDS: Record<GameSet, string> = { all: 'the whole corpus', real: 'the real cases', dense: 'the dense tables', sparse: 'the sparse tables', own: 'your file' };

export class BotcBench extends LitElement {
  static override properties = {
    corpus: { state: true },
    own: { state: true },
    ownErrors: { state: true },
    set: { state: true },
    only: { state: true },
    runs: { state: true },
    threads: { state: true },
    running: { state: true },
    progress: { state: true },
    figures: { state: true },
    exported: { state: true },
    loadError: { state: true },
    stopped: { state: true },
  };

  static override styles = css`
    :host { display: block; font-family: system-ui, sans-serif; }
    form { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; }
    label { display: grid; gap: 0.2rem; font-size: 0.9rem; }
    input, select, button { font: inherit; max-width: 100%; }
    button { padding: 0.3em 0.9em; }
    progress { width: 100%; height: 1.1rem; }
    .status { margin: 0.4rem 0; font-variant-numeric: tabular-nums; }
    .errors, .notes { color: #b3261e; }
    .hint { font-size: 0.85rem; color: #5b5b66; margin: 0.3rem 0; }
    .plot { position: relative; height: 320px; margin: 0.8rem 0; }
    .table { overflow-x: auto; }
    table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 0.9rem; }
    th, td { padding: 0.2em 0.6em; border-bottom: 1px solid #ddd; text-align: right; white-space: nowrap; }
    th:first-child, td:first-child, td.kind, td.verdict { text-align: left; }
    td.verdict { white-space: normal; min-width: 6em; }
    tr[data-verdict='wrong'] td.verdict, tr[data-verdict='incomplete'] td.verdict { color: #b3261e; }
    tr[data-verdict='wrong'] td.verdict strong, tr[data-verdict='incomplete'] td.verdict strong { font-weight: 700; }
    section { margin: 1rem 0; }
    h2 { font-size: 1.1rem; margin: 0.8rem 0 0.4rem; }
  `;

  declare corpus: CorpusGame[] | null;
  /** The games of the last file the user loaded, and its name. */
  declare own: { name: string; games: CorpusGame[] } | null;
  declare ownErrors: { name: string; list: FileError[] } | null;
  declare set: GameSet;
  declare only: string;
  declare runs: number;
  declare threads: number;
  declare running: boolean;
  declare progress: SessionProgress | null;
  declare figures: GameFigures[];
  declare exported: SuiteExport | null;
  declare loadError: string | null;
  /** The last run was stopped by the user. */
  declare stopped: boolean;

  private readonly cores = navigator.hardwareConcurrency || 1;
  /** What the address asked for that could not be used as it was (address.ts). */
  private readonly notes: string[];
  private controller: AbortController | null = null;
  private chart: Chart<'scatter'> | undefined;
  /** Figures come faster than the page should draw them: they wait here until the next drawing. */
  private waiting: GameFigures[] = [];
  private drawTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    const { settings, notes } = readSettings(location.search, this.cores);
    this.notes = notes;
    this.corpus = null;
    this.own = null;
    this.ownErrors = null;
    this.set = settings.set;
    this.only = settings.only;
    this.runs = settings.runs;
    this.threads = settings.threads;
    this.running = false;
    this.progress = null;
    this.figures = [];
    this.exported = null;
    this.loadError = null;
    this.stopped = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('beforeunload', this.onLeave);
    loadBundledCorpus().then((games) => { this.corpus = games; }, (error: unknown) => {
      this.loadError = `The corpus did not load: ${error instanceof Error ? error.message : String(error)}`;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('beforeunload', this.onLeave);
    this.controller?.abort();
    clearTimeout(this.drawTimer);
    this.chart?.destroy();
    this.chart = undefined;
  }

  /** Leaving the page during a run asks first: the figures so far would be lost. */
  private readonly onLeave = (event: BeforeUnloadEvent): void => {
    if (this.running) event.preventDefault();
  };

  /** The games the current choices select, in corpus (or file) order. */
  chosen(): CorpusGame[] {
    const from = this.set === 'own' ? this.own?.games ?? [] : (this.corpus ?? []).filter((g) => this.set === 'all' || g.kind === this.set);
    return selectGames(from, this.prefixes());
  }

  private prefixes(): string[] {
    return this.only.split(',').map((s) => s.trim()).filter(Boolean);
  }

  /** The choices in words, for the export. */
  private selection(): string {
    const set = this.set === 'own' ? `your file ${this.own?.name ?? ''}` : SET_WORDS[this.set];
    const prefixes = this.prefixes();
    return prefixes.length ? `${set}, ids starting with ${prefixes.join(', ')}` : set;
  }

  protected override willUpdate(): void {
    // The address says what the form says (a file of one's own cannot be in it).
    const query = writeSettings({ set: this.set, only: this.only, runs: this.runs, threads: this.threads });
    if (query !== location.search) history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
  }

  private async run(): Promise<void> {
    const corpus = this.corpus;
    const games = this.chosen();
    if (!corpus || games.length === 0 || this.running) return;
    this.controller = new AbortController();
    this.running = true;
    this.figures = [];
    this.waiting = [];
    this.exported = null;
    this.progress = null;
    this.loadError = null;
    this.stopped = false;
    const selection = this.selection();
    try {
      const exported = await runSession({
        games, corpus, runs: this.runs, threads: this.threads, signal: this.controller.signal,
        onProgress: (p) => {
          this.progress = p;
          if (p.stage === 'games') this.later(p.figures);
        },
      });
      if (exported) {
        const stopped = exported.games.length < games.length;
        this.exported = { ...exported, selection, ...(stopped ? { stopped } : {}) };
        // The export has every finished game, whichever of its progress messages came in time.
        this.figures = exported.games;
        this.waiting = [];
        const last = exported.games.at(-1);
        if (last && !stopped) this.progress = { stage: 'games', done: games.length, total: games.length, figures: last };
      }
    } catch (error) {
      this.loadError = `The run failed: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      clearTimeout(this.drawTimer);
      this.drawTimer = undefined;
      if (this.waiting.length) this.figures = [...this.figures, ...this.waiting];
      this.waiting = [];
      this.running = false;
      this.controller = null;
    }
  }

  /** Adds a game's figures at the next drawing (at most one every {@link DRAW_EVERY_MS}). */
  private later(figures: GameFigures): void {
    this.waiting.push(figures);
    this.drawTimer ??= setTimeout(() => {
      this.drawTimer = undefined;
      this.figures = [...this.figures, ...this.waiting];
      this.waiting = [];
    }, DRAW_EVERY_MS);
  }

  private stop(): void {
    this.stopped = true;
    this.controller?.abort();
  }

  private async loadOwn(event: Event): Promise<void> {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (!file) return;
    const read = readOwnGames(await file.text());
    if (read.ok) {
      this.own = { name: file.name, games: read.games };
      this.ownErrors = null;
      this.set = 'own';
    } else {
      this.ownErrors = { name: file.name, list: read.errors };
    }
  }

  private download(): void {
    const x = this.exported;
    if (!x) return;
    const blob = new Blob([`${JSON.stringify(x, null, 1)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    const what = (x.selection ?? 'games').replace(/^your file /, 'file-').replace(/\.json\b/g, '');
    a.download = `botc-bench-${x.runtime}-${x.threads}t-${what}${x.stopped ? '-stopped' : ''}.json`.replace(/[^\w.-]+/g, '-');
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  override updated(): void {
    const canvas = this.renderRoot.querySelector<HTMLCanvasElement>('canvas');
    // A new run removes the old canvas with the old figures; its chart goes with it.
    if (this.chart && this.chart.canvas !== canvas) {
      this.chart.destroy();
      this.chart = undefined;
    }
    if (canvas && this.figures.length) this.chart = drawPlot(canvas, this.figures, this.chart);
  }

  private statusText(): string {
    const p = this.progress;
    if (this.stopped && !this.running) {
      return p?.stage === 'games' ? `Stopped after ${p.done} of ${plural(p.total, 'game')}.` : 'Stopped during the calibration: nothing was timed.';
    }
    if (!p) return this.running ? 'Starting the solver…' : '';
    if (p.stage === 'calibration') return `Calibrating: ${p.done} of ${p.total} repeats of the real cases and one sparse table.`;
    const done = `${p.done} of ${plural(p.total, 'game')}`;
    return this.running ? `${done}; last ${p.figures.id}: ${p.figures.verdict}.` : `${done} done.`;
  }

  private progressBar() {
    const p = this.progress;
    if (!this.running && !p && !this.stopped) return nothing;
    // The calibration is the first of (games + 1) equal parts of the bar.
    const parts = (p?.stage === 'games' ? p.total : this.chosen().length) + 1;
    const value = !p ? 0 : p.stage === 'calibration' ? p.done / p.total : 1 + p.done;
    return html`<progress max=${parts} value=${value} aria-label="benchmark progress"></progress>
      <p class="status" role="status">${this.statusText()}</p>`;
  }

  private summary() {
    const f = this.figures;
    if (!f.length) return nothing;
    const count = (v: GameFigures['verdict']) => f.filter((g) => g.verdict === v).length;
    const timed = f.flatMap((g) => (g.medianMs === null ? [] : [g.medianMs]));
    const sum = timed.reduce((a, b) => a + b, 0);
    const cal = this.exported?.calibration;
    return html`<p class="summary">${plural(f.length, 'game')}: ${count('right')} right, ${count('wrong')} wrong,
      ${count('incomplete')} incomplete; sum of medians ${ms(sum)} ms${cal ? html` (${(sum / cal.medianMs).toPrecision(3)} × calibration);
      calibration median ${ms(cal.medianMs)} ms over ${cal.runs} repeats (${ms(cal.minMs)}–${ms(cal.maxMs)})` : nothing}.</p>`;
  }

  private table() {
    if (!this.figures.length) return nothing;
    return html`<div class="table"><table>
      <thead><tr><th>game</th><th>players</th><th>nights</th><th>kind</th><th>answer</th><th>median ms</th><th>spread ms</th><th>× calibration</th><th>nodes</th></tr></thead>
      <tbody>${this.figures.map((f) => html`<tr data-game=${f.id} data-verdict=${f.verdict}>
        <td>${f.id}</td><td>${f.players}</td><td>${f.nights}</td><td class="kind">${f.kind}</td>
        <td class="verdict"><strong>${f.verdict}</strong>${f.detail ? html`: <span class="detail">${f.detail}</span>` : nothing}</td><td class="median">${ms(f.medianMs)}</td>
        <td>${f.minMs === null ? '—' : `${ms(f.minMs)}–${ms(f.maxMs)}`}</td>
        <td>${f.ratio === null ? '—' : f.ratio.toPrecision(3)}</td><td>${f.nodes}</td></tr>`)}</tbody>
    </table></div>`;
  }

  /** Why Run is greyed out when the choices select no game. */
  private nothingChosen() {
    if (!this.corpus || this.running || this.chosen().length > 0) return nothing;
    if (this.set === 'own' && !this.own) return html`<p class="notes" role="status">Load a file of games first.</p>`;
    return html`<p class="notes" role="status">No game of ${this.selection().replace(/, ids starting with .*/, '')} has an id starting with
      ${this.prefixes().join(', ')} (ids look like real-nqt-47 or sweep-0042; letters count as typed).</p>`;
  }

  override render() {
    const { runtime, device } = thisDevice();
    const chosen = this.chosen().length;
    const corpus = this.corpus ?? [];
    const counted = (kind: Exclude<GameSet, 'all' | 'own'>) => (this.corpus ? ` (${corpus.filter((g) => g.kind === kind).length})` : '');
    const setOption = (value: GameSet, label: string) => html`<option value=${value} ?selected=${this.set === value}>${label}</option>`;
    return html`
      <p>${runtime}, ${device.cores} logical cores; ${device.crossOriginIsolated
        ? 'cross-origin isolated: the search threads share memory.'
        : 'not cross-origin isolated: more than one search thread still works, but a Stop reaches them by message.'}</p>
      ${this.notes.length ? html`<ul class="notes" role="status">${this.notes.map((n) => html`<li>${n}</li>`)}</ul>` : nothing}
      ${this.loadError ? html`<p class="errors" role="alert">${this.loadError}</p>` : nothing}
      <form @submit=${(e: Event) => { e.preventDefault(); void this.run(); }}>
        <label>Games <select name="set" ?disabled=${this.running} @change=${(e: Event) => { this.set = (e.target as HTMLSelectElement).value as GameSet; }}>
          ${setOption('all', `The whole corpus${this.corpus ? ` (${corpus.length})` : ''}`)}
          ${setOption('real', `The real cases${counted('real')}`)}${setOption('dense', `Dense tables${counted('dense')}`)}${setOption('sparse', `Sparse tables${counted('sparse')}`)}
          ${this.own ? setOption('own', `Your file: ${this.own.name} (${this.own.games.length})`) : nothing}
        </select></label>
        <label>Only ids starting with <input name="only" .value=${this.only} placeholder="e.g. real-nqt, sweep-04" ?disabled=${this.running}
          @input=${(e: Event) => { this.only = (e.target as HTMLInputElement).value; }}></label>
        <label>Timed repeats (1–${MAX_RUNS}) <input name="runs" type="number" min="1" max=${MAX_RUNS} .value=${live(String(this.runs))} ?disabled=${this.running}
          @change=${(e: Event) => {
            const n = Math.round(Number((e.target as HTMLInputElement).value));
            if (Number.isFinite(n) && (e.target as HTMLInputElement).value !== '') this.runs = Math.min(MAX_RUNS, Math.max(1, n));
            this.requestUpdate(); // an empty or bad entry shows the repeats that will be used
          }}></label>
        <label>Search threads <select name="threads" ?disabled=${this.running} @change=${(e: Event) => { this.threads = Number((e.target as HTMLSelectElement).value); }}>
          ${Array.from({ length: this.cores }, (_, i) => html`<option value=${i + 1} ?selected=${this.threads === i + 1}>${i + 1}</option>`)}
        </select></label>
        <label>Your own games (JSON, corpus format) <input name="own" type="file" accept=".json,application/json" ?disabled=${this.running} @change=${this.loadOwn}></label>
        ${this.running
          ? html`<button type="button" @click=${this.stop}>Stop</button>`
          : html`<button type="submit" ?disabled=${!this.corpus || chosen === 0}>Run ${plural(chosen, 'game')}</button>`}
      </form>
      <p class="hint">More search threads shorten only long searches (a second or more); on games of a few milliseconds they cost more than they give.</p>
      ${this.nothingChosen()}
      ${this.ownErrors ? html`<div class="errors" role="alert"><p>${this.ownErrors.name} was not loaded${this.own
        ? html`; your earlier file, ${this.own.name} (${plural(this.own.games.length, 'game')}), is still the one offered` : nothing}:</p>
        <ul>${this.ownErrors.list.map((e) => html`<li><code>${e.path}</code>: ${e.message}</li>`)}</ul></div>` : nothing}
      ${this.progressBar()}
      ${this.summary()}
      ${this.exported ? html`<p><button type="button" class="export" @click=${this.download}>Export the figures (JSON)</button>
        commit ${this.exported.commit}, ${plural(this.exported.threads, 'search thread')}, ${plural(this.exported.runs, 'timed repeat')} a game.</p>` : nothing}
      ${this.figures.length ? html`<div class="plot"><canvas aria-label="median time against players, by kind of game" role="img"></canvas></div>` : nothing}
      ${this.table()}
      <section><h2>Compare two exports</h2><botc-bench-compare .current=${this.exported}></botc-bench-compare></section>
    `;
  }
}

if (!customElements.get('botc-bench')) customElements.define('botc-bench', BotcBench);
