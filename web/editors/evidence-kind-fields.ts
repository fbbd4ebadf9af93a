/**
 * The fields of one evidence row, by kind: who and which character a claim, character,
 * alignment, in-play or shown-token row is about; the lists and bluffs of evil setup
 * information; the payload of a legacy first-night information row. Every picker
 * offers only values the library accepts for that field.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { legacySpecOf, type LegacyFieldSpec } from '../../src/model/report-rules.ts';
import { countMax, fieldNoun, noneInPlayOf, teamPlural } from '../../src/rules/payload-spec.ts';
import { SETUP_INFO_MIN_PLAYERS } from '../../src/rules/setup.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { ALL_ROLES, rolesOf } from '../ui/roles.ts';
import {
  checkField, countChoices, playerChoices, roleChoices, selectField, type Choice, type FieldCtx,
} from './evidence-fields.ts';
import { INFO_ROLES, withInfoRole, withNoneInPlay, withTeam, type Row } from './evidence-rows.ts';

/** One row being rendered, and how to hand back its next version. */
export interface RowEdit {
  game: GameInput;
  row: Row;
  index: number;
  /** Row summary, for the hidden context of every label. */
  context: string;
  disabled: boolean;
  /** Reports the row's next version (the editor puts it in a cloned game). */
  replace(next: Row): void;
}

const GOOD_ROLES = [...rolesOf('Townsfolk'), ...rolesOf('Outsider')];

function ctx(e: RowEdit, field: string, label: string): FieldCtx {
  return { id: `ev-${e.index}-${field}`, label, context: e.context, disabled: e.disabled };
}

