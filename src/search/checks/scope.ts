/**
 * What the engines search, checked before any search: every night and every day event.
 * One guard remains: the WASM result record holds the nights of at most 62 reports with
 * `night: null`. Validated input cannot reach it (one open-night report per player, so at
 * most 15), but the guard refuses with `not_supported` rather than search wrongly.
 */
import type { InputError } from '../../contract/result.ts';
import type { Game } from '../../model/game.ts';
import { LAYOUT } from '../../compile/layout.ts';

/** Errors for every part of the game this engine cannot search yet (empty when in scope). */
export function scopeErrors(game: Game, engine: 'wasm' | 'reference'): InputError[] {
  const errors: InputError[] = [];
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
  'Days: executions, Slayer shots, nominations (the Virgin), ballots (ghost votes, the Butler) and, with completeVoting, the voting rules (thresholds, ties, who is executed).',
  'A candidate is one initial character assignment; its hidden choices are one example, not proven facts.',
  '`complete` is about initial assignments under these rules only; counts are not probabilities.',
  'No Storyteller or player mistakes; no social likelihood.',
]);
