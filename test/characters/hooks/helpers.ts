/**
 * Helpers for the character-hook tests: reports, day events and night wakes on
 * hand-laid boards (src/play/board.ts), and small readers of what a hook emitted.
 * Nothing here searches: each test lays a moment of a game and calls one hook.
 */
import type { DayEvent, GameReport, NightAction } from '../../../src/model/game.ts';
import { nightOn, recordingIO, type RecordingIO } from '../../../src/play/board.ts';
import type { Effect } from '../../../src/kernel/effects.ts';
import type { NightStepContext } from '../../../src/kernel/night-step.ts';
import type { State } from '../../../src/kernel/state.ts';
import type { NightChoices } from '../../../src/kernel/world.ts';
import { roleCode, type RoleId } from '../../../src/rules/roles.ts';

/** Role code of an id (a typo fails at once instead of giving -1). */
export function code(id: RoleId): number {
  const c = roleCode(id);
  if (c < 0) throw new Error(`unknown role ${id}`);
  return c;
}

/** A report of `seat` from the ability `role` (its shown token): authentic, not marked healthy unless `fields` says so. */
export function rep(seat: number, role: RoleId, fields: Partial<GameReport> = {}): GameReport {
  return {
    path: '$.reports[?]', index: 0, seat, role: code(role), night: null,
    authenticity: 'authentic', healthy: false, ...fields,
  };
}

/** The same reports, each given its index and a JSON path `$.reports[i]`. */
export function indexed(rs: GameReport[]): GameReport[] {
  return rs.map((r, i) => ({ ...r, index: i, path: `$.reports[${i}]` }));
}

/** Run a character's `nightStep` on night `night` with these reports (all required unless `optional`). */
export function wake(
  nightStep: (ctx: NightStepContext) => void, s: State, night: number, rs: GameReport[],
  opts: { optional?: number[]; choices?: Partial<NightChoices>; actions?: NightAction[] } = {},
): RecordingIO {
  const io = recordingIO(s, { reports: indexed(rs) }, opts.optional ?? []);
  nightStep(nightOn(s, io, night, opts.choices ?? {}, { actions: opts.actions ?? [] }));
  return io;
}

/** Run a choosing character's `nightStep` on night `night` with these hidden choices and recorded actions. */
export function act(
  nightStep: (ctx: NightStepContext) => void, s: State, night: number,
  choices: Partial<NightChoices>, actions: NightAction[] = [],
): RecordingIO {
  const io = recordingIO(s);
  nightStep(nightOn(s, io, night, choices, { actions }));
  return io;
}

/** Effects of one kind. */
export function effectsOf<K extends Effect['kind']>(io: RecordingIO, kind: K): Extract<Effect, { kind: K }>[] {
  return io.effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind);
}

/** Seats that died, in order, with the cause. */
export function deaths(io: RecordingIO): [number, string][] {
  return effectsOf(io, 'die').map((e) => [e.seat, e.cause]);
}

/** Seats that learned (a `learn` effect: their report held at the wake). */
export function learners(io: RecordingIO): number[] {
  return effectsOf(io, 'learn').map((e) => e.seat);
}

/** Paths of the failures. */
export function failedPaths(io: RecordingIO): string[] {
  return io.failures.map((f) => f.path);
}

/** The winning team announced by a `win` effect, or null. */
export function winner(io: RecordingIO): 'good' | 'evil' | null {
  return effectsOf(io, 'win')[0]?.team ?? null;
}

/** A recorded private action of a night. */
export function action(kind: 'poison' | 'monk' | 'butler', seat: number, target: number): NightAction {
  return { kind, path: `$.phases[2].actions[0]`, seat, target };
}

/** A recorded Imp action, with its optional extra fields. */
export function impAction(
  seat: number, target: number, extra: { redirect?: number; successor?: number | null; recluseDemon?: boolean } = {},
): NightAction {
  return { kind: 'imp', path: '$.phases[2].actions[0]', seat, target, ...extra };
}

export const slayerShot = (seat: number, target: number, killed: boolean): Extract<DayEvent, { kind: 'slayer' }> =>
  ({ kind: 'slayer', path: '$.phases[1].events[0]', seat, target, killed });

export const nomination = (seat: number, target: number, triggered: boolean): Extract<DayEvent, { kind: 'nomination' }> =>
  ({ kind: 'nomination', path: '$.phases[1].events[0]', seat, target, triggered });

export const ballot = (voters: number[], qualifying: Map<number, number[]> | null, nominee: number | null = null): Extract<DayEvent, { kind: 'ballot' }> =>
  ({ kind: 'ballot', path: '$.phases[1].events[1]', voters, nominee, qualifying });

/** Alive mask of `n` seats with these seats dead. */
export function aliveExcept(n: number, dead: number[]): boolean[] {
  return Array.from({ length: n }, (_, x) => !dead.includes(x));
}
