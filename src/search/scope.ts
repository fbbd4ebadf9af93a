/**
 * What this version searches (first night, optionally an open first day with no
 * events), checked before any search. Anything later is valid contract input that is
 * refused with `not_supported`, naming the phase, rather than searched wrongly.
 */
import type { InputError } from '../contract/result.ts';
import type { Game } from '../model/game.ts';

/** Errors for every part of the game this version cannot search yet (empty when in scope). */
export function scopeErrors(game: Game): InputError[] {
  const errors: InputError[] = [];
  game.phases.forEach((p, i) => {
    const label = `${p.phase === 'night' ? 'N' : 'D'}${p.number}`;
    if (i > 1 || p.number !== 1) {
      errors.push({ code: 'not_supported', path: p.path, message: `phase ${label}: only night 1 and an open day 1 are searched in this version` });
    } else if (p.phase === 'day' && (p.events.length > 0 || p.ended)) {
      errors.push({
        code: 'not_supported', path: p.path,
        message: `phase D1: day events and the end of a day are not searched in this version (use events: [] and ended: false)`,
      });
    }
  });
  return errors;
}

/** Human-readable scope statements, returned in the legacy result's `scope`. */
export const SCOPE: readonly string[] = Object.freeze([
  'Trouble Brewing only, 5–15 players, standard setup counts and the Baron; no Travellers or Fabled.',
  'Searches the first night: setup, the Drunk and their token, the red herring, one Poisoner target, registration per ability check, all first-night information and the evil team\'s setup information.',
  'A candidate is one initial character assignment; its hidden choices are one example, not proven facts.',
  '`complete` is about initial assignments under these rules only; counts are not probabilities.',
  'No Storyteller or player mistakes; no social likelihood.',
]);
