/**
 * Night 1, before its choices are tried (mirrors assembly/night-one.ts). Nothing on night
 * 1 changes the state before the information steps but the Poisoner's choice, and a report
 * false while nobody is poisoned can only be saved by poisoning its author (poisoning a Spy
 * or a Recluse only narrows what they register as). So the reports fixed to night 1 name
 * the one seat the poison must go to, or show that no choice can save the setup. The Spy
 * wakes after the Butler chooses and sees the poison, so its reports are left to the search.
 */
import type { Game } from '../../model/game.ts';
import { checkReportAtWake } from '../../kernel/reports.ts';
import type { Night } from '../../kernel/night-step.ts';
import { livingSeatOf, type StateView } from '../../kernel/state.ts';
import { CHARACTERS } from '../../rules/characters/index.ts';
import { R, ROLE_IDS, infoWakeMask } from '../../rules/roles.ts';
import { pinned } from './choices.ts';

const WAKES_FIRST = infoWakeMask(true);

/**
 * In the state at night 1's dusk (nobody poisoned): 'none' when no poison target saves
 * night 1's reports, 'any' when any will do as far as they tell, or the seat the Poisoner
 * must poison.
 */
export function firstNightPoison(game: Game, s: StateView): number | 'none' | 'any' {
  if (s.poisoned !== -1) return 'any';
  let target: number | 'any' = 'any';
  for (const r of game.reports) {
    if (r.night !== 1 || r.role === R.SPY || ((WAKES_FIRST >> r.role) & 1) === 0) continue;
    const character = CHARACTERS[ROLE_IDS[r.role]!] as { info?: Parameters<typeof checkReportAtWake>[2] };
    if (!character.info || checkReportAtWake(s, r, character.info).ok) continue;
    // Poisoned, its author is impaired: the report then holds unless it claims to be healthy.
    if (r.healthy || !s.alive[r.seat] || s.roles[r.seat] !== r.role) return 'none';
    if (target !== 'any' && target !== r.seat) return 'none';
    target = r.seat;
  }
  return target;
}

/** Night 1's poison choices (`choices`, of `phase`) narrowed by {@link firstNightPoison}. */
export function narrowFirstNight(game: Game, s: StateView, phase: Night, choices: number[]): number[] {
  const forced = firstNightPoison(game, s);
  if (forced === 'any') return choices;
  if (forced === 'none' || livingSeatOf(s, R.POISONER) < 0) return [];
  // A recorded poison target stays the only choice; else the forced seat is.
  const recorded = pinned(phase, 'poison');
  return recorded === undefined || recorded === forced ? [forced] : [];
}
