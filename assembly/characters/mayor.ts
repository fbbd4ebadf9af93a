/**
 * Mayor (Townsfolk): good wins when only three players live and a day ends with no
 * execution; and when the Mayor would die at night, someone else may die instead. This
 * file: the Imp's kill on a healthy Mayor may move elsewhere (rules reference §3.13;
 * moved onto the Imp it is a star-pass, a contested ruling) and the end-of-day win (a
 * poisoned Mayor does not win, README "Rules decisions").
 */
import { ATTACK_DIES, ATTACK_REDIRECT, WIN_GOOD } from '../vocab.gen';
import { executedToday, healthy, livingCount, setWinner } from '../world';

/** The Demon's kill lands on the Mayor at `seat`: while healthy it may be moved to another player. */
export function attacked(seat: i32): i32 {
  return healthy(seat) ? ATTACK_REDIRECT : ATTACK_DIES;
}

/** A day ends with the living Mayor at `seat`: three alive, nobody executed and healthy → good wins. */
export function dayEnd(seat: i32): void {
  if (executedToday == 0 && livingCount() == 3 && healthy(seat)) setWinner(WIN_GOOD);
}
