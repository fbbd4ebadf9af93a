/**
 * `<botc-seat-table>`: the same per-seat counts as the seating circle, as a table a
 * screen reader can walk row by row: player, the characters the seat starts as with
 * their counts, and a summary of the character types.
 */
import { LitElement, css, html, type TemplateResult } from 'lit';
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { baseStyles } from '../ui/styles.ts';
import { COUNTS_NOTE, plural, roleCountLines, tallySeats, teamSummary, type SeatTally } from './tally.ts';

/** "Always Minion" when every assignment agrees on the type, else the possible types. */
function typeCell(t: SeatTally, total: number): string {
  const only = t.teams.length === 1 ? t.teams[0] : undefined;
  return only && only.count === total ? `Always ${teamSummary(t)}` : teamSummary(t);
}

/**
 * Table of what each seat can start as. Properties: `game` (the input searched: players
 * in seat order) and `result` (a `TemporalResult` or `LegacyResult`, or null; both have
 * candidates with `assignments`). Sends no events.
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
    const total = this.result?.candidates.length ?? 0;
    const tallies = tallySeats(game, this.result?.candidates ?? []);
    return html`
      <table>
        <caption>What each seat can start as, over ${total} ${plural(total, 'assignment')}</caption>
        <thead><tr><th scope="col">Player</th><th scope="col">Starting character</th><th scope="col">Type</th></tr></thead>
        <tbody>
          ${tallies.map((t) => html`<tr data-player=${t.player}>
            <th scope="row">${t.seat}. ${playerLabel(game, t.player)}</th>
            <td><ul>${roleCountLines(t, total).map((line) => html`<li>${line}</li>`)}</ul></td>
            <td>${typeCell(t, total)}</td>
          </tr>`)}
        </tbody>
      </table>
      <p class="muted">${COUNTS_NOTE}</p>`;
  }
}

defineOnce('botc-seat-table', BotcSeatTable);
