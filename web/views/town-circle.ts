/**
 * `<botc-town-circle>`: the seating circle, seat 1 at the top and clockwise as the
 * players are listed, each seat coloured by the character types it can still start as in
 * an ordinary world (the per-seat answer; a seat that can be two types is split between
 * their colours, and says so in words; a seat with undecided characters has a dotted ring
 * and a "?"; a seat with more possible only under an unusual ruling has a double ring, and
 * the types only such a ruling allows in brackets). Each seat is a button: hovering,
 * focusing or tapping it shows which characters it can start as (and in how many
 * assignments, when all are listed), those only an unusual ruling allows marked as such.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import { UNUSUAL_STANDING } from '../../src/text/unusual.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import type { Team } from '../ui/roles.ts';
import { baseStyles, teamColour } from '../ui/styles.ts';
import {
  COUNTS_NOTE, ONLY_UNUSUAL, TEAM_ORDER, TEAM_WORD, assignmentCount, hasUnusual, roleCountLine, tallySeats, teamSummary,
  totalsOf, undecidedLine, unusualCount, unusualRoleLine, type SeatTally, type Totals,
} from './tally.ts';

/** Short type words on the seats themselves (the legend spells them out). */
const SHORT: Record<Team, string> = { Demon: 'Imp', Minion: 'Min', Outsider: 'Out', Townsfolk: 'Town' };
/** One letter per type, for tables of more than {@link ROOMY} seats where words do not fit. */
const LETTER: Record<Team, string> = { Demon: 'I', Minion: 'M', Outsider: 'O', Townsfolk: 'T' };
/** Most seats that still fit on a round table with word labels. */
const ROOMY = 10;

/** Where the seats go: a circle up to {@link ROOMY} seats, a taller ellipse beyond, so neighbours never overlap. */
interface Layout {
  crowded: boolean;
  short: Record<Team, string>;
  /** Seat width and the ellipse's radii, in % of the circle box's width and height. */
  width: number;
  rx: number;
  ry: number;
}

/** Layout for `n` seats; a seat is a little narrower than the arc between two neighbours. */
function layoutFor(n: number): Layout {
  const crowded = n > ROOMY;
  return {
    crowded,
    short: crowded ? LETTER : SHORT,
    width: Math.min(24, ((2 * Math.PI * 38) / n) * 0.85),
    rx: 38,
    ry: crowded ? 44 : 38,
  };
}

/** Background of a seat's disc: one colour per possible type, as equal slices. */
function discBackground(t: SeatTally): string {
  if (!t.teams.length) return 'var(--botc-bg, #fff)';
  const step = 100 / t.teams.length;
  const slices = t.teams.map((x, i) => `${teamColour[x]} ${i * step}% ${(i + 1) * step}%`);
  return `conic-gradient(${slices.join(', ')})`;
}

/**
 * Seating circle of a result. Properties: `game` (the input searched; its players give
 * the seats and names) and `result` (a `TemporalResult` or `LegacyResult`, or null).
 * A seat is marked dead when it is dead at the end in every temporal candidate.
 * Sends no events.
 */
export class BotcTownCircle extends LitElement {
  static override properties = {
    game: { attribute: false },
    result: { attribute: false },
    open: { state: true },
    hover: { state: true },
  };

  static override styles = [baseStyles, css`
    :host { display: block; max-width: 340px; }
    .circle {
      position: relative; width: 100%; aspect-ratio: 1;
      border-radius: 50%; background: radial-gradient(circle, transparent 62%, var(--botc-border, #c9c9d1) 63%, transparent 64%);
    }
    .centre {
      position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
      width: 44%; text-align: center; font-size: 0.85em;
    }
    .seat {
      position: absolute; transform: translate(-50%, -50%);
      display: flex; flex-direction: column; align-items: center; gap: 1px;
      padding: 2px; min-height: 0; font-size: 12px; line-height: 1.15;
      background: var(--botc-bg, #fff); border-color: transparent;
    }
    .seat[aria-expanded='true'] { border-color: var(--botc-accent, #3552c8); }
    .disc {
      width: 24px; height: 24px; border-radius: 50%;
      border: 2px solid var(--botc-fg, #1b1b1f);
    }
    .seat.dead .disc { opacity: 0.4; border-style: dashed; }
    .seat.undecided .disc { outline: 2px dotted var(--botc-muted, #5b5b66); outline-offset: 2px; }
    /* More possible only with an unusual ruling: a second, outer ring (a shape, not a colour). */
    .seat.more-unusual .disc { box-shadow: 0 0 0 2px var(--botc-bg, #fff), 0 0 0 4px var(--botc-fg, #1b1b1f); }
    .name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .types { color: var(--botc-muted, #5b5b66); font-size: 11px; text-align: center; }
    .circle.crowded { aspect-ratio: 5 / 7; border-radius: 0; background: none; }
    .crowded .seat { font-size: 11px; padding: 1px; }
    .crowded .disc { width: 18px; height: 18px; }
    .details {
      border: 1px solid var(--botc-border, #c9c9d1); border-radius: var(--botc-radius, 6px);
      padding: 0.4em 0.6em; margin-top: 0.4em; min-height: 2.5em; overflow-wrap: anywhere;
    }
    .details ul, .legend { margin: 0.2em 0; padding-left: 1.2em; }
    .legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3em 1em; font-size: 0.9em; }
    .swatch {
      display: inline-block; width: 0.9em; height: 0.9em; border-radius: 50%;
      vertical-align: -0.1em; margin-right: 0.3em; border: 1px solid var(--botc-fg, #1b1b1f);
    }
  `];

  declare game: GameInput | null;
  declare result: TemporalResult | LegacyResult | null;
  /** Seat whose details were opened by a tap, click or focus (player id). */
  declare open: string | null;
  /** Seat under the pointer (player id); shown while the pointer stays. */
  declare hover: string | null;

