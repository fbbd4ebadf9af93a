/**
 * The hidden-history search for one initial assignment: Drunk token, red herring, then
 * night by night every relevant choice (choices.ts), each night played by the kernel's
 * own step functions. Reports with `night: null` are placed on the first night where
 * they hold (report checks never change the state, so the first such night is as good as
 * any). Sibling choices that lead to the same state are explored once, and a night that
 * failed from one dusk is not searched again from an equivalent dusk (duskKey).
 */
import type { Game } from '../../model/game.ts';
import { applyEffect } from '../../kernel/effects.ts';
import { stepDay } from '../../play/day.ts';
import { stepNight } from '../../play/night.ts';
import { isFreeLie } from '../../kernel/reports.ts';
import { setupState } from '../../play/replay.ts';
import { cloneState, livingImps, type State } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import { type DayChoices, type NightChoices, type World } from '../../kernel/world.ts';
import type { Relevance } from '../../compile/relevance.ts';
import { FIRST_NIGHT, OTHER_NIGHTS } from '../../rules/night-order.ts';
import {
  daySuccessorChoices, dayVirginChoices, impChoices, masterChoices, monkChoices, poisonChoices, redirectChoices, successorChoices, type UnusualPolicy,
} from './choices.ts';
import { DUSK_KEY, STATE_FIELDS } from '../../compile/state-fields.ts';
import { laterSpyReportsHold, narrowPoison } from './forced-poison.ts';
import { redirectAllowed, victimAllowed, victimFilters } from './victim-filter.ts';
import * as drunk from '../../rules/characters/drunk.ts';
import * as fortuneTeller from '../../rules/characters/fortune_teller.ts';

/** Counts one unit of work; returns false when the search must stop (a bound was hit). */
export type Tick = () => boolean;

/** Stop signal thrown through the recursion when `tick` says so. */
class Stopped extends Error {}

const FUTURE = STATE_FIELDS.filter((f) => f.future).map((f) => f.ts);
const DUSK = DUSK_KEY.filter((f) => f !== 'level');

/** The state's fields `names` (compile/state-fields.ts), `placed` being the placed reports. */
function key(names: readonly string[], s: State, placed: Map<number, number>): unknown[] {
  const fields = s as unknown as Record<string, unknown>;
  return names.map((name) => (name === 'placed' ? [...placed.keys()].sort() : fields[name]));
}

/** What the rest of the game depends on after a phase (the `future` fields). */
function signature(s: State, placed: Map<number, number>): string {
  return JSON.stringify(key(FUTURE, s, placed));
}

/**
 * What a night's future depends on at its dusk. Dusk clears poison, protection and
 * tonight's deaths, and a living Butler chooses a new master before anything reads it (a
 * Butler who dies first has none), so states that differ only there have the same future.
 * The previous day's execution death stays (the Undertaker learns it).
 */
function duskKey(phaseIndex: number, s: State, placed: Map<number, number>): string {
  return JSON.stringify([phaseIndex, ...key(DUSK, s, placed)]);
}

/**
 * Where the reference search spends its work, for the profile of hard tables
 * (bench/profile.ts): each phase it plays, and each phase that failed with the path of the
 * record's row that refuted it and why (the first failure of that phase's steps).
 */
export interface SearchObserver {
  /** A setup (an assignment with a Drunk token and a red herring) whose history is searched. */
  setup(): void;
  played(phaseIndex: number): void;
  failed(phaseIndex: number, path: string, message: string): void;
}

let observer: SearchObserver | null = null;

/** Watch every reference search from now on (null: stop watching). Only the profile does. */
export function observeSearch(o: SearchObserver | null): void {
  observer = o;
}

/** Did a night that failed at sheet step `at` (undefined: before the first) fail before the Butler's step? */
function failedBeforeButler(night: number, at: string | undefined): boolean {
  if (at === undefined) return true;
  const sheet: readonly string[] = night === 1 ? FIRST_NIGHT : OTHER_NIGHTS;
  return sheet.indexOf(at) < sheet.indexOf('butler');
}

