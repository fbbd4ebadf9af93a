/**
 * Saint (Outsider): if the Saint is executed and dies, their team — good — loses. This
 * file: the Saint's death — by execution, evil wins when the Saint was healthy (rules
 * reference §3.17; a poisoned Saint dies without consequence, any other death is
 * harmless, and a Drunk shown the Saint is not the Saint).
 */
import { WIN_EVIL } from '../vocab.gen';
import { BY_EXECUTION, healthy, setWinner } from '../world';

/** The Saint at `seat` has just died of `cause`. */
export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool {
  if (cause == BY_EXECUTION && healthy(seat)) setWinner(WIN_EVIL);
  return true;
}
