/**
 * `<botc-seat-table>`: the per-seat answer as a table a screen reader can walk row by row:
 * player, the characters the seat can start as (with their counts when every starting
 * assignment is listed; undecided ones named as such), the character types, and — for a
 * history — whether the seat can hold the Demon now. Below it, who can be the Demon now.
 * In a history, each possible character (and "Yes" for the Demon now) opens one example
 * world that has it.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { baseStyles } from '../ui/styles.ts';
import { SELECT_CANDIDATE, type SelectCandidateDetail } from './candidate-list.ts';
import {
  COUNTS_NOTE, assignmentCount, demonWord, roleCountLine, tallySeats, teamSummary, totalsOf, undecidedLine,
  type SeatTally, type Totals,
} from './tally.ts';

/** "Always Minion" when every assignment agrees on the type, else the possible types. */
function typeCell(t: SeatTally, totals: Totals): string {
  return t.teams.length === 1 && !t.undecidedTeams.length && totals.complete ? `Always ${teamSummary(t)}` : teamSummary(t);
}

/**
 * Table of what each seat can start as. Properties: `game` (the input searched: players
 * in seat order) and `result` (a `TemporalResult` or `LegacyResult`, or null). Event:
 * `botc-select-candidate` with the id of a cell's example world (temporal results), when
 * the user asks to see it.
 */
export class BotcSeatTable extends LitElement {
  static override properties = {
    game: { attribute: false },
    result: { attribute: false },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    table { border-collapse: collapse; width: 100%; }
    caption { text-align: left; font-weight: 600; padding-bottom: 0.3em; }
    th, td {
      text-align: left; vertical-align: top; padding: 0.3em 0.4em;
      border-bottom: 1px solid var(--botc-border, #c9c9d1); overflow-wrap: break-word;
    }
    td ul { margin: 0; padding: 0; list-style: none; }
    .undecided { font-style: italic; }
    button.example {
      border: none; background: none; padding: 0; min-height: 0; font: inherit; color: inherit;
      text-align: left; text-decoration: underline dotted; cursor: pointer;
    }
  `];

  declare game: GameInput | null;
  declare result: TemporalResult | LegacyResult | null;

  constructor() {
    super();
    this.game = null;
    this.result = null;
  }

  override render(): TemplateResult {
    const game = this.game;
    if (!game) return html`<p class="muted">No players yet.</p>`;
    const totals = totalsOf(this.result);
    const tallies = tallySeats(game, this.result);
    const temporal = tallies.some((t) => t.demonNow !== undefined);
    const demons = tallies.filter((t) => t.demonNow === true).map((t) => playerLabel(game, t.player));
    const open = tallies.some((t) => t.demonNow === null);
    return html`
      <table>
        <caption>What each seat can start as, over ${assignmentCount(totals)}${totals.complete ? '' : ' (undecided where the search stopped)'}</caption>
        <thead><tr>
          <th scope="col">Player</th><th scope="col">Starting character</th><th scope="col">Type</th>
          ${temporal ? html`<th scope="col">Demon now</th>` : nothing}
        </tr></thead>
        <tbody>
          ${tallies.map((t) => html`<tr data-player=${t.player}>
            <th scope="row">${t.seat}. ${playerLabel(game, t.player)}</th>
            <td><ul>
              ${t.roles.map((r) => html`<li>${this.example(temporal ? t.examples[r.value] : undefined, roleCountLine(r, totals))}</li>`)}
              ${t.undecided.length ? html`<li class="undecided">${undecidedLine(t)}</li>` : nothing}
            </ul></td>
            <td>${typeCell(t, totals)}</td>
            ${temporal ? html`<td class=${t.demonNow === null ? 'undecided' : ''}>${this.example(t.demonExample, demonWord(t.demonNow))}</td>` : nothing}
          </tr>`)}
        </tbody>
      </table>
      ${temporal ? html`<p data-demons>Can be the Demon now: ${demons.length ? demons.join(', ') : 'nobody found'}${open ? ' (others undecided)' : ''}.</p>` : nothing}
      ${temporal ? html`<p class="muted">Choose a character to see one example history in which the seat starts as it.</p>` : nothing}
      <p class="muted">${COUNTS_NOTE}</p>`;
  }

  /** `text`, as a button that opens world `id` when there is one. */
  private example(id: string | undefined, text: string): TemplateResult {
    if (!id) return html`${text}`;
    const open = () => this.dispatchEvent(new CustomEvent<SelectCandidateDetail>(SELECT_CANDIDATE, {
      detail: { id }, bubbles: true, composed: true,
    }));
    return html`<button type="button" class="example" data-example=${id} @click=${open}>${text}</button>`;
  }
}

defineOnce('botc-seat-table', BotcSeatTable);
