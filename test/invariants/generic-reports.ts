/**
 * The game simulator's fallback for information characters it has no model of its own
 * for (`history-simulator.ts`): a report's payload is drawn from the character's payload
 * spec in the role table, and for a healthy source only a payload that the TypeScript
 * kernel's `info` hook calls true on the simulator's state is kept. This is NOT an
 * independent reading of the rules (the characters the simulator models stay its own
 * oracle); it lets a new information character's `info` reach the WASM-equals-reference
 * tests before anyone writes a model of it.
 */
import { board, type BoardOptions } from '../../src/play/board.ts';
import type { State, StateView } from '../../src/kernel/state.ts';
import { buildReport, seatMap, type ReportFields } from '../../src/model/build-game.ts';
import { PAYLOAD_SPEC_OF } from '../../src/model/report-rules.ts';
import { CHARACTERS } from '../../src/rules/characters/index.ts';
import { countMax, noneInPlayOf, type PayloadFieldSpec, type PayloadSpec } from '../../src/rules/payload-spec.ts';
import { ROLES, type RoleId } from '../../src/rules/roles.ts';
import type { Rng } from './simulator.ts';

type Row = Record<string, unknown>;

/** The grimoire at one wake, in the simulator's own terms (seats from 0, role ids). */
export interface SimulatorMoment {
  /** Starting characters by seat. */
  roles: readonly RoleId[];
  /** Characters now (after star-passes). */
  now: readonly RoleId[];
  drunkShown: RoleId | null;
  redHerring: number | null;
  alive: readonly boolean[];
  /** Seat poisoned now (-1: nobody) and the Poisoner's seat. */
  poisoned: number;
  poisoner: number;
  /** Seat the Monk's protection holds tonight (-1: nobody). */
  protectedSeat: number;
  /** The Butler's seat and their current master (-1: none). */
  butler: number;
  master: number;
  usedSlayer: readonly boolean[];
  usedVirgin: readonly boolean[];
  deadVoteUsed: readonly boolean[];
  /** Seats the Demon killed tonight so far. */
  diedTonight: readonly number[];
  /** Seat executed to death the previous day (-1: none), or today's once it happened. */
  executedDeath: number;
  /** By day: whether someone (alive or dead) has been executed today. */
  executedToday?: boolean;
}

const seatsWhere = (flags: readonly boolean[]): number[] => flags.flatMap((f, x) => (f ? [x] : []));

/** The kernel's state at a moment, laid out as the character hook tests lay their boards (hooks may change it: lay it out anew per question). */
export function stateAt(m: SimulatorMoment): State {
  const opts: BoardOptions = {
    alive: [...m.alive],
    protectedSeat: m.protectedSeat,
    usedSlayer: seatsWhere(m.usedSlayer),
    usedVirgin: seatsWhere(m.usedVirgin),
    deadVoteUsed: seatsWhere(m.deadVoteUsed),
    diedTonight: [...m.diedTonight],
    executedDeath: m.executedDeath,
    executedToday: m.executedToday ?? false,
    now: Object.fromEntries(m.now.flatMap((r, x) => (r === m.roles[x] ? [] : [[x, r]]))),
  };
  if (m.drunkShown) opts.drunkShown = m.drunkShown;
  if (m.redHerring !== null) opts.redHerring = m.redHerring;
  if (m.poisoned >= 0) Object.assign(opts, { poisoned: m.poisoned, poisonSource: m.poisoner });
  if (m.butler >= 0 && m.master >= 0) opts.master = { [m.butler]: m.master };
  return board([...m.roles], opts);
}

/** One field's value drawn at random among the values its kind allows in a game of `ids`. */
function drawField(rng: Rng, f: PayloadFieldSpec, ids: readonly string[]): unknown {
  const n = ids.length;
  switch (f.kind) {
    case 'pair': {
      const a = rng.int(n);
      const b = (a + 1 + rng.int(n - 1)) % n;
      return [ids[a], ids[b]];
    }
    case 'player':
      return ids[rng.int(n)];
    case 'character':
      if (f.noInfo && rng.chance(0.2)) return null;
      return rng.pick(ROLES.filter((r) => f.team === null || r.team === f.team)).id;
    case 'count':
      return rng.int(countMax(f, n) + 1);
    case 'yesNo':
      return rng.chance(0.5);
    case 'grimoire':
      // One observed fact; "alive" is the one any moment can confirm or refute.
      return { [ids[rng.int(n)]!]: { alive: rng.chance(0.5) } };
  }
}

/** A payload of the spec's shape with random values (sometimes the "none in play" answer where the spec has one). */
export function drawPayload(rng: Rng, spec: PayloadSpec, ids: readonly string[]): Row {
  if (noneInPlayOf(spec) && rng.chance(0.2)) return { value: 0 };
  return Object.fromEntries(spec.map((f) => [f.field, drawField(rng, f, ids)]));
}

/** Draws tried before a healthy wake is left unrecorded (no true payload was found). */
const TRIES = 60;

/**
 * A payload of `role`'s spec that a healthy source at `seat` could have learned on
 * `night` in state `s`: the first of up to {@link TRIES} draws that the character's
 * kernel `info` hook calls true (under some legal registration); null when none was.
 */
export function truePayload(rng: Rng, role: RoleId, seat: number, night: number, s: StateView, ids: readonly string[]): Row | null {
  const character = CHARACTERS[role];
  if (!('info' in character)) throw new Error(`${role} has an info row but no info hook`);
  const seats = seatMap(ids.map((id) => ({ id })));
  for (let k = 0; k < TRIES; k++) {
    const payload = drawPayload(rng, PAYLOAD_SPEC_OF[role], ids);
    const row = { player: ids[seat]!, role, ...payload } as ReportFields;
    if (character.info(s, buildReport(row, '$.reports[0]', 0, seats, night, 'authentic')) !== null) return payload;
  }
  return null;
}
