// A death and what it means (mirrors kill in src/kernel/deaths.ts): the seat dies, then
// its character's `died` hook says what follows (the Imp's successor, the Saint's loss,
// the end of the Monk's protection and of the Butler's master).
import { died } from './characters/index';
import { die, livingCount } from './world';

/** The living `x` dies of `cause` (world.ts BY_*); `successor`: the star-pass choice or -1. False when that breaks the rules. */
export function kill(x: i32, cause: i32, successor: i32): bool {
  const aliveBefore = livingCount();
  die(x, cause);
  return died(x, cause, aliveBefore, successor);
}
