/**
 * Deaths and their consequences: the Demon passing to a successor (star-pass, Scarlet
 * Woman — rules reference §3.20, §3.22; rulings Q2, Q3, Q13) and the end of the game
 * (§4: Demon dead with no successor → good; two players alive with a living Demon → evil).
 */
import { R, TEAM_OF_CODE } from '../rules/roles.ts';
import type { Effect } from './effects.ts';
import { isHealthy, livingCount, livingSeatOf, type State } from './state.ts';

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
export function successorOptions(s: State, aliveBefore: number, nightPass: boolean): Successors {
  const sw = livingSeatOf(s, R.SCARLET_WOMAN);
  if (aliveBefore >= 5 && sw >= 0 && isHealthy(s, sw)) return { seats: [sw], noneAllowed: false };
  if (!nightPass) return { seats: [], noneAllowed: true };
  const seats: number[] = [];
  let minion = false;
  for (let x = 0; x < s.n; x++) {
    if (!s.alive[x]) continue;
    if (TEAM_OF_CODE[s.roles[x]!] === 2) { seats.push(x); minion = true; }
    else if (s.roles[x] === R.RECLUSE && isHealthy(s, x)) seats.push(x);
  }
  return { seats, noneAllowed: !minion };
}

/** Set the winner if the game has just ended. */
export function checkGameEnd(s: State, emit: Emit): void {
  if (s.winner) return;
  if (!s.roles.some((r, x) => r === R.IMP && s.alive[x])) emit({ kind: 'win', team: 'good', why: 'the Demon is dead' });
  else if (livingCount(s) <= 2) emit({ kind: 'win', team: 'evil', why: 'only two players are alive' });
}

/**
 * The Demon at `imp` dies. Returns a failure message if `successor` is not a legal
 * choice (it must be one of the options, or -1 exactly when there is none).
 */
export function demonDies(
  s: State, imp: number, cause: 'demon' | 'execution' | 'slayer', successor: number, emit: Emit,
): string | null {
  const aliveBefore = livingCount(s);
  emit({ kind: 'die', seat: imp, cause });
  const options = successorOptions(s, aliveBefore, cause === 'demon');
  if (successor === -1) return options.noneAllowed ? null : 'a Minion must become the Imp';
  if (!options.seats.includes(successor)) return 'the new Imp is not a legal successor';
  emit({ kind: 'becomeImp', seat: successor });
  return null;
}
