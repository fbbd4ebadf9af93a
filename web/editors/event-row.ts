/**
 * What the fields of one day event are drawn from (the day's editor hands it to the
 * event's fields and to the ballot's), kept under both.
 */
import type { TemporalDayEvent, TemporalInput } from '../model/game.ts';

/** What a day event row needs: the game, the event, its accessible name and a way to change it. */
export interface EventRow<E extends TemporalDayEvent = TemporalDayEvent> {
  game: TemporalInput;
  event: E;
  /** Names the row for assistive technology, e.g. "Day 2, event 1 (Execution)". */
  name: string;
  disabled: boolean;
  /** Sends the next game, in which `change` edited (a copy of) this event. */
  edit: (change: (event: E) => void) => void;
}
