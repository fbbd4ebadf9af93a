/**
 * `<botc-seat-table>`: the per-seat answer, short: the settled seats (one possible starting
 * character) summed up in one line, then a table of the others a screen reader can walk row
 * by row — those that can be the Demon now first, then the fewest possibilities — with the
 * characters each can start as (counted when every world is listed; undecided ones named as
 * such), the character types, and for a history whether the seat can hold the Demon now.
 * Below it, who can be the Demon now and the possible evil teams, in names. What only worlds
 * that need an unusual ruling allow is shown after the ordinary answer, marked in words and
 * with a dashed bar, never merged into it. In a history, each possible character (and the
 * Demon now) opens one example world that has it.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { roleName } from '../ui/roles.ts';
import { baseStyles } from '../ui/styles.ts';
import { SELECT_CANDIDATE, type SelectCandidateDetail } from './candidate-list.ts';
import {
  ONLY_UNUSUAL, demonWord, roleCountLine, tallySeats, teamSummary, totalsOf, undecidedLine, unusualRoleLine, type SeatTally,
} from './tally.ts';

/** Evil teams listed in full up to this many (of each kind). */
const TEAMS_SHOWN = 12;

/** A seat with one possible starting character, and nothing about it undecided or possible only with an unusual ruling. */
function isSettled(t: SeatTally): boolean {
  return t.roles.length === 1 && t.undecided.length === 0 && t.unusualRoles.length === 0 && t.demonNow !== null && t.demonNow !== 'unusual';
}

/** True when some but not all of `seats` can be the Demon now, so that putting those first orders anything. */
function sortsByDemon(seats: readonly SeatTally[]): boolean {
  const some = seats.filter((t) => t.demonNow === true).length;
  return some > 0 && some < seats.length;
}

const DEMON_ORDER = new Map<unknown, number>([[true, 0], [null, 1], ['unusual', 2], [false, 3], [undefined, 3]]);

/** How many starting characters a seat's row names (ordinary, unusual and undecided). */
function breadth(t: SeatTally): number {
  return t.roles.length + t.unusualRoles.length + t.undecided.length;
}

/**
 * The seats a player asks about first: those that can be the Demon now, then the others;
 * within each, the fewest possible characters first (the rows that say most), then seat order.
 */
function byInterest(a: SeatTally, b: SeatTally): number {
  return DEMON_ORDER.get(a.demonNow)! - DEMON_ORDER.get(b.demonNow)! || breadth(a) - breadth(b) || a.seat - b.seat;
}

