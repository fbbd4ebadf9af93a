/**
 * The debug build of the search module (`build/steps.wasm`, asconfig target `steps`,
 * entry `assembly/debug/steps.ts`): load a compiled program, set the mechanical state,
 * run one night or day step, read the state back. The state travels as a block of i32
 * words whose layout is `assembly/debug/transfer.ts` (ST_* here mirror it).
 *
 * The module is rebuilt here when it is missing or older than a source under
 * `assembly/` (`npm test` builds it first, so that only happens when vitest runs alone).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { R } from '../../src/rules/roles.ts';
import type { State } from '../../src/kernel/state.ts';
import type { DayChoices, NightChoices } from '../../src/kernel/world.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The module under test: the build, or another one given by STEPS_WASM (never rebuilt). */
const WASM = process.env.STEPS_WASM ?? join(ROOT, 'build/steps.wasm');

/** Layout of the transfer block (assembly/debug/transfer.ts). */
const ST = {
  N: 0, DRUNK_SHOWN: 1, RED_HERRING: 2, EVIL: 3, ALIVE: 4, POISONED: 5, POISON_SOURCE: 6, PROTECTED: 7,
  MASTER: 8, DIED_TONIGHT: 9, EXECUTED_DEATH: 10, EXECUTED_TODAY: 11, WINNER: 12, PLACED_LO: 13, PLACED_HI: 14,
  USED_SLAYER: 15, USED_VIRGIN: 16, DEAD_VOTES: 17, ROLES: 18, SHOWN: 34, UNUSUAL: 50, WORDS: 51,
} as const;

interface StepsExports {
  memory: WebAssembly.Memory;
  stepsProgramPtr(): number;
  stepsLoadProgram(): void;
  stepsStatePtr(): number;
  stepsStateWords(): number;
  stepsPutState(): void;
  stepsGetState(): void;
  stepsPhaseRecord(i: number): number;
  stepsFloatRank(i: number): number;
  stepsNight(
    rec: number, poison: number, monk: number, imp: number, redirect: number, successor: number, butler: number,
    imp2: number, redirect2: number, successor2: number,
  ): number;
  stepsDay(rec: number, successor: number, virgin: number): number;
}

/**
 * The mechanical state in the form both kernels can be compared in: seat masks for the
 * per-seat flags, one master (there is at most one Butler), the winner as WIN_* codes,
 * the placed floating reports as a mask over their ranks.
 */
export interface FlatState {
  n: number;
  roles: number[];
  shown: number[];
  evil: number;
  alive: number;
  poisoned: number;
  poisonSource: number;
  protectedSeat: number;
  redHerring: number;
  master: number;
  diedTonight: number;
  executedDeath: number;
  executedToday: number;
  winner: number;
  placed: bigint;
  usedSlayer: number;
  usedVirgin: number;
  deadVotes: number;
  unusual: number;
}

/**
 * The FlatState field that carries each State field (and the placed reports). A Record
 * over `keyof State`, so a new state field fails the typecheck until it is transferred;
 * steps.test.ts checks it against src/compile/state-fields.ts too.
 */
export const CARRIED: Record<keyof State | 'placed', keyof FlatState> = {
  n: 'n', roles: 'roles', shown: 'shown', evil: 'evil', alive: 'alive', poisoned: 'poisoned', poisonSource: 'poisonSource',
  redHerring: 'redHerring', master: 'master', usedSlayer: 'usedSlayer', usedVirgin: 'usedVirgin', deadVoteUsed: 'deadVotes',
  protectedSeat: 'protectedSeat', diedTonight: 'diedTonight', executedDeath: 'executedDeath', executedToday: 'executedToday',
  winner: 'winner', placed: 'placed', unusual: 'unusual',
};

const mask = (flags: readonly boolean[]) => flags.reduce((m, f, i) => (f ? m | (1 << i) : m), 0);

/** A TypeScript state (src/kernel/state.ts) as a FlatState; `placed` is the rank mask of the placed floating reports. */
export function flatten(s: State, placed: bigint): FlatState {
  const masters = s.master.flatMap((m, seat) => (m >= 0 ? [[seat, m] as const] : []));
  if (masters.length > 1) throw new Error(`two seats have a master: ${JSON.stringify(masters)}`);
  for (const [seat] of masters) {
    if (s.roles[seat] !== R.BUTLER) throw new Error(`seat ${seat} has a master but is not the Butler`);
  }
  for (const x of s.diedTonight) if (s.alive[x]) throw new Error(`seat ${x} died tonight but is alive`);
  return {
    n: s.n, roles: s.roles.slice(), shown: s.shown.slice(), evil: mask(s.evil), alive: mask(s.alive),
    poisoned: s.poisoned, poisonSource: s.poisonSource, protectedSeat: s.protectedSeat, redHerring: s.redHerring,
    master: masters[0]?.[1] ?? -1,
    diedTonight: s.diedTonight.reduce((m, x) => m | (1 << x), 0),
    executedDeath: s.executedDeath, executedToday: s.executedToday ? 1 : 0,
    winner: s.winner === 'good' ? 1 : s.winner === 'evil' ? 2 : 0,
    placed,
    usedSlayer: mask(s.usedSlayer), usedVirgin: mask(s.usedVirgin), deadVotes: mask(s.deadVoteUsed),
    unusual: s.unusual,
  };
}

