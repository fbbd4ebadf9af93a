/**
 * What each engine searches, checked before any search. Valid contract input beyond
 * that is refused with `not_supported`, naming the phase or event, rather than searched
 * wrongly.
 * - reference (TypeScript): every night, and days with executions;
 * - wasm (default): night 1 and an open day 1 without events (later nights are next).
 */
import type { InputError } from '../contract/result.ts';
import type { Game } from '../model/game.ts';

const DAY_EVENTS_SEARCHED = new Set(['execution']);

/** Errors for every part of the game this engine cannot search yet (empty when in scope). */
export function scopeErrors(game: Game, engine: 'wasm' | 'reference'): InputError[] {
  const errors: InputError[] = [];
  game.phases.forEach((p, i) => {
    const label = `${p.phase === 'night' ? 'N' : 'D'}${p.number}`;
    if (engine === 'wasm') {
      if (i > 1 || p.number !== 1) {
        errors.push({
          code: 'not_supported', path: p.path,
          message: `phase ${label}: the WASM engine searches only night 1 and an open day 1 in this version (engine: 'reference' searches later phases)`,
        });
      } else if (p.phase === 'day' && (p.events.length > 0 || p.ended)) {
        errors.push({
          code: 'not_supported', path: p.path,
          message: `phase D1: the WASM engine does not search day events or the end of a day in this version (engine: 'reference' does)`,
        });
      }
      return;
    }
    if (p.phase !== 'day') return;
    for (const e of p.events) {
      if (!DAY_EVENTS_SEARCHED.has(e.kind)) {
        errors.push({ code: 'not_supported', path: e.path, message: `phase ${label}: ${e.kind} events are not searched in this version` });
      }
    }
  });
  return errors;
}

/** Human-readable scope statements, returned in the legacy result's `scope`. */
export const SCOPE: readonly string[] = Object.freeze([
  'Trouble Brewing only, 5–15 players, standard setup counts and the Baron; no Travellers or Fabled.',
  'The WASM engine searches the first night: setup, the Drunk and their token, the red herring, the Poisoner, registration per ability check, all first-night information and the evil team\'s setup information.',
  'The reference engine also searches later nights (Monk, Imp attacks, star-pass, Scarlet Woman, Mayor redirect, Soldier, Ravenkeeper, Undertaker) and executions; Slayer shots, nominations and ballots are not searched yet.',
  'A candidate is one initial character assignment; its hidden choices are one example, not proven facts.',
  '`complete` is about initial assignments under these rules only; counts are not probabilities.',
  'No Storyteller or player mistakes; no social likelihood.',
]);
