/**
 * `<botc-status-banner>`: one plain sentence about the latest search, never saying more
 * than the search showed. A complete search with candidates says how many starting
 * assignments fit — the ordinary ones first, then how many more need an unusual ruling
 * and which, in words; a complete search with none says the entries contradict each other;
 * a search stopped at a bound says which bound and that others may exist (an empty
 * bounded search proves nothing); an invalid input lists every error with its JSON path,
 * and the row it points at in the editors' numbering (property `game`), because that list
 * is how the user finds the row to fix.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LegacyResult, StopReason, TemporalResult } from '../../src/contract/result.ts';
import type { Progress } from '../../src/search/options.ts';
import { progressText } from '../../src/text/progress.ts';
import { UNUSUAL_STANDING, needsUnusual, rulingsInWords } from '../../src/text/unusual.ts';
import { defineOnce } from '../ui/define.ts';
import { baseStyles } from '../ui/styles.ts';
import type { GameInput } from '../model/game.ts';
import { COUNTS_NOTE, everyAssignmentAtHand, plural } from './tally.ts';
import { rowLabel } from './where.ts';

/** Either front door's result. */
export type AnyResult = TemporalResult | LegacyResult;

const BOUND_WORDS: Record<Exclude<StopReason, null>, string> = {
  result_limit: 'Stopped at the result limit',
  node_limit: 'Stopped at the node limit',
  time_limit: 'Stopped at the time limit',
  cancelled: 'Search cancelled',
};

const number = new Intl.NumberFormat('en-US');

/** "1,234 nodes". */
function nodes(n: number): string {
  return `${number.format(n)} ${plural(n, 'node')}`;
}

/** "N starting assignments" in the banner's words. */
function assignments(n: number): string {
  return `${number.format(n)} starting ${plural(n, 'assignment')}`;
}

/**
 * How many of a result's assignments are ordinary, and which of those it holds need an
 * unusual ruling: `ordinary` is their number when the result holds every assignment there
 * is, else null (the split of the rest is unknown, and counts are of both kinds together).
 */
interface UnusualSplit {
  ordinary: number | null;
  unusual: readonly object[];
}

function unusualSplit(r: AnyResult): UnusualSplit {
  const unusual = r.candidates.filter(needsUnusual);
  return { ordinary: everyAssignmentAtHand(r) ? r.candidates.length - unusual.length : null, unusual };
}

/** What a count of both kinds together says after it, when some of those at hand need an unusual ruling. */
function withUnusual(split: UnusualSplit): string {
  return split.ordinary === null && split.unusual.length ? ', with those that need an unusual ruling' : '';
}

/**
 * Status line of the widget. Properties: `result` (a `TemporalResult`, a `LegacyResult`
 * or null before the first search), `running` (a search is under way), `progress`
 * (`{nodes, candidates, elapsedMs}` of the running search, or null), `unusualExcluded`
 * (the search left out worlds that need an unusual ruling: said beside the answer). While
 * `running`, the progress is shown instead of the result. The whole banner is a polite
 * live region. Sends no events.
 */
