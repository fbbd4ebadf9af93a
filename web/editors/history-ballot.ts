/**
 * The fields of a ballot: the nominee, who voted, and optionally, for each voter, whose
 * hands were up (or whose votes had already counted) when the vote came round to them.
 * That last part only matters for the Butler, who may vote only with their master.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { playerLabel, type TemporalDayEvent } from '../model/game.ts';
import type { EventRow } from './event-row.ts';
import { checkField, playerChoices, selectField, withCurrent } from './history-fields.ts';

type Ballot = Extract<TemporalDayEvent, { kind: 'ballot' }>;

/** Nominee, voters and the optional per-voter hands of a ballot row. */
export function ballotFields(row: EventRow<Ballot>): TemplateResult {
  const { game, event: e } = row;
  const nominees = [{ value: '', text: 'not recorded (the latest nominee)' }, ...withCurrent(playerChoices(game), e.nominee ?? '')];
  const voted = new Set(e.voters);
  return html`<div class="row">
      ${selectField('Nominee', `${row.name}: nominee`, nominees, e.nominee ?? '',
        (v) => row.edit((x) => { if (v === '') delete x.nominee; else x.nominee = v; }), row.disabled)}
    </div>
    <fieldset>
      <legend>Voters (ghost votes included)</legend>
      <div class="players">${game.players.map((p) => checkField(playerLabel(game, p.id),
        `${playerLabel(game, p.id)} voted (${row.name})`, voted.has(p.id),
        (on) => row.edit((x) => setVoter(x, p.id, on)), row.disabled))}</div>
    </fieldset>
    ${e.voters.length > 0 ? qualifyingFields(row) : nothing}`;
}

/** Adds or removes a voter; a removed voter's recorded hands go too, as they describe that voter's turn. */
function setVoter(ballot: Ballot, id: string, on: boolean): void {
  if (on) {
    if (!ballot.voters.includes(id)) ballot.voters.push(id);
    return;
  }
  ballot.voters = ballot.voters.filter((v) => v !== id);
  if (ballot.qualifying && Object.hasOwn(ballot.qualifying, id)) {
    delete ballot.qualifying[id];
    if (Object.keys(ballot.qualifying).length === 0) delete ballot.qualifying;
  }
}

/** Records (or forgets) the hands seen at one voter's turn; forgetting the last one drops the whole record. */
function setRecorded(ballot: Ballot, voter: string, on: boolean): void {
  if (on) {
    ballot.qualifying = { ...ballot.qualifying, [voter]: ballot.qualifying?.[voter] ?? [] };
    return;
  }
  if (!ballot.qualifying) return;
  delete ballot.qualifying[voter];
  if (Object.keys(ballot.qualifying).length === 0) delete ballot.qualifying;
}

function setHand(ballot: Ballot, voter: string, hand: string, on: boolean): void {
  const hands = ballot.qualifying?.[voter];
  if (!ballot.qualifying || !hands) return;
  ballot.qualifying[voter] = on ? (hands.includes(hand) ? hands : [...hands, hand]) : hands.filter((h) => h !== hand);
}

function qualifyingFields(row: EventRow<Ballot>): TemplateResult {
  const { game, event: e } = row;
  const recorded = e.qualifying ?? {};
  return html`<details ?open=${e.qualifying !== undefined}>
    <summary>Hands at each voter's turn (optional, for the Butler)</summary>
    <p class="note muted">Tick a voter only if you saw the whole count at their turn: then the players ticked
      under them are exactly those whose hands were up or whose votes had already counted. A healthy Butler may
      vote only when their master is among them.</p>
    ${e.voters.map((voter) => {
      const who = playerLabel(game, voter);
      const hands = recorded[voter];
      return html`<fieldset>
        <legend>At ${who}'s turn</legend>
        ${checkField('recorded', `Hands recorded at ${who}'s turn (${row.name})`, hands !== undefined,
          (on) => row.edit((x) => setRecorded(x, voter, on)), row.disabled)}
        ${hands === undefined ? nothing : html`<div class="players">${playerChoices(game, [voter]).map((c) =>
          checkField(c.text, `${c.text}'s hand up or vote counted at ${who}'s turn (${row.name})`, hands.includes(c.value),
            (on) => row.edit((x) => setHand(x, voter, c.value, on)), row.disabled))}</div>`}
      </fieldset>`;
    })}
  </details>`;
}
