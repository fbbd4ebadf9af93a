/**
 * `<botc-bench-compare>`: two exports of the suite side by side (bench/compare.ts), from
 * files or this page's last run (`current`): each side's ratio to its own calibration game
 * by game, the second over the first, and the median of that change. A file that is not an
 * export is refused with every problem.
 */
import { LitElement, css, html, nothing } from 'lit';
import { compareExports, medianChange } from '../compare.ts';
import { readExport, type FileError, type SuiteExport } from '../files.ts';

type Side = 'a' | 'b';

/** Three significant figures: the ratios of small games are a few thousandths. */
const ratio = (x: number | null) => (x === null ? '—' : x.toPrecision(3));
const describe = (x: SuiteExport) =>
  `${x.runtime}, commit ${x.commit}, ${x.threads} thread(s), ${x.device.cores} cores; calibration ${x.calibration.medianMs.toFixed(1)} ms`;

export class BotcBenchCompare extends LitElement {
  static override properties = {
    current: { attribute: false },
    a: { state: true },
    b: { state: true },
    errors: { state: true },
  };

  static override styles = css`
    :host { display: block; }
    .pick { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: end; }
    label { display: grid; gap: 0.2rem; font-size: 0.9rem; }
    input, button { font: inherit; }
    .errors, .warning { color: #b3261e; }
    table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 0.9rem; margin-top: 0.5rem; }
    th, td { padding: 0.2em 0.6em; border-bottom: 1px solid #ddd; text-align: right; }
    th:first-child, td:first-child { text-align: left; }
  `;

  /** This page's last run, offered as either side. */
  declare current: SuiteExport | null;
  declare a: { name: string; value: SuiteExport } | null;
  declare b: { name: string; value: SuiteExport } | null;
  declare errors: Partial<Record<Side, { name: string; list: FileError[] }>>;

  constructor() {
    super();
    this.current = null;
    this.a = null;
    this.b = null;
    this.errors = {};
  }

  private async load(side: Side, event: Event): Promise<void> {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (!file) return;
    const read = readExport(await file.text());
    // A refused file leaves its side empty: the table never shows an export the box no longer names.
    this[side] = read.ok ? { name: file.name, value: read.value } : null;
    this.errors = { ...this.errors, [side]: read.ok ? undefined : { name: file.name, list: read.errors } };
  }

  private useCurrent(side: Side): void {
    if (!this.current) return;
    this[side] = { name: 'this run', value: this.current };
    this.errors = { ...this.errors, [side]: undefined };
  }

  private picker(side: Side) {
    const chosen = this[side];
    return html`<label>${side.toUpperCase()}: ${chosen ? chosen.name : 'no export yet'}
      <input type="file" name=${`export-${side}`} accept=".json,application/json" @change=${(e: Event) => this.load(side, e)}></label>
      ${this.current ? html`<button type="button" name=${`current-${side}`} @click=${() => this.useCurrent(side)}>Use this run as ${side.toUpperCase()}</button>` : nothing}`;
  }

  private table() {
    if (!this.a || !this.b) return nothing;
    const games = compareExports(this.a.value, this.b.value);
    const change = medianChange(games);
    const threads = this.a.value.threads !== this.b.value.threads
      ? html`<p class="warning">A ran on ${this.a.value.threads} search thread(s) and B on ${this.b.value.threads}: the change is the threads' as much as the device's.</p>` : nothing;
    return html`<p>A (${this.a.name}): ${describe(this.a.value)}<br>B (${this.b.name}): ${describe(this.b.value)}</p>${threads}
      <p class="median">${games.filter((g) => g.change !== null).length} of ${games.length} games compared; median B / A
        ${change === null ? '—' : change.toFixed(2)} (below 1: B was faster for its machine).</p>
      <table><thead><tr><th>game</th><th>A × calibration</th><th>B × calibration</th><th>B / A</th></tr></thead>
      <tbody>${games.map((g) => html`<tr data-game=${g.id}><td>${g.id}</td><td>${ratio(g.a)}</td><td>${ratio(g.b)}</td>
        <td class="change">${g.change === null ? '—' : g.change.toFixed(2)}</td></tr>`)}</tbody></table>`;
  }

  override render() {
    const refused = (['a', 'b'] as const).flatMap((side) => {
      const e = this.errors[side];
      return e ? [html`<div class="errors" role="alert"><p>${side.toUpperCase()}: ${e.name} is not an export of the suite:</p>
        <ul>${e.list.map((x) => html`<li><code>${x.path}</code>: ${x.message}</li>`)}</ul></div>`] : [];
    });
    return html`<p>Load two exports (this page's, or <code>npm run bench</code>'s <code>bench/results/node.json</code>, or
      <code>node-only.json</code> after a run of some games) to compare them game by game, as ratios to each side's calibration.</p>
      <div class="pick">${this.picker('a')}${this.picker('b')}</div>
      ${refused}
      ${this.table()}`;
  }
}

if (!customElements.get('botc-bench-compare')) customElements.define('botc-bench-compare', BotcBenchCompare);
