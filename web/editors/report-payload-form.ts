/**
 * The "what was learned" part of one report row. The form follows the reporting
 * character's payload spec (the role table's `info.payload`), one picker per field, and
 * offers only values of that field's kind: a pair of distinct seated players, a learned
 * character of the right type (or "none in play"), a count in range, yes/no, any
 * character (or "no information"), one player, or grimoire observations.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { PAYLOAD_SPEC_OF, isReportRole, type PayloadFieldSpec, type PayloadSpec } from '../../src/model/report-rules.ts';
import { countMax, noneInPlayOf, teamPlural, type CharacterSpec } from '../../src/rules/payload-spec.ts';
import { ALL_ROLES, roleName, type Team } from '../ui/roles.ts';
import { describePlayer, pick, playerChoices, roleChoices, type Choice } from './report-controls.ts';
import { grimoireForm } from './report-grimoire.ts';
import type { RowContext } from './report-row.ts';

/** Encoded value of a `null` choice ("no information", "no Outsiders", "no master"). */
export const NONE = '__none__';

/** Encoded form of an optional scalar payload value ('' when absent). */
function encoded(value: unknown): string {
  if (value === undefined) return '';
  return value === null ? NONE : String(value);
}

/** The two players of a pair (a Washerwoman's, a Fortune Teller's); the second waits for the first. */
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

/**
 * The learned character of type `team` (field `f`); where it offers the "none in play"
 * answer (the Librarian's "no Outsiders"), that is one more choice, and it replaces every
 * other field of the payload `spec` with `value: 0`.
 */
function learnedField(ctx: RowContext, f: CharacterSpec, team: Team, spec: PayloadSpec): TemplateResult {
  const offersZero = f.noneInPlay;
  const zero: Choice[] = offersZero ? [{ value: NONE, label: `No ${teamPlural(team)} in play (0)` }] : [];
  const zeroForm = offersZero && ctx.row.value !== undefined;
  return pick({
    field: 'targetRole', label: 'Character shown', name: `Character shown ${ctx.of}`,
    choices: [...roleChoices(team), ...zero],
    current: zeroForm ? (ctx.row.value === 0 ? NONE : encoded(ctx.row.value)) : encoded(ctx.row.targetRole),
    prompt: `Choose ${/^[AEIOU]/.test(team) ? 'an' : 'a'} ${team}`, describe: roleName, disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => {
      if (v === NONE) {
        // "None in play" is the whole answer: no other field.
        for (const field of spec) delete row[field.field];
        row.value = 0;
      } else {
        delete row.value;
        row.targetRole = v;
      }
    }),
  });
}

/** A count from 0 to the spec's maximum (the Chef's: the number of players). */
function countField(ctx: RowContext, max: number): TemplateResult {
  return pick({
    field: 'value', label: 'Number learned', name: `Number learned ${ctx.of}`,
    choices: Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) })),
    current: encoded(ctx.row.value), prompt: 'Choose', disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => { row.value = Number(v); }),
  });
}

/** A yes or no (the Fortune Teller's answer). */
function answerField(ctx: RowContext): TemplateResult {
  return pick({
    field: 'value', label: 'Answer', name: `Answer ${ctx.of}`,
    choices: [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }],
    current: encoded(ctx.row.value), prompt: 'Choose', disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => { row.value = v === 'true'; }),
  });
}

/** Any character, plus "no information" where the spec allows it (the Undertaker). */
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

/** The one player chosen (the Ravenkeeper's). */
function chosenPlayerField(ctx: RowContext): TemplateResult {
  return pick({
    field: 'target', label: 'Player chosen', name: `Player chosen ${ctx.of}`,
    choices: playerChoices(ctx.game), current: encoded(ctx.row.target), prompt: 'Choose a player',
    describe: describePlayer(ctx.game), disabled: ctx.disabled,
    onPick: (v) => ctx.edit((row) => { row.target = v; }),
  });
}

/** The picker(s) of one payload field, by its kind. */
function fieldForm(ctx: RowContext, f: PayloadFieldSpec, spec: PayloadSpec): TemplateResult {
  switch (f.kind) {
    case 'pair': return pairFields(ctx);
    case 'player': return chosenPlayerField(ctx);
    case 'character': return f.team === null ? characterField(ctx, f.noInfo) : learnedField(ctx, f, f.team, spec);
    case 'count': return countField(ctx, countMax(f, ctx.game.players.length));
    case 'yesNo': return answerField(ctx);
    case 'grimoire': return grimoireForm(ctx);
  }
}

/**
 * The payload controls for the row's character, one per field of its payload spec, in
 * spec order (nothing for a character without an information ability). A row holding the
 * "none in play" answer shows only the learned-character picker that offers it.
 */
export function payloadForm(ctx: RowContext): TemplateResult | typeof nothing {
  const role = ctx.row.role;
  if (!isReportRole(role)) return nothing;
  const spec = PAYLOAD_SPEC_OF[role];
  const zeroForm = noneInPlayOf(spec) !== null && ctx.row.value !== undefined;
  return html`${spec.map((f) => (zeroForm && f.kind !== 'character' ? nothing : fieldForm(ctx, f, spec)))}`;
}