/** Rows that name more characters than this fold them behind a one-line summary, so that a 15-seat table stays short on a phone. */
const FOLD_OVER = 6;

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
    /* One line of characters per seat, not one line per character: a 15-seat table stays short. */
    td ul { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0 0.6em; }
    .undecided { font-style: italic; }
    /* Teams side by side: twelve of them on a 15-seat table fit a few lines. */
    ul.teams { margin: 0.2em 0; padding-left: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.2em 1.2em; }
    ul.teams li:not(.unusual) { border-left: 3px solid var(--botc-demon, #b3261e); padding-left: 0.3em; }
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
    const settled = tallies.filter(isSettled);
    const open = tallies.filter((t) => !isSettled(t)).sort(byInterest);
    return html`
      ${settled.length ? html`<p data-settled><strong>${settled.length === tallies.length ? 'Every seat is settled' : 'Settled'}:</strong>
        ${settled.map((t, i) => html`${i ? '; ' : ''}${t.seat}. ${playerLabel(game, t.player)}: ${this.example(temporal ? t.examples[t.roles[0]!.value] : undefined, roleName(t.roles[0]!.value))}`)}.</p>` : nothing}
      ${open.length ? html`<table>
        <caption>What ${settled.length ? 'the other seats' : 'each seat'} can have started as${sortsByDemon(open) ? ', those that can be the Demon now first' : ''}${totals.complete ? '' : ' (undecided where the search stopped)'}</caption>
        <thead><tr>
          <th scope="col">Player</th><th scope="col">Can have started as</th>
          ${temporal ? html`<th scope="col">Demon now</th>` : nothing}
        </tr></thead>
        <tbody>
          ${open.map((t) => html`<tr data-player=${t.player}>
            <th scope="row">${t.seat}. ${playerLabel(game, t.player)}</th>
            <td>${this.renderCharacters(t, totals, temporal)}</td>
            ${temporal ? html`<td class=${t.demonNow === null ? 'undecided' : t.demonNow === 'unusual' ? 'unusual' : ''}>${this.example(t.demonExample, demonWord(t.demonNow, t.undecidedOnlyUnusual))}</td>` : nothing}
          </tr>`)}
        </tbody>
      </table>` : nothing}
      ${temporal ? this.renderDemons(game, tallies) : nothing}
      ${this.renderTeams(game)}
      ${temporal ? html`<p class="muted">Choose a character to see one example history in which the seat starts as it.</p>` : nothing}`;
  }

  /** The characters a seat can have started as; more than {@link FOLD_OVER} fold behind "Any of 12 characters: good or evil". */
  private renderCharacters(t: SeatTally, totals: ReturnType<typeof totalsOf>, temporal: boolean): TemplateResult {
    const list = html`<ul>
      ${t.roles.map((r) => html`<li>${this.example(temporal ? t.examples[r.value] : undefined, roleCountLine(r, totals))}</li>`)}
      ${t.unusualRoles.map((r) => html`<li class="unusual">${this.example(temporal ? t.examples[r.value] : undefined, unusualRoleLine(r, totals))}</li>`)}
      ${t.undecided.length ? html`<li class="undecided">${undecidedLine(t)}</li>` : nothing}
    </ul>`;
    const count = t.roles.length + t.unusualRoles.length;
    if (count <= FOLD_OVER) return list;
    const undecided = t.undecided.length ? `, ${t.undecided.length} undecided` : '';
    return html`<details data-folded><summary>Any of ${count} characters: ${teamSummary(t)}${undecided}</summary>${list}</details>`;
  }

  /** Who can be the Demon now: in an ordinary world, then only with an unusual ruling. */
  private renderDemons(game: GameInput, tallies: readonly SeatTally[]): TemplateResult {
    const who = (cell: SeatTally['demonNow']) => tallies.filter((t) => t.demonNow === cell).map((t) => playerLabel(game, t.player));
    const [demons, unusual] = [who(true), who('unusual')];
    const open = tallies.filter((t) => t.demonNow === null);
    // Once every ordinary world is decided, the undecided ones are so only with an unusual ruling.
    const others = open.length === 0 ? '' : open[0]!.undecidedOnlyUnusual ? ' (the others: only perhaps with an unusual ruling, still undecided)' : ' (others undecided)';
    return html`<p data-demons>Can be the Demon now: ${demons.length ? demons.join(', ') : 'nobody found'}${others}.</p>
      ${unusual.length ? html`<p class="unusual" data-demons-unusual>Can be the Demon now ${ONLY_UNUSUAL}: ${unusual.join(', ')}.</p>` : nothing}`;
  }

  /** The possible evil teams (who started as a Minion or the Imp): the ordinary ones, then those only unusual worlds have. */
  private renderTeams(game: GameInput): TemplateResult | typeof nothing {
    const p = this.result?.possibilities;
    const teams = p?.evilTeams;
    if (!p || !teams) return nothing;
    // Until the ordinary worlds are decided, a team seen only with an unusual ruling may still have an ordinary world.
    const onlyUnusual = teams.complete || p.ordinaryComplete ? ONLY_UNUSUAL : `so far ${ONLY_UNUSUAL}`;
    const names = (team: readonly string[]) => team.map((id) => playerLabel(game, id)).join(', ');
    const items = (list: readonly string[][], unusual: boolean) => [
      ...list.slice(0, TEAMS_SHOWN).map((team) => html`<li class=${unusual ? 'unusual' : ''}>${names(team)}${unusual ? ` — ${onlyUnusual}` : ''}</li>`),
      ...list.length > TEAMS_SHOWN ? [html`<li class=${unusual ? 'unusual' : ''}>and ${list.length - TEAMS_SHOWN} more${unusual ? ` ${onlyUnusual}` : ''}</li>`] : [],
    ];
    return html`<p>Possible evil teams (the players who started evil)${teams.complete ? '' : ', as far as the search got'}:</p>
      <ul class="teams" aria-label="Possible evil teams" data-teams>
        ${teams.teams.length ? items(teams.teams, false) : html`<li>none found${teams.unusual.length ? ' in an ordinary world' : ''}</li>`}
        ${items(teams.unusual, true)}
      </ul>`;
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
