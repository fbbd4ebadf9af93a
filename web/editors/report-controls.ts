/**
 * The labelled select every report field uses, and the choice lists it offers (seated
 * players, characters). Kept apart from the element so the payload and grimoire forms
 * build their pickers the same way.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { playerLabel, type GameInput } from '../model/game.ts';
import { ROLES } from '../ui/roles.ts';

/** One option of a picker: the encoded value and the text shown for it. */
export interface Choice {
  value: string;
  label: string;
}

/** What {@link pick} renders. */
export interface PickOptions {
  /** `data-field` of the select: which row field it edits (tests and styles find it by this). */
  field: string;
  /** Short visible label. */
  label: string;
  /** Accessible name; starts with the visible label and says which row and player it belongs to. */
  name: string;
  /** The legal values. */
  choices: readonly Choice[];
  /** Encoded current value; '' when nothing is chosen. */
  current: string;
  disabled: boolean;
  /** Called with the chosen encoded value. */
  onPick: (value: string) => void;
  /** Shown (and not choosable) while nothing is chosen, for fields the row needs but lacks. */
  prompt?: string;
  /** Text for a current value that is not a legal choice (kept visible, never silently replaced). */
  describe?: (value: string) => string;
  /** Id of a hint in the same shadow root that explains the choices. */
  hint?: string;
}

/**
 * A native select with a visible label. Options are selected through the `selected`
 * property (not the attribute), so a re-render after an edit shows the game's value even
 * after the user touched the control. A current value outside the legal choices is still
 * shown, marked, because hiding it would misstate what the game holds.
 */
export function pick(o: PickOptions): TemplateResult {
  const listed = o.current === '' || o.choices.some((c) => c.value === o.current);
  const unlisted = listed ? nothing : html`<option value=${o.current} .selected=${true}>${
    `${o.describe ? o.describe(o.current) : o.current} (not valid here)`}</option>`;
  const prompt = o.current === '' && o.prompt !== undefined && !o.choices.some((c) => c.value === '')
    ? html`<option value="" disabled .selected=${true}>${o.prompt}</option>`
    : nothing;
  return html`<label class="field"><span>${o.label}</span><select
      data-field=${o.field} aria-label=${o.name} aria-describedby=${o.hint ?? nothing} ?disabled=${o.disabled}
      @change=${(e: Event) => o.onPick((e.target as HTMLSelectElement).value)}
    >${prompt}${unlisted}${o.choices.map((c) => html`<option value=${c.value} .selected=${c.value === o.current}>${c.label}</option>`)}</select></label>`;
}

/** Seated players by name, in seat order, leaving out `except`. */
export function playerChoices(game: GameInput, except: readonly (string | undefined)[] = []): Choice[] {
  return game.players.filter((p) => !except.includes(p.id)).map((p) => ({ value: p.id, label: playerLabel(game, p.id) }));
}

/** Characters by name, in script order, optionally only those of `team`. */
export function roleChoices(team?: string): Choice[] {
  return ROLES.filter((r) => team === undefined || r.team === team).map((r) => ({ value: r.id, label: r.name }));
}

/** Label of an encoded player id that is not a legal choice: its name when seated, else the id. */
export function describePlayer(game: GameInput): (id: string) => string {
  return (id) => playerLabel(game, id);
}
