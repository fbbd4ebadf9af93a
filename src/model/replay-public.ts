/**
 * Public `replay(input, witness)`: rebuild the state after every phase from a
 * candidate's witness and say whether every active constraint holds. Never throws:
 * bad input or a malformed witness comes back in `errors`.
 */
import * as z from 'zod/mini';
import { PARSE_CONTEXT } from '../contract/schema-parts.ts';
import { ROLE_IDS, roleCode, type RoleId } from '../rules/roles.ts';
import type { InputError, Witness, WitnessNight } from '../contract/result.ts';
import type { Game } from './game.ts';
import { isTemporalInput, parseLegacy, parseTemporal } from './normalise.ts';
import { thrownText } from '../text/thrown.ts';
import { readInput } from './read-input.ts';
import { capErrors } from '../contract/errors.ts';
import { describeEffect, type Effect } from '../kernel/effects.ts';
import { replayWorld, type Failure } from '../play/replay.ts';
import { livingImps, livingSeatOf, type State } from '../kernel/state.ts';
import type { World } from '../kernel/world.ts';

/** The grimoire after one phase, in player ids and role ids. */
export interface ReplayPhase {
  /** The phase: `N1`, `D1`, `N2`, … */
  phase: string;
  /** What happened in the phase, in order (choices, checks and the registrations used). */
  log: string[];
  /** Character per player id after the phase. */
  roles: Record<string, RoleId>;
  /** Token each player was shown at setup. */
  shown: Record<string, RoleId>;
  /** Whether each player is alive after the phase. */
  alive: Record<string, boolean>;
  /** Player poisoned during the phase, or null. */
  poisoned: string | null;
  /** Player the Monk protected during the phase, or null. */
  protected: string | null;
  /** The Fortune Teller's red herring, or null. */
  redHerring: string | null;
  /** Butler's master per Butler player id. */
  masters: Record<string, string>;
  /** The first living player in seat order who is the Imp now, or null when no Imp lives (the Demon died). */
  demon: string | null;
  /** Every living player who is the Imp now, in seat order: two after a Scarlet Woman became a second Imp (ruling Q13, unusual). */
  demons: string[];
}

/** Result of {@link replay}. `ok` is true when the witness is a legal history of the input. */
export interface ReplayResult {
  /** True when every active constraint of the input holds in the replayed history. */
  ok: boolean;
  /** Input or witness problems (then nothing was replayed). */
  errors: InputError[];
  /** The constraints the history breaks. */
  failures: Failure[];
  /** The grimoire after every phase. */
  phases: ReplayPhase[];
  /** The team that has won by the end of the history, or null. */
  winner: 'good' | 'evil' | null;
}

const WitnessSchema = z.strictObject({
  assignments: z.record(z.string(), z.string()),
  drunkShownRole: z.nullable(z.string()),
  redHerring: z.nullable(z.string()),
  nights: z.array(z.strictObject({
    number: z.int(), poison: z.nullable(z.string()), monk: z.nullable(z.string()), imp: z.nullable(z.string()),
    redirect: z.nullable(z.string()), successor: z.nullable(z.string()), master: z.nullable(z.string()),
    imp2: z.optional(z.nullable(z.string())), redirect2: z.optional(z.nullable(z.string())), successor2: z.optional(z.nullable(z.string())),
  })),
  days: z.optional(z.array(z.strictObject({ number: z.int(), successor: z.nullable(z.string()), virgin: z.nullable(z.string()) }))),
  reportNights: z.record(z.string(), z.nullable(z.int())),
});

