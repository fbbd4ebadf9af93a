/**
 * A grimoire payload (the Spy's): what the reporting player saw in the grimoire, one
 * entry per observed player.
 * Every field of an entry may stay unknown; choosing "Unknown" leaves the field out of
 * the game, which is how the input says "not observed" (as opposed to an observed "no").
 */
import { html, type TemplateResult } from 'lit';
import type { GrimoireEntryInput } from '../../src/contract/schema-temporal.ts';
import { playerLabel } from '../model/game.ts';
import { roleName } from '../ui/roles.ts';
import { describePlayer, pick, playerChoices, roleChoices, type Choice } from './report-controls.ts';
import type { RowContext } from './report-row.ts';

type Entry = GrimoireEntryInput;
type Flag = 'alive' | 'poisoned' | 'redHerring' | 'protected' | 'usedSlayer' | 'usedVirgin';

/** The yes/no observations, with the words a grimoire reader uses for them. */
const FLAGS: readonly [Flag, string][] = [
  ['alive', 'Alive'],
  ['poisoned', 'Poisoned'],
  ['redHerring', 'Red herring'],
  ['protected', 'Protected by the Monk'],
  ['usedSlayer', 'Slayer ability used'],
  ['usedVirgin', 'Virgin ability used'],
];

const UNKNOWN: Choice = { value: '', label: 'Unknown' };
const YES_NO: readonly Choice[] = [UNKNOWN, { value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }];
/** Encoded "no master" (the Butler token is not on this player, or they have no master). */
const NO_MASTER = '__none__';

/** Sets or (for '' = unknown) removes one field of the entry for `player`. */
function setField(ctx: RowContext, player: string, field: keyof Entry, value: Entry[keyof Entry] | undefined): void {
  ctx.edit((row) => {
    const entry: Record<string, unknown> = { ...(row.grimoire?.[player] ?? {}) };
    if (value === undefined) delete entry[field];
    else entry[field] = value;
    row.grimoire = { ...row.grimoire, [player]: entry as Entry };
  });
}

/** The observations about one player. */
function entryForm(ctx: RowContext, player: string, entry: Entry): TemplateResult {
  const who = playerLabel(ctx.game, player);
  const viewer = roleName(ctx.row.role);
  const of = `of ${who} in the ${viewer}'s grimoire ${ctx.of}`;
  const common = { disabled: ctx.disabled };
  const roleField = (field: 'role' | 'shown', label: string) => pick({
    ...common, field: `grimoire-${field}`, label, name: `${label} ${of}`,
    choices: [UNKNOWN, ...roleChoices()], current: entry[field] ?? '', describe: roleName,
    onPick: (v) => setField(ctx, player, field, v === '' ? undefined : v),
  });
  const master = entry.master === null ? NO_MASTER : entry.master ?? '';
  return html`<fieldset class="grimoire-entry" data-grimoire=${player}>
    <legend>${viewer} saw ${who}</legend>
    <div class="row">
      ${roleField('role', 'Character')}
      ${roleField('shown', 'Shown token')}
      ${pick({
        ...common, field: 'grimoire-alignment', label: 'Alignment', name: `Alignment ${of}`,
        choices: [UNKNOWN, { value: 'good', label: 'Good' }, { value: 'evil', label: 'Evil' }],
        current: entry.alignment ?? '',
        onPick: (v) => setField(ctx, player, 'alignment', v === '' ? undefined : v as Entry['alignment']),
      })}
      ${FLAGS.map(([flag, label]) => pick({
        ...common, field: `grimoire-${flag}`, label, name: `${label} ${of}`,
        choices: YES_NO, current: entry[flag] === undefined ? '' : String(entry[flag]),
        onPick: (v) => setField(ctx, player, flag, v === '' ? undefined : v === 'true'),
      }))}
      ${pick({
        ...common, field: 'grimoire-master', label: 'Butler\'s master', name: `Butler's master ${of}`,
        choices: [UNKNOWN, { value: NO_MASTER, label: 'No master' }, ...playerChoices(ctx.game)],
        current: master, describe: describePlayer(ctx.game),
        onPick: (v) => setField(ctx, player, 'master', v === '' ? undefined : v === NO_MASTER ? null : v),
      })}
    </div>
    ${ctx.disabled ? '' : html`<button type="button" data-action="remove-grimoire" aria-label=${`Remove observation ${of}`}
      @click=${() => ctx.edit((row) => {
        const grimoire = { ...row.grimoire };
        delete grimoire[player];
        row.grimoire = grimoire;
      })}>Remove observation</button>`}
  </fieldset>`;
}

/** Picker and button that add an observed player (only seated players not yet observed). */
function addEntry(ctx: RowContext, observed: readonly string[]): TemplateResult | string {
  const choices = playerChoices(ctx.game, observed);
  if (ctx.disabled || choices.length === 0) return '';
  const add = (e: Event): void => {
    const select = (e.target as HTMLElement).closest('.grimoire-add')?.querySelector('select');
    const player = select?.value;
    if (player) ctx.edit((row) => { row.grimoire = { ...row.grimoire, [player]: {} }; });
  };
  return html`<div class="row grimoire-add">
    <label class="field"><span>Observed player</span>
      <select data-field="grimoire-add" aria-label=${`Observed player to add to the ${roleName(ctx.row.role)}'s grimoire ${ctx.of}`}>
        ${choices.map((c) => html`<option value=${c.value}>${c.label}</option>`)}
      </select></label>
    <button type="button" data-action="add-grimoire" @click=${add}>Add observation</button>
  </div>`;
}

/** The grimoire observations of one report (the reporting character's, e.g. the Spy's). */
export function grimoireForm(ctx: RowContext): TemplateResult {
  const grimoire = ctx.row.grimoire ?? {};
  const observed = Object.keys(grimoire);
  return html`<div class="grimoire">
    ${observed.length === 0 ? html`<p class="muted">No grimoire observations recorded.</p>` : ''}
    ${observed.map((player) => entryForm(ctx, player, grimoire[player] ?? {}))}
    ${addEntry(ctx, observed)}
  </div>`;
}