/** Which histories count, judged on the state at the end of the record (default: any legal one). */
export type AcceptEnd = (end: State) => boolean;

/**
 * The first legal history for `roles` (in the search's order) whose end `acceptEnd`
 * accepts, or null when none exists. Returns 'stopped' when `tick` ends the search first.
 * Ordinary histories come first: only when none exists, and a choice resting on an unusual
 * ruling the game allows was left out, is the search run again with those choices.
 */
export function findHistory(
  game: Game, roles: number[], rel: Relevance, tick: Tick, acceptEnd: AcceptEnd = () => true,
): World | null | 'stopped' {
  const ordinary: UnusualPolicy = { allowed: 0, skipped: false };
  const first = findHistoryWith(game, roles, rel, tick, acceptEnd, ordinary);
  if (first !== null || !ordinary.skipped || game.unusualAllowed === 0) return first;
  return findHistoryWith(game, roles, rel, tick, acceptEnd, { allowed: game.unusualAllowed, skipped: false });
}

function findHistoryWith(
  game: Game, roles: number[], rel: Relevance, tick: Tick, acceptEnd: AcceptEnd, unusual: UnusualPolicy,
): World | null | 'stopped' {
  const fixedNights = game.reports.map((r) => r.night ?? -1);
  try {
    for (const drunkShown of drunk.setup(roles)) {
      for (const redHerring of fortuneTeller.setup(roles, rel)) {
        let failed = false;
        const base: World = { roles, drunkShown, redHerring, nights: [], days: [], reportNights: [], unusual: 0 };
        const s = setupState(game, base, () => { failed = true; });
        if (failed) break; // the setup and its evidence do not depend on the red herring
        const floating = game.reports.map((_, i) => i).filter((i) => game.reports[i]!.night === null && !isFreeLie(s, game.reports[i]!));
        const ctx: Ctx = { game, floating, fixedNights, tick, acceptEnd, unusual, failed: new Set() };
        observer?.setup();
        const found = explore(ctx, 0, s, { nights: [], days: [] }, new Map());
        if (found) {
          const reportNights = fixedNights.map((night, i) => found.placed.get(i) ?? night);
          return { roles, drunkShown, redHerring, nights: found.nights, days: found.days, reportNights, unusual: found.unusual };
        }
      }
    }
    return null;
  } catch (e) {
    if (e instanceof Stopped) return 'stopped';
    throw e;
  }
}

interface Found { nights: NightChoices[]; days: DayChoices[]; placed: Map<number, number>; unusual: number }

/** What stays fixed during one hidden-history search. */
interface Ctx {
  game: Game;
  floating: number[];
  fixedNights: number[];
  tick: Tick;
  acceptEnd: AcceptEnd;
  /** The unusual rulings this search may rely on; notes when a choice was left out. */
  unusual: UnusualPolicy;
  /** Dusk keys (duskKey) of nights already searched without a history: never searched again. */
  failed: Set<string>;
}

/** The choices of the path so far: each night's and each day's. */
interface Path { nights: NightChoices[]; days: DayChoices[] }

