/**
 * The step-level comparison: replay a world phase by phase in the TypeScript kernel and,
 * before each phase, copy the TypeScript state into the debug WASM module, run the same
 * phase there with the same choices, and compare the verdicts (ok / fail) and, when both
 * accept, the states field by field.
 *
 * Two ways of treating reports, as the two engines' callers do:
 * - `witness`: replay semantics (src/play/replay.ts) — each report must hold on the
 *   night the world places it. The program is compiled from the game with every report's
 *   night set to that night (an evil player's unplaced made-up report keeps night null,
 *   which the WASM never wakes: it is a free lie), so both kernels require the same reports.
 * - `floating`: search semantics (src/search/reference/history.ts, assembly/wake.ts) — reports with
 *   a fixed night must hold on it; a report with night null not yet placed may be placed
 *   tonight if it holds. The TypeScript step gets those as `optional` and reports the
 *   ones that held (`held`); the WASM sets their bits in `placed` (by FLOAT_RANK).
 */
import { compileProgram } from '../../src/compile/program.ts';
import { LAYOUT } from '../../src/compile/layout.ts';
import type { Game, GamePhase } from '../../src/model/game.ts';
import { stepDay } from '../../src/play/day.ts';
import { applyEffect, type Effect } from '../../src/kernel/effects.ts';
import { stepNight } from '../../src/play/night.ts';
import { isFreeLie } from '../../src/kernel/reports.ts';
import { setupState } from '../../src/play/replay.ts';
import { cloneState, livingSeatOf, type State } from '../../src/kernel/state.ts';
import type { StepIO } from '../../src/kernel/step-io.ts';
import { noChoices, noDayChoices, type DayChoices, type NightChoices, type World } from '../../src/kernel/world.ts';
import { R } from '../../src/rules/roles.ts';
import type { Rng } from '../invariants/simulator.ts';
import { countStep, type Counts } from './reach.ts';
import { flatten, type FlatState, type WasmSteps } from './wasm-steps.ts';

export type Mode = 'witness' | 'floating';

/** A difference between the kernels on one step. */
export interface Disagreement {
  where: string;
  phase: string;
  choices: NightChoices | null;
  what: string;
  ts?: unknown;
  wasm?: unknown;
}

/** The world's choices for each night, by night number. */
export type NightsByNumber = Map<number, NightChoices>;

/**
 * Does the world place every report that binds (not an evil player's free lie)? Replay
 * refuses a world that does not before any step (src/play/replay.ts), so `witness` mode
 * needs it: such a report would be floating for the WASM and absent for the TypeScript step.
 */
export function placesEveryBindingReport(game: Game, world: World): boolean {
  const start = setupState(game, world, () => {});
  return game.reports.every((r, i) => world.reportNights[i]! >= 0 || isFreeLie(start, r));
}

/** The game as the WASM reads it in this mode (see the file comment). */
function programGame(game: Game, world: World, mode: Mode): Game {
  if (mode === 'floating') return game;
  return { ...game, reports: game.reports.map((r, i) => ({ ...r, night: world.reportNights[i]! >= 0 ? world.reportNights[i]! : null })) };
}

/** Rank of each report among those with night null (as assembly/wake.ts indexReports; -1: fixed or beyond the cap). */
function floatRanks(game: Game): number[] {
  let rank = 0;
  return game.reports.map((r) => (r.night === null && rank < LAYOUT.MAX_FLOATING ? rank++ : -1));
}

const label = (p: GamePhase) => `${p.phase === 'night' ? 'N' : 'D'}${p.number}`;

/** Field-by-field differences of two flat states. */
function differences(ts: FlatState, wasm: FlatState): string[] {
  const out: string[] = [];
  for (const k of Object.keys(ts) as (keyof FlatState)[]) {
    if (JSON.stringify(ts[k], (_, v) => (typeof v === 'bigint' ? v.toString() : v)) !==
      JSON.stringify(wasm[k], (_, v) => (typeof v === 'bigint' ? v.toString() : v))) out.push(k);
  }
  return out;
}

