/**
 * The deaths a record fixes, phase by phase. Every death of a day is recorded (an
 * execution, a Slayer's kill, a Virgin's executed nominator); a night's `deaths`, when
 * given, is its complete list; nobody dies on the first night (the Imp does not act),
 * and a later night without a list may kill anyone.
 */
import type { GamePhase } from '../model/game.ts';

/** Who dies in one phase (bit = seat), and whether it may be anyone (a later night without a list). */
export interface PhaseDeaths {
  dead: number;
  unknown: boolean;
}

/** The deaths of one phase of the record. */
export function phaseDeaths(phase: GamePhase): PhaseDeaths {
  let dead = 0;
  if (phase.phase === 'night') {
    if (phase.deaths === null) return { dead, unknown: phase.number > 1 };
    for (const s of phase.deaths) dead |= 1 << s;
    return { dead, unknown: false };
  }
  for (const e of phase.events) {
    if (e.kind === 'execution') dead |= 1 << e.seat;
    else if (e.kind === 'slayer' && e.killed) dead |= 1 << e.target;
    else if (e.kind === 'nomination' && e.triggered) dead |= 1 << e.seat;
  }
  return { dead, unknown: false };
}
