/**
 * The fields of one public day event (execution, Slayer shot, nomination, ballot) and
 * its provenance (mode, enabled, source), for `<botc-history-day>`.
 */
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { TemporalDayEvent } from '../model/game.ts';
import type { EventRow } from './event-row.ts';
import { ballotFields } from './history-ballot.ts';
import { MODE_CHOICES, YES_NO, checkField, playerChoices, selectField, withCurrent } from './history-fields.ts';

/** Display name of each kind of day event. */
export const EVENT_NAMES: Record<TemporalDayEvent['kind'], string> = {
  execution: 'Execution',
  slayer: 'Slayer shot',
  nomination: 'Nomination',
  ballot: 'Ballot',
};

/** The fields of the event that depend on its kind. */
export function eventFields(row: EventRow): TemplateResult {
  const e = row.event;
  switch (e.kind) {
    case 'execution': return executionFields(narrow(row, e));
    case 'slayer': return twoPlayerFields(narrow(row, e), 'Slayer (shooter)', 'Target', 'Target died');
    case 'nomination': return twoPlayerFields(narrow(row, e), 'Nominator', 'Nominee', 'Nominator executed by the Virgin');
    case 'ballot': return ballotFields(narrow(row, e));
  }
}

/** The row typed by its event's kind; the copy `edit` receives is a copy of that same event. */
function narrow<E extends TemporalDayEvent>(row: EventRow, event: E): EventRow<E> {
  return { ...row, event, edit: (change) => row.edit((copy) => change(copy as E)) };
}

function players(row: EventRow, current: string) {
  return withCurrent(playerChoices(row.game), current);
}

function executionFields(row: EventRow<Extract<TemporalDayEvent, { kind: 'execution' }>>): TemplateResult {
  const e = row.event;
  return html`<div class="row">${selectField('Executed player', `${row.name}: executed player`, players(row, e.player), e.player,
    (v) => row.edit((x) => { x.player = v; }), row.disabled)}</div>`;
}

/** Slayer shots and nominations: an acting player, a chosen player and a yes/no outcome. */
function twoPlayerFields(
  row: EventRow<Extract<TemporalDayEvent, { kind: 'slayer' | 'nomination' }>>, who: string, whom: string, outcome: string,
): TemplateResult {
  const e = row.event;
  const flag = e.kind === 'slayer' ? e.killed : e.triggered;
  return html`<div class="row">
    ${selectField(who, `${row.name}: ${who}`, players(row, e.player), e.player,
      (v) => row.edit((x) => { x.player = v; }), row.disabled)}
    ${selectField(whom, `${row.name}: ${whom}`, players(row, e.target), e.target,
      (v) => row.edit((x) => { x.target = v; }), row.disabled)}
    ${selectField(outcome, `${row.name}: ${outcome}`, YES_NO, flag ? 'yes' : 'no',
      (v) => row.edit((x) => { if (x.kind === 'slayer') x.killed = v === 'yes'; else x.triggered = v === 'yes'; }),
      row.disabled)}
  </div>`;
}

/** Mode, enabled and source: how the notes know of the event. */
export function provenanceFields(row: EventRow): TemplateResult {
  const e = row.event;
  return html`<div class="row">
    ${selectField('Recorded as', `${row.name}: mode`, MODE_CHOICES, e.mode,
      (v) => row.edit((x) => { x.mode = v as TemporalDayEvent['mode']; }), row.disabled)}
    ${checkField('Use this row', `${row.name}: use this row`, e.enabled !== false,
      (on) => row.edit((x) => { if (on) delete x.enabled; else x.enabled = false; }), row.disabled)}
    <label class="field"><span class="caption">Source (optional)</span>
      <input type="text" aria-label=${`${row.name}: source`} ?disabled=${row.disabled} .value=${live(e.source ?? '')}
        @change=${(ev: Event) => {
          const text = (ev.target as HTMLInputElement).value;
          row.edit((x) => { if (text.trim() === '') delete x.source; else x.source = text; });
        }} /></label>
  </div>`;
}
