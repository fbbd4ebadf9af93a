/**
 * The one event every editor sends: the whole next game. The `<botc-solver>` shell takes
 * it, saves it and starts a new search; editors never mutate the game they were given.
 */
import type { GameInput } from '../model/game.ts';

/** Name of the event an editor dispatches after an edit (bubbles, crosses shadow roots). */
export const GAME_EDIT = 'botc-game-edit';

/** Detail of {@link GAME_EDIT}: the complete edited game. */
export interface GameEditDetail {
  game: GameInput;
}

/** Dispatches {@link GAME_EDIT} from `el` with the edited game. */
export function emitGameEdit(el: HTMLElement, game: GameInput): void {
  el.dispatchEvent(new CustomEvent<GameEditDetail>(GAME_EDIT, { detail: { game }, bubbles: true, composed: true }));
}
