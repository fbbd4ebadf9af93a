/**
 * One day of the history: its public events in order, whether the day is over and
 * whether its voting record is complete. Part of `<botc-history-editor>`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { playerLabel, type TemporalDayEvent, type TemporalInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import type { EventRow } from './event-row.ts';
import { EVENT_NAMES, eventFields, provenanceFields } from './history-day-event.ts';
import { checkField, playerChoices, selectField, type Choice } from './history-fields.ts';
import { executionIndex, hasEventAfterExecution, swapped, type DayPhase } from './history-ops.ts';
import { PhaseEditor } from './history-phase.ts';

type Kind = TemporalDayEvent['kind'];

/** Which players a new event of each kind needs before it can be added (a ballot needs none). */
const NEEDS: Record<Kind, { player?: string; target?: string }> = {
  execution: { player: 'Executed player' },
  slayer: { player: 'Slayer (shooter)', target: 'Target' },
  nomination: { player: 'Nominator', target: 'Nominee' },
  ballot: {},
};

interface Draft { kind: Kind | ''; player: string; target: string }
const NO_DRAFT: Draft = { kind: '', player: '', target: '' };

/**
 * A new event from the form. Public events default to `hard`: the whole town saw them.
 * Outcomes start as "no" (the Slayer's target survived, the Virgin did not trigger).
 */
function newEvent(d: Draft): TemporalDayEvent | null {
  switch (d.kind) {
    case 'execution': return d.player ? { kind: 'execution', player: d.player, mode: 'hard' } : null;
    case 'slayer':
      return d.player && d.target ? { kind: 'slayer', player: d.player, target: d.target, killed: false, mode: 'hard' } : null;
    case 'nomination':
      return d.player && d.target
        ? { kind: 'nomination', player: d.player, target: d.target, triggered: false, mode: 'hard' } : null;
    case 'ballot': return { kind: 'ballot', voters: [], mode: 'hard' };
    default: return null;
  }
}

/**
 * `<botc-history-day>`: edits the day at `index` of a temporal `game`.
 * Properties: `game` (a `botc-temporal-v1` input), `index` (position in `game.phases`),
 * `readonly` (disables every control, hides add, move and remove). Events:
 * `botc-game-edit` with the whole next game after each change.
 */
export class HistoryDay extends PhaseEditor<'day', Draft> {
  constructor() {
    super('day', NO_DRAFT);
  }

  override render(): TemplateResult | typeof nothing {
    const day = this.phase;
    const game = this.game;
    if (!game || !day) return nothing;
    return html`
      ${day.events.length === 0 ? html`<p class="muted">No events recorded for day ${day.number}.</p>` : html`
        <ol class="events">${day.events.map((e, j) => this.renderEvent(game, day, e, j))}</ol>`}
      ${hasEventAfterExecution(day.events) ? html`<p class="error" role="alert">An event follows the execution
        of day ${day.number}. The search rejects this: move it before the execution, disable it or remove it.</p>` : nothing}
      ${this.readonly ? nothing : this.renderDraft(game, day)}
      ${this.renderStatus(day)}`;
  }

  private renderEvent(game: TemporalInput, day: DayPhase, event: TemporalDayEvent, j: number): TemplateResult {
    const name = `Day ${day.number}, event ${j + 1} (${EVENT_NAMES[event.kind]})`;
    const row: EventRow = {
      game, event, name, disabled: this.readonly,
      edit: (change) => this.edit((x) => {
        const e = x.events[j];
        if (e) change(e);
      }),
    };
    const up = swapped(day.events, j, -1);
    const down = swapped(day.events, j, 1);
    return html`<li class="item ${event.enabled === false ? 'off' : ''}">
      <p class="item-title">${j + 1}. ${EVENT_NAMES[event.kind]}</p>
      ${eventFields(row)}
      ${provenanceFields(row)}
      ${this.readonly ? nothing : html`<div class="row">
        <button type="button" aria-label=${`Move up ${name}`} ?disabled=${!up}
          @click=${() => this.edit((x) => { x.events = swapped(x.events, j, -1) ?? x.events; })}>Move up</button>
        <button type="button" aria-label=${`Move down ${name}`} ?disabled=${!down}
          @click=${() => this.edit((x) => { x.events = swapped(x.events, j, 1) ?? x.events; })}>Move down</button>
        <button type="button" aria-label=${`Remove ${name}`}
          @click=${() => this.edit((x) => { x.events = x.events.filter((_, k) => k !== j); })}>Remove</button>
      </div>`}
    </li>`;
  }