const show = (s: FlatState) => ({ ...s, placed: s.placed.toString() });

/** One TypeScript step from `pre` (not changed). */
interface TsStep {
  post: State;
  effects: Effect[];
  failures: { path: string; message: string }[];
  woke: Set<number>;
  held: Set<number>;
  required: Set<number>;
}

/** Everything one game's comparison needs. */
export class GameRun {
  private readonly program: Game;
  private readonly ranks: number[];
  private readonly floating: Set<number>;
  readonly disagreements: Disagreement[] = [];
  /** Steps compared: verdicts, and states of steps both accepted. */
  compared = { steps: 0, states: 0 };

  constructor(
    private readonly wasm: WasmSteps, readonly game: Game, private readonly world: World,
    private readonly nights: NightsByNumber, private readonly mode: Mode, private readonly where: string,
    private readonly counts: Counts,
    /** The test's control only: the WASM gets these choices instead (the comparison must notice). */
    private readonly skew?: (c: NightChoices) => NightChoices,
  ) {
    if (mode === 'witness' && !placesEveryBindingReport(game, world)) throw new Error(`${where}: the world leaves a binding report without a night`);
    this.program = programGame(game, world, mode);
    this.ranks = floatRanks(this.program);
    const start = setupState(game, world, () => {});
    this.floating = new Set(mode === 'floating'
      ? game.reports.flatMap((r, i) => (r.night === null && !isFreeLie(start, r) && this.ranks[i]! >= 0 ? [i] : []))
      : []);
  }

  /** The world's hidden choices of a day (ruling Q13's successor, an unrecorded nomination's Virgin). */
  private dayChoices(phase: GamePhase): DayChoices {
    const k = this.game.phases.filter((p) => p.phase === 'day').indexOf(phase as Extract<GamePhase, { phase: 'day' }>);
    return this.world.days[k] ?? noDayChoices();
  }

  private disagree(d: Omit<Disagreement, 'where'>): void {
    this.disagreements.push({ where: `${this.where} [${this.mode}]`, ...d });
  }

  private placedMask(placed: ReadonlySet<number>): bigint {
    let m = 0n;
    for (const i of placed) m |= 1n << BigInt(this.ranks[i]!);
    return m;
  }

  private tsStep(phase: GamePhase, pre: State, placed: ReadonlySet<number>, c: NightChoices | null): TsStep {
    const post = cloneState(pre);
    const effects: Effect[] = [];
    const failures: { path: string; message: string }[] = [];
    const night = phase.phase === 'night';
    const required = new Set<number>(night ? this.game.reports.flatMap((r, i) => {
      const at = this.mode === 'witness' ? this.world.reportNights[i] : r.night;
      return at === phase.number ? [i] : [];
    }) : []);
    const io: StepIO = {
      game: this.game, name: String,
      fail: (path, message) => { failures.push({ path, message }); },
      emit: (e) => { applyEffect(post, e); effects.push(e); },
      required,
      optional: new Set(night ? [...this.floating].filter((i) => !placed.has(i)) : []),
      held: new Set(), woke: new Set(),
    };
    if (phase.phase === 'night') stepNight(io, post, phase, c!);
    else stepDay(io, post, phase, this.dayChoices(phase));
    return { post, effects, failures, woke: io.woke, held: io.held, required };
  }

