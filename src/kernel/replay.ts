/**
 * Replay: rebuild the game phase by phase from a world and check every active
 * constraint on the way. This is the trusted checker: every candidate the WASM search
 * returns is replayed here before it is reported. Scope of this version: night 1 and an
 * open first day (the engine refuses later phases before searching).
 */
import { FIRST_NIGHT } from '../rules/night-order.ts';
import { R, ROLE_IDS } from '../rules/roles.ts';
import type { Game, GameReport, NightAction } from '../model/game.ts';
import { applyEffect, describeEffect, type Effect } from './effects.ts';
import { checkReportAtWake, isFreeLie } from './reports.ts';
import { evidenceHolds, setupProblem } from './setup-checks.ts';
import { cloneState, initialState, type State } from './state.ts';
import type { World } from './world.ts';

/** A constraint the world breaks: the JSON path of the row and why. */
export interface Failure {
  path: string;
  message: string;
}

/** The state after one phase, with what happened in it. */
export interface PhaseRecord {
  label: string;
  log: string[];
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

const STEP_ROLE = new Map<string, number>(ROLE_IDS.map((id, code) => [id, code]));

function seatOf(s: State, role: number): number {
  return s.roles.indexOf(role);
}

/** Night-1 choice of a character that acts (Poisoner, Butler), checked against recorded actions. */
function actionChoice(
  s: State, role: number, choice: number, kind: NightAction['kind'], actions: NightAction[],
  fail: (path: string, message: string) => void, forbidSelf: boolean,
): number {
  const seat = seatOf(s, role);
  const acting = seat >= 0 && s.alive[seat]!;
  if (!acting) {
    if (choice !== -1) fail('$', `${kind}: a choice was given but nobody acts`);
    for (const a of actions) if (a.kind === kind) fail(a.path, `the ${kind} action's player is not that character`);
    return -1;
  }
  if (choice < 0 || choice >= s.n || (forbidSelf && choice === seat)) fail('$', `${kind}: illegal choice ${choice}`);
  for (const a of actions) {
    if (a.kind !== kind) continue;
    if (a.seat !== seat) fail(a.path, `the ${kind} action's player is not that character`);
    else if (a.target !== choice) fail(a.path, `the ${kind} action chose another player`);
  }
  return seat;
}

/** Replay a world against the game; collects every failure instead of stopping at the first. */
export function replayWorld(game: Game, world: World): ReplayOutcome {
  const failures: Failure[] = [];
  const fail = (path: string, message: string) => failures.push({ path, message });
  const name = (seat: number) => game.names[seat] ?? `seat ${seat}`;
  const problem = setupProblem(world);
  if (problem) fail('$.players', `illegal setup: ${problem}`);
  const s = initialState(world);
  for (const e of game.evidence) if (!evidenceHolds(s, e)) fail(e.path, `${e.kind} evidence does not hold`);
  const phases: PhaseRecord[] = [];
  const nights = new Set(game.phases.filter((p) => p.phase === 'night').map((p) => p.number));
  game.reports.forEach((r, i) => {
    const night = world.reportNights[i]!;
    if (night === -1) {
      if (!isFreeLie(s, r)) fail(r.path, 'only an evil player\'s unverified report can be left without a night');
    } else if (!nights.has(night) || (r.night !== null && r.night !== night)) {
      fail(r.path, `report placed on night ${night}, which is not allowed`);
    }
  });
  for (const phase of game.phases) {
    if (phase.phase === 'day') {
      phases.push({ label: `D${phase.number}`, log: [], state: cloneState(s) });
      continue;
    }
    const log: string[] = [];
    const effect = (e: Effect) => { applyEffect(s, e); log.push(describeEffect(e, name)); };
    const pending = new Set(game.reports.filter((_, i) => world.reportNights[i] === phase.number));
    const wake = (role: number) => {
      for (const r of pending) {
        if (r.role !== role) continue;
        pending.delete(r);
        checkReport(s, r, fail, log, name);
      }
    };
    for (const step of FIRST_NIGHT) {
      if (step === 'dusk') effect({ kind: 'clearPoison' });
      else if (step === 'poisoner') {
        const p = actionChoice(s, R.POISONER, world.poison[0]!, 'poison', phase.actions, fail, false);
        if (p >= 0) effect({ kind: 'poison', seat: world.poison[0]! });
      } else if (step === 'butler') {
        const b = actionChoice(s, R.BUTLER, world.master[0]!, 'butler', phase.actions, fail, true);
        if (b >= 0) effect({ kind: 'master', butler: b, seat: world.master[0]! });
      } else if (step === 'dawn') {
        if (phase.deaths && phase.deaths.length > 0) fail(`${phase.path}.deaths`, 'nobody can die on the first night');
        for (const r of pending) if (!isFreeLie(s, r)) fail(r.path, `that character does not wake on night ${phase.number}`);
      } else {
        const role = STEP_ROLE.get(step);
        if (role !== undefined) wake(role);
      }
    }
    phases.push({ label: `N${phase.number}`, log, state: cloneState(s) });
  }
  return { ok: failures.length === 0, failures, phases, final: s, winner: null };
}

function checkReport(
  s: State, r: GameReport, fail: (p: string, m: string) => void, log: string[], name: (seat: number) => string,
): void {
  if (isFreeLie(s, r)) { log.push(`${name(r.seat)} is evil: their ${ROLE_IDS[r.role]} report may be a lie`); return; }
  const c = checkReportAtWake(s, r);
  if (c.ok) log.push(`${name(r.seat)} (${ROLE_IDS[r.role]}): ${c.note}`);
  else fail(r.path, c.reason);
}
