/**
 * Labelled native controls for the evidence editor. Each control gets a visible short
 * label plus hidden context naming its row ("Mode (Row 3: Claim by Alice)"), so every
 * control has a unique accessible name. Pickers list only the values the caller
 * allows; a stored value outside them is still listed, marked, so nothing the user
 * entered is silently shown as something else.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { playerLabel, type GameInput } from '../model/game.ts';
import { roleName, roleTeam, type Team } from '../ui/roles.ts';

/** Where a control sits and whether it can be used. `id` must be unique in the shadow root. */
export interface FieldCtx {
  id: string;
  label: string;
  /** Names the row or player the control belongs to; read by screen readers, not shown. */
  context: string;
  disabled: boolean;
  /** Label read by screen readers only (where a table header already shows it). */
  hideLabel?: boolean;
}

/** One `<option>`: the stored value and the text shown. */
export interface Choice {
  value: string;
  text: string;
}

/** Options in `<optgroup>`s (characters by type). */
export interface ChoiceGroup {
  group: string;
  choices: Choice[];
}

function label(f: FieldCtx): TemplateResult {
  return html`<label for=${f.id} class=${f.hideLabel ? 'visually-hidden' : ''}>${f.label}${f.context ? html`<span class="visually-hidden"> (${f.context})</span>` : nothing}</label>`;
}

const option = (c: Choice, value: string) => html`<option value=${c.value} ?selected=${c.value === value}>${c.text}</option>`;

/** A labelled `<select>`; `onChange` gets the chosen option's value. */
export function selectField(f: FieldCtx, value: string, choices: readonly (Choice | ChoiceGroup)[], onChange: (value: string) => void): TemplateResult {
  const flat = choices.flatMap((c) => ('group' in c ? c.choices : [c]));
  const stray = flat.some((c) => c.value === value) ? nothing : option({ value, text: `${value} (not allowed here)` }, value);
  return html`<span class="field">${label(f)}
    <select id=${f.id} ?disabled=${f.disabled} @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}>
      ${stray}
      ${choices.map((c) => ('group' in c
        ? html`<optgroup label=${c.group}>${c.choices.map((o) => option(o, value))}</optgroup>`
        : option(c, value)))}
    </select></span>`;
}

/** A labelled checkbox; `onChange` gets whether it is now checked. */
export function checkField(f: FieldCtx, checked: boolean, onChange: (checked: boolean) => void): TemplateResult {
  return html`<span class="field check">
    <input type="checkbox" id=${f.id} .checked=${checked} ?disabled=${f.disabled}
      @change=${(e: Event) => onChange((e.target as HTMLInputElement).checked)}>${label(f)}</span>`;
}

/** A labelled one-line text input; `onChange` gets the text when the user commits it. */
export function textField(f: FieldCtx, value: string, onChange: (value: string) => void): TemplateResult {
  return html`<span class="field">${label(f)}
    <input type="text" id=${f.id} .value=${value} ?disabled=${f.disabled} autocomplete="off"
      @change=${(e: Event) => onChange((e.target as HTMLInputElement).value)}></span>`;
}

/** The seated players as choices (seat order), leaving out `exclude` (the other half of a pair). */
export function playerChoices(game: GameInput, exclude: readonly string[] = []): Choice[] {
  return game.players.filter((p) => !exclude.includes(p.id)).map((p) => ({ value: p.id, text: playerLabel(game, p.id) }));
}

/** Characters as choices grouped by type, in script order, leaving out `exclude`. */
export function roleChoices(roles: readonly string[], exclude: readonly string[] = []): ChoiceGroup[] {
  const teams: Team[] = ['Townsfolk', 'Outsider', 'Minion', 'Demon'];
  return teams
    .map((team) => ({
      group: team,
      choices: roles.filter((r) => roleTeam(r) === team && !exclude.includes(r)).map((r) => ({ value: r, text: roleName(r) })),
    }))
    .filter((g) => g.choices.length > 0);
}

/** Integer choices `from`..`to` (a Chef's or Empath's number). */
export function countChoices(from: number, to: number): Choice[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), text: String(from + i) }));
}
