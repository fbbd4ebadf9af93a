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

/**
 * Who may become the Imp when the Imp dies with `aliveBefore` players alive before that
 * death. A living, healthy Scarlet Woman has priority with 5 or more alive; otherwise any
 * living Minion, or a living healthy Recluse (ruling Q3). `nightPass` is true for a
 * star-pass (self-kill or a Mayor redirect onto the Imp), false for any other Demon death,
 * where only the Scarlet Woman can take over.
 */
export function successorOptions(s: State, aliveBefore: number, nightPass: boolean): number[] {
  const sw = livingSeatOf(s, R.SCARLET_WOMAN);
  if (aliveBefore >= 5 && sw >= 0 && isHealthy(s, sw)) return [sw];
  if (!nightPass) return [];
  const out: number[] = [];
  for (let x = 0; x < s.n; x++) {
    if (!s.alive[x]) continue;
    if (TEAM_OF_CODE[s.roles[x]!] === 2 || (s.roles[x] === R.RECLUSE && isHealthy(s, x))) out.push(x);
  }
  return out;
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
  s: State, imp: number, cause: 'demon' | 'execution', successor: number, emit: Emit,
): string | null {
  const aliveBefore = livingCount(s);
  emit({ kind: 'die', seat: imp, cause });
  const options = successorOptions(s, aliveBefore, cause === 'demon');
  if (options.length === 0) return successor === -1 ? null : 'nobody can take over as the Imp';
  if (!options.includes(successor)) return 'the new Imp is not a legal successor';
  emit({ kind: 'becomeImp', seat: successor });
  return null;
}
