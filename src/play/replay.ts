/**
 * Replay: rebuild the game phase by phase from a world and check every active
 * constraint on the way. This is the trusted checker: every candidate a search returns
 * is replayed here before it is reported.
 */
import type { Game } from '../model/game.ts';
import { applyEffect, type Effect } from '../kernel/effects.ts';
import { stepDay } from './day.ts';
import { stepNight } from './night.ts';
import { isFreeLie } from '../kernel/reports.ts';
import { evidenceHolds, setupProblem } from './setup-checks.ts';
import { cloneState, initialState, type State } from '../kernel/state.ts';
import type { StepIO } from '../kernel/step-io.ts';
import { noChoices, noDayChoices, type World } from '../kernel/world.ts';

/** A constraint the world breaks: the JSON path of the row and why. */
export interface Failure {
  /** JSON path of the row (or phase) whose constraint the world breaks. */
  path: string;
  /** How it breaks it, in words. */
  message: string;
}

/** The state after one phase, with what happened in it. */
export interface PhaseRecord {
  label: string;
  /** What happened in the phase, in order. */
  effects: Effect[];
  state: State;
}

/** Everything a replay establishes. `ok` is true when no constraint failed. */
export interface ReplayOutcome {
  ok: boolean;
  failures: Failure[];
  phases: PhaseRecord[];
  final: State;
  winner: 'good' | 'evil' | null;
}

/** The set-up state of a world, with the setup's failures (setup legality and evidence). */
export function setupState(game: Game, world: World, fail: (path: string, message: string) => void): State {
  const problem = setupProblem(world);
  if (problem) fail('$.players', `illegal setup: ${problem}`);
  const s = initialState(world);
  for (const e of game.evidence) if (!evidenceHolds(s, e)) fail(e.path, `${e.kind} evidence does not hold`);
  return s;
}

/** Replay a world against the game; collects every failure instead of stopping at the first. */
export function replayWorld(game: Game, world: World): ReplayOutcome {
  return replayPhases(game, world, true);
}

/**
 * The checker's verdict on a world the search found: the same replay without the record
 * of each phase (no state copies, no log text), since a search keeps only the end.
 */
export function checkWorld(game: Game, world: World): ReplayOutcome {
  return replayPhases(game, world, false);
}

function replayPhases(game: Game, world: World, record: boolean): ReplayOutcome {
  const failures: Failure[] = [];
  const fail = (path: string, message: string) => failures.push({ path, message });
  const name = (seat: number) => game.names[seat] ?? `seat ${seat}`;
  const s = setupState(game, world, fail);
  const nightNumbers = game.phases.filter((p) => p.phase === 'night').map((p) => p.number);
  game.reports.forEach((r, i) => {
    const night = world.reportNights[i]!;
    if (night === -1) {
      if (!isFreeLie(s, r)) fail(r.path, 'only an evil player\'s unverified report can be left without a night');
    } else if (!nightNumbers.includes(night) || (r.night !== null && r.night !== night)) {
      fail(r.path, `report placed on night ${night}, which is not allowed`);
    }
  });
  const phases: PhaseRecord[] = [];
  let nightIndex = 0;
  let dayIndex = 0;
  for (const phase of game.phases) {
    const effects: Effect[] = [];
    const io: StepIO = {
      game, fail, name,
      emit: record ? (e: Effect) => { applyEffect(s, e); effects.push(e); } : (e: Effect) => applyEffect(s, e),
      required: new Set(game.reports.map((_, i) => i).filter((i) => world.reportNights[i] === phase.number && phase.phase === 'night')),
      optional: new Set(), held: new Set(), woke: new Set(),
    };
    if (phase.phase === 'night') stepNight(io, s, phase, world.nights[nightIndex++] ?? noChoices());
    else stepDay(io, s, phase, world.days[dayIndex++] ?? noDayChoices());
    if (record) phases.push({ label: `${phase.phase === 'night' ? 'N' : 'D'}${phase.number}`, effects, state: cloneState(s) });
  }
  return { ok: failures.length === 0, failures, phases, final: s, winner: s.winner };
}
