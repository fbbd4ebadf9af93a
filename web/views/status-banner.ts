/**
 * `<botc-status-banner>`: the answer in one plain sentence (the headline the CLI prints too,
 * src/text/headline.ts), then how far the search got, in words: complete, or which limit
 * stopped the per-seat answer (the one that matters; the list's limit only when it is the
 * only one reached) with a "Search longer" button; while a search runs, its progress and a
 * Stop button. Never says more than the search showed: a contradiction only after an
 * exhaustive search, an empty bounded search is inconclusive. An invalid input lists every
 * problem on the row it concerns, in words (src/text/error-words.ts), because that list is
 * how the user finds the row to fix.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LegacyResult, StopReason, TemporalResult } from '../../src/contract/result.ts';
import type { Progress } from '../../src/search/options.ts';
import { errorInWords, pathsInWords } from '../../src/text/error-words.ts';
import { UNUSUAL_OPEN, answerHeadline, enteredRows, type HeadlineState } from '../../src/text/headline.ts';
import { progressText } from '../../src/text/progress.ts';
import { UNUSUAL_STANDING, needsUnusual, rulingsInWords } from '../../src/text/unusual.ts';
import { tallyWorlds } from '../../src/text/world-count.ts';
import { counted, limitWords, seatsOf, type LimitValues } from '../../src/text/words.ts';
import { defineOnce } from '../ui/define.ts';
import { baseStyles } from '../ui/styles.ts';
import type { GameInput } from '../model/game.ts';
import { COUNTS_NOTE } from './tally.ts';

/** Either front door's result. */
export type AnyResult = TemporalResult | LegacyResult;

/** The banner's "Search longer" asks for the search again with this limit raised (event `botc-search-longer`). */
export const SEARCH_LONGER = 'botc-search-longer';
/** Detail of {@link SEARCH_LONGER}: the limit that stopped the shown answer. */
export interface SearchLongerDetail {
  limit: 'maxMs' | 'maxNodes';
}

/** The banner's Stop button (event `botc-search-stop`, no detail). */
export const SEARCH_STOP = 'botc-search-stop';

const number = new Intl.NumberFormat('en-US');

/** The limit that left the answer incomplete: the per-seat answer's when it is partial, else the list's. */
function stoppedBy(r: AnyResult): StopReason {
  const p = r.possibilities;
  return p && !p.complete && p.stopReason ? p.stopReason : r.stopReason;
}

/**
 * Status of the widget's answer. Properties: `game` (the input the result answers: its
 * names and rows), `result` (a result, or null before the first search), `running` (a
 * search is under way: its `progress` and a Stop button are shown instead of the result),
 * `limits` (the limits the result was searched with), `unusualExcluded` (said beside the
 * answer), `readonly` (no buttons). The banner is a polite live region.
 * Events (bubbling, composed): `botc-search-stop`; `botc-search-longer` with
 * `{limit: 'maxMs' | 'maxNodes'}` after a time or node limit.
 */
