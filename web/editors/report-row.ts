/**
 * One report row as the payload forms see it (the report editor hands it to the payload's
 * form and to the Spy's grimoire form), kept under both.
 */
import type { TemporalInput, TemporalReport } from '../model/game.ts';

/** One report row as the payload forms see it. */
export interface RowContext {
  game: TemporalInput;
  row: TemporalReport;
  /** Ends every accessible name of the row's controls, e.g. "for report 2 (Alice as Empath)". */
  of: string;
  disabled: boolean;
  /** Applies `change` to a copy of the row and sends the next game. */
  edit: (change: (row: TemporalReport) => void) => void;
}
