/**
 * The bench page's settings in its address, so that a link sets a run up and the address
 * always says what the form says: `set` (all, real, dense or sparse), `games` (comma-separated
 * ids or id prefixes), `runs` (timed repeats, 1–50) and `threads` (1 to the device's logical
 * cores). A value out of range is brought into it, one that is not a number is replaced by
 * the default, and each such change is said in `notes`.
 */

/** Which games of the corpus a run takes (`own`: a file the user loaded, never in the address). */
export type GameSet = 'all' | 'real' | 'dense' | 'sparse' | 'own';

/** The page's settings. */
export interface Settings {
  set: GameSet;
  /** Comma-separated ids or id prefixes, as typed. */
  only: string;
  runs: number;
  threads: number;
}

/** Most timed repeats a game may have. */
export const MAX_RUNS = 50;
/** Timed repeats when the address gives none. */
export const DEFAULT_RUNS = 5;
const SETS = ['all', 'real', 'dense', 'sparse'] as const;

function wholeNumber(params: URLSearchParams, name: string, lo: number, hi: number, fallback: number, notes: string[]): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const n = Number(raw);
  // Plain decimals only: Number() would also take '0x10' or '1e1'.
  if (!/^\s*[+-]?\d+(\.\d+)?\s*$/.test(raw)) {
    notes.push(`${name}=${raw} is not a number: ${fallback} is used.`);
    return fallback;
  }
  const whole = Math.min(hi, Math.max(lo, Math.round(n)));
  if (whole !== n) notes.push(`${name}=${raw} is not a whole number from ${lo} to ${hi}: ${whole} is used.`);
  return whole;
}

/** The settings an address gives (`cores`: the device's logical cores), and what was changed to get them. */
export function readSettings(search: string, cores: number): { settings: Settings; notes: string[] } {
  const params = new URLSearchParams(search);
  const notes: string[] = [];
  const rawSet = params.get('set');
  const set = SETS.find((s) => s === rawSet) ?? 'all';
  if (rawSet !== null && set !== rawSet) notes.push(`set=${rawSet} is not one of ${SETS.join(', ')}: all is used.`);
  return {
    settings: {
      set,
      only: params.get('games') ?? '',
      runs: wholeNumber(params, 'runs', 1, MAX_RUNS, DEFAULT_RUNS, notes),
      threads: wholeNumber(params, 'threads', 1, cores, 1, notes),
    },
    notes,
  };
}

/** The address's query for `settings` (defaults left out; a file of one's own is not in it). */
export function writeSettings(settings: Settings): string {
  const params = new URLSearchParams();
  if (settings.set !== 'all' && settings.set !== 'own') params.set('set', settings.set);
  if (settings.only.trim()) params.set('games', settings.only.trim());
  if (settings.runs !== DEFAULT_RUNS) params.set('runs', String(settings.runs));
  if (settings.threads !== 1) params.set('threads', String(settings.threads));
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}
