/**
 * Tonight's Imp target, before the night's choices are tried (mirrors
 * assembly/victim-filter.ts). On a night after the first with one living Imp, nothing
 * before the Empath's and the Fortune Teller's steps changes what they read but the poison
 * and the Imp's attack: the attack's victim (the Empath counts living neighbours), and,
 * when the Imp dies (a star-pass, or a healthy Mayor's death moved onto them), who is the
 * Imp. So a report fixed to tonight that is false with nobody poisoned and nobody dead
 * tonight can only be saved by poisoning its author, or by a target whose death makes it
 * true, or by the Imp's own seat, a Recluse's (ruling Q13 may then make the Scarlet Woman a
 * second Imp) or a living Mayor's (the Imp may die, a Mayor's death may go elsewhere: then
 * only to a seat whose death makes it true, the Imp's or a Recluse's). An attack that kills
 * nobody (a protected or dead target) keeps it false.
 */
import type { Game, GameReport } from '../../model/game.ts';
import { isFreeLie } from '../../kernel/reports.ts';
import type { StateView } from '../../kernel/state.ts';
import { R } from '../../rules/roles.ts';
import { holdsUnpoisoned } from './forced-poison.ts';

/** One report's hold on tonight's target: who wrote it, whether it claims health, the targets that may save it. */
export interface VictimFilter {
  author: number;
  healthy: boolean;
  allowed: Set<number>;
  /** The victims whose death may save it: where a living Mayor's death goes. */
  victims: Set<number>;
}

/** Does `r` hold at its wake with nobody poisoned and `dead` (-1: nobody) dead as well? */
function holdsWith(s: StateView, r: GameReport, dead: number): boolean {
  return holdsUnpoisoned(s, r, dead < 0 ? [] : [dead]);
}

/**
 * At the dusk of night `night` (state `s`), with the living Imps `imp` and `imp2` (-1:
 * none): each Empath or Fortune Teller report fixed to tonight that only some targets can
 * save, with those targets. None with two Imps, on night 1, or without an Imp.
 */
export function victimFilters(game: Game, s: StateView, night: number, imp: number, imp2: number): VictimFilter[] {
  if (night === 1 || imp < 0 || imp2 >= 0) return [];
  const filters: VictimFilter[] = [];
  for (const r of game.reports) {
    if (r.night !== night || (r.role !== R.EMPATH && r.role !== R.FORTUNE_TELLER) || isFreeLie(s, r)) continue;
    // A dead author's report fails whatever is chosen, a Drunk's holds: neither narrows anything here.
    if (!s.alive[r.seat] || s.roles[r.seat] !== r.role) continue;
    if (holdsWith(s, r, -1)) continue;
    const allowed = new Set<number>();
    const victims = new Set<number>();
    for (let t = 0; t < s.n; t++) {
      // A Recluse's death may make the Scarlet Woman a second Imp (ruling Q13) before the
      // Fortune Teller wakes, which one death alone, checked here, does not show.
      const saves = t === imp || s.roles[t] === R.RECLUSE || (s.alive[t] && holdsWith(s, r, t));
      if (saves) victims.add(t);
      if (saves || (s.alive[t] && s.roles[t] === R.MAYOR)) allowed.add(t);
    }
    filters.push({ author: r.seat, healthy: r.healthy === true, allowed, victims });
  }
  return filters;
}

/** May the Imp attack `target` (-1: nobody) tonight with `poison` poisoned, as far as the filters tell? */
export function victimAllowed(filters: readonly VictimFilter[], poison: number, target: number): boolean {
  // Poisoned, an author may learn anything (unless the report says it was healthy).
  return filters.every((f) => (f.author === poison && !f.healthy) || f.allowed.has(target));
}

/**
 * When the Imp attacks a living Mayor (`target`), may the death go to `redirect` (-1: the
 * Mayor dies) with `poison` poisoned, as far as the filters tell?
 */
export function redirectAllowed(filters: readonly VictimFilter[], s: StateView, poison: number, target: number, redirect: number): boolean {
  if (target < 0 || !s.alive[target] || s.roles[target] !== R.MAYOR) return true;
  const victim = redirect >= 0 ? redirect : target;
  return filters.every((f) => (f.author === poison && !f.healthy) || f.victims.has(victim));
}
