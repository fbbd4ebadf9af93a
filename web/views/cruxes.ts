/**
 * `<botc-cruxes>`: the questions whose answers split the starting assignments a
 * first-night search kept (a legacy result's `topCruxes`), each with its answers and
 * how many assignments give each, the library's basis for the counts and a next step
 * to ask at the table. The counts are not odds and never a reason to execute anyone.
 */
import { LitElement, css, html, type TemplateResult } from 'lit';
import type { Crux } from '../../src/contract/result.ts';
import { playerLabel, type GameInput } from '../model/game.ts';
import { defineOnce } from '../ui/define.ts';
import { baseStyles } from '../ui/styles.ts';
import { plural } from './tally.ts';

/**
 * List of crux questions. Properties: `game` (the input searched, for player names) and
 * `cruxes` (`Crux[]`, e.g. `LegacyResult.topCruxes`). Sends no events.
 */
export class BotcCruxes extends LitElement {
  static override properties = {
    game: { attribute: false },
    cruxes: { attribute: false },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    ol.cruxes { padding-left: 1.4em; margin: 0.3em 0; }
    ol.cruxes > li { margin: 0.5em 0; overflow-wrap: anywhere; }
    p { margin: 0.15em 0; }
    ul { margin: 0.15em 0; padding-left: 1.2em; }
  `];

  declare game: GameInput | null;
  declare cruxes: Crux[];

  constructor() {
    super();
    this.game = null;
    this.cruxes = [];
  }

  override render(): TemplateResult {
    if (!this.cruxes.length) return html`<p class="muted">No question splits the assignments found.</p>`;
    return html`
      <h3>Questions that split the assignments</h3>
      <p class="muted">Each count is a number of worlds (starting assignments) that give that answer, not odds.</p>
      <ol class="cruxes">${this.cruxes.map((c) => this.renderCrux(c))}</ol>`;
  }

  private renderCrux(c: Crux): TemplateResult {
    const total = c.answers.reduce((sum, a) => sum + a.count, 0);
    const who = this.game ? playerLabel(this.game, c.player) : c.player;
    return html`
      <li data-player=${c.player}>
        <p><strong>${c.question}</strong></p>
        <ul aria-label="Answers about ${who}">
          ${c.answers.map((a) => html`<li>${a.answer}: ${a.count} of ${total} ${plural(total, 'world')}</li>`)}
        </ul>
        <p class="muted">${c.basis}</p>
        <p>Next step: ${c.nextStep}</p>
      </li>`;
  }
}

defineOnce('botc-cruxes', BotcCruxes);
