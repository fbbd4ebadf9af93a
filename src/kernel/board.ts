/**
 * Hand-laid states for character tests: seat a list of characters and set the hidden
 * choices directly, without any search.
 */
import { roleCode, type RoleId } from '../rules/roles.ts';
import { initialState, type State } from './state.ts';

/** Options of a hand-laid first-night board (seats are 0-based). */
export interface BoardOptions {
  drunkShown?: RoleId;
  redHerring?: number;
  poisoned?: number;
  alive?: boolean[];
}

/** A state with these characters in seat order and the given hidden choices. */
export function board(roles: RoleId[], opts: BoardOptions = {}): State {
  const s = initialState({
    roles: roles.map(roleCode),
    drunkShown: opts.drunkShown ? roleCode(opts.drunkShown) : -1,
    redHerring: opts.redHerring ?? -1,
    nights: [], reportNights: [],
  });
  s.poisoned = opts.poisoned ?? -1;
  if (opts.alive) s.alive = opts.alive.slice();
  return s;
}
