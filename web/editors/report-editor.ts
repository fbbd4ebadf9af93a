/**
 * `<botc-report-editor>`: the information reports of a history (`game.reports`), one
 * row per report: who received it, as which character, on which night, what they learned,
 * how far it is trusted (authenticity, reliability, mode), whether it is active, and a
 * source note. The payload form follows the character (see `report-payload-form.ts`).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { REPORT_ROLES, isReportRole } from '../../src/model/report-rules.ts';
import {
  cloneGame, isTemporal, playerLabel, type GameInput, type TemporalInput, type TemporalReport,
} from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { emitGameEdit } from '../ui/events.ts';
import { roleName } from '../ui/roles.ts';
import { baseStyles } from '../ui/styles.ts';
import { conflictClass, conflictMark, conflictStyles, revealIn } from '../ui/conflict.ts';
import { describePlayer, pick, playerChoices, type Choice } from './report-controls.ts';
import { newReport, nightChoices, withRole } from './report-payload.ts';
import { payloadForm } from './report-payload-form.ts';
import type { RowContext } from './report-row.ts';

const REPORT_ROLE_CHOICES: readonly Choice[] = REPORT_ROLES.map((id) => ({ value: id, label: roleName(id) }));

const AUTHENTICITY: readonly Choice[] = [
  { value: 'authentic', label: 'Actually received' },
  { value: 'good', label: 'True if the speaker is good' },
];

const RELIABILITY: readonly Choice[] = [
  { value: '', label: 'Not stated' },
  { value: 'uncertain', label: 'May be drunk or poisoned' },
  { value: 'healthy', label: 'Sober and healthy' },
];

const MODES: readonly Choice[] = [
  { value: 'claim', label: 'Note only (not used by the search)' },
  { value: 'assumption', label: 'Assumption' },
  { value: 'hard', label: 'Hard fact' },
];

/**
 * Editor of a temporal game's information reports.
 *
 * Properties: `game` (the game; a legacy first-night game only gets a note, because its
 * information rows belong to the evidence editor), `readonly` (every control disabled,
 * no add or remove buttons), `conflicts` (JSON paths of the rows of the conflict shown,
 * `$.reports[3]`: outlined and marked in words).
 *
 * Events: `botc-game-edit` (see `web/ui/events.ts`) with the whole next game after each
 * edit. The given game is never mutated, and every field the editor does not touch
 * (ids, sources, fields of other rows and collections) is passed on unchanged.
 */
export class ReportEditor extends LitElement {
  static override properties = {
    game: { attribute: false },
    readonly: { type: Boolean, reflect: true },
    conflicts: { attribute: false },
  };

  static override styles = [baseStyles, conflictStyles, css`
    :host { display: block; }
    ol { list-style: none; padding: 0; margin: 0; }
    .field { display: inline-flex; flex-direction: column; gap: 0.1em; min-width: 0; max-width: 100%; }
    .field > span { font-size: 0.85em; color: var(--botc-muted, #5b5b66); }
    .field.check { flex-direction: row; align-items: center; gap: 0.3em; }
    .field.check > span { font-size: 1em; color: inherit; }
    .field.grow { flex: 1 1 12em; }
    .inactive > fieldset { border-style: dashed; }
    .payload { padding-left: 0.6em; border-left: 3px solid var(--botc-border, #c9c9d1); }
    .grimoire { width: 100%; }
    .hint { font-size: 0.9em; margin: 0.2em 0; }
  `];

  declare game: GameInput | undefined;
  declare readonly: boolean;
  declare conflicts: readonly string[];

  constructor() {
    super();
    this.game = undefined;
    this.readonly = false;
    this.conflicts = [];
  }

  /** Brings report `path` (`$.reports[i]`) into view, its first control focused; false when it is not drawn. */
  async revealRow(path: string): Promise<boolean> {
    await this.updateComplete;
    return revealIn(this.renderRoot, path);
  }

  override render(): TemplateResult {
    const game = this.game;
    if (!game) return html``;
    if (!isTemporal(game)) {
      return html`<p class="muted">This is a first-night game: its information rows are edited with the rest of the evidence.</p>`;
    }
    const reports = game.reports ?? [];
    return html`<section aria-labelledby="reports-title">
      <h2 id="reports-title">Information reports</h2>
      <p class="hint muted" id="authenticity-hint">“Actually received” means the Storyteller really gave this
        information, even to an evil Spy. “True if the speaker is good” means it holds only if the player is good;
        an evil player may have made it up.</p>
      <p class="hint muted" id="night-hint">“Unknown night” lets the search try every recorded night on which the
        character can wake.</p>
      ${reports.length === 0 ? html`<p class="muted">No reports yet.</p>` : nothing}
      <ol>${reports.map((row, i) => this.renderRow(game, row, i))}</ol>
      ${this.readonly ? nothing : this.renderAdd(game)}
    </section>`;
  }