  /** Compare phase `i` from `pre` with choices `c` (null on a day); returns the TypeScript step. */
  step(i: number, pre: State, placed: ReadonlySet<number>, c: NightChoices | null): TsStep {
    const phase = this.game.phases[i]!;
    const ts = this.tsStep(phase, pre, placed, c);
    const before = flatten(pre, this.placedMask(placed));
    this.wasm.put(before, this.world.drunkShown);
    const { drunkShown, ...back } = this.wasm.get();
    const lost = differences(before, back);
    if (lost.length > 0 || drunkShown !== this.world.drunkShown) {
      this.disagree({ phase: label(phase), choices: c, what: `state transfer lost ${lost.join(', ') || 'drunkShown'}`, ts: show(before), wasm: show(back) });
      return ts;
    }
    const ok = phase.phase === 'night' ? this.wasm.night(i, this.skew ? this.skew(c!) : c!) : this.wasm.day(i, this.dayChoices(phase));
    const tsOk = ts.failures.length === 0;
    this.compared.steps++;
    if (ok !== tsOk) {
      this.disagree({ phase: label(phase), choices: c, what: `verdict: TS ${tsOk ? 'ok' : 'fails'}, WASM ${ok ? 'ok' : 'fails'}`, ts: ts.failures });
      return ts;
    }
    if (ok) {
      const held = new Set([...placed, ...ts.held]);
      const want = flatten(ts.post, this.placedMask(held));
      const { drunkShown: _, ...got } = this.wasm.get();
      const diff = differences(want, got);
      this.compared.states++;
      if (diff.length > 0) {
        this.disagree({ phase: label(phase), choices: c, what: `state after the step differs in ${diff.join(', ')}`, ts: show(want), wasm: show(got) });
        return ts;
      }
    }
    countStep(this.counts, {
      game: this.game, phase, choices: c, pre, post: ts.post, effects: ts.effects, woke: ts.woke, held: ts.held,
      required: ts.required, ok,
    });
    return ts;
  }

  /**
   * Load the program, check FLOAT_RANK, and walk the world's phases: each compared with
   * the world's choices and, with `rng`, also from nearby states (nearbyStates) and with
   * other night choices (perturbations), a night the TypeScript kernel accepts followed by
   * the next day from its state. The walk itself goes on with the world's choices.
   */
  run(rng: Rng | null): void {
    const program = compileProgram(this.program);
    this.wasm.load(program);
    this.program.reports.forEach((_, i) => {
      if (this.wasm.floatRank(i) !== this.ranks[i]) {
        this.disagree({ phase: '-', choices: null, what: `FLOAT_RANK[${i}] = ${this.wasm.floatRank(i)}, expected ${this.ranks[i]}` });
      }
    });
    let s = setupState(this.game, this.world, () => {});
    const placed = new Set<number>();
    this.game.phases.forEach((phase, i) => {
      const c = phase.phase === 'night' ? this.nights.get(phase.number) ?? noChoices() : null;
      const ts = this.step(i, s, placed, c);
      if (rng) {
        const next = this.game.phases[i + 1];
        // Another state before the phase, with the world's choices.
        const reporters = new Set(this.game.reports.flatMap((r) => (r.night === phase.number || r.night === null ? [r.seat] : [])));
        for (const alt of nearbyStates(s, phase, reporters, rng)) {
          const after = this.step(i, alt, placed, c);
          if (c && after.failures.length === 0 && next?.phase === 'day') this.step(i + 1, after.post, new Set([...placed, ...after.held]), null);
        }
        // Other choices tonight, and the day after them.
        if (c) {
          for (const v of perturbations(s, phase, c, rng)) {
            const after = this.step(i, s, placed, v);
            if (after.failures.length === 0 && next?.phase === 'day') this.step(i + 1, after.post, new Set([...placed, ...after.held]), null);
          }
        }
      }
      s = ts.post;
      for (const x of ts.held) placed.add(x);
    });
  }
}

/**
 * States near `s` that the game could be in before `phase`: poison on another seat (a
 * living Poisoner's choice; it lasts through the day), another master, one more player
 * dead (not the Imp; at night often a player who reports tonight, `reportSeats`), a ghost
 * vote or a day ability spent. Each is made with the kernel's own effects, so the rules'
 * side effects (poison ending with the Poisoner…) hold.
 */