function set(e: RowEdit, key: string, value: unknown): void {
  e.replace({ ...e.row, [key]: value });
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function playerField(e: RowEdit, key = 'player', label = 'Player', exclude: string[] = []): TemplateResult {
  return selectField(ctx(e, key, label), text(e.row[key]), playerChoices(e.game, exclude), (v) => set(e, key, v));
}

function roleField(e: RowEdit, label: string, roles: readonly string[] = ALL_ROLES, key = 'role'): TemplateResult {
  return selectField(ctx(e, key, label), text(e.row[key]), roleChoices(roles), (v) => set(e, key, v));
}

/** "is" / "is not": a missing `is` means true, and choosing "is" again drops the field. */
function isField(e: RowEdit, yes: string, no: string): TemplateResult {
  const choices: Choice[] = [{ value: 'true', text: yes }, { value: 'false', text: no }];
  return selectField(ctx(e, 'is', 'Is or is not'), e.row.is === false ? 'false' : 'true', choices, (v) => {
    const next: Row = { ...e.row, is: false };
    if (v === 'true') delete next.is;
    e.replace(next);
  });
}

/** A player list that may be unknown (field omitted) or a complete list (each seat a checkbox). */
function playerListField(e: RowEdit, key: 'minions' | 'demons', label: string): TemplateResult {
  const list = Array.isArray(e.row[key]) ? (e.row[key] as string[]) : null;
  const known: Choice[] = [{ value: 'unknown', text: 'Unknown' }, { value: 'known', text: 'Known (complete list)' }];
  const toggle = (id: string, on: boolean) => set(e, key, on ? [...(list ?? []), id] : (list ?? []).filter((x) => x !== id));
  return html`<div class="sub">
    ${selectField(ctx(e, key, label), list ? 'known' : 'unknown', known, (v) => {
      const next: Row = { ...e.row, [key]: [] };
      if (v === 'unknown') delete next[key];
      e.replace(next);
    })}
    ${list ? html`<div class="row">${e.game.players.map((p, k) => checkField(
      { id: `ev-${e.index}-${key}-${k}`, label: playerLabel(e.game, p.id), context: `${label}, ${e.context}`, disabled: e.disabled },
      list.includes(p.id), (on) => toggle(p.id, on),
    ))}</div>` : nothing}
  </div>`;
}

/** Exactly three different good characters, or unknown (field omitted). */
function bluffsField(e: RowEdit): TemplateResult {
  const bluffs = Array.isArray(e.row.bluffs) ? (e.row.bluffs as string[]) : null;
  const known: Choice[] = [{ value: 'unknown', text: 'Unknown' }, { value: 'known', text: 'Known (three characters)' }];
  return html`<div class="sub">
    ${selectField(ctx(e, 'bluffs', 'Bluffs'), bluffs ? 'known' : 'unknown', known, (v) => {
      const next: Row = { ...e.row, bluffs: GOOD_ROLES.slice(0, 3) };
      if (v === 'unknown') delete next.bluffs;
      e.replace(next);
    })}
    ${bluffs ? html`<div class="row">${bluffs.map((b, k) => selectField(
      ctx(e, `bluff-${k}`, `Bluff ${k + 1}`), b, roleChoices(GOOD_ROLES, bluffs.filter((_, j) => j !== k)),
      (v) => set(e, 'bluffs', bluffs.map((x, j) => (j === k ? v : x))),
    ))}</div>` : nothing}
  </div>`;
}

function setupInfoFields(e: RowEdit): TemplateResult {
  const n = e.game.players.length;
  const teams: Choice[] = [{ value: 'Minion', text: 'Minion' }, { value: 'Demon', text: 'Demon' }];
  return html`
    <div class="row">
      ${playerField(e, 'player', 'Evil player')}
      ${selectField(ctx(e, 'team', 'Is the'), text(e.row.team), teams, (v) => e.replace(withTeam(e.row, v)))}
    </div>
    ${playerListField(e, 'minions', 'Minions shown')}
    ${e.row.team === 'Demon' ? bluffsField(e) : playerListField(e, 'demons', 'Demon shown')}
    <p class=${n < SETUP_INFO_MIN_PLAYERS ? 'error' : 'muted'}>
      The evil team learns each other (and the Demon its bluffs) only with ${SETUP_INFO_MIN_PLAYERS} or more players${
        n < SETUP_INFO_MIN_PLAYERS ? `; this game has ${n}, so the search will reject this row` : ''}.
    </p>`;
}

/** Which two players a pair shows; each half leaves out the other so the pair stays two people. */
function pairFields(e: RowEdit): TemplateResult {
  const pair = Array.isArray(e.row.targets) ? (e.row.targets as string[]) : [];
  const setHalf = (k: number, v: string) => set(e, 'targets', [0, 1].map((j) => (j === k ? v : pair[j] ?? '')));
  return html`${[0, 1].map((k) => selectField(
    ctx(e, `target-${k}`, k === 0 ? 'First player' : 'Second player'), pair[k] ?? '',
    playerChoices(e.game, pair.filter((_, j) => j !== k)), (v) => setHalf(k, v),
  ))}`;
}

/** The text with its first letter in upper case ("Pairs of evil neighbours"). */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The picker(s) of one legacy payload field, by its kind. */
function infoField(e: RowEdit, f: LegacyFieldSpec): TemplateResult {
  switch (f.kind) {
    case 'pair':
      return pairFields(e);
    case 'character':
      return roleField(e, `Learned ${f.team ?? 'character'}`, f.team === null ? ALL_ROLES : rolesOf(f.team), 'targetRole');
    case 'yesNo': {
      const answers: Choice[] = [{ value: 'true', text: `Yes, ${f.yes}` }, { value: 'false', text: 'No' }];
      return selectField(ctx(e, 'value', 'Answer'), String(e.row.value === true), answers, (v) => set(e, 'value', v === 'true'));
    }
    case 'count':
      return selectField(ctx(e, 'value', capitalised(f.counts)), String(e.row.value ?? ''),
        countChoices(0, countMax(f, e.game.players.length)), (v) => set(e, 'value', Number(v)));
  }
}

/**
 * The payload of a legacy `info` row, one picker per field of its character's payload
 * spec; where the spec offers the "none in play" answer (the Librarian's), a first picker
 * chooses between the full answer and that one, which has no other field.
 */
function infoPayload(e: RowEdit): TemplateResult {
  const spec = legacySpecOf(text(e.row.role));
  const fields = html`${spec.map((f) => infoField(e, f))}`;
  const none = noneInPlayOf(spec);
  if (!none) return fields;
  const zero = !Array.isArray(e.row.targets) && e.row.value === 0;
  const forms: Choice[] = [
    { value: 'answer', text: capitalised(spec.map(fieldNoun).join(' and ')) },
    { value: 'zero', text: `No ${teamPlural(none.team)} in play (0)` },
  ];
  const form = selectField(ctx(e, 'form', 'Learned'), zero ? 'zero' : 'answer', forms,
    (v) => e.replace(withNoneInPlay(e.game, e.row, v === 'zero')));
  return zero ? form : html`${form}${fields}`;
}

function infoFields(e: RowEdit): TemplateResult {
  const reliability: Choice[] = [
    { value: 'uncertain', text: 'Uncertain (may have been drunk or poisoned)' },
    { value: 'healthy', text: 'Healthy (sober and not poisoned)' },
  ];
  return html`
    <div class="row">
      ${playerField(e)}
      ${selectField(ctx(e, 'role', 'Woke as'), text(e.row.role), roleChoices(INFO_ROLES), (v) => e.replace(withInfoRole(e.game, e.row, v)))}
    </div>
    <div class="row">${infoPayload(e)}</div>
    <div class="row">${selectField(ctx(e, 'reliability', 'Reliability'), text(e.row.reliability) || 'uncertain', reliability,
      (v) => set(e, 'reliability', v))}</div>`;
}

/** The kind-specific fields of a row. */
export function kindFields(e: RowEdit): TemplateResult {
  switch (e.row.kind) {
    case 'testimony':
      return html`<div class="row">${playerField(e)}${roleField(e, 'Claims to be')}</div>`;
    case 'role':
      return html`<div class="row">${playerField(e)}${isField(e, 'is', 'is not')}${roleField(e, 'Character')}</div>`;
    case 'alignment': {
      const sides: Choice[] = [{ value: 'good', text: 'good' }, { value: 'evil', text: 'evil' }];
      return html`<div class="row">${playerField(e)}${isField(e, 'is', 'is not')}${selectField(
        ctx(e, 'alignment', 'Alignment'), text(e.row.alignment), sides, (v) => set(e, 'alignment', v))}</div>`;
    }
    case 'inPlay':
      return html`<div class="row">${roleField(e, 'Character')}${isField(e, 'in play', 'not in play')}</div>`;
    case 'shown':
      return html`<div class="row">${playerField(e)}${roleField(e, 'Shown token')}</div>`;
    case 'setupInfo':
      return setupInfoFields(e);
    case 'info':
      return infoFields(e);
    default:
      return html`<p class="muted">This kind of row (${e.row.kind}) is kept as it is.</p>`;
  }
}
