/**
 * `<botc-history-editor>`: the recorded history of a game, night 1, day 1, night 2…
 * Each phase is a collapsible section (the latest one open, and those holding a row of the conflict shown) edited by
 * `<botc-history-night>` or `<botc-history-day>`; this element adds the next phase and
 * removes the last one, the only changes that keep the strict N1, D1, N2… order.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { isTemporal, playerLabel, type GameInput, type TemporalInput, type TemporalPhase } from '../model/game.ts';
import { emitGameEdit } from '../ui/events.ts';
import { baseStyles } from '../ui/styles.ts';
import { defineOnce } from '../ui/define.ts';
import { PHASES_MAX, followingPhase, withLastPhaseRemoved, withPhaseAdded } from './history-ops.ts';
import './history-night.ts';
import './history-day.ts';

function phaseName(phase: TemporalPhase): string {
  return `${phase.phase === 'night' ? 'Night' : 'Day'} ${phase.number}`;
}

/** The line a collapsed phase shows: its deaths, or its events and whether it is over. */
function phaseSummary(game: TemporalInput, phase: TemporalPhase): string {
  if (phase.phase === 'night') {
    const deaths = phase.deaths === undefined ? 'deaths unknown'
      : phase.deaths.length === 0 ? 'nobody died' : `died: ${phase.deaths.map((id) => playerLabel(game, id)).join(', ')}`;
    const actions = phase.actions?.length ? `, ${phase.actions.length} action${phase.actions.length === 1 ? '' : 's'}` : '';
    return deaths + actions;
  }
  const events = `${phase.events.length} event${phase.events.length === 1 ? '' : 's'}`;
  return `${events}, ${phase.ended ? 'over' : 'still going'}`;
}

/**
 * The history editor.
 * Properties: `game` (a `botc-temporal-v1` input; a legacy first-night input shows a
 * note instead, as it has no history), `readonly` (disables every control and hides the
 * add, move and remove buttons).
 * Events: `botc-game-edit` (bubbling, composed) with the whole next game after each edit,
 * from this element or from the phase editors inside it.
 */
export class HistoryEditor extends LitElement {
  static override properties = {
    game: { attribute: false },
    readonly: { type: Boolean, reflect: true },
    conflicts: { attribute: false },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    details.phase { border: 1px solid var(--botc-border, #c9c9d1); border-radius: var(--botc-radius, 6px); margin: 0.5em 0; padding: 0.2em 0.6em; }
    details.phase > summary { cursor: pointer; padding: 0.3em 0; }
    .phase-name { font-weight: 600; }
  `];

  declare game: GameInput | null;
  declare readonly: boolean;
  declare conflicts: readonly string[];

  constructor() {
    super();
    this.game = null;
    this.readonly = false;
    this.conflicts = [];
  }

  /** Brings the row at `path` (`$.phases[i]…`) into view: its phase is opened, its first control focused. */
  async revealRow(path: string): Promise<boolean> {
    const index = Number(/^\$\.phases\[(\d+)\]/.exec(path)?.[1] ?? NaN);
    const phase = this.renderRoot.querySelectorAll<HTMLDetailsElement>('details.phase')[index];
    if (!phase) return false;
    phase.open = true;
    const editor = phase.querySelector<HTMLElement & { revealRow(p: string): Promise<boolean> }>('botc-history-night, botc-history-day');
    return editor ? editor.revealRow(path) : false;
  }

  /** Whether phase `i` holds a row of the conflict shown (it is then drawn open). */
  private holdsConflict(i: number): boolean {
    return this.conflicts.some((path) => path.startsWith(`$.phases[${i}].`));
  }

  override render(): TemplateResult | typeof nothing {
    const game = this.game;
    if (!game) return nothing;
    if (!isTemporal(game)) {
      return html`<p class="muted">This is a first-night game: it has no nights and days after the first night to
        record. Start a history to enter deaths, night actions and day events.</p>`;
    }
    const last = game.phases.length - 1;
    return html`<section aria-label="Game history">
      ${game.phases.length === 0 ? html`<p class="muted">No phases yet: the history starts with night 1.</p>` : nothing}
      ${game.phases.map((phase, i) => html`<details class="phase" ?open=${i === last || this.holdsConflict(i)}>
        <summary><span class="phase-name">${phaseName(phase)}</span><span class="muted">: ${phaseSummary(game, phase)}</span></summary>
        ${phase.phase === 'night'
          ? html`<botc-history-night .game=${game} .index=${i} ?readonly=${this.readonly} .conflicts=${this.conflicts}></botc-history-night>`
          : html`<botc-history-day .game=${game} .index=${i} ?readonly=${this.readonly}></botc-history-day>`}
      </details>`)}
      ${this.readonly ? nothing : this.renderButtons(game)}
    </section>`;
  }

  private renderButtons(game: TemporalInput): TemplateResult {
    const next = followingPhase(game.phases);
    const lastPhase = game.phases.at(-1);
    return html`<div class="row">
      <button type="button" class="primary" ?disabled=${game.phases.length >= PHASES_MAX}
        @click=${() => emitGameEdit(this, withPhaseAdded(game))}>Add next phase (${phaseName(next).toLowerCase()})</button>
      ${lastPhase && game.phases.length > 1 ? html`<button type="button"
        @click=${() => emitGameEdit(this, withLastPhaseRemoved(game))}>Remove last phase (${phaseName(lastPhase).toLowerCase()})</button>`
        : nothing}
    </div>
    ${lastPhase?.phase === 'day' && !lastPhase.ended ? html`<p class="muted">Adding night ${lastPhase.number + 1} also marks
      day ${lastPhase.number} as over.</p>` : nothing}`;
  }
}

defineOnce('botc-history-editor', HistoryEditor);
