/**
 * The mechanical state of a game at one moment, as the Storyteller's grimoire holds it.
 * `applyEffect` (effects.ts) is the only function that changes it.
 */
import { R, isEvilCode } from '../rules/roles.ts';
import type { World } from './world.ts';

export interface State {
  n: number;
  /** Current character (role code) of each seat. */
  roles: number[];
  /** Shown token of each seat (the Drunk's Townsfolk; everyone else their first character). */
  shown: number[];
  /** True for evil seats (alignment never changes in Trouble Brewing). */
  evil: boolean[];
  alive: boolean[];
  /** Seat poisoned right now, or -1. */
  poisoned: number;
  /** The Poisoner whose poison it is (poison ends when they die or stop being the Poisoner). */
  poisonSource: number;
  /** Fixed red herring seat, or -1. */
  redHerring: number;
  /** Butler's current master per seat (only a Butler seat has one), -1 otherwise. */
  master: number[];
  usedSlayer: boolean[];
  usedVirgin: boolean[];
  /** Dead players who have spent their one ghost vote. */
  deadVoteUsed: boolean[];
  /** Seat protected by a healthy Monk tonight, or -1. */
  protectedSeat: number;
  /** Seats that died since dusk (cleared at dusk). */
  diedTonight: number[];
  /** Seat that died by execution during the latest day, or -1 (the Undertaker's information). */
  executedDeath: number;
  /** Whether anyone was executed during the current day (the Mayor's win needs none). */
  executedToday: boolean;
  /** The winning team once the game has ended, else null. */
  winner: 'good' | 'evil' | null;
  /** The unusual rulings this history has relied on so far (bit mask, src/compile/codes.ts). */
  unusual: number;
}

/**
 * The state as steps and character hooks see it: read-only, so that `applyEffect`
 * (effects.ts) stays the only writer.
 */
export type StateView = { readonly [K in keyof State]: State[K] extends (infer U)[] ? readonly U[] : State[K] };

/** The state at dusk of night 1, built from a world's setup choices. */
export function initialState(world: World): State {
  const n = world.roles.length;
  return {
    n,
    roles: world.roles.slice(),
    shown: world.roles.map((r) => (r === R.DRUNK ? world.drunkShown : r)),
    evil: world.roles.map((r) => isEvilCode(r)),
    alive: new Array<boolean>(n).fill(true),
    poisoned: -1,
    poisonSource: -1,
    redHerring: world.redHerring,
    master: new Array<number>(n).fill(-1),
    usedSlayer: new Array<boolean>(n).fill(false),
    usedVirgin: new Array<boolean>(n).fill(false),
    deadVoteUsed: new Array<boolean>(n).fill(false),
    protectedSeat: -1,
    diedTonight: [],
    executedDeath: -1,
    executedToday: false,
    winner: null,
    unusual: 0,
  };
}

/** A deep copy, for recording the state after each phase and for branching searches. */
export function cloneState(s: State): State {
  return {
    ...s,
    roles: s.roles.slice(), shown: s.shown.slice(), evil: s.evil.slice(), alive: s.alive.slice(),
    master: s.master.slice(), usedSlayer: s.usedSlayer.slice(), usedVirgin: s.usedVirgin.slice(),
    deadVoteUsed: s.deadVoteUsed.slice(), diedTonight: s.diedTonight.slice(),
  };
}

/** True when the seat's ability works right now: not the Drunk and not poisoned. */
export function isHealthy(s: StateView, seat: number): boolean {
  return s.roles[seat] !== R.DRUNK && s.poisoned !== seat;
}

/** Does the seat wake as this character: it is it, or it is the Drunk shown it? */
export function actsAs(s: StateView, seat: number, role: number): boolean {
  return s.roles[seat] === role || (s.roles[seat] === R.DRUNK && s.shown[seat] === role);
}

/** Number of living players. */
export function livingCount(s: StateView): number {
  return s.alive.reduce((k, a) => k + (a ? 1 : 0), 0);
}

/** The living Imps, in seat order (two only under ruling Q13): those who attack at the Imp's step. */
export function livingImps(s: StateView): number[] {
  const imps: number[] = [];
  for (let x = 0; x < s.n; x++) if (s.alive[x] && s.roles[x] === R.IMP) imps.push(x);
  return imps;
}

/** The living seat holding a character, or -1. */
export function livingSeatOf(s: StateView, role: number): number {
  for (let x = 0; x < s.n; x++) if (s.alive[x] && s.roles[x] === role) return x;
  return -1;
}
