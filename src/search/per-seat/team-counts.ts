/**
 * The first night's Empath and Chef counts against an evil team, before the team pass
 * searches it (team-pass.ts). Those counts depend on who is evil, which the team fixes up
 * to registration: the Spy (one seat at most, the one whose narrowed mask holds only the
 * Spy if there is one) may register as good, the Recluse likewise as evil (on the first
 * night everyone is alive, so the Empath's neighbours are the seats beside them). A count
 * no registration of the team's seats allows is false, and the team has no world unless
 * the report is an evil player's free lie or its author may be impaired (the Drunk, or
 * poisoned by a Poisoner of the team) without claiming to be healthy. Such a team was
 * proved impossible by one failing history search per assignment: on a 15-player first
 * night with silent seats (hard-tables sweep game 395), 5.2 million of them.
 * A necessary condition only; the team's search decides the rest.
 */
import type { Game, GameReport } from '../../model/game.ts';
import { R } from '../../rules/roles.ts';

/** Whether an evil team (seats, bit mask) can fit the counts, given its narrowed masks (team-pass.ts TeamSearch). */
export type TeamFits = (team: number, masks: Int32Array) => boolean;

/**
 * The check for `game`: every first-night Empath and Chef report (fixed to night 1, or
 * floating in a record of one night) must fit the team, as the file comment says.
 */
export function teamCountsFit(game: Game): TeamFits {
  const nights = game.phases.filter((p) => p.phase === 'night').length;
  const counts = game.reports.filter((r) => (r.role === R.EMPATH || r.role === R.CHEF) && typeof r.value === 'number' &&
    (r.night === 1 || (r.night === null && nights === 1)));
  if (counts.length === 0) return () => true;
  const n = game.n;
  return (team, masks) => counts.every((r) => reportFits(r, n, team, masks));
}

const has = (mask: number, role: number) => ((mask >> role) & 1) !== 0;

function reportFits(r: GameReport, n: number, team: number, masks: Int32Array): boolean {
  const evil = (s: number) => ((team >> s) & 1) !== 0;
  if (evil(r.seat)) return r.authenticity === 'good' && !r.healthy; // a free lie; else nobody evil wakes as the Empath or Chef
  const poisonable = masks.some((m, s) => evil(s) && has(m, R.POISONER));
  if (!r.healthy && (has(masks[r.seat]!, R.DRUNK) || poisonable)) return true;
  const count = (registersEvil: (s: number) => boolean): number => {
    if (r.role === R.EMPATH) return [(r.seat + n - 1) % n, (r.seat + 1) % n].filter(registersEvil).length;
    let pairs = 0;
    for (let x = 0; x < n; x++) if (registersEvil(x) && registersEvil((x + 1) % n)) pairs++;
    return pairs;
  };
  // Fewest: the Spy (one seat at most) registers as good; most: the Recluse registers as evil.
  const spies = candidates(masks, (s) => evil(s), R.SPY);
  const recluses = candidates(masks, (s) => !evil(s), R.RECLUSE);
  const min = Math.min(count(evil), ...spies.map((spy) => count((s) => evil(s) && s !== spy)));
  const max = Math.max(count(evil), ...recluses.map((recluse) => count((s) => evil(s) || s === recluse)));
  const value = r.value as number;
  return value >= min && value <= max;
}

/** The seats (on the side `side`) that may hold `role`: only the one that must, when one must. */
function candidates(masks: Int32Array, side: (s: number) => boolean, role: number): number[] {
  const may: number[] = [];
  for (let s = 0; s < masks.length; s++) {
    if (!side(s) || !has(masks[s]!, role)) continue;
    if (masks[s] === 1 << role) return [s];
    may.push(s);
  }
  return may;
}
