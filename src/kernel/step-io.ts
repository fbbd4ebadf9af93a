/**
 * What a phase step needs besides the state: the game, where to send effects, failures
 * and log lines, and which reports to check tonight. Replay passes the reports the
 * witness places tonight as `required`; the reference search also offers unplaced
 * `night: null` reports as `optional` and learns which of them hold.
 */
import type { Game } from '../model/game.ts';
import type { Emit } from './effects.ts';

export interface StepIO {
  game: Game;
  emit: Emit;
  fail: (path: string, message: string) => void;
  name: (seat: number) => string;
  /** Report indices that must hold tonight. */
  required: Set<number>;
  /** Report indices that may be placed tonight if they hold. */
  optional: Set<number>;
  /** Out: optional reports that held. */
  held: Set<number>;
  /** Out: reports whose character woke tonight. */
  woke: Set<number>;
  /**
   * Out, by night: the night-sheet step being played (src/rules/night-order.ts; unset
   * before the first), so that a search can tell which of the night's choices a failure
   * could depend on.
   */
  step?: string;
  /**
   * Out, by night: whether a Butler woke at their step (alive, the game not over), so must
   * choose a master; unset when the night ended before that step. Nothing before the
   * step reads the master, so a search tries only the masters that fit.
   */
  butlerWoke?: boolean;
  /** By day: the day's successor choice (src/kernel/world.ts DayChoices) and whether a death used it yet. */
  day?: { successor: number; took: boolean };
}
