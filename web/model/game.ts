/**
 * The game the widget edits: a `botc-temporal-v1` input (the history editor) or a legacy
 * first-night input (the first-night view). The widget keeps it as plain JSON, exactly as
 * the library takes it, so nothing the user entered is ever re-shaped or dropped.
 * Only types come from the library here: the main thread never loads zod or the kernel.
 */
import type { LegacyEvidence, LegacyInput } from '../../src/contract/schema-legacy.ts';
import type {
  TemporalDayEvent, TemporalEvidence, TemporalInput, TemporalNightAction, TemporalPhase, TemporalReport,
} from '../../src/contract/schema-temporal.ts';

export type {
  LegacyEvidence, LegacyInput, TemporalDayEvent, TemporalEvidence, TemporalInput, TemporalNightAction,
  TemporalPhase, TemporalReport,
};

/** Either input the widget can hold. */
export type GameInput = TemporalInput | LegacyInput;

/** A seated player as the input lists them (seat order = array order, clockwise). */
export type Player = TemporalInput['players'][number];

/** Fewest and most seats in a Trouble Brewing game. */
export const SEATS_MIN = 5;
export const SEATS_MAX = 15;

/** True for a `botc-temporal-v1` input (same test as the library's `isTemporalInput`). */
export function isTemporal(game: GameInput): game is TemporalInput {
  return ['schema', 'reports', 'phases'].some((k) => Object.hasOwn(game, k));
}

/**
 * What keeps `value` from being a game the widget can show, before any search checks it:
 * an object whose `players` and `evidence` are lists of objects (and, for a history,
 * `reports` and `phases`). Each problem as { code: 'invalid_type', path, message }; none for a game.
 * The search's own validation says everything else, row by row.
 */
export function gameShapeErrors(value: unknown): { code: string; path: string; message: string }[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ code: 'invalid_type', path: '$', message: 'the game must be one object (players, evidence, …)' }];
  }
  const game = value as Record<string, unknown>;
  const lists = ['players', 'evidence', ...(isTemporal(game as unknown as GameInput) ? ['reports', 'phases'] : [])];
  const errors: { code: string; path: string; message: string }[] = [];
  for (const key of lists) {
    const list = game[key];
    if (!Array.isArray(list)) {
      errors.push({ code: 'invalid_type', path: `$.${key}`, message: `the game's ${key} must be a list` });
      continue;
    }
    list.forEach((item: unknown, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        errors.push({ code: 'invalid_type', path: `$.${key}[${i}]`, message: `each of the game's ${key} must be an object` });
      }
    });
  }
  return errors;
}

/** A new empty history: `n` players named "Player 1"… with ids p1…, night 1 and an open day 1. */
export function emptyGame(n = 7): TemporalInput {
  return {
    schema: 'botc-temporal-v1',
    players: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
    evidence: [],
    reports: [],
    phases: [
      { phase: 'night', number: 1, deaths: [] },
      { phase: 'day', number: 1, events: [], ended: false },
    ],
  };
}

/** Display name of a player id: the name if one was given, else "Seat 3" (its place); unknown ids are shown as written. */
export function playerLabel(game: GameInput, id: string): string {
  const at = game.players.findIndex((p) => p.id === id);
  if (at < 0) return id;
  const name = game.players[at]!.name;
  return name?.trim() ? name : `Seat ${at + 1}`;
}

/** Deep copy of a game, for editors that build the next version of it (edits never mutate). */
export function cloneGame<T extends GameInput>(game: T): T {
  return structuredClone(game);
}
