/**
 * Local autosave: the game is written to `localStorage` after every edit and read back
 * when the widget starts, so a reload finds the game where the player left it. Storage
 * can be missing or full (private windows, quotas); saving then fails quietly and the
 * widget says so instead of losing the game in memory.
 */
import { gameShapeErrors, type GameInput } from '../model/game.ts';
import type { Notebook } from './notebook.ts';

/** Prefix of every key this widget writes; the rest is the element's `storage-key` attribute. */
export const STORAGE_PREFIX = 'botc-solver:';

/** What is saved: the game plus the notebook parts the widget keeps beside it. */
export interface SavedWork {
  game: GameInput;
  notebook: Notebook;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access denied (e.g. sandboxed iframe)
  }
}

/** Saves the work under `key`; returns false when the browser refused (no storage, quota). */
export function saveWork(key: string, work: SavedWork): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(STORAGE_PREFIX + key, JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

/** The work saved under `key`, or null when there is none or it cannot be read. */
export function loadWork(key: string): SavedWork | null {
  try {
    const text = storage()?.getItem(STORAGE_PREFIX + key);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<SavedWork>;
    // A saved game the widget cannot show (written by an older version, or set by a page) is not restored.
    if (!value || typeof value !== 'object' || gameShapeErrors(value.game).length > 0) return null;
    return { game: value.game!, notebook: { notes: '', firstNight: null, bookkeeping: null, ...value.notebook } };
  } catch {
    return null;
  }
}

/** Forgets the work saved under `key`. */
export function clearWork(key: string): void {
  try {
    storage()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // nothing to do: storage is unavailable
  }
}
