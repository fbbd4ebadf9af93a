/**
 * Saint (Outsider): if the Saint is executed and dies, their team — good — loses. This
 * file: the execution death of the Saint, which hands evil the win only when the Saint
 * was healthy (rules reference §3.17; a poisoned Saint dies without consequence, and a
 * Drunk shown the Saint is not the Saint).
 */
import { WIN_EVIL } from '../vocab.gen';
import { healthy, setWinner } from '../world';

/** The Saint at `seat` has just died by execution. */
export function dayEvent(seat: i32): void {
  if (healthy(seat)) setWinner(WIN_EVIL);
}
