/**
 * `<botc-conflict>`: the answer to "why not" (issue 33) — for a game no legal world fits,
 * or for a ruled-out cell of the seat table — as the rows that cannot all hold, each said
 * as it reads ("Steph claims Empath") and where the editors have it, with "Show" (opens that
 * row in its editor) and "Turn this row off" beside each; whether every row is shown to be
 * needed; while it runs, its progress and a Stop button. The sentences are the CLI's
 * (src/text/conflict-words.ts).
 *
 * Properties: `state` (web/shell/explain-controller.ts), `limits` (the limits the game is
 * searched with, to name them), `stale` (the game changed since: greyed, no buttons),
 * `readonly` (no "Turn this row off").
 * Events (bubbling, composed): `botc-show-row` and `botc-row-off`, both with `{path}` (the
 * row's JSON path); `botc-explain-stop`; `botc-explain-close`.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { explanationWords } from '../../src/text/conflict-words.ts';
import { errorInWords } from '../../src/text/error-words.ts';
import { duration, type LimitValues } from '../../src/text/words.ts';
import { num } from '../../src/text/number.ts';
import type { ExplainState } from '../shell/explain-controller.ts';
import { defineOnce } from '../ui/define.ts';
import { baseStyles } from '../ui/styles.ts';

/** "Show" on a row of the conflict (event detail `{path}`). */
export const SHOW_ROW = 'botc-show-row';
/** "Turn this row off" on a row of the conflict (event detail `{path}`). */
export const ROW_OFF = 'botc-row-off';
/** The Stop button of a running "why not". */
export const EXPLAIN_STOP = 'botc-explain-stop';
/** The close button: the reader is done with the explanation. */
export const EXPLAIN_CLOSE = 'botc-explain-close';

/** Detail of {@link SHOW_ROW} and {@link ROW_OFF}: the row's JSON path (`$.reports[3]`, `$.phases[2].deaths`). */
export interface RowDetail {
  path: string;
}

/** A night's death list has no "use this row" switch: it is edited in place, never turned off. */
const canTurnOff = (path: string) => !path.endsWith('.deaths');

export class BotcConflict extends LitElement {
  static override properties = {
    state: { attribute: false },
    limits: { attribute: false },
    stale: { type: Boolean },
    readonly: { type: Boolean },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    .box { border: 1px solid var(--botc-border, #c9c9d1); border-left: 6px solid var(--botc-demon, #b3261e); border-radius: var(--botc-radius, 6px); padding: 0.5em 0.75em; margin: 0.5em 0; }
    .box.stale { opacity: 0.5; }
    h3 { margin: 0.2em 0; font-size: 1.05em; }
    ol { margin: 0.3em 0; padding-left: 1.4em; }
    li { margin: 0.35em 0; }
    li .where { display: block; font-size: 0.9em; }
    li .row { margin-top: 0.15em; }
    .progress { font-variant-numeric: tabular-nums; }
  `];

  declare state: ExplainState | null;
  declare limits: LimitValues;
  declare stale: boolean;
  declare readonly: boolean;

  constructor() {
    super();
    this.state = null;
    this.limits = {};
    this.stale = false;
    this.readonly = false;
  }

  private send(type: string, detail?: RowDetail): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  override render(): TemplateResult | typeof nothing {
    const s = this.state;
    if (!s || (!s.running && !s.explanation)) return nothing;
    const title = s.target ? 'Why not?' : 'Why no legal game fits';
    return html`<section class="box ${this.stale ? 'stale' : ''}" aria-label=${title} data-conflict-box>
      <h3>${title}</h3>
      ${s.running ? this.renderRunning(s) : this.renderAnswer(s)}
    </section>`;
  }

  private renderRunning(s: ExplainState): TemplateResult {
    const p = s.progress;
    const so = p ? ` ${num(p.nodes)} nodes, ${duration(p.elapsedMs)}` : '';
    return html`<p class="progress" role="status">Looking for rows that cannot all hold, each of them needed…${so}</p>
      <p><button type="button" @click=${() => this.send(EXPLAIN_STOP)}>Stop</button></p>`;
  }

  private renderAnswer(s: ExplainState): TemplateResult {
    const why = s.explanation!;
    const close = html`<p><button type="button" @click=${() => this.send(EXPLAIN_CLOSE)}>Close</button></p>`;
    if (why.status === 'invalid') {
      return html`<p role="status">The explanation could not be found:</p>
        <ul>${why.errors.map((e) => {
          const { where, what } = errorInWords(s.game, e);
          return html`<li>${where ? html`<strong>${where}</strong>: ` : ''}${what}</li>`;
        })}</ul>${close}`;
    }
    const words = explanationWords(why, s.game, s.target, this.limits);
    const longer = words.longerHelps ? ' Raise the limit under "Search settings" to search longer.' : '';
    const buttons = !this.stale;
    return html`<p role="status" data-explanation=${why.status}>${words.headline}</p>
      ${why.rows.length ? html`<ol aria-label="The rows that cannot all hold">${why.rows.map((row) => html`<li data-path=${row.path}>
        <span class="says">${row.says}</span> <span class="where muted">${row.label}${canTurnOff(row.path) ? '' : ' (a death list is edited in place, not turned off)'}</span>
        ${buttons ? html`<span class="row">
          <button type="button" data-show @click=${() => this.send(SHOW_ROW, { path: row.path })}>Show<span class="visually-hidden"> ${row.label}</span></button>
          ${!this.readonly && canTurnOff(row.path) ? html`<button type="button" data-off
            @click=${() => this.send(ROW_OFF, { path: row.path })}>Turn this row off<span class="visually-hidden"> (${row.label})</span></button>` : nothing}
        </span>` : nothing}</li>`)}</ol>` : nothing}
      ${words.proof || longer ? html`<p class="muted">${words.proof ?? ''}${longer}</p>` : nothing}
      ${words.others ? html`<p class="muted">${words.others} ${s.target
        ? 'Turning a row off changes the game: it is searched again.'
        : 'Turning a row off searches the game again: if it still has no legal world, the next conflict is shown.'}</p>` : nothing}
      ${close}`;
  }
}

defineOnce('botc-conflict', BotcConflict);
