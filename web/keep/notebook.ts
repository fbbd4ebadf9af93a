/**
 * `botc-history-v1`: the notebook file. It wraps the tested history with the parts of a
 * player's notebook that are not search input, and keeps the contract's three input
 * collections apart:
 *
 * - `firstNight`: legacy first-night evidence (a `solve()` input), or null;
 * - `bookkeeping`: what the table recorded (deaths, executions, notes per phase) as
 *   free data that is only replayed for display, never treated as proof that a legal
 *   history produced it; or null;
 * - `history`: the `botc-temporal-v1` input that is actually searched.
 *
 * Shape: `{schema:'botc-history-v1', notes: string, firstNight, bookkeeping, history}`.
 * Unknown top-level fields are refused, like everywhere else in the project.
 */
import type { GameInput, LegacyInput, TemporalInput } from '../model/game.ts';

/** The notebook parts kept beside the game. */
export interface Notebook {
  /** Free-text notes. */
  notes: string;
  /** Legacy first-night evidence, kept as imported. */
  firstNight: LegacyInput | null;
  /** Recorded bookkeeping, kept as imported (any JSON value). */
  bookkeeping: unknown;
}

/** The whole `botc-history-v1` file. */
export interface HistoryFile extends Notebook {
  schema: 'botc-history-v1';
  history: TemporalInput;
}

/** An empty notebook. */
export const EMPTY_NOTEBOOK: Notebook = { notes: '', firstNight: null, bookkeeping: null };

/** An input-error-like record (same shape as the library's errors). */
export interface FileError {
  code: string;
  path: string;
  message: string;
}

const KEYS = new Set(['schema', 'notes', 'firstNight', 'bookkeeping', 'history']);

/** True when a parsed JSON value claims to be a notebook file. */
export function isHistoryFile(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { schema?: unknown }).schema === 'botc-history-v1';
}

/**
 * Splits a notebook file into its parts, checking only the wrapper (the library checks
 * `history` and `firstNight` themselves). Returns every wrapper error, with JSON paths.
 */
export function readHistoryFile(value: Record<string, unknown>): { file: HistoryFile | null; errors: FileError[] } {
  const errors: FileError[] = [];
  for (const key of Object.keys(value)) {
    if (!KEYS.has(key)) errors.push({ code: 'unknown_field', path: `$.${key}`, message: `$.${key} is not a field of a botc-history-v1 file` });
  }
  if (value.notes !== undefined && typeof value.notes !== 'string') {
    errors.push({ code: 'invalid_type', path: '$.notes', message: '$.notes must be text' });
  }
  if (typeof value.history !== 'object' || value.history === null || Array.isArray(value.history)) {
    errors.push({ code: 'required', path: '$.history', message: '$.history must hold the botc-temporal-v1 history' });
  }
  const first = value.firstNight;
  if (first !== undefined && first !== null && (typeof first !== 'object' || Array.isArray(first))) {
    errors.push({ code: 'invalid_type', path: '$.firstNight', message: '$.firstNight must be a first-night input or null' });
  }
  if (errors.length > 0) return { file: null, errors };
  return {
    file: {
      schema: 'botc-history-v1',
      notes: (value.notes as string | undefined) ?? '',
      firstNight: (first as LegacyInput | null | undefined) ?? null,
      bookkeeping: value.bookkeeping ?? null,
      history: value.history as TemporalInput,
    },
    errors,
  };
}

/** Builds the notebook file for a temporal game and its notebook parts. */
export function writeHistoryFile(game: TemporalInput, notebook: Notebook): HistoryFile {
  return { schema: 'botc-history-v1', notes: notebook.notes, firstNight: notebook.firstNight, bookkeeping: notebook.bookkeeping, history: game };
}

/** The game a notebook file opens: its history. */
export function gameOf(file: HistoryFile): GameInput {
  return file.history;
}
