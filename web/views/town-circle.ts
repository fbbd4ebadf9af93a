/**
 * `<botc-town-circle>`: the grimoire circle, the one circle on the page, which carries the
 * answer. Seat 1 at the top, clockwise as the players are listed; each seat shows the
 * player's name, what they can have started as in an ordinary world (the character's name
 * when certain, a short list of two or three, else good/evil and how many — grimoire.ts),
 * their claim, a "Demon now" mark (apart from the starting character, so a Baron who caught
 * the star-pass reads "Baron" and "Demon now"), and a shroud when they are dead. The disc is
 * coloured by the character types still possible (split between them); a dotted ring means
 * something is undecided, a double ring that an unusual ruling would allow more.
 *
 * The world's button ("World 3", its number in the list) shows a chosen world's grimoire
 * instead: each seat's starting character (and the one it holds now), and the reminders of
 * the last recorded night; choosing a world elsewhere shows it here (`showWorld`). Each seat
 * is a button: hovering, focusing or tapping it shows its details in words.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { LegacyCandidate, LegacyResult, TemporalCandidate, TemporalResult } from '../../src/contract/result.ts';
import { UNUSUAL_STANDING, needsUnusual } from '../../src/text/unusual.ts';
import { worldCount } from '../../src/text/world-count.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { roleName, roleTeam } from '../ui/roles.ts';
import { baseStyles, teamColour } from '../ui/styles.ts';
import { worldName } from './candidate-list.ts';
import { circleLayout, type CircleLayout } from './circle-layout.ts';
import { claimsOf, seatLabel, worldGrimoire, type WorldGrimoire } from './grimoire.ts';
import {
  ONLY_UNUSUAL, TEAM_ORDER, TEAM_WORD, hasUnusual, roleCountLine, tallySeats, teamSummary, totalsOf,
  undecidedLine, unusualRoleLine, type SeatTally, type Totals,
} from './tally.ts';

type World = TemporalCandidate | LegacyCandidate;

/** Long character names, with a soft hyphen where a narrow seat may break them. */
const LONG_NAMES: Readonly<Record<string, string>> = {
  Washerwoman: 'Washer\u00adwoman', Investigator: 'Investi\u00adgator', Ravenkeeper: 'Raven\u00adkeeper',
  Undertaker: 'Under\u00adtaker', Librarian: 'Libra\u00adrian',
};

/** `text` with soft hyphens in the long character names it holds. */
function breakable(text: string): string {
  return text.replace(/[A-Z][a-z]{9,}/g, (word) => LONG_NAMES[word] ?? word);
}

/** Below this width (px) the circle becomes a tall ellipse (circle-layout.ts). */
const NARROW_PX = 440;

/** Most seats that can be the Demon now for each of them to carry a "Demon now?" mark. */
const DEMON_MARKS = 4;

/** Background of a seat's disc: one colour per possible type, as equal slices. */
function discBackground(teams: readonly string[]): string {
  if (!teams.length) return 'var(--botc-bg, #fff)';
  const step = 100 / teams.length;
  const slices = teams.map((x, i) => `${teamColour[x as keyof typeof teamColour]} ${i * step}% ${(i + 1) * step}%`);
  return `conic-gradient(${slices.join(', ')})`;
}

/**
 * Grimoire circle of a result. Properties: `game` (the input searched: seats, names,
 * claims), `result` (a `TemporalResult` or `LegacyResult`, or null) and `world` (the chosen
 * world, a candidate or a per-seat example, or null). Sends no events.
 */
export class BotcTownCircle extends LitElement {
  static override properties = {
    game: { attribute: false },
    result: { attribute: false },
    world: { attribute: false },
    mode: { state: true },
    narrow: { state: true },
    open: { state: true },
    hover: { state: true },
  };

