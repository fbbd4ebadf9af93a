/**
 * `<botc-bench>`: the corpus suite in this browser. Choose the games (the whole corpus, one
 * kind, ids from the address's `?games=`, or a file of your own), the timed repeats and the
 * search threads; Run shows a progress bar, then every game's verdict and figures as a
 * table and a plot of time against players, and offers the figures as a JSON export that
 * `npm run bench:compare` and this page's compare both read. A wrong or incomplete answer is
 * marked and never timed (bench/suite.ts).
 *
 * Address parameters, so that a link can set a run up: `games` (comma-separated ids or id
 * prefixes), `runs` (timed repeats, 1–50), `threads` (1 to the device's cores).
 */
import { LitElement, css, html, nothing } from 'lit';
import type { Chart } from 'chart.js';
import type { CorpusGame } from '../answer.ts';
import type { FileError, SuiteExport } from '../files.ts';
import { selectGames, type GameFigures } from '../suite.ts';
import { thisDevice } from './device.ts';
import { loadBundledCorpus } from './games.ts';
import { readOwnGames } from './own-games.ts';
import { drawPlot } from './plot.ts';
import { runSession, type SessionProgress } from './session.ts';
import './compare-view.ts';

/** Which games a run takes. */
type GameSet = 'all' | 'real' | 'dense' | 'sparse' | 'own';

