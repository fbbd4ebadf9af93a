/**
 * Mayor (Townsfolk): good wins when only three players live and a day ends with no
 * execution; and when the Mayor would die at night, someone else may die instead. This
 * file: whether the Imp's kill on a seat may move elsewhere (a healthy Mayor — rules
 * reference §3.13; moved onto the Imp it is a star-pass, a contested ruling) and the
 * end-of-day win (a poisoned Mayor does not win, README "Rules decisions").
 */
import { MAYOR, WIN_GOOD } from '../vocab.gen';
import { executedToday, healthy, livingCount, livingSeatOf, roles, setWinner } from '../world';

/** May the Demon's kill on `seat` be redirected (a healthy Mayor)? */
export function attacked(seat: i32): bool {
  return unchecked(roles[seat]) == MAYOR && healthy(seat);
}

/** The end of a recorded day: three alive, nobody executed and a healthy living Mayor → good wins. */
export function dayEnd(): void {
  const mayor = livingSeatOf(MAYOR);
  if (executedToday == 0 && livingCount() == 3 && mayor >= 0 && healthy(mayor)) setWinner(WIN_GOOD);
}