  /** The form for a new event, closed once the day has had its execution (rulings, Q12). */
  private renderDraft(game: TemporalInput, day: DayPhase): TemplateResult {
    const n = day.number;
    const d = this.draft;
    const executed = executionIndex(day.events);
    const locked = executed >= 0;
    const kinds: Choice[] = [{ value: '', text: 'choose…' },
      ...(Object.keys(NEEDS) as Kind[]).map((k) => ({ value: k, text: EVENT_NAMES[k] }))];
    const players: Choice[] = [{ value: '', text: 'choose…' }, ...playerChoices(game)];
    const needs = d.kind === '' ? {} : NEEDS[d.kind];
    const ready = !locked && newEvent(d) !== null;
    return html`<fieldset ?disabled=${locked}>
      <legend>Add an event to day ${n}</legend>
      ${locked ? html`<p class="note" id="locked">Nothing more can happen on day ${n}:
        ${this.executedText(game, day.events[executed])} (event ${executed + 1}). Once someone is executed the day
        is over, so no nomination, ballot, Slayer shot or other execution can follow it.</p>` : nothing}
      <div class="row">
        ${selectField('Kind of event', `Day ${n}: kind of the new event`, kinds, d.kind,
          (v) => { this.draft = { ...d, kind: v as Kind | '' }; }, locked)}
        ${needs.player ? selectField(needs.player, `Day ${n}, new event: ${needs.player}`, players, d.player,
          (v) => { this.draft = { ...d, player: v }; }, locked) : nothing}
        ${needs.target ? selectField(needs.target, `Day ${n}, new event: ${needs.target}`, players, d.target,
          (v) => { this.draft = { ...d, target: v }; }, locked) : nothing}
        <button type="button" aria-label=${`Add event to day ${n}`} aria-describedby=${locked ? 'locked' : nothing}
          ?disabled=${!ready} @click=${() => this.addDraft()}>Add event</button>
      </div>
    </fieldset>`;
  }

  private executedText(game: TemporalInput, e: TemporalDayEvent | undefined): string {
    if (e?.kind === 'execution') return `${playerLabel(game, e.player)} was executed`;
    if (e?.kind === 'nomination') return `${playerLabel(game, e.player)} was executed by nominating the Virgin`;
    return 'someone was executed';
  }

  private addDraft(): void {
    const event = newEvent(this.draft);
    if (!event) return;
    this.edit((x) => { x.events = [...x.events, event]; });
    this.draft = this.emptyDraft;
  }

  private renderStatus(day: DayPhase): TemplateResult {
    const n = day.number;
    const last = this.index === (this.game?.phases.length ?? 0) - 1;
    // Only the last phase may be an open day: an earlier day can be reopened only by removing what follows.
    const endedLocked = this.readonly || (!last && day.ended);
    return html`<div class="row">
      ${checkField('The day is over', `Day ${n} is over`, day.ended,
        (on) => this.edit((x) => { x.ended = on; }), endedLocked)}
      ${checkField('Every nomination and ballot of this day is entered', `Day ${n}: every nomination and ballot is entered`,
        day.completeVoting === true,
        (on) => this.edit((x) => { if (on) x.completeVoting = true; else delete x.completeVoting; }), this.readonly)}
    </div>
    ${endedLocked && !this.readonly ? html`<p class="note muted">Day ${n} is followed by other phases, so it is over;
      remove the phases after it to reopen it.</p>` : nothing}`;
  }
}

defineOnce('botc-history-day', HistoryDay);
