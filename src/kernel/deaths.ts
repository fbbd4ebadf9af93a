/**
 * Deaths and their consequences: who may take over when the Imp dies (rules reference
 * §3.20, §3.22; rulings Q2, Q3, Q13 — the Scarlet Woman's and the Recluse's part live in
 * their character files) and the end of the game (§4: Demon dead with no successor →
 * good; two players alive with a living Demon → evil).
 */
import { R, TEAM_INDEX, TEAM_OF_CODE } from '../rules/roles.ts';
import * as recluse from '../rules/characters/recluse.ts';
import * as scarletWoman from '../rules/characters/scarlet_woman.ts';
import type { Effect } from './effects.ts';
import { livingCount, type StateView } from './state.ts';

/** Emits an effect (applies and logs it); the only way steps change state. */
export type Emit = (e: Effect) => void;

/** Who may become the Imp, and whether nobody may (the Demon then simply dies). */
export interface Successors {
  seats: number[];
  noneAllowed: boolean;
}

/**
 * Who may become the Imp when the Imp dies with `aliveBefore` players alive before that
 * death. A living, healthy Scarlet Woman must, with 5 or more alive. Otherwise, on a
 * star-pass (`nightPass`: a self-kill or a Mayor redirect onto the Imp), a living Minion
 * must — or a living healthy Recluse may (ruling Q3: registering as a Minion is the
 * Storyteller's choice, so with no actual Minion alive nobody is also possible). Any
 * other Demon death has no successor but the Scarlet Woman.
 */
export function successorOptions(s: StateView, aliveBefore: number, nightPass: boolean): Successors {
  const sw = scarletWoman.demonDeath(s, aliveBefore);
  if (sw >= 0) return { seats: [sw], noneAllowed: false };
  if (!nightPass) return { seats: [], noneAllowed: true };
  const seats: number[] = [];
  let minion = false;
  for (let x = 0; x < s.n; x++) {
    if (!s.alive[x]) continue;
    if (TEAM_OF_CODE[s.roles[x]!] === TEAM_INDEX.Minion) { seats.push(x); minion = true; }
    else if (recluse.demonDeath(s, x)) seats.push(x);
  }
  return { seats, noneAllowed: !minion };
}

/** Set the winner if the game has just ended. */
export function checkGameEnd(s: StateView, emit: Emit): void {
  if (s.winner) return;
  if (!s.roles.some((r, x) => r === R.IMP && s.alive[x])) emit({ kind: 'win', team: 'good', why: 'the Demon is dead' });
  else if (livingCount(s) <= 2) emit({ kind: 'win', team: 'evil', why: 'only two players are alive' });
}
