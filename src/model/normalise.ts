/**
 * The two front doors from raw JSON to the normalised `Game`:
 * `parseTemporal` for `botc-temporal-v1` histories and `parseLegacy` for the legacy
 * first-night `solve()` input, plus `isTemporalInput` to tell them apart. Both run
 * the strict schema and the semantic pass together, so every problem is reported at
 * once, and neither ever throws: an unexpected failure is one `internal` error.
 * Scope limits of the search (which phases it can explore) are not applied here.
 */
import { UNUSUAL_ALL } from '../compile/codes.ts';
import type { Game, Limits } from './game.ts';
import { LEGACY_DEFAULT_LIMITS, TEMPORAL_DEFAULT_LIMITS } from './limits.ts';
import type { InputError } from '../contract/result.ts';
import { capErrors, dedupeErrors, inputError, zodErrors } from '../contract/errors.ts';
import { readInput } from './read-input.ts';
import { thrownText } from '../text/thrown.ts';
import { PARSE_CONTEXT } from '../contract/schema-parts.ts';
import { TemporalInputSchema } from '../contract/schema-temporal.ts';
import type { TemporalInput } from '../contract/schema-temporal.ts';
import { LegacyInputSchema } from '../contract/schema-legacy.ts';
import type { LegacyInput } from '../contract/schema-legacy.ts';
import { checkLegacySemantics, checkTemporalSemantics } from './semantic.ts';
import { buildEvidence, buildPhase, buildReport, fillLimits, isActive, seatMap } from './build-game.ts';

/** Result of `parseTemporal`. */
export type TemporalParse =
  /** `rows`: how many evidence rows and reports the input holds, active or not (for `coverage`). */
  | { ok: true; game: Game; warnings: string[]; rows: { evidence: number; reports: number } }
  | { ok: false; errors: InputError[] };

/** Result of `parseLegacy`; `assumptions` lists defaults the adapter applied. */
export type LegacyParse =
  | { ok: true; game: Game; warnings: string[]; assumptions: string[] }
  | { ok: false; errors: InputError[] };


export { isTemporalInput } from './input-kind.ts';

function internal(e: unknown): { ok: false; errors: InputError[] } {
  const detail = thrownText(e);
  return { ok: false, errors: [inputError('internal', '$', `internal error while validating the input (not your fault): ${detail}`)] };
}

/** Warnings that do not block a search: players sharing a display name. */
function nameWarnings(players: readonly { id: string; name?: string | undefined }[]): string[] {
  const firstSeat = new Map<string, number>();
  const out: string[] = [];
  players.forEach((pl, i) => {
    const name = pl.name ?? pl.id;
    const j = firstSeat.get(name);
    if (j === undefined) firstSeat.set(name, i);
    else out.push(`$.players[${i}] has the same display name ${JSON.stringify(name)} as $.players[${j}]; results will be hard to tell apart`);
  });
  return out;
}

function baseGame(players: readonly { id: string; name?: string | undefined }[], limits: Limits): Game {
  return {
    n: players.length,
    playerIds: players.map((pl) => pl.id),
    names: players.map((pl) => pl.name ?? pl.id),
    evidence: [], reports: [], phases: [], limits, unusualAllowed: UNUSUAL_ALL,
  };
}

function temporalGame(data: TemporalInput): Game {
  const seats = seatMap(data.players);
  const game = baseGame(data.players, fillLimits(data.limits, TEMPORAL_DEFAULT_LIMITS));
  data.evidence.forEach((row, i) => {
    if (isActive(row)) game.evidence.push(buildEvidence(row, `$.evidence[${i}]`, seats));
  });
  data.reports.forEach((row, i) => {
    if (isActive(row)) game.reports.push(buildReport(row, `$.reports[${i}]`, i, seats, row.night, row.authenticity));
  });
  game.phases = data.phases.map((phase, i) => buildPhase(phase, i, seats));
  return game;
}