function toWorld(game: Game, w: Witness, errors: InputError[]): World {
  const seat = (id: string | null, path: string): number => {
    if (id === null) return -1;
    const s = game.playerIds.indexOf(id);
    if (s < 0) errors.push({ code: 'unknown_player', path, message: `unknown player id "${id}"` });
    return s;
  };
  const code = (id: string | null, path: string): number => {
    if (id === null) return -1;
    const c = roleCode(id);
    if (c < 0) errors.push({ code: 'unknown_role', path, message: `"${id}" is not a Trouble Brewing character` });
    return c;
  };
  const roles = game.playerIds.map((id) => code(Object.hasOwn(w.assignments, id) ? w.assignments[id]! : null, `$witness.assignments.${id}`));
  roles.forEach((r, i) => { if (r < 0 && !errors.length) errors.push({ code: 'invalid_type', path: `$witness.assignments.${game.playerIds[i]}`, message: 'every player needs a character' }); });
  for (const id of Object.keys(w.assignments)) {
    if (!game.playerIds.includes(id)) errors.push({ code: 'unknown_player', path: `$witness.assignments.${id}`, message: `unknown player id "${id}"` });
  }
  const nightIndex = game.phases.filter((p) => p.phase === 'night').map((p) => p.number);
  const dayIndex = game.phases.filter((p) => p.phase === 'day').map((p) => p.number);
  (w.days ?? []).forEach((x, i) => {
    if (!dayIndex.includes(x.number) || w.days!.findIndex((y) => y.number === x.number) !== i) {
      errors.push({ code: 'out_of_range', path: `$witness.days[${i}].number`, message: `day ${x.number} is not a recorded day, or appears twice` });
    }
  });
  w.nights.forEach((x, i) => {
    if (!nightIndex.includes(x.number) || w.nights.findIndex((y) => y.number === x.number) !== i) {
      errors.push({ code: 'out_of_range', path: `$witness.nights[${i}].number`, message: `night ${x.number} is not a recorded night, or appears twice` });
    }
  });
  for (const key of Object.keys(w.reportNights)) {
    if (!game.reports.some((r) => String(r.index) === key)) {
      errors.push({ code: 'out_of_range', path: `$witness.reportNights.${key}`, message: `report ${key} is not an active report of the input` });
    }
  }
  const night = (k: number) => w.nights.find((x) => x.number === k);
  const at = (k: number) => Math.max(0, w.nights.findIndex((x) => x.number === k));
  return {
    roles,
    drunkShown: code(w.drunkShownRole, '$witness.drunkShownRole'),
    redHerring: seat(w.redHerring, '$witness.redHerring'),
    nights: nightIndex.map((k) => {
      const w = night(k);
      const pick = (field: Exclude<keyof WitnessNight, 'number'>) => seat(w?.[field] ?? null, `$witness.nights[${at(k)}].${field}`);
      return {
        poison: pick('poison'), monk: pick('monk'), imp: pick('imp'),
        redirect: pick('redirect'), successor: pick('successor'), master: pick('master'),
        imp2: pick('imp2'), redirect2: pick('redirect2'), successor2: pick('successor2'),
      };
    }),
    days: dayIndex.map((k) => {
      const d = w.days?.find((x) => x.number === k);
      const at = Math.max(0, w.days?.findIndex((x) => x.number === k) ?? 0);
      return { successor: seat(d?.successor ?? null, `$witness.days[${at}].successor`), virgin: seat(d?.virgin ?? null, `$witness.days[${at}].virgin`) };
    }),
    reportNights: game.reports.map((r) => {
      const key = String(r.index);
      return Object.hasOwn(w.reportNights, key) ? w.reportNights[key] ?? -1 : -1;
    }),
    // A witness does not say which unusual rulings it relies on: the replay finds out.
    unusual: 0,
  };
}

function phaseOf(game: Game, label: string, effects: Effect[], s: State): ReplayPhase {
  const name = (seat: number) => game.names[seat] ?? `seat ${seat}`;
  const log = effects.map((e) => describeEffect(e, name));
  const id = (seat: number) => (seat < 0 ? null : game.playerIds[seat]!);
  const map = <T>(f: (seat: number) => T) => Object.fromEntries(game.playerIds.map((p, i) => [p, f(i)]));
  const masters: Record<string, string> = {};
  s.master.forEach((m, seat) => { if (m >= 0) masters[game.playerIds[seat]!] = game.playerIds[m]!; });
  return {
    phase: label, log,
    roles: map((i) => ROLE_IDS[s.roles[i]!]!), shown: map((i) => ROLE_IDS[s.shown[i]!]!), alive: map((i) => s.alive[i]!),
    poisoned: id(s.poisoned), protected: id(s.protectedSeat), redHerring: id(s.redHerring), masters,
    // The living Imp: after a star-pass the old Imp is dead but keeps the Imp character.
    demon: id(livingSeatOf(s, ROLE_IDS.indexOf('imp'))),
    demons: livingImps(s).map((seat) => game.playerIds[seat]!),
  };
}

/**
 * Replay a witness (from a candidate of `solveTemporal` or `solve`) against its input.
 * Returns the state after each phase, the failures of any constraint, and the winner.
 */
export function replay(input: unknown, witness: unknown): ReplayResult {
  const empty = (errors: InputError[]): ReplayResult => ({ ok: false, errors, failures: [], phases: [], winner: null });
  try {
    const plain = readInput(input);
    if (!plain.ok) return empty(capErrors(plain.errors));
    const parsed = isTemporalInput(plain.value) ? parseTemporal(plain.value) : parseLegacy(plain.value);
    if (!parsed.ok) return empty(parsed.errors);
    const plainWitness = readInput(witness, '$witness');
    if (!plainWitness.ok) return empty(capErrors(plainWitness.errors));
    // zod's records drop an own "__proto__" key, which no player id or report index can be.
    for (const field of ['assignments', 'reportNights']) {
      const map = (plainWitness.value as Record<string, unknown> | null)?.[field];
      if (map !== null && typeof map === 'object' && Object.hasOwn(map, '__proto__')) {
        const path = `$witness.${field}["__proto__"]`;
        return empty([{ code: 'invalid_type', path, message: `${path}: "__proto__" is not a ${field === 'assignments' ? 'player id' : 'report index'}` }]);
      }
    }
    const w = WitnessSchema.safeParse(plainWitness.value, PARSE_CONTEXT);
    if (!w.success) {
      return empty(capErrors(w.error.issues.map((i) => ({
        code: 'invalid_type' as const, path: `$witness${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`, message: i.message,
      }))));
    }
    const errors: InputError[] = [];
    const world = toWorld(parsed.game, w.data as Witness, errors);
    if (errors.length) return empty(capErrors(errors));
    const outcome = replayWorld(parsed.game, world);
    return {
      ok: outcome.ok, errors: [], failures: outcome.failures,
      phases: outcome.phases.map((p) => phaseOf(parsed.game, p.label, p.effects, p.state)), winner: outcome.winner,
    };
  } catch (e) {
    return empty([{ code: 'internal', path: '$', message: `solver defect (please report): ${thrownText(e)}` }]);
  }
}
