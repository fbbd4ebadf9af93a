/**
 * Drunk (Outsider). The Drunk does not know they are the Drunk: they are shown a
 * Townsfolk token and act as that character, but their ability never works. Here: the
 * shown token chosen at setup — any Townsfolk not in play (rules reference §1.4, §3.15). That
 * the Drunk is never healthy is kernel/state.ts `isHealthy`; that they wake as their
 * token is `actsAs`.
 */
import { R, TEAM_INDEX, TEAM_OF_CODE } from '../roles.ts';

/** Shown-token options for an initial assignment: Townsfolk codes not in play, or [-1] without a Drunk. */
export function setup(roles: number[]): number[] {
  if (!roles.includes(R.DRUNK)) return [-1];
  const out: number[] = [];
  for (let c = 0; c < TEAM_OF_CODE.length; c++) if (TEAM_OF_CODE[c] === TEAM_INDEX.Townsfolk && !roles.includes(c)) out.push(c);
  return out;
}
