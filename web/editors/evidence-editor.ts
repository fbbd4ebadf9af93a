/**
 * `<botc-evidence-editor>`: edits `game.evidence`, the statements about the initial
 * setup. For a history (`botc-temporal-v1`): claims (testimony), characters,
 * alignments, characters in play, shown tokens and evil setup information, with a
 * quick claims table (one character per player, the most common entry at the table).
 * For a legacy first-night game: characters, alignments, characters in play and
 * first-night information. Every row has its mode, a "Use this row" switch, a source
 * note (histories only: the legacy format has no such field) and a remove button.
 */
import { LitElement, css, html, nothing } from 'lit';
import { cloneGame, isTemporal, playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { emitGameEdit } from '../ui/events.ts';
import { ALL_ROLES } from '../ui/roles.ts';
import { baseStyles } from '../ui/styles.ts';
import { conflictClass, conflictMark, conflictStyles, revealIn } from '../ui/conflict.ts';
import { checkField, roleChoices, selectField, textField, type Choice } from './evidence-fields.ts';
import { kindFields } from './evidence-kind-fields.ts';
import { KIND_LABEL, claimIndex, kindsOf, newRow, rowSummary, withClaim, type Row } from './evidence-rows.ts';

const MODES: Choice[] = [
  { value: 'claim', text: 'note only' },
  { value: 'assumption', text: 'assumption' },
  { value: 'hard', text: 'hard' },
];

/** Legacy rows may leave `mode` out; the library then treats them as assumptions. */
const LEGACY_NO_MODE: Choice = { value: '', text: 'not set (assumption)' };

/**
 * Evidence editor.
 *
 * Properties: `game` (a temporal or legacy input; only its `evidence` is edited, every
 * other field and every untouched row is kept as it was), `readonly` (reflected;
 * disables every control and hides the add and remove buttons), `conflicts` (JSON paths of
 * the rows of the conflict shown, `$.evidence[2]`: outlined and marked in words).
 * Events: `botc-game-edit` with the whole next game after each edit (see `emitGameEdit`).
 */
export class EvidenceEditor extends LitElement {
  static override properties = {
    game: { attribute: false },
    readonly: { type: Boolean, reflect: true },
    conflicts: { attribute: false },
  };

  static override styles = [baseStyles, conflictStyles, css`
    :host { display: block; }
    .ev-row.off { border-style: dashed; }
    .ev-row.off > .kind-fields { opacity: 0.75; }
    .field { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.3em; }
    .field.check { gap: 0.2em; }
    .sub { margin: 0.3em 0; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 0.2em 0.3em; border-bottom: 1px solid var(--botc-border, #c9c9d1); }
    th[scope='row'] { font-weight: normal; overflow-wrap: anywhere; }
    td select { width: 100%; }
    dl.modes { margin: 0.3em 0; }
    dl.modes dt { font-weight: 600; display: inline; }
    dl.modes dd { display: inline; margin: 0 0.6em 0 0.2em; }
  `];

  declare game: GameInput;
  declare readonly: boolean;
  declare conflicts: readonly string[];

  constructor() {
    super();
    this.readonly = false;
    this.conflicts = [];
  }

  /** Brings evidence row `path` (`$.evidence[i]`) into view, its first control focused; false when it is not drawn. */
  async revealRow(path: string): Promise<boolean> {
    await this.updateComplete;
    return revealIn(this.renderRoot, path);
  }

  /** Sends the game with evidence row `i` replaced by `row`. */
  private replaceRow(i: number, row: Row): void {
    const next = cloneGame(this.game);
    (next.evidence as Row[])[i] = row;
    emitGameEdit(this, next);
  }

  private removeRow(i: number): void {
    const next = cloneGame(this.game);
    next.evidence.splice(i, 1);
    emitGameEdit(this, next);
  }

  private addRow(kind: string): void {
    const next = cloneGame(this.game);
    (next.evidence as Row[]).push(newRow(this.game, kind));
    emitGameEdit(this, next);
  }

  override render() {
    if (!this.game) return nothing;
    const rows = this.game.evidence as Row[];
    return html`
      <h2>Evidence about the setup</h2>
      <dl class="modes muted">
        <dt>note only</dt><dd>kept with the game; the search never uses it.</dd>
        <dt>assumption</dt><dd>taken as true for this search.</dd>
        <dt>hard</dt><dd>observed for certain; also limits the search.</dd>
      </dl>
      ${isTemporal(this.game) ? this.renderClaims() : nothing}
      <h3>Rows</h3>
      ${rows.length === 0 ? html`<p class="muted">No evidence yet.</p>` : nothing}
      ${rows.map((row, i) => this.renderRow(row, i))}
      ${this.readonly ? nothing : html`<div class="row add">
        ${kindsOf(this.game).map((kind) => html`<button type="button" data-kind=${kind}
          @click=${() => this.addRow(kind)}>Add ${KIND_LABEL[kind]!.toLowerCase()}</button>`)}
      </div>`}
    `;
  }

  /** One line per player: the character they claim (their first testimony row), or none. */
  private renderClaims() {
    const choices = [{ value: '', text: 'No claim' }, ...roleChoices(ALL_ROLES)];
    return html`<h3 id="claims-heading">Claims</h3>
      <table class="claims" aria-labelledby="claims-heading">
      <thead><tr><th scope="col">Player</th><th scope="col">Claims to be</th></tr></thead>
      <tbody>${this.game.players.map((p, k) => {
        const i = claimIndex(this.game, p.id);
        const role = i >= 0 ? String((this.game.evidence[i] as Row).role) : '';
        const name = playerLabel(this.game, p.id);
        const path = `$.evidence[${i}]`;
        return html`<tr class=${i >= 0 ? conflictClass(this.conflicts, path) : ''}><th scope="row">${name}${i >= 0 ? conflictMark(this.conflicts, path) : nothing}</th><td>${selectField(
          { id: `claim-${k}`, label: `Character claimed by ${name}`, context: '', disabled: this.readonly, hideLabel: true },
          role, choices, (v) => emitGameEdit(this, withClaim(this.game, p.id, v === '' ? null : v)),
        )}</td></tr>`;
      })}</tbody>
    </table>`;
  }

  private renderRow(row: Row, i: number) {
    const context = rowSummary(this.game, row, i);
    const legacy = !isTemporal(this.game);
    const field = (name: string, label: string) => ({ id: `ev-${i}-${name}`, label, context, disabled: this.readonly });
    const enabled = row.enabled !== false;
    const modes = legacy ? [LEGACY_NO_MODE, ...MODES] : MODES;
    const path = `$.evidence[${i}]`;
    return html`<fieldset class="ev-row ${enabled ? '' : 'off'} ${conflictClass(this.conflicts, path)}" data-kind=${row.kind} data-path=${path}>
      <legend>${context}${conflictMark(this.conflicts, path)}</legend>
      <div class="kind-fields">${kindFields({
        game: this.game, row, index: i, context, disabled: this.readonly, replace: (next) => this.replaceRow(i, next),
      })}</div>
      <div class="row">
        ${selectField(field('mode', 'Mode'), typeof row.mode === 'string' ? row.mode : '', modes, (v) => {
          const next: Row = { ...row, mode: v };
          if (v === '') delete next.mode;
          this.replaceRow(i, next);
        })}
        ${checkField(field('enabled', 'Use this row'), enabled, (on) => {
          const next: Row = { ...row, enabled: false };
          if (on) delete next.enabled;
          this.replaceRow(i, next);
        })}
      </div>
      ${legacy ? nothing : html`<div class="row">${textField(field('source', 'Source note'), typeof row.source === 'string' ? row.source : '', (v) => {
        const next: Row = { ...row, source: v };
        if (v === '') delete next.source;
        this.replaceRow(i, next);
      })}</div>`}
      ${this.readonly ? nothing : html`<div class="row"><button type="button" class="remove-row" @click=${() => this.removeRow(i)}
        >Remove row<span class="visually-hidden"> (${context})</span></button></div>`}
    </fieldset>`;
  }
}

defineOnce('botc-evidence-editor', EvidenceEditor);