/** Is any source under `dir` newer than `time`? */
function newerSource(dir: string, time: number): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() ? newerSource(path, time) : entry.name.endsWith('.ts') && statSync(path).mtimeMs > time) return true;
  }
  return false;
}

/** Build build/steps.wasm when it is missing or older than its sources. */
export function ensureStepsBuild(): void {
  if (process.env.STEPS_WASM) return;
  if (existsSync(WASM) && !newerSource(join(ROOT, 'assembly'), statSync(WASM).mtimeMs)) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules/assemblyscript/bin/asc.js'),
    'assembly/debug/steps.ts', '--config', 'asconfig.json', '--target', 'steps'], { cwd: ROOT, stdio: 'pipe' });
}

/** One instance of the debug module. */
export class WasmSteps {
  private readonly ex: StepsExports;

  constructor() {
    const module = new WebAssembly.Module(readFileSync(WASM));
    const instance = new WebAssembly.Instance(module, { env: { now: () => performance.now(), hurried: () => 0 } });
    this.ex = instance.exports as unknown as StepsExports;
    if (this.ex.stepsStateWords() !== ST.WORDS) throw new Error(`transfer block of ${this.ex.stepsStateWords()} words, expected ${ST.WORDS}`);
  }

  private block(): Int32Array {
    return new Int32Array(this.ex.memory.buffer, this.ex.stepsStatePtr(), ST.WORDS);
  }

  /** Load a compiled program (src/compile/program.ts) as the search does. */
  load(program: Int32Array): void {
    new Int32Array(this.ex.memory.buffer, this.ex.stepsProgramPtr(), program.length).set(program);
    this.ex.stepsLoadProgram();
  }

  /** The record offset of phase `i`. */
  phaseRecord(i: number): number {
    const rec = this.ex.stepsPhaseRecord(i);
    if (rec < 0) throw new Error(`no phase ${i} in the program`);
    return rec;
  }

  /** wake.ts FLOAT_RANK of report `i`. */
  floatRank(i: number): number { return this.ex.stepsFloatRank(i); }

  /** Set the module's state. */
  put(s: FlatState, drunkShown: number): void {
    const b = this.block();
    b.fill(0);
    b[ST.N] = s.n; b[ST.DRUNK_SHOWN] = drunkShown; b[ST.RED_HERRING] = s.redHerring; b[ST.EVIL] = s.evil;
    b[ST.ALIVE] = s.alive; b[ST.POISONED] = s.poisoned; b[ST.POISON_SOURCE] = s.poisonSource;
    b[ST.PROTECTED] = s.protectedSeat; b[ST.MASTER] = s.master; b[ST.DIED_TONIGHT] = s.diedTonight;
    b[ST.EXECUTED_DEATH] = s.executedDeath; b[ST.EXECUTED_TODAY] = s.executedToday; b[ST.WINNER] = s.winner;
    b[ST.PLACED_LO] = Number(BigInt.asIntN(32, s.placed));
    b[ST.PLACED_HI] = Number(BigInt.asIntN(32, s.placed >> 32n));
    b[ST.USED_SLAYER] = s.usedSlayer; b[ST.USED_VIRGIN] = s.usedVirgin; b[ST.DEAD_VOTES] = s.deadVotes; b[ST.UNUSUAL] = s.unusual;
    for (let x = 0; x < s.n; x++) { b[ST.ROLES + x] = s.roles[x]!; b[ST.SHOWN + x] = s.shown[x]!; }
    this.ex.stepsPutState();
  }

  /** Read the module's state. */
  get(): FlatState & { drunkShown: number } {
    this.ex.stepsGetState();
    const b = this.block();
    const n = b[ST.N]!;
    const seats = (at: number) => Array.from(b.subarray(at, at + n));
    const allSeats = (1 << n) - 1;
    return {
      n, roles: seats(ST.ROLES), shown: seats(ST.SHOWN), evil: b[ST.EVIL]! & allSeats, alive: b[ST.ALIVE]! & allSeats,
      poisoned: b[ST.POISONED]!, poisonSource: b[ST.POISON_SOURCE]!, protectedSeat: b[ST.PROTECTED]!,
      redHerring: b[ST.RED_HERRING]!, master: b[ST.MASTER]!, diedTonight: b[ST.DIED_TONIGHT]!,
      executedDeath: b[ST.EXECUTED_DEATH]!, executedToday: b[ST.EXECUTED_TODAY]!, winner: b[ST.WINNER]!,
      placed: BigInt.asUintN(64, (BigInt(b[ST.PLACED_HI]!) << 32n) | BigInt(b[ST.PLACED_LO]! >>> 0)),
      usedSlayer: b[ST.USED_SLAYER]!, usedVirgin: b[ST.USED_VIRGIN]!, deadVotes: b[ST.DEAD_VOTES]!,
      unusual: b[ST.UNUSUAL]!, drunkShown: b[ST.DRUNK_SHOWN]!,
    };
  }

  /** phases.ts stepNight on phase `i` with these choices. */
  night(i: number, c: NightChoices): boolean {
    return this.ex.stepsNight(
      this.phaseRecord(i), c.poison, c.monk, c.imp, c.redirect, c.successor, c.master, c.imp2, c.redirect2, c.successor2,
    ) === 1;
  }

  /** phases.ts stepDay on phase `i`. */
  day(i: number, c: DayChoices): boolean {
    return this.ex.stepsDay(this.phaseRecord(i), c.successor, c.virgin) === 1;
  }
}

