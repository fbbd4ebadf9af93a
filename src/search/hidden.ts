/**
 * The hidden choices searched for one initial assignment, in the canonical order both
 * engines share: Drunk token, red herring, poison target, Butler's master (each
 * ascending), with report nights derived from the assignment. The first world that
 * replays becomes the candidate's witness.
 */
import { R, TEAM_OF_CODE } from '../rules/roles.ts';
import type { Game } from '../model/game.ts';
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

/** Night-1 poison options: any seat when the Poisoner is in play (self included, ruling Q1). */
export function poisonOptions(roles: number[], rel: Relevance): number[] {
  if (!roles.includes(R.POISONER)) return [-1];
  const all = roles.map((_, seat) => seat);
  return rel.poison ? all : all.slice(0, 1);
}

/** Night-1 master options: any other seat when the Butler is in play. */
export function masterOptions(roles: number[], rel: Relevance): number[] {
  const butler = roles.indexOf(R.BUTLER);
  if (butler < 0) return [-1];
  const all = roles.map((_, seat) => seat).filter((seat) => seat !== butler);
  return rel.master ? all : all.slice(0, 1);
}

/**
 * Night of each report in this assignment: -1 when an evil author's unverified report
 * needs no wake and no night was given; otherwise its fixed night, or night 1 (the only
 * night searched in this version).
 */
export function reportNightsFor(game: Game, roles: number[]): number[] {
  return game.reports.map((r) => {
    const freeLie = r.authenticity === 'good' && !r.healthy && TEAM_OF_CODE[roles[r.seat]!]! >= 2;
    if (freeLie && r.night === null) return -1;
    return r.night ?? 1;
  });
}
