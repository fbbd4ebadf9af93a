/**
 * The "what was learned" part of one report row. The form follows the reporting
 * character and offers only values that character's ability can give: a pair of distinct
 * seated players and a learned character of the right type, a count in range, yes/no, a
 * character or "no information", one player and their character, or Spy observations.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TemporalInput, TemporalReport } from '../model/game.ts';
import { ALL_ROLES, roleName } from '../ui/roles.ts';
import { describePlayer, pick, playerChoices, roleChoices, type Choice } from './report-controls.ts';
import { grimoireForm } from './report-grimoire.ts';
import { LEARNED_TEAM, countMax } from './report-payload.ts';

/** Encoded value of a `null` choice ("no information", "no Outsiders", "no master"). */
export const NONE = '__none__';

/** One report row as the payload forms see it. */
export interface RowContext {
  game: TemporalInput;
  row: TemporalReport;
  /** Ends every accessible name of the row's controls, e.g. "for report 2 (Alice as Empath)". */
  of: string;
  disabled: boolean;
  /** Applies `change` to a copy of the row and sends the next game. */
  edit: (change: (row: TemporalReport) => void) => void;
}

/** Encoded form of an optional scalar payload value ('' when absent). */
function encoded(value: unknown): string {
  if (value === undefined) return '';
  return value === null ? NONE : String(value);
}

/** The two players of a Washerwoman, Librarian, Investigator or Fortune Teller report; the second waits for the first. */
function pairFields(ctx: RowContext): TemplateResult {
  const [first, second] = ctx.row.targets ?? [];
  const setTarget = (k: 0 | 1) => (id: string) => ctx.edit((row) => {
    const targets = [...(row.targets ?? [])];
    targets[k] = id;
    row.targets = targets;
  });
  const common = { prompt: 'Choose a player', describe: describePlayer(ctx.game) };
  return html`${pick({
    ...common, field: 'target-1', label: 'First player', name: `First player ${ctx.of}`,
    choices: playerChoices(ctx.game, [second]), current: first ?? '', disabled: ctx.disabled, onPick: setTarget(0),
  })}${pick({
    ...common, field: 'target-2', label: 'Second player', name: `Second player ${ctx.of}`,
    choices: playerChoices(ctx.game, [first]), current: second ?? '',
    disabled: ctx.disabled || first === undefined, onPick: setTarget(1),
  })}`;
}

/** The learned character of a pair report; the Librarian may instead learn that no Outsider is in play. */
function learnedField(ctx: RowContext, team: string): TemplateResult {
  const librarian = ctx.row.role === 'librarian';
  const zero: Choice[] = librarian ? [{ value: NONE, label: 'No Outsiders in play (0)' }] : [];
  const zeroForm = librarian && ctx.row.value !== undefined;
  return pick({
    field: 'targetRole', label: 'Character shown', name: `Character shown ${ctx.of}`,
    choices: [...roleChoices(team), ...zero],
    current: zeroForm ? (ctx.row.value === 0 ? NONE : encoded(ctx.row.value)) : encoded(ctx.row.targetRole),
    prompt: `Choose ${team === 'Outsider' ? 'an' : 'a'} ${team}`, describe: roleName, disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => {
      if (v === NONE) {
        // "No Outsiders" is the Librarian's whole answer: no pair, no character.
        delete row.targets;
        delete row.targetRole;
        row.value = 0;
      } else {
        delete row.value;
        row.targetRole = v;
      }
    }),
  });
}

/** A count from 0 to the character's maximum (Chef, Empath). */
function countField(ctx: RowContext, max: number): TemplateResult {
  return pick({
    field: 'value', label: 'Number learned', name: `Number learned ${ctx.of}`,
    choices: Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) })),
    current: encoded(ctx.row.value), prompt: 'Choose', disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => { row.value = Number(v); }),
  });
}

/** The Fortune Teller's yes or no. */
function answerField(ctx: RowContext): TemplateResult {
  return pick({
    field: 'value', label: 'Answer', name: `Answer ${ctx.of}`,
    choices: [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }],
    current: encoded(ctx.row.value), prompt: 'Choose', disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => { row.value = v === 'true'; }),
  });
}

/** Any character, plus "no information" where the ability allows it (the Undertaker). */
function characterField(ctx: RowContext, allowNone: boolean): TemplateResult {
  const none: Choice[] = allowNone ? [{ value: NONE, label: 'No information' }] : [];
  return pick({
    field: 'targetRole', label: 'Character learned', name: `Character learned ${ctx.of}`,
    choices: [...none, ...ALL_ROLES.map((id) => ({ value: id, label: roleName(id) }))],
    current: encoded(ctx.row.targetRole), prompt: 'Choose a character',
    describe: (v) => (v === NONE ? 'No information' : roleName(v)), disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => { row.targetRole = v === NONE ? null : v; }),
  });
}

/** The player a Ravenkeeper chose. */
function chosenPlayerField(ctx: RowContext): TemplateResult {
  return pick({
    field: 'target', label: 'Player chosen', name: `Player chosen ${ctx.of}`,
    choices: playerChoices(ctx.game), current: encoded(ctx.row.target), prompt: 'Choose a player',
    describe: describePlayer(ctx.game), disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => { row.target = v; }),
  });
}

/** The payload controls for the row's character (nothing for a character without an information ability). */
export function payloadForm(ctx: RowContext): TemplateResult | typeof nothing {
  const role = ctx.row.role;
  const team = LEARNED_TEAM[role as keyof typeof LEARNED_TEAM];
  if (team !== undefined) {
    const zeroForm = role === 'librarian' && ctx.row.value !== undefined;
    return html`${zeroForm ? nothing : pairFields(ctx)}${learnedField(ctx, team)}`;
  }
  switch (role) {
    case 'chef':
    case 'empath':
      return countField(ctx, countMax(role, ctx.game.players.length)!);
    case 'fortune_teller':
      return html`${pairFields(ctx)}${answerField(ctx)}`;
    case 'undertaker':
      return characterField(ctx, true);
    case 'ravenkeeper':
      return html`${chosenPlayerField(ctx)}${characterField(ctx, false)}`;
    case 'spy':
      return grimoireForm(ctx);
    default:
      return nothing;
  }
}