/**
 * Validate and normalise a `botc-temporal-v1` input.
 *
 * Input: `{schema:'botc-temporal-v1', players (5–15), evidence, reports, phases, limits?}`
 * with every object strict. On success `game` has seats for ids, role codes for role
 * ids, only active rows (enabled, not claims; enabled actions), a `path` on every
 * row, and limits filled from {@link TEMPORAL_DEFAULT_LIMITS}. On failure `errors`
 * holds every schema and semantic problem, each with `code`, JSON `path` and message.
 * Later phases are accepted; the engine decides what it can search. The input is first
 * copied as plain data with every size limit checked (`read-input.ts`): a breach or a value
 * that is not data gives only those errors (`too_large`, `unreadable`). At most
 * `LIMITS.errors` errors are listed. Never throws.
 */
export function parseTemporal(raw: unknown): TemporalParse {
  const read = readInput(raw);
  if (!read.ok) return { ok: false, errors: capErrors(read.errors) };
  const input = read.value;
  try {
    const parsed = TemporalInputSchema.safeParse(input, PARSE_CONTEXT);
    const errors = dedupeErrors([
      ...(parsed.success ? [] : zodErrors(parsed.error.issues, { schema: TemporalInputSchema, input })),
      ...checkTemporalSemantics(input),
    ]);
    if (!parsed.success || errors.length > 0) {
      return { ok: false, errors: errors.length > 0 ? capErrors(errors) : [inputError('invalid_type', '$', '$ is not a valid botc-temporal-v1 input')] };
    }
    return {
      ok: true, game: temporalGame(parsed.data), warnings: nameWarnings(parsed.data.players),
      rows: { evidence: parsed.data.evidence.length, reports: parsed.data.reports.length },
    };
  } catch (e) {
    return internal(e);
  }
}

function legacyGame(data: LegacyInput, assumptions: string[]): Game {
  const seats = seatMap(data.players);
  const game = baseGame(data.players, fillLimits(data.limits, LEGACY_DEFAULT_LIMITS));
  game.phases = [{ phase: 'night', number: 1, path: '$', deaths: null, actions: [] }];
  data.evidence.forEach((row, i) => {
    const path = `$.evidence[${i}]`;
    if (row.mode === undefined) {
      assumptions.push(`${path} (${row.kind}) gives no mode, so it is treated as mode "assumption"${row.enabled === false ? ' (the row is disabled)' : ''}`);
    }
    if (!isActive(row)) return;
    if (row.kind === 'info') game.reports.push(buildReport(row, path, i, seats, 1, 'authentic'));
    else game.evidence.push(buildEvidence(row, path, seats));
  });
  return game;
}

/**
 * Validate the legacy first-night `solve()` input and translate it into a night-1-only
 * `Game` (phases: one night 1 at path `$`, no deaths known, no actions).
 *
 * Input: `{script?:'trouble_brewing', players (5–15), evidence, limits?}`; evidence
 * kinds `role`, `alignment`, `inPlay`, `info`, each with optional `id`, `mode`,
 * `enabled`. `info` rows become authentic night-1 reports (`healthy` when
 * `reliability:'healthy'`); `night`, if given, must be 1. A row without `mode` is an
 * assumption and is listed in `assumptions`. Limits default to
 * {@link LEGACY_DEFAULT_LIMITS}. Errors as for {@link parseTemporal}. Never throws.
 */
export function parseLegacy(raw: unknown): LegacyParse {
  const read = readInput(raw);
  if (!read.ok) return { ok: false, errors: capErrors(read.errors) };
  const input = read.value;
  try {
    const parsed = LegacyInputSchema.safeParse(input, PARSE_CONTEXT);
    const errors = dedupeErrors([
      ...(parsed.success ? [] : zodErrors(parsed.error.issues, { schema: LegacyInputSchema, input })),
      ...checkLegacySemantics(input),
    ]);
    if (!parsed.success || errors.length > 0) {
      return { ok: false, errors: errors.length > 0 ? capErrors(errors) : [inputError('invalid_type', '$', '$ is not a valid legacy input')] };
    }
    const assumptions: string[] = [];
    const game = legacyGame(parsed.data, assumptions);
    return { ok: true, game, warnings: nameWarnings(parsed.data.players), assumptions };
  } catch (e) {
    return internal(e);
  }
}
