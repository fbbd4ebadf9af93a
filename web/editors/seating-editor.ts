/**
 * `<botc-seating-editor>`: the players of a game in seat order (clockwise from seat 1, as
 * the answer's grimoire circle draws them), edited in an ordered list: rename, move a
 * player one seat up or down, remove, add. A game keeps 5–15 seats. Removing a player
 * that rows of the game mention first asks, inline, whether to remove those rows too.
 */
import { LitElement, css, html, nothing } from 'lit';
import { SEATS_MAX, SEATS_MIN, isTemporal, playerLabel, type GameInput, type Player } from '../model/game.ts';
import {
  addPlayer, canAdd, canRemove, movePlayer, removalQuestion, removePlayer, renamePlayer, rowsMentioning,
} from '../model/players.ts';
import { defineOnce } from '../ui/define.ts';
import { emitGameEdit } from '../ui/events.ts';
import { baseStyles } from '../ui/styles.ts';

/**
 * Seating editor.
 *
 * Properties: `game` (the temporal or legacy input whose `players` it edits),
 * `readonly` (reflected; disables every control and hides add/remove/move buttons).
 * Events: `botc-game-edit` with the whole next game after each edit (see `emitGameEdit`).
 */
export class SeatingEditor extends LitElement {
  static override properties = {
    game: { attribute: false },
    readonly: { type: Boolean, reflect: true },
    pendingRemoval: { state: true },
  };

  static override styles = [baseStyles, css`
    :host { display: block; }
    ol.seats { padding-left: 0; list-style: none; }
    ol.seats input { flex: 1 1 8em; min-width: 0; }
    .seat-no-list { min-width: 1.6em; font-weight: 600; }
    .confirm { border: 2px solid var(--botc-demon, #b3261e); border-radius: var(--botc-radius, 6px); padding: 0.4em 0.6em; }
    .confirm ul { margin: 0.2em 0 0.4em; padding-left: 1.2em; }
  `];

  declare game: GameInput;
  declare readonly: boolean;
  /** Id of the player whose removal waits for confirmation (only when rows mention them). */
  declare pendingRemoval: string | null;

  constructor() {
    super();
    this.readonly = false;
    this.pendingRemoval = null;
  }

  private edit(next: GameInput): void {
    if (next !== this.game) emitGameEdit(this, next);
  }

  /** Remove at once when nothing mentions the player; else show the confirmation step. */
  private requestRemoval(id: string): void {
    if (rowsMentioning(this.game, id).length === 0) {
      this.edit(removePlayer(this.game, id));
      return;
    }
    this.pendingRemoval = id;
    // The confirmation replaces nothing the user was using; put focus on its safe choice.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('.confirm .cancel')?.focus());
  }

  private confirmRemoval(): void {
    const id = this.pendingRemoval;
    this.pendingRemoval = null;
    if (id !== null) this.edit(removePlayer(this.game, id));
  }

  override render() {
    if (!this.game) return nothing;
    const players = this.game.players;
    return html`
      ${this.renderConfirm()}
      <ol class="seats" aria-label="Players in seat order">
        ${players.map((p, i) => this.renderRow(p, i))}
      </ol>
      ${this.readonly ? nothing : html`
        <div class="row">
          <button type="button" class="add" ?disabled=${!canAdd(this.game)}
            @click=${() => this.edit(addPlayer(this.game))}>Add player</button>
          ${canAdd(this.game) ? nothing : html`<span class="muted">A game has at most ${SEATS_MAX} players.</span>`}
          ${canRemove(this.game) ? nothing : html`<span class="muted">A game needs at least ${SEATS_MIN} players, so nobody can be removed.</span>`}
        </div>`}
    `;
  }

  private renderRow(player: Player, i: number) {
    const name = playerLabel(this.game, player.id);
    const last = this.game.players.length - 1;
    const who = html`<span class="visually-hidden"> seat ${i + 1} (${name})</span>`;
    return html`<li class="row">
      <label class="seat-no-list" for="seat-name-${i}"><span class="visually-hidden">Name of seat </span>${i + 1}</label>
      <input id="seat-name-${i}" class="name" type="text" .value=${player.name ?? ''} ?disabled=${this.readonly}
        autocomplete="off" @change=${(e: Event) => this.edit(renamePlayer(this.game, player.id, (e.target as HTMLInputElement).value))}>
      ${this.readonly ? nothing : html`
        <button type="button" class="up" ?disabled=${i === 0}
          @click=${() => this.edit(movePlayer(this.game, player.id, -1))}>Move up${who}</button>
        <button type="button" class="down" ?disabled=${i === last}
          @click=${() => this.edit(movePlayer(this.game, player.id, 1))}>Move down${who}</button>
        <button type="button" class="remove" ?disabled=${!canRemove(this.game)}
          @click=${() => this.requestRemoval(player.id)}>Remove${who}</button>`}
    </li>`;
  }

  /** The inline question before a removal that loses rows, listing those rows. */
  private renderConfirm() {
    const id = this.pendingRemoval;
    if (id === null || this.readonly || !this.game.players.some((p) => p.id === id)) return nothing;
    const mentions = rowsMentioning(this.game, id);
    const where = isTemporal(this.game) ? 'evidence, reports and phases' : 'evidence';
    return html`<div class="confirm" role="group" aria-labelledby="confirm-question">
      <p id="confirm-question">${removalQuestion(this.game, id, mentions.length)}</p>
      <p class="muted">These will be deleted from the ${where}:</p>
      <ul>${mentions.map((m) => html`<li>${m.label}</li>`)}</ul>
      <div class="row">
        <button type="button" class="confirm-remove primary" @click=${() => this.confirmRemoval()}>Confirm</button>
        <button type="button" class="cancel" @click=${() => { this.pendingRemoval = null; }}>Cancel</button>
      </div>
    </div>`;
  }
}

defineOnce('botc-seating-editor', SeatingEditor);