  /** One report: common fields, the payload form, trust fields, note and remove button. */
  private renderRow(game: TemporalInput, row: TemporalReport, index: number): TemplateResult {
    const who = playerLabel(game, row.player);
    const title = `report ${index + 1} (${who} as ${roleName(row.role)})`;
    const of = `for ${title}`;
    const edit = (change: (r: TemporalReport) => TemporalReport | void): void => this.editRow(index, change);
    const ctx: RowContext = { game, row, of, disabled: this.readonly, edit };
    const common = { disabled: this.readonly };
    const active = row.enabled !== false;
    const seats = game.players.length;
    const path = `$.reports[${index}]`;
    return html`<li data-report=${index} data-path=${path} class="${active ? '' : 'inactive'} ${conflictClass(this.conflicts, path)}"><fieldset>
      <legend>Report ${index + 1}: ${who} as ${roleName(row.role)}${active ? '' : ' (inactive)'}${conflictMark(this.conflicts, path)}</legend>
      <div class="row">
        ${pick({
          ...common, field: 'player', label: 'Player', name: `Player ${of}`, choices: playerChoices(game),
          current: row.player, describe: describePlayer(game), onPick: (v) => edit((r) => { r.player = v; }),
        })}
        ${pick({
          ...common, field: 'role', label: 'Character', name: `Character ${of}`, choices: REPORT_ROLE_CHOICES,
          current: row.role, describe: roleName, onPick: (v) => edit((r) => withRole(r, v, seats)),
        })}
        ${pick({
          ...common, field: 'night', label: 'Night', name: `Night ${of}`, hint: 'night-hint',
          choices: [{ value: '', label: 'Unknown night' }, ...nightChoices(game, row.role).map((n) => ({ value: String(n), label: `Night ${n}` }))],
          current: row.night === null ? '' : String(row.night), describe: (v) => `Night ${v}`,
          onPick: (v) => edit((r) => { r.night = v === '' ? null : Number(v); }),
        })}
      </div>
      <div class="row payload">${payloadForm(ctx)}</div>
      <div class="row">
        ${pick({
          ...common, field: 'authenticity', label: 'Authenticity', name: `Authenticity ${of}`, hint: 'authenticity-hint',
          choices: AUTHENTICITY, current: row.authenticity,
          onPick: (v) => edit((r) => { r.authenticity = v as TemporalReport['authenticity']; }),
        })}
        ${pick({
          ...common, field: 'reliability', label: 'Reliability', name: `Reliability ${of}`,
          choices: RELIABILITY, current: row.reliability ?? '',
          onPick: (v) => edit((r) => {
            if (v === '') delete r.reliability;
            else r.reliability = v as NonNullable<TemporalReport['reliability']>;
          }),
        })}
        ${pick({
          ...common, field: 'mode', label: 'Mode', name: `Mode ${of}`, choices: MODES, current: row.mode,
          onPick: (v) => edit((r) => { r.mode = v as TemporalReport['mode']; }),
        })}
        <label class="field check"><input type="checkbox" data-field="enabled" aria-label=${`Use this row ${of}`}
          .checked=${active} ?disabled=${this.readonly}
          @change=${(e: Event) => edit((r) => { r.enabled = (e.target as HTMLInputElement).checked; })}
        ><span>Use this row</span></label>
      </div>
      <div class="row">
        <label class="field grow"><span>Source note</span><input type="text" data-field="source"
          aria-label=${`Source note ${of}`} .value=${row.source ?? ''} ?disabled=${this.readonly}
          @change=${(e: Event) => edit((r) => {
            const text = (e.target as HTMLInputElement).value;
            if (text === '') delete r.source;
            else r.source = text;
          })}></label>
        ${this.readonly ? nothing : html`<button type="button" data-action="remove" aria-label=${`Remove ${title}`}
          @click=${() => this.removeRow(index)}>Remove report</button>`}
      </div>
    </fieldset></li>`;
  }

  /** The character picker and button that add a report. */
  private renderAdd(game: TemporalInput): TemplateResult {
    const add = (): void => {
      const role = this.renderRoot.querySelector<HTMLSelectElement>('select[data-field="new-role"]')?.value ?? '';
      if (!isReportRole(role)) return;
      const next = cloneGame(game);
      next.reports = [...(next.reports ?? []), newReport(game, role)];
      emitGameEdit(this, next);
    };
    return html`<div class="row add">
      <label class="field"><span>New report from</span><select data-field="new-role" aria-label="New report from character">
        ${REPORT_ROLE_CHOICES.map((c) => html`<option value=${c.value}>${c.label}</option>`)}
      </select></label>
      <button type="button" data-action="add" @click=${add}>Add report</button>
    </div>`;
  }

  /** Sends the game without report `index`. */
  private removeRow(index: number): void {
    if (!this.game || !isTemporal(this.game)) return;
    const next = cloneGame(this.game);
    next.reports = next.reports.filter((_, i) => i !== index);
    emitGameEdit(this, next);
  }

  /** Applies `change` to a copy of report `index` (a returned row replaces it) and sends the next game. */
  private editRow(index: number, change: (row: TemporalReport) => TemporalReport | void): void {
    if (!this.game || !isTemporal(this.game)) return;
    const next = cloneGame(this.game);
    const row = next.reports[index];
    if (!row) return;
    next.reports[index] = change(row) ?? row;
    emitGameEdit(this, next);
  }
}

defineOnce('botc-report-editor', ReportEditor);
