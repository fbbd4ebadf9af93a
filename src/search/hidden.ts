/**
 * The setup choices searched for one initial assignment, in the order both engines
 * share: the Drunk's token, then the red herring (each ascending). The nights' choices
 * are in choices.ts.
 */
import { R, TEAM_OF_CODE } from '../rules/roles.ts';
import type { Relevance } from '../compile/relevance.ts';

/** Townsfolk codes not in play (Drunk token options), or [-1] without a Drunk. */
export function drunkTokenOptions(roles: number[]): number[] {
  if (!roles.includes(R.DRUNK)) return [-1];
  const out: number[] = [];
  for (let c = 0; c <= R.MAYOR; c++) if (!roles.includes(c)) out.push(c);
  return out;
}

/** Red herring options: good seats or a Spy, when an actual Fortune Teller is in play. */
export function redHerringOptions(roles: number[], rel: Relevance): number[] {
  if (!roles.includes(R.FORTUNE_TELLER)) return [-1];
  const out: number[] = [];
  roles.forEach((r, seat) => { if (TEAM_OF_CODE[r]! <= 1 || r === R.SPY) out.push(seat); });
  return rel.redHerring ? out : out.slice(0, 1);
}
