/**
 * A counting test run before any search: does some standard setup for this many players
 * (with or without the Baron) hold every character the active rows put in play and none
 * they rule out? Seats are ignored, so "no" proves that no assignment exists: the search
 * would otherwise have to try every seating to learn it (rules reference §1.2 counts).
 */
import { R, TEAM_OF_CODE } from '../../rules/roles.ts';
import { setupCounts } from '../../rules/setup.ts';
import type { Game } from '../../model/game.ts';

const ROLE_CODES = TEAM_OF_CODE.map((_, code) => code);

/** True when at least one standard setup fits the required and excluded characters. */
export function someSetupFits(game: Game): boolean {
  const required = new Set<number>();
  const excluded = new Set<number>();
  for (const e of game.evidence) {
    if (e.kind === 'inPlay') (e.is ? required : excluded).add(e.role);
    else if (e.kind === 'role' && e.is) required.add(e.role);
  }
  if ([...required].some((code) => excluded.has(code))) return false;
  return [false, true].some((baron) => {
    if (baron ? excluded.has(R.BARON) : required.has(R.BARON)) return false;
    const counts = setupCounts(game.n, baron);
    return counts.every((count, team) => {
      const inTeam = ROLE_CODES.filter((code) => TEAM_OF_CODE[code] === team);
      const need = inTeam.filter((code) => required.has(code)).length;
      const can = inTeam.filter((code) => !excluded.has(code)).length;
      return need <= count && count <= can;
    });
  });
}