export function nearbyStates(s: State, phase: GamePhase, reportSeats: ReadonlySet<number>, rng: Rng): State[] {
  const out: State[] = [];
  const n = s.n;
  const seats = Array.from({ length: n }, (_, x) => x);
  const copy = (f: (t: State) => void) => { const t = cloneState(s); f(t); out.push(t); };
  if (phase.phase === 'day') {
    // Poison lands where the day's events look at it, most of the time.
    const actors = phase.events.flatMap((e) => (e.kind === 'execution' ? [e.seat] : e.kind === 'ballot' ? e.voters : [e.seat, e.target]));
    const poisoner = livingSeatOf(s, R.POISONER);
    const target = () => (actors.length > 0 && rng.chance(0.7) ? rng.pick(actors) : rng.int(n));
    if (poisoner >= 0) copy((t) => applyEffect(t, { kind: 'poison', seat: target(), source: poisoner }));
    else if (s.poisoned >= 0) copy((t) => { t.poisoned = -1; t.poisonSource = -1; });
    const butler = livingSeatOf(s, R.BUTLER);
    if (butler >= 0) copy((t) => applyEffect(t, { kind: 'master', butler, seat: rng.pick(seats.filter((x) => x !== butler)) }));
    const slayer = s.roles.indexOf(R.SLAYER);
    if (slayer >= 0) copy((t) => { t.usedSlayer[slayer] = !t.usedSlayer[slayer]; });
    const virgin = s.roles.indexOf(R.VIRGIN);
    if (virgin >= 0) copy((t) => { t.usedVirgin[virgin] = !t.usedVirgin[virgin]; });
    const dead = seats.filter((x) => !s.alive[x]);
    if (dead.length > 0) copy((t) => { const x = rng.pick(dead); t.deadVoteUsed[x] = !t.deadVoteUsed[x]; });
  }
  // One more player dead before the phase: at night often one who reports tonight.
  const living = seats.filter((x) => s.alive[x] && s.roles[x] !== R.IMP);
  const reporters = phase.phase === 'night' ? living.filter((x) => reportSeats.has(x)) : [];
  const victim = () => (reporters.length > 0 && rng.chance(0.6) ? rng.pick(reporters) : rng.pick(living));
  if (living.length > 2 && !s.winner) copy((t) => applyEffect(t, { kind: 'die', seat: victim(), cause: 'slayer' }));
  return out;
}

/** Choices near the world's on one night: one choice changed, and attacks aimed at the rules' corners. */
export function perturbations(s: State, phase: GamePhase, c: NightChoices, rng: Rng): NightChoices[] {
  const n = s.n;
  const other = (v: number) => { let x = v; while (x === v) x = rng.int(n + 1) - 1; return x; };
  const seat = () => rng.int(n);
  const out: NightChoices[] = [];
  for (const k of ['poison', 'monk', 'imp', 'redirect', 'successor', 'master'] as const) out.push({ ...c, [k]: other(c[k]) });
  if (phase.number === 1) return out;
  const imp = livingSeatOf(s, R.IMP);
  if (imp < 0) return out;
  const living = (role: number) => livingSeatOf(s, role);
  // The Imp on itself: every successor (a star-pass, the Scarlet Woman, a Recluse, nobody).
  out.push({ ...c, imp, redirect: -1, successor: rng.int(n + 1) - 1 });
  // The Mayor attacked: the kill moved (also onto the Imp), or not.
  const mayor = living(R.MAYOR);
  if (mayor >= 0) {
    const redirect = rng.chance(0.3) ? imp : rng.int(n + 1) - 1;
    out.push({ ...c, imp: mayor, redirect, successor: redirect === imp ? rng.int(n + 1) - 1 : -1 });
  }
  // The Soldier, or the Monk's choice, attacked.
  const soldier = living(R.SOLDIER);
  if (soldier >= 0) out.push({ ...c, imp: soldier, redirect: -1, successor: -1 });
  if (c.monk >= 0) out.push({ ...c, imp: c.monk, redirect: -1, successor: -1 });
  // Poison on the Imp, or on the target.
  if (c.poison >= 0) out.push({ ...c, poison: rng.chance(0.5) ? imp : c.imp >= 0 ? c.imp : seat() });
  return out;
}
