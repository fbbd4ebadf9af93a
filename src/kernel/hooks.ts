/**
 * The engine's way into the character files for the hooks that are asked of a seat: the
 * hook of the character the seat holds now, or the rule that applies to everyone else.
 * Steps never name a character to find out what an ability does to a seat; they ask
 * here. (The night sheet's `nightStep` is walked in src/play/night.ts; a report's `info`
 * is handed to reports.ts by the character that wakes.)
 *
 * The character files import the kernel (state, deaths, registration), so the kernel
 * cannot import them: their table is handed in from above (`handInCharacters`, called by
 * src/rules/characters/index.ts when it loads; src/play/ imports that table before it runs
 * a phase).
 */
import type { UnusualRuling } from '../compile/codes.ts';
import type { DayEvent } from '../model/game.ts';
import type { Emit } from './effects.ts';
import type { StateView } from './state.ts';
import type { StepIO } from './step-io.ts';

/** What the Demon's kill does to the seat it lands on: it dies, nothing happens, or it may go elsewhere (a healthy Mayor). */
export type Attack = 'dies' | 'safe' | 'redirect';

/** How a seat dies: the Demon's kill (a star-pass when the Demon kills itself), an execution, or a Slayer's shot. */
export type DeathCause = 'demon' | 'execution' | 'slayer';

/** A death as the dying seat's `died` hook sees it. */
export interface Death {
  readonly cause: DeathCause;
  /** Living players just before this death. */
  readonly aliveBefore: number;
  /**
   * The hidden choice of who becomes the Imp at this death, or -1: after a star-pass, or —
   * ruling Q13, unusual — the Scarlet Woman when a healthy Recluse dies.
   */
  readonly successor: number;
  /** True when the Imp dies of its own attack (it chose itself, or a Mayor's kill moved onto it). */
  readonly starPass: boolean;
}

/**
 * A seat's claim to become the Imp when the Imp dies: it must (and only it may), none, or
 * it may under the unusual ruling named (a Recluse catching a star-pass: ruling Q3).
 */
export type Claim = 'must' | 'none' | UnusualRuling;

/** A Demon's death as the living seats' `demonDeath` hooks see it. */
export interface DemonDeath {
  /** Living players just before the death. */
  readonly aliveBefore: number;
  /** True for the Demon's own kill (a self-kill or a Mayor's kill moved onto it): the star-pass. */
  readonly starPass: boolean;
}

type Nomination = Extract<DayEvent, { kind: 'nomination' }>;
type Shot = Extract<DayEvent, { kind: 'slayer' }>;
type Ballot = Extract<DayEvent, { kind: 'ballot' }>;

/**
 * The hooks asked of a seat that change what happens in the game (the others are
 * `registers`, below, and `nightStep`, `info` and `setup`, which are called where they
 * run), with their signatures.
 */
export interface SeatHooks {
  attacked(s: StateView, seat: number): Attack;
  died(s: StateView, seat: number, death: Death, emit: Emit): string | null;
  demonDeath(s: StateView, seat: number, death: DemonDeath): Claim;
  nominated(io: StepIO, s: StateView, e: Nomination): void;
  nominatedUnrecorded(s: StateView, seat: number): boolean;
  shoots(io: StepIO, s: StateView, e: Shot): void;
  votes(io: StepIO, s: StateView, e: Ballot, seat: number): boolean;
  dayEnd(io: StepIO, s: StateView, seat: number): void;
}

/** Every hook the kernel asks of a seat's character: the seat hooks and `registers` (registration.ts). */
export interface KernelHooks extends SeatHooks {
  registers(s: StateView, seat: number): boolean;
}

/** Per role code (the order of `ROLE_IDS`), the character's module: the hooks it has. */
export type CharacterTable = readonly Partial<KernelHooks>[];

let characters: CharacterTable | null = null;
/** Per hook, the function of each role code (undefined: the role lacks it), built on first use. */
const tables = new Map<keyof KernelHooks, readonly unknown[]>();

