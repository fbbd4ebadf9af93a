/**
 * The mechanical state of a game at one moment, as the Storyteller's grimoire holds it.
 * `applyEffect` (apply.ts) is the only function that changes it.
 */
import { R, isEvilCode } from '../rules/roles.ts';
import type { World } from './world.ts';

export interface State {
  n: number;
  /** Current character (role code) of each seat. */
  roles: number[];
  /** Shown token of each seat (the Drunk's Townsfolk; everyone else their character). */
  shown: number[];
  /** True for evil seats (alignment never changes in Trouble Brewing). */
  evil: boolean[];
  alive: boolean[];
  /** Seat poisoned right now, or -1. */
  poisoned: number;
  /** Fixed red herring seat, or -1. */
  redHerring: number;
  /** Butler's current master per seat (only a Butler seat has one), -1 otherwise. */
  master: number[];
  usedSlayer: boolean[];
  usedVirgin: boolean[];
  /** Seat protected by the Monk tonight, or -1. */
  protectedSeat: number;
}

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
    redHerring: world.redHerring,
    master: new Array<number>(n).fill(-1),
    usedSlayer: new Array<boolean>(n).fill(false),
    usedVirgin: new Array<boolean>(n).fill(false),
    protectedSeat: -1,
  };
}

/** A deep copy, for recording the state after each phase. */
export function cloneState(s: State): State {
  return {
    ...s,
    roles: s.roles.slice(), shown: s.shown.slice(), evil: s.evil.slice(), alive: s.alive.slice(),
    master: s.master.slice(), usedSlayer: s.usedSlayer.slice(), usedVirgin: s.usedVirgin.slice(),
  };
}

/** True when the seat's ability works right now: not the Drunk and not poisoned. */
export function isHealthy(s: State, seat: number): boolean {
  return s.roles[seat] !== R.DRUNK && s.poisoned !== seat;
}
