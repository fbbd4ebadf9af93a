/**
 * What the engines search, checked before any search. Valid contract input beyond that
 * is refused with `not_supported`, naming the phase or event, rather than searched
 * wrongly: every night, and days with executions, Slayer shots, nominations and ballots;
 * complete voting records (`completeVoting`) come next.
 */
import type { InputError } from '../contract/result.ts';
import type { Game } from '../model/game.ts';
import { LAYOUT } from '../compile/layout.ts';

const DAY_EVENTS_SEARCHED = new Set(['execution', 'slayer', 'nomination', 'ballot']);

/** Errors for every part of the game this engine cannot search yet (empty when in scope). */
export function scopeErrors(game: Game, engine: 'wasm' | 'reference'): InputError[] {
  const errors: InputError[] = [];
  for (const p of game.phases) {
    if (p.phase !== 'day') continue;
    if (p.completeVoting) {
      errors.push({ code: 'not_supported', path: p.path, message: `phase D${p.number}: complete voting records (completeVoting) are not searched in this version` });
    }
    for (const e of p.events) {
      if (!DAY_EVENTS_SEARCHED.has(e.kind)) {
        errors.push({ code: 'not_supported', path: e.path, message: `phase D${p.number}: ${e.kind} events are not searched in this version` });
      }
    }
  }
  const floating = game.reports.filter((r) => r.night === null);
  if (engine === 'wasm' && floating.length > LAYOUT.MAX_FLOATING) {
    errors.push({
      code: 'not_supported', path: floating[LAYOUT.MAX_FLOATING]!.path,
      message: `at most ${LAYOUT.MAX_FLOATING} active reports may leave their night open (night: null); give the night of the others`,
    });
  }
  return errors;
}

/** Human-readable scope statements, returned in the legacy result's `scope`. */
export const SCOPE: readonly string[] = Object.freeze([
  'Trouble Brewing only, 5–15 players, standard setup counts and the Baron; no Travellers or Fabled.',
  'Setup, the Drunk and their token, the red herring, registration per ability check, all first-night information and the evil team\'s setup information.',
  'Later nights: Poisoner, Monk, Imp attacks, star-pass, Scarlet Woman, Mayor redirect, Soldier, Ravenkeeper, Empath, Fortune Teller, Undertaker, Butler, Spy; executions, the Saint, the Mayor\'s win and the end of the game.',
  'Days: executions, Slayer shots, nominations (the Virgin) and ballots (ghost votes, the Butler). Complete voting records (vote thresholds, ties) are not searched yet.',
  'A candidate is one initial character assignment; its hidden choices are one example, not proven facts.',
  '`complete` is about initial assignments under these rules only; counts are not probabilities.',
  'No Storyteller or player mistakes; no social likelihood.',
]);
