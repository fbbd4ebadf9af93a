// A death and what it means (mirrors kill in src/kernel/deaths.ts): the seat dies, then
// its character's `died` hook says what follows (the Imp's successor, the Saint's loss,
// the end of the Monk's protection and of the Butler's master, the Scarlet Woman taking
// over from a Recluse).
import { IMP } from './vocab.gen';
import { died } from './hooks';
import { die, livingCount, roles } from './world';

/** Whether the last kill's successor choice made that player the Imp. */
export let took: bool = false;

/**
 * The living `x` dies of `cause` (world.ts BY_*); `successor`: who becomes the Imp at this
 * death, or -1; `starPass`: the Imp dies of its own attack. False when that breaks the
 * rules; `took` then says whether the successor choice made someone the Imp.
 */
export function kill(x: i32, cause: i32, successor: i32, starPass: bool): bool {
  const aliveBefore = livingCount();
  const wasImp = successor >= 0 && unchecked(roles[successor]) == IMP;
  die(x, cause);
  const ok = died(x, cause, aliveBefore, successor, starPass);
  took = successor >= 0 && !wasImp && unchecked(roles[successor]) == IMP;
  return ok;
}