  static override styles = [baseStyles, css`
    :host { display: block; container-type: inline-size; }
    .modes { display: flex; flex-wrap: wrap; gap: 0.3em; margin: 0.3em 0; }
    .modes button[aria-pressed='true'] { background: var(--botc-accent, #3552c8); color: #fff; border-color: var(--botc-accent, #3552c8); }
    /* Small enough that a puzzle's headline and circle share a laptop's first screen. */
    .circle { position: relative; width: 100%; max-width: 500px; margin: 0 auto; }
    .circle.crowded { max-width: 760px; }
    .top { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.2em 1em; }
    .top h3 { margin: 0.3em 0; }
    .ring {
      position: absolute; border-radius: 50%;
      border: 2px solid var(--botc-border, #c9c9d1); pointer-events: none;
    }
    .centre {
      position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
      width: 46%; text-align: center; font-size: 0.85em; margin: 0;
    }
    .seat {
      position: absolute; transform: translate(-50%, -50%);
      display: flex; flex-direction: column; align-items: center; gap: 1px;
      padding: 2px; min-height: 0; font-size: 12px; line-height: 1.15; text-align: center;
      background: var(--botc-bg, #fff); border-color: transparent;
    }
    .seat[aria-expanded='true'] { border-color: var(--botc-accent, #3552c8); }
    .disc {
      position: relative; width: 30px; height: 30px; border-radius: 50%;
      border: 2px solid var(--botc-fg, #1b1b1f); flex: none;
    }
    .seat.undecided .disc { outline: 2px dotted var(--botc-muted, #5b5b66); outline-offset: 2px; margin-bottom: 4px; }
    .crowded .seat.undecided .disc { margin: 0 3px 3px 0; }
    /* More possible only with an unusual ruling: a second, outer ring (a shape, not a colour). */
    .seat.more-unusual .disc { box-shadow: 0 0 0 2px var(--botc-bg, #fff), 0 0 0 4px var(--botc-fg, #1b1b1f); }
    /* The dead: a black shroud over the token, as in a grimoire. */
    .shroud {
      position: absolute; left: 22%; top: -5px; width: 56%; height: 80%;
      background: #1b1b1f; clip-path: polygon(0 0, 100% 0, 100% 72%, 50% 100%, 0 72%);
    }
    .who { display: flex; flex-direction: column; align-items: center; max-width: 100%; }
    /* A name or a claim takes up to two lines, so that a 15-seat table shows long ones whole
       (longer still: cut, the whole in the seat's title and details). */
    .name, .claim { max-width: 100%; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; }
    .name { font-weight: 700; }
    .label { max-width: 100%; overflow-wrap: anywhere; }
    /* A certain character in the accent colour, not bold: it must not read as the player's surname. */
    .label.one { color: var(--botc-accent, #3552c8); }
    .claim { color: var(--botc-muted, #5b5b66); font-style: italic; font-size: 11px; }
    .mark {
      font-size: 10px; font-weight: 700; padding: 0 0.35em; border-radius: 1em; white-space: nowrap;
      border: 1px solid var(--botc-demon, #b3261e);
    }
    .mark.now { background: var(--botc-demon, #b3261e); color: #fff; }
    .mark.maybe { color: var(--botc-demon, #b3261e); background: var(--botc-bg, #fff); }
    .reminders { display: flex; flex-wrap: wrap; justify-content: center; gap: 1px; }
    .reminder {
      font-size: 10px; padding: 0 0.3em; border-radius: 0.6em;
      background: #f2f2f6; border: 1px solid var(--botc-border, #c9c9d1);
    }
    .crowded .seat { font-size: 11px; padding: 1px; }
    /* A phone's width: smaller words, so that "Washerwoman" still fits its seat. */
    @container (max-width: 420px) { .seat { font-size: 11px; } .crowded .seat { font-size: 10px; } .claim, .crowded .claim { font-size: 10px; } }
    /* Fifteen seats: a small disc above the name, so that the name has the seat's whole width. */
    .crowded .disc { width: 15px; height: 15px; border-width: 1.5px; }
    .crowded .mark { font-size: 9px; padding: 0 0.25em; }
    .crowded .shroud { top: -3px; }
    .crowded .claim { font-size: 10px; }
    /* Fifteen seats on a phone leave a seat about 60 px: its words stop at two lines (the whole
       list stays in the seat's text and its details), so that its neighbours above and below
       clear it however long a list a bounded answer leaves. */
    .crowded .label { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; }
    .details {
      border: 1px solid var(--botc-border, #c9c9d1); border-radius: var(--botc-radius, 6px);
      padding: 0.4em 0.6em; margin-top: 0.4em; min-height: 2.5em; overflow-wrap: anywhere;
    }
    .details ul { margin: 0.2em 0; padding-left: 1.2em; }
    .legend { list-style: none; padding: 0; margin: 0.3em 0; display: flex; flex-wrap: wrap; gap: 0.2em 1em; font-size: 0.85em; }
    .swatch {
      display: inline-block; width: 0.9em; height: 0.9em; border-radius: 50%;
      vertical-align: -0.1em; margin-right: 0.3em; border: 1px solid var(--botc-fg, #1b1b1f);
    }
  `];