const ms = (x: number | null) => (x === null ? '—' : x.toFixed(1));
const clampInt = (raw: string | null, lo: number, hi: number, fallback: number) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= lo && n <= hi ? n : fallback;
};

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
    input, select, button { font: inherit; }
    button { padding: 0.3em 0.9em; }
    progress { width: 100%; height: 1.1rem; }
    .status { margin: 0.4rem 0; font-variant-numeric: tabular-nums; }
    .errors { color: #b3261e; }
    .plot { position: relative; height: 320px; margin: 0.8rem 0; }
    table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 0.9rem; }
    th, td { padding: 0.2em 0.6em; border-bottom: 1px solid #ddd; text-align: right; }
    th:first-child, td:first-child, td.kind, td.verdict { text-align: left; }
    tr[data-verdict='wrong'] td.verdict, tr[data-verdict='incomplete'] td.verdict { color: #b3261e; font-weight: 700; }
    section { margin: 1rem 0; }
    h2 { font-size: 1.1rem; margin: 0.8rem 0 0.4rem; }
  `;

  declare corpus: CorpusGame[] | null;
  declare own: CorpusGame[] | null;
  declare ownErrors: FileError[];
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
  private controller: AbortController | null = null;
  private chart: Chart<'scatter'> | undefined;

  constructor() {
    super();
    const params = new URL(location.href).searchParams;
    this.corpus = null;
    this.own = null;
    this.ownErrors = [];
    this.only = params.get('games') ?? '';
    this.set = 'all';
    this.runs = clampInt(params.get('runs'), 1, 50, 5);
    this.threads = clampInt(params.get('threads'), 1, navigator.hardwareConcurrency || 1, 1);
    this.running = false;
    this.progress = null;
    this.figures = [];
    this.exported = null;
    this.loadError = null;
    this.stopped = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    loadBundledCorpus().then((games) => { this.corpus = games; }, (error: unknown) => {
      this.loadError = `The corpus did not load: ${error instanceof Error ? error.message : String(error)}`;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.controller?.abort();
    this.chart?.destroy();
    this.chart = undefined;
  }

  /** The games the current choices select, in corpus (or file) order. */
  chosen(): CorpusGame[] {
    const from = this.set === 'own' ? this.own ?? [] : (this.corpus ?? []).filter((g) => this.set === 'all' || g.kind === this.set);
    return selectGames(from, this.only.split(',').map((s) => s.trim()).filter(Boolean));
  }

  private async run(): Promise<void> {
    const corpus = this.corpus;
    const games = this.chosen();
    if (!corpus || games.length === 0 || this.running) return;
    this.controller = new AbortController();
    this.running = true;
    this.figures = [];
    this.exported = null;
    this.progress = null;
    this.loadError = null;
    this.stopped = false;
    try {
      this.exported = await runSession({
        games, corpus, runs: this.runs, threads: this.threads, signal: this.controller.signal,
        onProgress: (p) => {
          this.progress = p;
          if (p.stage === 'games') this.figures = [...this.figures, p.figures];
        },
      });
      // The export has every finished game, whichever of its progress messages came in time.
      if (this.exported) {
        this.figures = this.exported.games;
        const last = this.figures.at(-1);
        if (last && !this.stopped) this.progress = { stage: 'games', done: games.length, total: games.length, figures: last };
      }
    } catch (error) {
      this.loadError = `The run failed: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      this.running = false;
      this.controller = null;
    }
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
      this.own = read.games;
      this.ownErrors = [];
      this.set = 'own';
    } else {
      this.ownErrors = read.errors;
    }
  }

  private download(): void {
    if (!this.exported) return;
    const blob = new Blob([`${JSON.stringify(this.exported, null, 1)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `botc-bench-${this.exported.runtime.replace(/[^\w.-]+/g, '-')}-${this.exported.threads}t.json`;
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
      return p?.stage === 'games' ? `Stopped after ${p.done} of ${p.total} games.` : 'Stopped during the calibration: nothing was timed.';
    }
    if (!p) return this.running ? 'Starting the solver…' : '';
    if (p.stage === 'calibration') return `Calibrating: ${p.done} of ${p.total} repeats of the real cases and one sparse table.`;
    const done = `${p.done} of ${p.total} games`;
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
    return html`<p class="summary">${f.length} games: ${count('right')} right, ${count('wrong')} wrong,
      ${count('incomplete')} incomplete; sum of medians ${ms(sum)} ms${cal ? html`; calibration median ${ms(cal.medianMs)} ms
      over ${cal.runs} repeats (${ms(cal.minMs)}–${ms(cal.maxMs)})` : nothing}.</p>`;
  }

  private table() {
    if (!this.figures.length) return nothing;
    return html`<table>
      <thead><tr><th>game</th><th>players</th><th>nights</th><th>kind</th><th>answer</th><th>median ms</th><th>spread ms</th><th>× calibration</th><th>nodes</th></tr></thead>
      <tbody>${this.figures.map((f) => html`<tr data-game=${f.id} data-verdict=${f.verdict}>
        <td>${f.id}</td><td>${f.players}</td><td>${f.nights}</td><td class="kind">${f.kind}</td>
        <td class="verdict">${f.verdict}</td><td class="median">${ms(f.medianMs)}</td>
        <td>${f.minMs === null ? '—' : `${ms(f.minMs)}–${ms(f.maxMs)}`}</td>
        <td>${f.ratio === null ? '—' : f.ratio.toFixed(3)}</td><td>${f.nodes}</td></tr>`)}</tbody>
    </table>`;
  }

  override render() {
    const { runtime, device } = thisDevice();
    const chosen = this.chosen().length;
    const setOption = (value: GameSet, label: string) => html`<option value=${value} ?selected=${this.set === value}>${label}</option>`;
    return html`
      <p>${runtime}, ${device.cores} logical cores; ${device.crossOriginIsolated
        ? 'cross-origin isolated: the search threads share memory.'
        : 'not cross-origin isolated: more than one search thread still works, but a Stop reaches them by message.'}</p>
      ${this.loadError ? html`<p class="errors" role="alert">${this.loadError}</p>` : nothing}
      <form @submit=${(e: Event) => { e.preventDefault(); void this.run(); }}>
        <label>Games <select name="set" ?disabled=${this.running} @change=${(e: Event) => { this.set = (e.target as HTMLSelectElement).value as GameSet; }}>
          ${setOption('all', `The whole corpus${this.corpus ? ` (${this.corpus.length})` : ''}`)}
          ${setOption('real', 'The real cases')}${setOption('dense', 'Dense tables')}${setOption('sparse', 'Sparse tables')}
          ${this.own ? setOption('own', `Your file (${this.own.length})`) : nothing}
        </select></label>
        <label>Only ids starting with <input name="only" .value=${this.only} placeholder="e.g. real-nqt, sweep-04" ?disabled=${this.running}
          @input=${(e: Event) => { this.only = (e.target as HTMLInputElement).value; }}></label>
        <label>Timed repeats <input name="runs" type="number" min="1" max="50" .value=${String(this.runs)} ?disabled=${this.running}
          @change=${(e: Event) => { this.runs = clampInt((e.target as HTMLInputElement).value, 1, 50, this.runs); }}></label>
        <label>Search threads <select name="threads" ?disabled=${this.running} @change=${(e: Event) => { this.threads = Number((e.target as HTMLSelectElement).value); }}>
          ${Array.from({ length: this.cores }, (_, i) => html`<option value=${i + 1} ?selected=${this.threads === i + 1}>${i + 1}</option>`)}
        </select></label>
        <label>Your own games (JSON, corpus format) <input name="own" type="file" accept=".json,application/json" ?disabled=${this.running} @change=${this.loadOwn}></label>
        ${this.running
          ? html`<button type="button" @click=${this.stop}>Stop</button>`
          : html`<button type="submit" ?disabled=${!this.corpus || chosen === 0}>Run ${chosen} game${chosen === 1 ? '' : 's'}</button>`}
      </form>
      ${this.ownErrors.length ? html`<div class="errors" role="alert"><p>That file was not loaded:</p>
        <ul>${this.ownErrors.map((e) => html`<li><code>${e.path}</code>: ${e.message}</li>`)}</ul></div>` : nothing}
      ${this.progressBar()}
      ${this.summary()}
      ${this.exported ? html`<p><button type="button" class="export" @click=${this.download}>Export the figures (JSON)</button>
        commit ${this.exported.commit}, ${this.exported.threads} search thread(s), ${this.exported.runs} timed repeats a game.</p>` : nothing}
      ${this.figures.length ? html`<div class="plot"><canvas aria-label="median time against players, by kind of game" role="img"></canvas></div>` : nothing}
      ${this.table()}
      <section><h2>Compare two exports</h2><botc-bench-compare .current=${this.exported}></botc-bench-compare></section>
    `;
  }
}

if (!customElements.get('botc-bench')) customElements.define('botc-bench', BotcBench);
