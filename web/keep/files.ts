/**
 * Import and export of games as JSON files. Three formats: a `botc-temporal-v1` history,
 * a legacy first-night input, and the `botc-history-v1` notebook (see `notebook.ts`).
 * An import is checked completely (JSON syntax, notebook wrapper, then the library's
 * own validation) before anything changes; a refused file returns every error.
 */
import { isTemporal, type GameInput, type TemporalInput } from '../model/game.ts';
import { readInput, textTooLarge } from '../../src/model/read-input.ts';
import { capErrors } from '../../src/contract/errors.ts';
import { LIMITS } from '../../src/contract/sizes.ts';
import type { InputError } from '../../src/contract/result.ts';
import { errorSentence } from '../../src/text/error-words.ts';
import { EMPTY_NOTEBOOK, isHistoryFile, readHistoryFile, writeHistoryFile, type FileError, type Notebook } from './notebook.ts';

/** Checks an input as the library would (the worker's `validate`). */
export type Validator = (input: unknown) => Promise<{ errors: FileError[] }>;

/** What an import gives: the game and notebook to adopt, or every error and nothing to adopt. */
export type ImportOutcome =
  | { ok: true; game: GameInput; notebook: Notebook; format: ExportFormat }
  | { ok: false; errors: FileError[]; value?: unknown };

/** File formats the widget writes. */
export type ExportFormat = 'botc-temporal-v1' | 'legacy' | 'botc-history-v1';

/**
 * Reads an imported file's text. `bytes`: the file's size when known (a file too big is then
 * not even read, and `text` is empty); over `LIMITS.inputBytes` it is refused with one
 * `too_large` error. Never throws; never changes anything itself.
 */
export async function importText(text: string, validate: Validator, bytes?: number): Promise<ImportOutcome> {
  const tooLarge = textTooLarge(bytes ?? new TextEncoder().encode(text).length, 'the file');
  if (tooLarge) return { ok: false, errors: [tooLarge] };
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, '')); // editors on some systems save a byte-order mark
  } catch (error) {
    return { ok: false, errors: [{ code: 'invalid_json', path: '$', message: `the file is not JSON: ${(error as Error).message}` }] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: [{ code: 'invalid_type', path: '$', message: 'the file must hold one JSON object (a game)' }] };
  }
  if (isHistoryFile(value)) {
    const { file, errors } = readHistoryFile(value as Record<string, unknown>);
    if (!file) return { ok: false, errors: capErrors(errors), value };
    // The bookkeeping is free data, kept and written back as it is: the same size limits as
    // the games apply to it, so that no file can nest it deeper than the export can write.
    const bookkeeping = readInput(file.bookkeeping, '$.bookkeeping');
    if (!bookkeeping.ok) return { ok: false, errors: capErrors(bookkeeping.errors), value };
    // Each part must be the kind of input it stands for, or the parts would swap roles.
    const kinds: FileError[] = [];
    if (!isTemporal(file.history)) kinds.push({ code: 'invalid_type', path: '$.history', message: '$.history must be a botc-temporal-v1 history (it has no "schema", "reports" or "phases")' });
    if (file.firstNight && isTemporal(file.firstNight)) kinds.push({ code: 'invalid_type', path: '$.firstNight', message: '$.firstNight must be a legacy first-night input, not a botc-temporal-v1 history' });
    if (kinds.length > 0) return { ok: false, errors: kinds, value };
    const historyErrors = (await validate(file.history)).errors.map((e) => prefixed(e, '$.history'));
    const firstErrors = file.firstNight ? (await validate(file.firstNight)).errors.map((e) => prefixed(e, '$.firstNight')) : [];
    const all = [...historyErrors, ...firstErrors];
    if (all.length > 0) return { ok: false, errors: capErrors(all), value };
    const { history, ...notebook } = file;
    return { ok: true, game: history, notebook: { notes: notebook.notes, firstNight: notebook.firstNight, bookkeeping: notebook.bookkeeping }, format: 'botc-history-v1' };
  }
  // A published case file ({source, question, expected, input}) opens its input.
  const record = value as Record<string, unknown>;
  const game = (record.input && typeof record.input === 'object' && !('players' in record) ? record.input : value) as GameInput;
  const { errors } = await validate(game);
  if (errors.length > 0) return { ok: false, errors: game === value ? errors : errors.map((e) => prefixed(e, '$.input')), value };
  return { ok: true, game, notebook: EMPTY_NOTEBOOK, format: isTemporal(game) ? 'botc-temporal-v1' : 'legacy' };
}

/** The parts of a file whose errors are the game's own, prefixed with where the part sits, and what the widget calls them. */
const PARTS = [['$.history', ''], ['$.input', ''], ['$.firstNight', 'First night: ']] as const;

/**
 * An import error in words (src/text/error-words.ts): an error inside a notebook's history
 * or first night, or a case file's input, is named as the editors name that game's rows.
 * `value` is the file's parsed JSON (`ImportOutcome.value`).
 */
export function fileErrorInWords(value: unknown, error: FileError): string {
  for (const [root, label] of PARTS) {
    if (error.path !== root && !error.path.startsWith(`${root}.`) && !error.path.startsWith(`${root}[`)) continue;
    const part = (value as Record<string, unknown> | null)?.[root.slice(2)];
    const path = `$${error.path.slice(root.length)}`;
    return label + errorSentence(part, { ...error, path, message: error.message.split(error.path).join(path) } as InputError);
  }
  return errorSentence(value, error as InputError);
}

function prefixed(error: FileError, root: string): FileError {
  const path = error.path === '$' ? root : root + error.path.slice(1);
  return { ...error, path, message: error.message.split(error.path).join(path) };
}

/**
 * A fetched game's text, read no further than `LIMITS.inputBytes` (then `text` is empty and
 * `bytes` says how much there was at least), so that a huge `src` is refused unread.
 */
export async function responseText(response: Response): Promise<{ text: string; bytes: number }> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > LIMITS.inputBytes) return { text: '', bytes: declared };
  if (!response.body) {
    const text = await response.text();
    return { text, bytes: new TextEncoder().encode(text).length };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    if (bytes > LIMITS.inputBytes) {
      await reader.cancel();
      return { text: '', bytes };
    }
    chunks.push(value);
  }
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const c of chunks) { all.set(c, at); at += c.length; }
  return { text: new TextDecoder().decode(all), bytes };
}

/** The formats a game can be written as: its own, plus the notebook for a history. */
export function exportFormats(game: GameInput): ExportFormat[] {
  return isTemporal(game) ? ['botc-temporal-v1', 'botc-history-v1'] : ['legacy'];
}

/** The file text of a game in one format (pretty-printed JSON). */
export function exportText(game: GameInput, notebook: Notebook, format: ExportFormat): string {
  const value = format === 'botc-history-v1' && isTemporal(game) ? writeHistoryFile(game as TemporalInput, notebook) : game;
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A file name for an export: `botc-game.json`, `botc-first-night.json` or `botc-notebook.json`. */
export function exportFileName(format: ExportFormat): string {
  return format === 'botc-history-v1' ? 'botc-notebook.json' : format === 'legacy' ? 'botc-first-night.json' : 'botc-game.json';
}
