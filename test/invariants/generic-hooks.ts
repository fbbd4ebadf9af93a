/**
 * The game simulator's fallback for the seat hooks of characters it has no model of its
 * own for (`history-simulator.ts`): what the Demon's kill does to such a seat (`attacked`),
 * what its death means (`died`), its claim when the Imp dies (`demonDeath`), what a
 * nomination of it (`nominated`), a shot by it (`shoots`) and its vote (`votes`) may be
 * recorded as, and its end of the day (`dayEnd`). Each is the TypeScript kernel's own
 * dispatch (`src/kernel/hooks.ts`: the character's hook, or the rule for everyone else)
 * on a state laid out from the simulator's grimoire (`generic-reports.ts` `stateAt`).
 *
 * Like the report fallback, this is NOT an independent reading of the rules: the
 * characters the simulator models keep its own rules, and stay the oracle. It lets a new
 * character's seat hooks reach the invariant tests (the truth is found, WASM equals the
 * reference) before anyone writes a model of it, instead of the simulator treating it as
 * a character without any ability and writing games the kernel rightly rejects.
 */
import { recordingIO } from '../../src/play/board.ts';
import type { Effect } from '../../src/kernel/effects.ts';
import {
  attackOn, claimOf, diedAt, nominationOf, shotOf, voteOf,
  type Attack, type Claim, type DeathCause, type SeatHooks,
} from '../../src/kernel/hooks.ts';
import type { State } from '../../src/kernel/state.ts';
import type { DayEvent } from '../../src/model/game.ts';
import { CHARACTERS } from '../../src/rules/characters/index.ts';
import { ROLE_IDS, type RoleId } from '../../src/rules/roles.ts';

/** The hooks asked of a seat, by name. */
export type SeatHook = keyof SeatHooks;
/** Every seat hook (a hook added to `SeatHooks` fails to compile here until it is listed). */
const SEAT_HOOKS = Object.keys({
  attacked: 0, died: 0, demonDeath: 0, nominated: 0, nominatedUnrecorded: 0, shoots: 0, votes: 0, dayEnd: 0,
} satisfies Record<SeatHook, 0>) as SeatHook[];

/** Does `role`'s character file export this seat hook? */
export function hasHook(role: RoleId, hook: SeatHook): boolean {
  return hook in CHARACTERS[role];
}

/** Does `role`'s character file export any hook that is asked of a seat (its ability can change a game by itself)? */
export function hasSeatHook(role: RoleId): boolean {
  return SEAT_HOOKS.some((h) => hasHook(role, h));
}

/** What the kernel made of one moment: the effects it emitted, in order, and whether it called the moment legal. */
export interface HookOutcome {
  effects: Effect[];
  failures: string[];
}

/** The Demon's kill lands on the living, unprotected `seat`: dies, safe, or may be moved (the kernel's `attackOn`). */
export function attackOutcome(s: State, seat: number): Attack {
  return attackOn(s, seat);
}

/**
 * `seat` has just died of `cause` (`s` already shows it dead): the effects of its
 * character's `died` hook, and the hook's failure if it calls the death illegal. The
 * simulator asks this only of characters other than the Imp, so it is never a star-pass;
 * `successor` is the hidden choice of who becomes the Imp at this death (-1: nobody; ruling
 * Q13: the Scarlet Woman when a healthy Recluse dies).
 */
export function deathOutcome(s: State, seat: number, cause: DeathCause, aliveBefore: number, successor = -1): HookOutcome {
  const io = recordingIO(s);
  const failure = diedAt(s, seat, { cause, aliveBefore, successor, starPass: false }, io.emit);
  return { effects: io.effects, failures: failure === null ? [] : [failure] };
}

/** The living `seat`'s claim to become the Imp as the Imp dies (the kernel's `claimOf`). */
export function claimOutcome(s: State, seat: number, aliveBefore: number, starPass: boolean): Claim {
  return claimOf(s, seat, { aliveBefore, starPass });
}

/** One recorded value of a day event and what the kernel made of the event with it. */
export interface Recorded<T> extends HookOutcome {
  value: T;
}

/**
 * The values of a boolean a table records with a day event (a nomination's `triggered`,
 * a shot's `killed`) that the kernel accepts, each with the effects it emitted; `fresh`
 * lays out the state anew for each try, since the hooks change it.
 */
function legalValues(fresh: () => State, run: (s: State, io: ReturnType<typeof recordingIO>, value: boolean) => void): Recorded<boolean>[] {
  const out: Recorded<boolean>[] = [];
  for (const value of [false, true]) {
    const s = fresh();
    const io = recordingIO(s);
    run(s, io, value);
    if (io.failures.length === 0) out.push({ value, effects: io.effects, failures: [] });
  }
  return out;
}

/** A nomination of `target` by the living `seat`: the `triggered` values the nominee's hook accepts (the kernel's `nominationOf`). */
export function nominationOutcomes(fresh: () => State, seat: number, target: number): Recorded<boolean>[] {
  return legalValues(fresh, (s, io, triggered) => nominationOf(io, s, { kind: 'nomination', path: '$', seat, target, triggered }));
}

/** A shot by the living `seat` at `target`: the `killed` values the shooter's hook accepts (the kernel's `shotOf`). */
export function shotOutcomes(fresh: () => State, seat: number, target: number): Recorded<boolean>[] {
  return legalValues(fresh, (s, io, killed) => shotOf(io, s, { kind: 'slayer', path: '$', seat, target, killed }));
}

/** May the living `seat` vote on this ballot as recorded (the kernel's `voteOf`)? */
export function voteAllowed(
  s: State, seat: number, ballot: { voters: number[]; nominee: number; qualifying: Map<number, number[]> | null },
): boolean {
  const io = recordingIO(s);
  const e: Extract<DayEvent, { kind: 'ballot' }> = { kind: 'ballot', path: '$', ...ballot };
  return voteOf(io, s, e, seat) && io.failures.length === 0;
}

/** A recorded day ends with the game going on: the effects of the living `seat`'s `dayEnd` hook (none without one). */
export function dayEndOutcome(s: State, seat: number): HookOutcome {
  const io = recordingIO(s);
  (CHARACTERS[ROLE_IDS[s.roles[seat]!]!] as Partial<SeatHooks>).dayEnd?.(io, s, seat);
  return { effects: io.effects, failures: io.failures.map((f) => f.message) };
}
