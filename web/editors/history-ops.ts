/**
 * Pure edits of a game's recorded history (`phases`) for the history editor. Each
 * function returns a new game built with `cloneGame`; the game it was given is never
 * touched, and every field the edit is not about stays exactly as it was.
 */
import { cloneGame, type TemporalDayEvent, type TemporalInput, type TemporalPhase } from '../model/game.ts';

/** A night of the history. */
export type NightPhase = Extract<TemporalPhase, { phase: 'night' }>;
/** A day of the history. */
export type DayPhase = Extract<TemporalPhase, { phase: 'day' }>;

/** Most phases an input may hold (the library's limit). */
export { MAX_PHASES as PHASES_MAX } from '../../src/contract/sizes.ts';

/** The phase that follows the history: night 1 first, then day N after night N, night N+1 after day N. */
export function followingPhase(phases: readonly TemporalPhase[]): TemporalPhase {
  const last = phases.at(-1);
  if (!last) return { phase: 'night', number: 1 };
  if (last.phase === 'night') return { phase: 'day', number: last.number, events: [], ended: false };
  // A new night's deaths start unknown: an empty list would claim that nobody died.
  return { phase: 'night', number: last.number + 1 };
}

/**
 * Appends the following phase. A night can only follow a finished day, so an open last
 * day is marked as over (the library rejects an open day that is not the last phase).
 */
export function withPhaseAdded(game: TemporalInput): TemporalInput {
  const next = cloneGame(game);
  const last = next.phases.at(-1);
  if (last?.phase === 'day') last.ended = true;
  next.phases.push(followingPhase(game.phases));
  return next;
}

/** Removes the last phase only (earlier ones cannot go without breaking N1, D1, N2… order). */
export function withLastPhaseRemoved(game: TemporalInput): TemporalInput {
  const next = cloneGame(game);
  next.phases.pop();
  return next;
}

/** A copy of the game in which `edit` changed the `kind` phase at `index` (`edit` works on the copy). */
export function withPhase<K extends TemporalPhase['phase']>(
  game: TemporalInput, index: number, kind: K, edit: (phase: Extract<TemporalPhase, { phase: K }>) => void,
): TemporalInput {
  const next = cloneGame(game);
  const phase = next.phases[index];
  if (phase?.phase === kind) edit(phase as Extract<TemporalPhase, { phase: K }>);
  return next;
}

/**
 * True for an event the library counts: not disabled and not a mere claim (claims never
 * constrain, so a claimed execution does not close the day either).
 */
function isActive(event: TemporalDayEvent): boolean {
  return event.enabled !== false && event.mode !== 'claim';
}

/** True for an execution, or a nomination that made the Virgin's ability execute the nominator. */
function endsDay(event: TemporalDayEvent): boolean {
  return event.kind === 'execution' || (event.kind === 'nomination' && event.triggered);
}

/** Index of the day's execution (the first active event that ends the day), or -1. */
export function executionIndex(events: readonly TemporalDayEvent[]): number {
  return events.findIndex((e) => isActive(e) && endsDay(e));
}

/** True when an active event follows the day's execution, which the library rejects. */
export function hasEventAfterExecution(events: readonly TemporalDayEvent[]): boolean {
  const at = executionIndex(events);
  return at >= 0 && events.slice(at + 1).some(isActive);
}

/**
 * The events with the one at `from` swapped with its neighbour `from + step`, or null
 * when there is no such neighbour or the swap would put an event after the execution.
 */
export function swapped(events: readonly TemporalDayEvent[], from: number, step: -1 | 1): TemporalDayEvent[] | null {
  const to = from + step;
  const a = events[from];
  const b = events[to];
  if (!a || !b) return null;
  const out = [...events];
  out[from] = b;
  out[to] = a;
  return hasEventAfterExecution(out) && !hasEventAfterExecution(events) ? null : out;
}