export class BotcStatusBanner extends LitElement {
  static override properties = {
    game: { attribute: false },
    result: { attribute: false },
    running: { type: Boolean, reflect: true },
    progress: { attribute: false },
    limits: { attribute: false },
    unusualExcluded: { type: Boolean },
    readonly: { type: Boolean },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    .banner {
      border: 1px solid var(--botc-border, #c9c9d1);
      border-left-width: 6px;
      border-radius: var(--botc-radius, 6px);
      padding: 0.5em 0.75em;
      overflow-wrap: anywhere;
    }
    .banner[data-state='solved'], .banner[data-state='open'], .banner[data-state='blank'] { border-left-color: var(--botc-townsfolk, #1f6fd1); }
    .banner[data-state='partial'], .banner[data-state='inconclusive'], .banner[data-state='running'] { border-left-color: var(--botc-minion, #d9822b); }
    .banner[data-state='contradiction'], .banner[data-state='invalid'] { border-left-color: var(--botc-demon, #b3261e); }
    p { margin: 0.25em 0; }
    .headline { font-weight: 700; font-size: 1.15em; line-height: 1.35; }
    .how { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3em 0.8em; }
    ul { margin: 0.3em 0; padding-left: 1.2em; }
    .progress { font-variant-numeric: tabular-nums; }
  `];

  declare game: GameInput | null;
  declare result: AnyResult | null;
  declare running: boolean;
  declare progress: Progress | null;
  declare limits: LimitValues;
  declare unusualExcluded: boolean;
  declare readonly: boolean;

  constructor() {
    super();
    this.game = null;
    this.result = null;
    this.running = false;
    this.progress = null;
    this.limits = {};
    this.unusualExcluded = false;
    this.readonly = false;
  }

  override render(): TemplateResult {
    const [state, body] = this.running ? ['running', this.renderProgress()] : this.renderResult();
    return html`<div class="banner" role="status" aria-live="polite" data-state=${state}>${body}</div>`;
  }

  private send(type: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private renderProgress(): TemplateResult {
    const p = this.progress;
    return html`<p class="headline progress">Searching…${p ? ` ${progressText(p)}` : ''}</p>
      ${this.readonly ? nothing : html`<p><button type="button" class="stop" @click=${() => this.send(SEARCH_STOP)}>Stop</button></p>`}`;
  }

  private renderResult(): [HeadlineState | 'idle', TemplateResult] {
    const r = this.result;
    if (!r) return ['idle', html`<p class="muted">No search has run yet.</p>`];
    const headline = answerHeadline(r, seatsOf(this.game), {
      limits: this.limits, unusualExcluded: this.unusualExcluded, ...(this.game ? { entered: enteredRows(this.game) } : {}),
    });
    if (r.status === 'invalid') return ['invalid', html`<p class="headline">${headline.text}</p>${this.renderErrors(r)}`];
    const notes = (label: string, lines: readonly string[]) => lines.length
      ? html`<ul class="muted" aria-label=${label}>${lines.map((w) => html`<li>${w}</li>`)}</ul>`
      : nothing;
    // A legacy search states what it assumed (e.g. rows without a mode); that belongs beside its answer.
    const warnings = html`${notes('Warnings', r.warnings.map((w) => pathsInWords(this.game, w)))}${notes('Assumptions', 'assumptions' in r ? r.assumptions : [])}`;
    return [headline.state, html`
      <p class="headline" data-headline>${headline.text}</p>
      ${this.renderHow(r, headline.text.includes(UNUSUAL_OPEN))}
      ${this.renderListedUnusual(r)}
      ${this.renderWinners(r)}
      ${r.status === 'contradiction' ? nothing : html`<p class="muted">${COUNTS_NOTE}</p>`}
      ${warnings}`];
  }

  /** How far the search got: complete, or the limit that stopped what, and "Search longer" (`saidOpen`: the headline already says the unusual search is open). */
  private renderHow(r: AnyResult, saidOpen: boolean): TemplateResult {
    const p = r.possibilities;
    const stats = `${counted(r.stats.nodes, 'node')} searched, ${number.format(r.stats.elapsedMs)} ms`;
    if (r.status === 'contradiction') {
      return html`<p>Every starting assignment was tried — ${stats}; none fits every assumption and hard fact together (notes never count).</p>`;
    }
    if (r.complete && (!p || p.complete)) return html`<p class="muted">Complete: every world was checked — ${stats}.</p>`;
    if (r.stopReason === 'result_limit' && p?.complete) {
      return html`<p class="muted">The per-seat answer is complete, from all the worlds; the list stops at ${limitWords('result_limit', this.limits)} — ${stats}.</p>`;
    }
    if (r.stopReason === 'cancelled' && p?.complete && r.candidates.length < r.stats.candidates) {
      return html`<p class="muted">The per-seat answer is complete; Stop cut the list of worlds short.</p>`;
    }
    const stop = stoppedBy(r);
    const what = !p ? 'The search'
      : p.ordinaryComplete ? 'The ordinary answer is complete; the search for worlds that need an unusual ruling'
        : 'The per-seat answer';
    const undecided = !p ? ' Other worlds may exist.'
      : p.ordinaryComplete && !saidOpen ? ` ${UNUSUAL_OPEN} (marked undecided).`
        : ' What it did not reach is marked undecided.';
    const why = stop === 'cancelled' ? 'was stopped' : `stopped at ${stop ? limitWords(stop, this.limits) : 'a limit'}`;
    const longer = stop === 'time_limit' ? 'maxMs' : stop === 'node_limit' ? 'maxNodes' : null;
    return html`<p class="how" data-stopped=${stop ?? ''}><span>${what} ${why} — ${stats}.${undecided}</span>
      ${longer && !this.readonly ? html`<button type="button" class="longer"
        @click=${() => this.send(SEARCH_LONGER, { limit: longer } satisfies SearchLongerDetail)}>Search longer</button>` : nothing}</p>`;
  }

  /**
   * Of the worlds listed, those that need an unusual ruling, when the count cannot split
   * them (not every world is listed): named in words, and where they are shown.
   */
  private renderListedUnusual(r: AnyResult): TemplateResult | typeof nothing {
    if (tallyWorlds(r).ordinary !== null) return nothing;
    const unusual = r.candidates.filter(needsUnusual);
    if (!unusual.length) return nothing;
    const n = unusual.length;
    const first = r.candidates.length < r.stats.candidates ? 'first ' : '';
    return html`<p class="unusual" data-unusual>Of the ${first}${number.format(r.candidates.length)} listed, ${number.format(n)}
      ${n === 1 ? 'needs' : 'need'} an unusual ruling: ${rulingsInWords(unusual)} (${UNUSUAL_STANDING}). They are listed apart and marked on the circle and in the table.</p>`;
  }

  /**
   * Points out worlds whose example history ends the game (of those at hand). Only a record
   * whose last day is closed, or that ends with a night, has them: an open day says the game
   * goes on (ruling Q14).
   */
  private renderWinners(r: AnyResult): TemplateResult | typeof nothing {
    const over = r.candidates.filter((c) => 'winner' in c && c.winner !== null) as { winner: 'good' | 'evil' }[];
    if (!over.length) return nothing;
    const good = over.filter((c) => c.winner === 'good').length;
    const sides = [good && `good wins in ${good}`, over.length - good && `evil wins in ${over.length - good}`].filter(Boolean);
    const of = r.candidates.length < r.stats.candidates ? ` of the first ${number.format(r.candidates.length)} listed` : ' of them';
    return html`<p>For ${over.length}${of} the example history ends the game (${sides.join(', ')}).
      If the game is still going, end the record with a day that is not over ("The day is over" unticked):
      such histories are then left out.</p>`;
  }

  /** Every problem of an invalid input, on its row, in words. */
  private renderErrors(r: AnyResult): TemplateResult {
    return html`<ul aria-label="Problems in the input">
      ${r.errors.map((e) => {
        const { where, what } = errorInWords(this.game, e);
        return html`<li data-path=${e.path}>${where ? html`<strong>${where}</strong>: ` : ''}${what}</li>`;
      })}
    </ul>`;
  }
}

defineOnce('botc-status-banner', BotcStatusBanner);
