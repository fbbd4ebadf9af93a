/**
 * Hand-laid grimoires for character tests: seat a list of characters and set any part
 * of the state directly — a moment of the first night, a later night or a day — without
 * any search; and a step I/O that records what a hook emits and where it fails.
 */
import type { Game, GamePhase } from '../model/game.ts';
import { roleCode, type RoleId } from '../rules/roles.ts';
import { applyEffect, type Effect } from '../kernel/effects.ts';
import type { Night, NightStepContext } from '../kernel/night-step.ts';
import { initialState, type State } from '../kernel/state.ts';
import type { StepIO } from '../kernel/step-io.ts';
import { noChoices, type NightChoices } from '../kernel/world.ts';
// The table hands the characters to the kernel, whose hooks the tests ask on a board.
import '../rules/characters/index.ts';

/** What a board may set besides the characters (seats are 0-based; omitted: as at setup). */
export interface BoardOptions {
  drunkShown?: RoleId;
  redHerring?: number;
  /** The seat poisoned now; `poisonSource` defaults to the Poisoner's seat, if any. */
  poisoned?: number;
  poisonSource?: number;
  alive?: boolean[];
  /** Seat the Monk protects tonight. */
  protectedSeat?: number;
  /** Master per Butler seat: `{ [butlerSeat]: masterSeat }`. */
  master?: Record<number, number>;
  usedSlayer?: number[];
  usedVirgin?: number[];
  /** Dead players who have spent their ghost vote. */
  deadVoteUsed?: number[];
  /** Seats that died since tonight's dusk. */
  diedTonight?: number[];
  /** Seat that died by execution today, for the Undertaker tonight. */
  executedDeath?: number;
  executedToday?: boolean;
  /** Characters now, where they differ from the starting ones (after a star-pass). */
  now?: Record<number, RoleId>;
}

const seatsMask = (n: number, seats: number[] | undefined) => Array.from({ length: n }, (_, x) => seats?.includes(x) ?? false);

/** A state with these starting characters in seat order and the given moment of the game. */
export function board(roles: RoleId[], opts: BoardOptions = {}): State {
  const codes = roles.map(roleCode);
  const s = initialState({
    roles: codes,
    drunkShown: opts.drunkShown ? roleCode(opts.drunkShown) : -1,
    redHerring: opts.redHerring ?? -1,
    nights: [], days: [], reportNights: [], unusual: 0,
  });
  s.poisoned = opts.poisoned ?? -1;
  s.poisonSource = opts.poisoned === undefined ? -1 : opts.poisonSource ?? codes.indexOf(roleCode('poisoner'));
  if (opts.alive) s.alive = opts.alive.slice();
  s.protectedSeat = opts.protectedSeat ?? -1;
  for (const [b, m] of Object.entries(opts.master ?? {})) s.master[Number(b)] = m;
  s.usedSlayer = seatsMask(s.n, opts.usedSlayer);
  s.usedVirgin = seatsMask(s.n, opts.usedVirgin);
  s.deadVoteUsed = seatsMask(s.n, opts.deadVoteUsed);
  s.diedTonight = (opts.diedTonight ?? []).slice();
  s.executedDeath = opts.executedDeath ?? -1;
  s.executedToday = opts.executedToday ?? false;
  for (const [x, r] of Object.entries(opts.now ?? {})) s.roles[Number(x)] = roleCode(r);
  return s;
}

/** A step I/O on `s` that applies and records every effect and failure. */
export interface RecordingIO extends StepIO {
  effects: Effect[];
  failures: { path: string; message: string }[];
}

/**
 * A step I/O for `s` in a game of `s.n` seats with these reports (`game` fields a test
 * does not give are empty); every report is required tonight unless `optional` lists it.
 */
export function recordingIO(s: State, game: Partial<Game> = {}, optional: number[] = []): RecordingIO {
  const full: Game = {
    n: s.n, playerIds: [], names: [], evidence: [], reports: [], phases: [], ...game,
  } as unknown as Game;
  const io: RecordingIO = {
    game: full, effects: [], failures: [],
    emit: (e) => { applyEffect(s, e); io.effects.push(e); },
    fail: (path, message) => { io.failures.push({ path, message }); },
    name: (seat) => `seat ${seat + 1}`,
    required: new Set(full.reports.map((_, i) => i).filter((i) => !optional.includes(i))),
    optional: new Set(optional), held: new Set(), woke: new Set(),
  };
  return io;
}

/** A night-step context on `s`: a recorded night `number` with these actions and deaths, and the hidden choices. */
export function nightOn(
  s: State, io: StepIO, number: number, choices: Partial<NightChoices> = {},
  recorded: Partial<Omit<Night, 'phase' | 'number'>> = {},
): NightStepContext {
  const phase: GamePhase = { phase: 'night', number, path: `$.phases[${2 * number - 2}]`, deaths: null, actions: [], ...recorded };
  return { io, s, phase: phase as Night, c: { ...noChoices(), ...choices } };
}