/**
 * Hands the kernel the character modules, by role code. Called once, by the table
 * (src/rules/characters/index.ts) as it loads; a second call with another table is a
 * programming error.
 * @throws Error when a different table was handed in before.
 */
export function handInCharacters(table: CharacterTable): void {
  if (characters && characters !== table) throw new Error('a different character table was handed in before');
  characters = table;
}

/**
 * The `name` hook of role code `role` (undefined: the character lacks it). Kept per hook,
 * because the checker replays every candidate through these lookups.
 * @throws Error when no character table has been handed in (nothing imported src/play/
 * or src/rules/characters/index.ts).
 */
export function hookOf<K extends keyof KernelHooks>(name: K, role: number): KernelHooks[K] | undefined {
  let table = tables.get(name);
  if (!table) {
    if (!characters) throw new Error('no character table handed in: import src/rules/characters/index.ts first');
    table = characters.map((c) => c[name]);
    tables.set(name, table);
  }
  return table[role] as KernelHooks[K] | undefined;
}

/** The Demon's kill lands on a living, unprotected `seat`: its character's `attacked` hook, else it dies. */
export function attackOn(s: StateView, seat: number): Attack {
  return hookOf('attacked', s.roles[seat]!)?.(s, seat) ?? 'dies';
}

/** `seat` has just died (the `die` effect is applied): its character's `died` hook; returns a failure or null. */
export function diedAt(s: StateView, seat: number, death: Death, emit: Emit): string | null {
  return hookOf('died', s.roles[seat]!)?.(s, seat, death, emit) ?? null;
}

/** The living `seat`'s claim to take over from a dying Imp: its character's `demonDeath` hook, else none. */
export function claimOf(s: StateView, seat: number, death: DemonDeath): Claim {
  return hookOf('demonDeath', s.roles[seat]!)?.(s, seat, death) ?? 'none';
}

/**
 * A nomination of `e.target` by the living `e.seat`: the nominee's `nominated` hook.
 * Nobody else's ability reacts to being nominated, so without one it cannot have
 * executed the nominator.
 */
export function nominationOf(io: StepIO, s: StateView, e: Nomination): void {
  const hook = hookOf('nominated', s.roles[e.target]!);
  if (hook) hook(io, s, e);
  else if (e.triggered) io.fail(e.path, 'this nomination cannot trigger the Virgin');
}

/**
 * A nomination of `seat` nobody recorded spent its character's ability today, executing
 * nobody (a day without complete voting): its `nominatedUnrecorded` hook says whether it
 * may have; nobody else has an ability a nomination spends.
 */
export function unrecordedNominationOf(io: StepIO, s: StateView, seat: number, path: string): void {
  if (hookOf('nominatedUnrecorded', s.roles[seat]!)?.(s, seat)) io.emit({ kind: 'spend', seat, ability: 'virgin' });
  else io.fail(path, 'no nomination nobody recorded can have spent that ability today');
}

/** A Slayer shot by `e.seat`: the shooter's `shoots` hook; anyone else's shot kills nobody. */
export function shotOf(io: StepIO, s: StateView, e: Shot): void {
  const hook = hookOf('shoots', s.roles[e.seat]!);
  if (hook) hook(io, s, e);
  else if (e.killed) io.fail(e.path, 'this shot cannot kill');
}

/** The living `seat` votes on ballot `e`: its character's `votes` hook (false, with a failure, when it may not). */
export function voteOf(io: StepIO, s: StateView, e: Ballot, seat: number): boolean {
  return hookOf('votes', s.roles[seat]!)?.(io, s, e, seat) ?? true;
}

/** A recorded day has ended with the game still going: every living seat's `dayEnd` hook, in seat order. */
export function dayEndAll(io: StepIO, s: StateView): void {
  for (let x = 0; x < s.n; x++) {
    if (s.alive[x]) hookOf('dayEnd', s.roles[x]!)?.(io, s, x);
  }
}
