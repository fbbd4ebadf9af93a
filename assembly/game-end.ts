// The end of the game (mirrors checkGameEnd in src/kernel/deaths.ts; rules reference §4):
// good wins once no living Imp is left, evil once only two players live. Who may take
// over when the Imp dies is the Imp's `died` hook, from the living seats' `demonDeath`.
import { IMP, WIN_EVIL, WIN_GOOD } from './vocab.gen';
import { livingCount, livingSeatOf, setWinner } from './world';

/** Set the winner if the game has just ended. */
export function checkGameEnd(): void {
  if (livingSeatOf(IMP) < 0) setWinner(WIN_GOOD);
  else if (livingCount() <= 2) setWinner(WIN_EVIL);
}