  constructor() {
    super();
    this.game = null;
    this.result = null;
    this.open = null;
    this.hover = null;
  }

  override render(): TemplateResult {
    const game = this.game;
    if (!game) return html`<p class="muted">No players yet.</p>`;
    const totals = totalsOf(this.result);
    const tallies = tallySeats(game, this.result);
    const n = tallies.length;
    const layout = layoutFor(n);
    const shown = tallies.find((t) => t.player === (this.hover ?? this.open));
    const more = unusualCount(totals);
    return html`
      <h3 id="title">Seating circle</h3>
      <div class="circle ${layout.crowded ? 'crowded' : ''}" role="group" aria-labelledby="title" @keydown=${this.onKey}>
        <p class="centre muted">${assignmentCount(totals)}${more ? `; ${more}` : ''}</p>
        ${tallies.map((t, i) => this.renderSeat(game, t, i, n, layout))}
      </div>
      <div class="details" id="details" aria-live="polite">
        ${shown ? this.renderDetails(game, shown, totals) : html`<span class="muted">Choose a seat to see its possible characters.</span>`}
      </div>
      <ul class="legend" aria-label="Legend">
        ${TEAM_ORDER.map((team) => html`<li><span class="swatch" style="background:${teamColour[team]}"></span>${layout.short[team]}: ${TEAM_WORD[team]}</li>`)}
        <li>Split disc: more than one type possible</li>
        <li>Dotted ring and ?: some characters still undecided</li>
        <li>Double ring, types in brackets: more possible ${ONLY_UNUSUAL} (${UNUSUAL_STANDING})</li>
        <li>Faded disc: dead at the end in every assignment</li>
      </ul>
      <p class="muted">${COUNTS_NOTE}</p>`;
  }

  private renderSeat(game: GameInput, t: SeatTally, i: number, n: number, layout: Layout): TemplateResult {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
    const left = 50 + layout.rx * Math.cos(angle);
    const top = 50 + layout.ry * Math.sin(angle);
    const style = `left:${left}%;top:${top}%;width:${layout.width}%`;
    const dead = this.deadAtEnd(t.player);
    const open = t.undecided.length > 0;
    const unusual = hasUnusual(t);
    const types = [...t.teams.map((x) => layout.short[x]), ...t.unusualTeams.map((x) => `(${layout.short[x]})`)];
    // The seat's words: its types, and that more is possible only with an unusual ruling when
    // the types alone do not say so (a character of a type it can already be, or the Demon now).
    const more = unusual && !t.unusualTeams.length ? `; more possible ${ONLY_UNUSUAL}` : '';
    return html`
      <button type="button" class="seat ${dead ? 'dead' : ''} ${open ? 'undecided' : ''} ${unusual ? 'more-unusual' : ''}" style=${style}
        data-player=${t.player} data-teams=${t.teams.join(' ')} data-unusual-teams=${t.unusualTeams.join(' ')}
        aria-expanded=${this.open === t.player ? 'true' : 'false'} aria-controls="details"
        @click=${() => { this.open = this.open === t.player ? null : t.player; }}
        @focus=${this.onFocus}
        @mouseenter=${() => { this.hover = t.player; }}
        @mouseleave=${() => { this.hover = null; }}>
        <span class="disc" style="background:${discBackground(t)}" aria-hidden="true"></span>
        <span class="name">${playerLabel(game, t.player)}</span>
        <!-- A zero-width space after each dot lets a narrow seat wrap its types between words. -->
        <span class="types" aria-hidden="true">${types.join('·\u200b') || '–'}${open ? '·\u200b?' : ''}</span>
        <span class="visually-hidden">, seat ${t.seat}: ${teamSummary(t)}${more}${dead ? ', dead at the end' : ''}</span>
      </button>`;
  }

  private renderDetails(game: GameInput, t: SeatTally, totals: Totals): TemplateResult {
    const lines = t.roles.length || t.unusualRoles.length || t.undecided.length;
    return html`
      <strong>Seat ${t.seat}, ${playerLabel(game, t.player)}</strong>: ${teamSummary(t)}
      ${lines ? html`<ul>
        ${t.roles.map((r) => html`<li>${roleCountLine(r, totals)}</li>`)}
        ${t.unusualRoles.map((r) => html`<li class="unusual">${unusualRoleLine(r, totals)}</li>`)}
        ${t.undecided.length ? html`<li>${undecidedLine(t)}</li>` : nothing}
      </ul>` : nothing}
      ${t.demonNow === true ? html`<div>Can be the Demon now.</div>`
        : t.demonNow === 'unusual' ? html`<div>Can be the Demon now ${ONLY_UNUSUAL}.</div>`
          : t.demonNow === null ? html`<div>Demon now: undecided.</div>` : nothing}
      ${this.deadAtEnd(t.player) ? html`<div>Dead at the end in every assignment.</div>` : nothing}`;
  }

  /** True when every candidate has a final state and in all of them this player is dead. */
  private deadAtEnd(player: string): boolean {
    const candidates = this.result?.candidates ?? [];
    return candidates.length > 0 && candidates.every((c) => 'alive' in c && c.alive[player] === false);
  }

  /**
   * Keyboard focus opens a seat's details; a pointer's focus does not, or the click that
   * follows it would close them again at once.
   */
  private onFocus(e: FocusEvent): void {
    const seat = e.currentTarget as HTMLElement;
    if (seat.matches(':focus-visible')) this.open = seat.dataset.player ?? null;
  }

  /** Escape closes the open seat's details, as a toggletip should. */
  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') this.open = null;
  }
}

defineOnce('botc-town-circle', BotcTownCircle);