function explore(ctx: Ctx, phaseIndex: number, s: State, path: Path, placed: Map<number, number>): Found | null {
  const { game, floating, fixedNights, tick } = ctx;
  if (phaseIndex === game.phases.length) {
    return floating.every((i) => placed.has(i)) && ctx.acceptEnd(s) ? { ...path, placed, unusual: s.unusual } : null;
  }
  const phase = game.phases[phaseIndex]!;
  /** The night-sheet step at which the last night run failed (undefined: before the first). */
  let failedAt: string | undefined;
  /** Whether the last night run's Butler woke at their step (undefined: it ended before). */
  let butlerWoke: boolean | undefined;
  const run = (c: NightChoices | DayChoices): { state: State; held: Set<number> } | null => {
    if (!tick()) throw new Stopped();
    observer?.played(phaseIndex);
    const next = cloneState(s);
    let failed = false;
    const io: StepIO = {
      game, name: String,
      fail: (path, message) => {
        if (!failed) {
          observer?.failed(phaseIndex, path, message);
          failedAt = io.step;
        }
        failed = true;
      },
      emit: (e) => applyEffect(next, e),
      required: new Set(fixedNights.flatMap((night, i) => (night === phase.number && phase.phase === 'night' ? [i] : []))),
      optional: new Set(phase.phase === 'night' ? floating.filter((i) => !placed.has(i)) : []),
      held: new Set(), woke: new Set(),
    };
    if (phase.phase === 'night') stepNight(io, next, phase, c as NightChoices);
    else stepDay(io, next, phase, c as DayChoices);
    butlerWoke = io.butlerWoke;
    return failed ? null : { state: next, held: io.held };
  };

  if (phase.phase === 'day') {
    for (const successor of daySuccessorChoices(s, phase, ctx.unusual)) {
      for (const virgin of dayVirginChoices(game, s, phaseIndex)) {
        const c: DayChoices = { successor, virgin };
        const after = run(c);
        const found = after ? explore(ctx, phaseIndex + 1, after.state, { ...path, days: [...path.days, c] }, placed) : null;
        if (found) return found;
      }
    }
    return null;
  }
  // Different paths often reach the same dusk (e.g. they differ only in yesterday's
  // poison): a night that failed once from it fails again.
  const dusk = duskKey(phaseIndex, s, placed);
  if (ctx.failed.has(dusk)) return null;
  // A later night's Spy report that can no longer hold fails every night in between (forced-poison.ts).
  if (!laterSpyReportsHold(game, s, phase.number)) return null;
  const seen = new Set<string>();
  // The living Imps attack in seat order (two only under ruling Q13): each strike is its
  // target, redirect and successor.
  const [first = -1, second = -1] = phase.number === 1 ? [] : livingImps(s);
  const strikes = (imp: number, mayNotAttack: boolean) => impChoices(s, phase, imp, mayNotAttack).flatMap((target) =>
    redirectChoices(s, phase, imp, target).flatMap((redirect) =>
      successorChoices(s, phase, imp, target, redirect, ctx.unusual).map((successor) => ({ target, redirect, successor }))));
  const firstStrikes = strikes(first, false);
  const secondStrikes = strikes(second, true);
  const poisons = poisonChoices(game, s, phase);
  const filters = victimFilters(game, s, phase.number, first, second);
  for (const poison of narrowPoison(game, s, phase, poisons)) {
    for (const a of firstStrikes) {
      // Tonight's Empath and Fortune Teller reports may leave this target nothing to save them (victim-filter.ts).
      if (!victimAllowed(filters, poison, a.target) || !redirectAllowed(filters, s, poison, a.target, a.redirect)) continue;
      for (const b of secondStrikes) {
        for (const monk of monkChoices(game, s, phase, [a, b])) {
          /** Whether the Butler wakes at their step, once a play of these choices reached it. */
          let woke: boolean | undefined;
          for (const master of masterChoices(game, s, phase)) {
            // A Butler who wakes must choose a master, one who does not must not: the other
            // kind fails at that step.
            if (woke !== undefined && woke === (master === -1)) continue;
            const c: NightChoices = {
              poison, monk, master, imp: a.target, redirect: a.redirect, successor: a.successor,
              imp2: b.target, redirect2: b.redirect, successor2: b.successor,
            };
            const after = run(c);
            woke = butlerWoke;
            // Nothing before the Butler's step reads the master: every other one fails alike.
            if (!after && failedBeforeButler(phase.number, failedAt)) break;
            if (!after) continue;
            const nowPlaced = new Map(placed);
            for (const i of after.held) nowPlaced.set(i, phase.number);
            const key = signature(after.state, nowPlaced);
            if (seen.has(key)) continue;
            seen.add(key);
            const found = explore(ctx, phaseIndex + 1, after.state, { ...path, nights: [...path.nights, c] }, nowPlaced);
            if (found) return found;
          }
        }
      }
    }
  }
  ctx.failed.add(dusk);
  return null;
}
