/**
 * Which hidden Storyteller choices can change whether a world passes. A choice no
 * active row can observe is fixed to its first legal value instead of being searched:
 * the candidate set is the same, only the example witness is canonical.
 */
import { R } from '../rules/roles.ts';
import type { Game } from '../model/game.ts';

export interface Relevance {
  redHerring: boolean;
}

/** Decide relevance from the active reports. (Night choices narrow themselves: search/reference/choices.ts.) */
export function relevance(game: Game): Relevance {
  const grimoire = game.reports.flatMap((r) => (r.grimoire ? [...r.grimoire.values()] : []));
  return {
    redHerring: game.reports.some((r) => r.role === R.FORTUNE_TELLER) || grimoire.some((g) => g.redHerring !== undefined),
  };
}