export class BotcStatusBanner extends LitElement {
  static override properties = {
    game: { attribute: false },
    result: { attribute: false },
    running: { type: Boolean, reflect: true },
    progress: { attribute: false },
    unusualExcluded: { type: Boolean },
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
    .banner[data-state='complete'] { border-left-color: var(--botc-townsfolk, #1f6fd1); }
    .banner[data-state='stopped'], .banner[data-state='running'] { border-left-color: var(--botc-minion, #d9822b); }
    .banner[data-state='contradiction'], .banner[data-state='invalid'] { border-left-color: var(--botc-demon, #b3261e); }
    p { margin: 0.2em 0; }
    .headline { font-weight: 600; }
    ul { margin: 0.3em 0; padding-left: 1.2em; }
    code { font-family: ui-monospace, monospace; font-size: 0.9em; }
  `];

  /** The game the result answers; lets errors name the row they point at. */
  declare game: GameInput | null;
  declare result: AnyResult | null;
  declare running: boolean;
  declare progress: Progress | null;
  declare unusualExcluded: boolean;

  constructor() {
    super();
    this.game = null;
    this.result = null;
    this.running = false;
    this.progress = null;
    this.unusualExcluded = false;
  }

  override render(): TemplateResult {
    const [state, body] = this.running ? ['running', this.renderProgress()] : this.renderResult();
    return html`<div class="banner" role="status" aria-live="polite" data-state=${state}>${body}</div>`;
  }

  private renderProgress(): TemplateResult {
    const p = this.progress;
    if (!p) return html`<p class="headline">Searching…</p>`;
    return html`<p class="headline">Searching… ${progressText(p)}</p>`;
  }

  private renderResult(): [string, TemplateResult] {
    const r = this.result;
    if (!r) return ['idle', html`<p class="muted">No search has run yet.</p>`];
    if (r.status === 'invalid') return ['invalid', this.renderErrors(r)];
    const notes = (label: string, lines: readonly string[]) => lines.length
      ? html`<ul class="muted" aria-label=${label}>${lines.map((w) => html`<li>${w}</li>`)}</ul>`
      : nothing;
    // A legacy search states what it assumed (e.g. rows without a mode); that belongs beside its answer.
    const warnings = html`${notes('Warnings', r.warnings)}${notes('Assumptions', 'assumptions' in r ? r.assumptions : [])}`;
    if (r.status === 'contradiction') {
      return ['contradiction', html`
        <p class="headline">No legal game fits what was entered: check the rows.</p>
        <p>The search covered every starting assignment and none fits every assumption and hard fact together (claims never count).</p>
        ${warnings}`];
    }
    // The search's own count: a paged result may hold only the first of its candidates.
    const found = Math.max(r.stats.candidates, r.candidates.length);
    const p = r.possibilities;
    // The ordinary answer is the headline when the result holds every assignment; otherwise
    // the count is of both kinds together, and says so when some at hand need an unusual ruling.
    const split = unusualSplit(r);
    const shown = split.ordinary ?? found;
    if (!r.complete && r.stopReason === 'result_limit' && p?.complete) {
      // More assignments than the list holds, but every seat's answer is decided.
      return ['complete', html`
        <p class="headline">Every seat is decided: at least ${assignments(p.assignments.count)} fit everything entered${withUnusual(split)}; the first ${number.format(found)} are listed.</p>
        <p>The table and the seating circle show every starting character each seat can still have, from all of them.</p>
        ${this.renderUnusual(r, split)}
        ${this.renderWinners(r)}
        <p class="muted">${COUNTS_NOTE}</p>
        ${warnings}`];
    }
    if (r.complete) {
      const fit = shown === 1 ? 'fits' : 'fit';
      const open = p && !p.complete && p.stopReason ? BOUND_WORDS[p.stopReason] : null;
      const headline = shown === 0 && split.unusual.length
        ? 'Complete: no starting assignment fits everything entered without an unusual ruling.'
        : `Complete: ${assignments(shown)} ${fit} everything entered${withUnusual(split)}.`;
      return ['complete', html`
        <p class="headline">${headline}</p>
        ${this.renderUnusual(r, split)}
        ${open ? html`<p>${open} before deciding who can be the Demon now${p?.ordinaryComplete ? ' with an unusual ruling: no ordinary world has the cells marked undecided' : ': those cells are marked undecided'}.</p>` : nothing}
        ${this.renderWinners(r)}
        <p class="muted">${COUNTS_NOTE}</p>
        ${warnings}`];
    }
    const bound = r.stopReason ? BOUND_WORDS[r.stopReason] : 'Stopped early';
    const headline = found
      ? `${bound} after ${nodes(r.stats.nodes)}: ${assignments(found)} found so far${withUnusual(split)}; others may exist.`
      : `${bound} after ${nodes(r.stats.nodes)} with no starting assignment found: this is inconclusive, not a contradiction.`;
    return ['stopped', html`
      <p class="headline">${headline}</p>
      ${this.renderUnusual(r, split)}
      ${p && !p.complete ? html`<p>${p.ordinaryComplete
        ? 'Every world that needs no unusual ruling was decided; the search stopped while it looked for worlds that need one. What is marked undecided in the table and the seating circle has no ordinary world.'
        : 'What the search did not reach is marked undecided in the table and the seating circle.'}</p>` : nothing}
      ${this.renderWinners(r)}
      <p class="muted">${found ? 'Agreement among the assignments found so far clears nobody. ' : ''}${COUNTS_NOTE}</p>
      ${warnings}`];
  }

  /**
   * The assignments that need an unusual ruling, named in words and set apart from the
   * ordinary answer ("2 more need …" when the result holds every assignment, else how many
   * of those listed); or that the search left them out.
   */
  private renderUnusual(r: AnyResult, { ordinary, unusual }: UnusualSplit): TemplateResult | typeof nothing {
    if (this.unusualExcluded) return html`<p class="muted">Unusual rulings were left out of this search.</p>`;
    const n = unusual.length;
    if (!n) return nothing;
    const need = `${n === 1 ? 'needs' : 'need'} an unusual ruling: ${rulingsInWords(unusual)} (${UNUSUAL_STANDING})`;
    const first = r.candidates.length < r.stats.candidates ? 'first ' : '';
    const count = ordinary === null ? `Of the ${first}${number.format(r.candidates.length)} listed, ${number.format(n)}`
      : `${number.format(n)}${ordinary > 0 ? ' more' : ''}`;
    return html`<p class="unusual" data-unusual>${count} ${need}. They are listed apart and marked in the table and the seating circle.</p>`;
  }

  /**
   * Points out candidates whose history ends the game (temporal results only; of those at
   * hand, when paged). Only a record whose last day is closed, or that ends with a night,
   * has them: an open day says the game goes on (ruling Q14).
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

  private renderErrors(r: AnyResult): TemplateResult {
    const n = r.errors.length;
    return html`
      <p class="headline">The input cannot be searched yet: ${n} ${plural(n, 'problem')} to fix.</p>
      <ul aria-label="Problems in the input">
        ${r.errors.map((e) => {
          const where = rowLabel(this.game, e.path);
          return html`<li>${where ? html`<strong>${where}</strong> — ` : ''}<code>${e.path}</code> (<code>${e.code}</code>): ${e.message}</li>`;
        })}
      </ul>`;
  }
}

defineOnce('botc-status-banner', BotcStatusBanner);