  declare game: GameInput | null;
  declare result: TemporalResult | LegacyResult | null;
  declare world: World | null;
  /** What the seats show: the per-seat answer, or the chosen world's grimoire; null until the user picks (then: the world when only one ordinary world fits). */
  declare mode: 'answer' | 'world' | null;
  /** The element is as narrow as a phone: the seats go on a tall ellipse. */
  declare narrow: boolean;
  /** Seat whose details were opened by a tap, click or focus (player id). */
  declare open: string | null;
  /** Seat under the pointer (player id); shown while the pointer stays. */
  declare hover: string | null;

  constructor() {
    super();
    this.game = null;
    this.result = null;
    this.world = null;
    this.mode = null;
    this.narrow = false;
    this.open = null;
    this.hover = null;
  }

  // The new layout is drawn in the next frame: drawing it inside the observer's callback
  // changes the element's height there, which browsers report as a ResizeObserver loop.
  private readonly resized = new ResizeObserver(([entry]) => {
    const narrow = (entry?.contentRect.width ?? Infinity) < NARROW_PX;
    if (narrow !== this.narrow) requestAnimationFrame(() => { this.narrow = narrow; });
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.resized.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized.disconnect();
  }

  /** Show the chosen world's grimoire (the reader chose a world in the list or the seat table). */
  showWorld(): void {
    this.mode = 'world';
  }

  /** The mode in effect: the user's choice, else the world when it is the one ordinary world there is. */
  private shownMode(): 'answer' | 'world' {
    if (!this.world) return 'answer';
    if (this.mode) return this.mode;
    const p = this.result?.possibilities;
    const seats = p ? Object.values(p.seats) : [];
    const solved = !!p && p.ordinaryComplete && p.assignments.exact && seats.every((s) => Object.values(s.starting).filter((c) => c === true).length === 1);
    // One world shows one history: when several seats can hold the Demon now, it would show one of them only.
    const oneDemon = seats.filter((s) => s.demonNow === true).length <= 1;
    return solved && oneDemon && !needsUnusual(this.world) ? 'world' : 'answer';
  }

  override render(): TemplateResult {
    const game = this.game;
    if (!game) return html`<p class="muted">No players yet.</p>`;
    const totals = totalsOf(this.result);
    const tallies = tallySeats(game, this.result);
    const layout = circleLayout(tallies.length, this.narrow);
    const mode = this.shownMode();
    const grimoire = mode === 'world' && this.world ? worldGrimoire(this.world) : null;
    const claims = claimsOf(game);
    const demons = tallies.filter((t) => t.demonNow === true);
    const shown = tallies.find((t) => t.player === (this.hover ?? this.open));
    return html`
      <div class="top"><h3 id="title">Grimoire</h3>
      ${this.world ? html`<div class="modes" role="group" aria-label="What the seats show">
        <button type="button" aria-pressed=${mode === 'answer'} @click=${() => { this.mode = 'answer'; }}>What each seat can be</button>
        <button type="button" aria-pressed=${mode === 'world'} @click=${() => { this.mode = 'world'; }}>${worldName(this.result, this.world)}${needsUnusual(this.world) ? ', unusual' : ''}</button>
      </div>` : nothing}</div>
      <div class="circle ${layout.crowded ? 'crowded' : ''}" style="aspect-ratio:${1 / layout.aspect}" role="group" aria-labelledby="title" @keydown=${this.onKey}>
        <div class="ring" style="inset:${50 - layout.ry}% ${50 - layout.rx}%" aria-hidden="true"></div>
        <p class="centre muted">${grimoire ? this.worldCaption(grimoire) : this.result ? worldCount(this.result) : ''}</p>
        ${tallies.map((t, i) => this.renderSeat(game, t, i, layout, claims.get(t.player), demons.length, grimoire))}
      </div>
      <div class="details" id="details" aria-live="polite">
        ${shown ? this.renderDetails(game, shown, totals, claims.get(shown.player), grimoire) : html`<span class="muted">Choose a seat to see what it can be, in words.</span>`}
      </div>
      ${this.renderLegend(grimoire !== null, tallies.some((t) => t.demonNow !== undefined))}`;
  }

  private worldCaption(g: WorldGrimoire): string {
    return `${worldName(this.result, this.world!)}${g.night !== null ? `: reminders of night ${g.night}` : ''}`;
  }

  private renderSeat(
    game: GameInput, t: SeatTally, i: number, layout: CircleLayout, claim: string | undefined, demonCount: number, grimoire: WorldGrimoire | null,
  ): TemplateResult {
    const { x, y } = layout.seats[i]!;
    const style = `left:${x}%;top:${y}%;width:${layout.width}%`;
    const world = grimoire?.seats.get(t.player);
    const dead = world ? world.alive === false : this.deadAtEnd(t.player);
    const open = !world && t.undecided.length > 0;
    const unusual = !world && hasUnusual(t);
    const label = world
      ? { kind: 'one', text: world.now !== world.starting ? `${roleName(world.starting)} → ${roleName(world.now)}` : roleName(world.starting) }
      : seatLabel(t);
    const teams = world ? [roleTeam(world.starting)].filter((x): x is NonNullable<typeof x> => x !== null) : t.teams;
    const demonNow = world ? world.now === 'imp' && world.alive !== false : t.demonNow === true && demonCount <= DEMON_MARKS;
    const markWords = world || demonCount === 1 ? 'Demon now' : 'Demon now?';
    const mark = demonNow ? html`<span class="mark ${markWords === 'Demon now' ? 'now' : 'maybe'}" data-demon-now>${markWords}</span>` : nothing;
    return html`
      <button type="button" class="seat ${dead ? 'dead' : ''} ${open ? 'undecided' : ''} ${unusual ? 'more-unusual' : ''}" style=${style}
        data-player=${t.player} data-teams=${teams.join(' ')} data-unusual-teams=${world ? '' : t.unusualTeams.join(' ')}
        aria-expanded=${this.open === t.player ? 'true' : 'false'} aria-controls="details"
        @click=${() => { this.open = this.open === t.player ? null : t.player; }}
        @focus=${this.onFocus}
        @mouseenter=${() => { this.hover = t.player; }}
        @mouseleave=${() => { this.hover = null; }}>
        <span class="who"><span class="disc" style="background:${discBackground(teams)}" aria-hidden="true">${dead ? html`<span class="shroud"></span>` : nothing}</span>
        <span class="name" title=${playerLabel(game, t.player)}>${playerLabel(game, t.player)}</span></span>
        <span class="label ${label.kind}" data-label title=${label.text}>${breakable(label.text)}${open ? ' ?' : ''}</span>
        ${claim ? html`<span class="claim" data-claim title=${`claims ${roleName(claim)}`}><span class="visually-hidden">claims </span>“${breakable(roleName(claim))}”</span>` : nothing}
        ${mark}
        ${world?.reminders.length ? html`<span class="reminders">${world.reminders.map((r) => html`<span class="reminder" data-reminder=${r.code}>${r.text}</span>`)}</span>` : nothing}
        <span class="visually-hidden" data-summary>, seat ${t.seat}${world ? '' : `: ${teamSummary(t)}`}${unusual && !t.unusualTeams.length ? `; more possible ${ONLY_UNUSUAL}` : ''}${dead ? ', dead' : ''}</span>
      </button>`;
  }

  private renderDetails(game: GameInput, t: SeatTally, totals: Totals, claim: string | undefined, grimoire: WorldGrimoire | null): TemplateResult {
    const head = html`<strong>Seat ${t.seat}, ${playerLabel(game, t.player)}</strong>${claim ? ` (claims ${roleName(claim)})` : ''}`;
    const world = grimoire?.seats.get(t.player);
    if (world) {
      return html`${head}: in ${worldName(this.result, this.world!, true)}, started as the ${roleName(world.starting)}${world.now !== world.starting ? `, now the ${roleName(world.now)}` : ''}${world.alive === false ? '; dead' : ''}.
        ${world.reminders.length ? html`<ul>${world.reminders.map((r) => html`<li>${r.text}</li>`)}</ul>` : nothing}`;
    }
    const lines = t.roles.length || t.unusualRoles.length || t.undecided.length;
    return html`
      ${head}: ${teamSummary(t)}
      ${lines ? html`<ul>
        ${t.roles.map((r) => html`<li>${roleCountLine(r, totals)}</li>`)}
        ${t.unusualRoles.map((r) => html`<li class="unusual">${unusualRoleLine(r, totals)}</li>`)}
        ${t.undecided.length ? html`<li>${undecidedLine(t)}</li>` : nothing}
      </ul>` : nothing}
      ${t.demonNow === true ? html`<div>Can be the Demon now.</div>`
        : t.demonNow === 'unusual' ? html`<div>Can be the Demon now ${ONLY_UNUSUAL}.</div>`
          : t.demonNow === null ? html`<div>Demon now: undecided.</div>` : nothing}
      ${this.deadAtEnd(t.player) ? html`<div>Dead at the end of the record.</div>` : nothing}`;
  }

  /** The legend: what the colours, marks and words on the seats mean (the Demon-now marks only for a history, which has them). */
  private renderLegend(world: boolean, history: boolean): TemplateResult {
    return html`<ul class="legend" aria-label="Legend">
      ${TEAM_ORDER.map((team) => html`<li><span class="swatch" style="background:${teamColour[team]}"></span>${TEAM_WORD[team]}</li>`)}
      ${history ? html`<li><span class="mark now">Demon now</span> holds the Imp at the end; <span class="mark maybe">Demon now?</span> one of a few who can</li>` : nothing}
      <li>Shroud: dead</li>
      <li>“Chef”: what the player claims</li>
      ${world ? nothing : html`
        <li>"Good · 7": seven good characters possible</li>
        <li>Dotted ring, ?: still undecided</li>
        <li>Double ring: more ${ONLY_UNUSUAL} (${UNUSUAL_STANDING})</li>`}
    </ul>`;
  }

  /** True when every world at hand has a final state and in all of them this player is dead. */
  private deadAtEnd(player: string): boolean {
    const worlds = [...this.result?.candidates ?? [], ...this.result?.possibilities?.examples ?? []];
    return worlds.length > 0 && worlds.every((c) => 'alive' in c && c.alive[player] === false);
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
