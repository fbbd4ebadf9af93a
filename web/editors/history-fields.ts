/**
 * Small form controls shared by the night and day parts of the history editor. Each
 * control shows a short visible caption and carries an accessible name that says which
 * phase and row it belongs to, because a screen reader user hears the control alone.
 * Values are bound with `live` so a control always shows the game, even when the host
 * has not (yet) accepted the edit it sent.
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { playerLabel, type TemporalInput } from '../model/game.ts';

/** One option of a select: the stored value and the text shown. */
export interface Choice {
  value: string;
  text: string;
}

/** A `<select>` with a visible caption; `name` is its accessible name. */
export function selectField(
  caption: string, name: string, choices: readonly Choice[], current: string,
  onPick: (value: string) => void, disabled: boolean,
): TemplateResult {
  return html`<label class="field"><span class="caption">${caption}</span>
    <select aria-label=${name} ?disabled=${disabled}
      @change=${(e: Event) => onPick((e.target as HTMLSelectElement).value)}>
      ${choices.map((c) => html`<option value=${c.value} .selected=${live(c.value === current)}>${c.text}</option>`)}
    </select></label>`;
}

/** A checkbox with visible text; `name` is its accessible name. */
export function checkField(
  text: string, name: string, checked: boolean, onToggle: (checked: boolean) => void, disabled: boolean,
): TemplateResult {
  return html`<label class="check"><input type="checkbox" aria-label=${name} ?disabled=${disabled}
    .checked=${live(checked)} @change=${(e: Event) => onToggle((e.target as HTMLInputElement).checked)}
  /><span>${text}</span></label>`;
}

/** Seated players as choices (names are user text: only ever rendered through text bindings). */
export function playerChoices(game: TemporalInput, exclude: readonly string[] = []): Choice[] {
  return game.players.filter((p) => !exclude.includes(p.id)).map((p) => ({ value: p.id, text: playerLabel(game, p.id) }));
}

/**
 * Player choices for a select whose current value may not be a seated player (an input
 * written by hand): that value is kept as a choice so the select never shows another one.
 */
export function withCurrent(choices: Choice[], current: string): Choice[] {
  return current === '' || choices.some((c) => c.value === current) ? choices : [{ value: current, text: current }, ...choices];
}

/** The three provenances of a public event: how sure the notes are that it happened. */
export const MODE_CHOICES: readonly Choice[] = [
  { value: 'hard', text: 'hard (certain)' },
  { value: 'assumption', text: 'assumption' },
  { value: 'claim', text: 'note only (not searched)' },
];

/** Yes / no for a boolean the input requires. */
export const YES_NO: readonly Choice[] = [
  { value: 'yes', text: 'yes' },
  { value: 'no', text: 'no' },
];
