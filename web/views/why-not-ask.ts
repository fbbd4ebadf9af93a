/**
 * `<botc-why-not-ask>`: asks "why can't this seat have started as that character?" of a
 * finished answer — a seat, then one of the characters the per-seat answer rules out for it
 * (cells proven `false` by a complete search), and "Explain". The answer is
 * `<botc-conflict>` (issue 33).
 *
 * Properties: `game` (the game the result answers), `result` (a `TemporalResult`), `disabled`
 * (the answer shown is outdated or a search runs: nothing can be asked of it).
 * Event (bubbling, composed): `botc-why-not` with `{player, character}`.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { TemporalResult } from '../../src/contract/result.ts';
import type { ExplainTarget } from '../../src/explain/explain.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { ALL_ROLES, roleName } from '../ui/roles.ts';
import { baseStyles } from '../ui/styles.ts';

/** The event a "why not" question sends (detail: the seat and the character, {@link ExplainTarget}). */
export const WHY_NOT = 'botc-why-not';

/** The characters the answer rules out for `player`: proven by a finished search, in the script's order. */
export function ruledOut(result: TemporalResult | null, player: string): string[] {
  const seat = result?.possibilities?.seats[player];
  return seat ? ALL_ROLES.filter((role) => seat.starting[role] === false) : [];
}

export class BotcWhyNotAsk extends LitElement {
  static override properties = {
    game: { attribute: false },
    result: { attribute: false },
    disabled: { type: Boolean },
    player: { state: true },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    .ask { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5em; }
    label { display: flex; flex-direction: column; font-size: 0.9em; }
  `];

  declare game: GameInput | null;
  declare result: TemporalResult | null;
  declare disabled: boolean;
  /** The seat chosen (its id), or '' for the first that has a character ruled out. */
  declare player: string;

  constructor() {
    super();
    this.game = null;
    this.result = null;
    this.disabled = false;
    this.player = '';
  }

  override render(): TemplateResult | typeof nothing {
    const game = this.game;
    if (!game) return nothing;
    const seats = game.players.filter((p) => ruledOut(this.result, p.id).length > 0);
    if (seats.length === 0) return nothing;
    const player = seats.some((p) => p.id === this.player) ? this.player : seats[0]!.id;
    const characters = ruledOut(this.result, player);
    return html`<form class="ask" aria-label="Why not?" @submit=${(e: Event) => this.ask(e, player)}>
      <label>Why can't
        <select data-why-player ?disabled=${this.disabled} @change=${(e: Event) => { this.player = (e.target as HTMLSelectElement).value; }}>
          ${seats.map((p) => html`<option value=${p.id} ?selected=${p.id === player}>${playerLabel(game, p.id)}</option>`)}
        </select></label>
      <label>have started as
        <select data-why-character ?disabled=${this.disabled}>
          ${characters.map((role) => html`<option value=${role}>the ${roleName(role)}</option>`)}
        </select></label>
      <button type="submit" ?disabled=${this.disabled}>Explain</button>
    </form>`;
  }

  private ask(event: Event, player: string): void {
    event.preventDefault();
    const character = this.renderRoot.querySelector<HTMLSelectElement>('select[data-why-character]')?.value;
    if (!character || this.disabled) return;
    const detail = { player, character } as ExplainTarget;
    this.dispatchEvent(new CustomEvent(WHY_NOT, { detail, bubbles: true, composed: true }));
  }
}

defineOnce('botc-why-not-ask', BotcWhyNotAsk);
