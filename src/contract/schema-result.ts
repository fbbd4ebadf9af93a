/**
 * zod schemas of the two result shapes (`TemporalResult` of `solveTemporal`, `LegacyResult`
 * of `solve`), so that their JSON Schemas can be generated like the inputs' (json-schemas.ts)
 * for tools that read our answers. The TypeScript interfaces in result.ts stay the
 * documented source; test/contract/result-schema.test.ts proves both describe one shape
 * (their types are equal, and every result the tests produce parses).
 */
import { z } from 'zod';
import { UNUSUAL_RULINGS } from '../compile/codes.ts';
import { ROLE_IDS, type RoleId } from '../rules/roles.ts';

const Role = z.enum(ROLE_IDS);
const PlayerMap = <T extends z.ZodType>(value: T) => z.record(z.string(), value);
const Count = z.number().int().nonnegative();

const ErrorCodeSchema = z.enum([
  'invalid_type', 'unknown_field', 'unknown_player', 'duplicate_player', 'unknown_role', 'wrong_role_type',
  'wrong_payload', 'bad_pair', 'out_of_range', 'duplicate_record', 'setup_info_too_few', 'bad_bluffs',
  'bad_phases', 'not_supported', 'too_large', 'unreadable', 'too_many_errors', 'internal',
]);

const InputErrorSchema = z.strictObject({
  code: ErrorCodeSchema,
  path: z.string(),
  message: z.string(),
  limit: z.number().optional(),
  actual: z.number().optional(),
});

const StatusSchema = z.enum(['invalid', 'candidates', 'contradiction', 'inconclusive']);
const StopReasonSchema = z.enum(['result_limit', 'node_limit', 'time_limit', 'cancelled']).nullable();

const StatsSchema = z.strictObject({
  engine: z.enum(['wasm', 'reference']),
  nodes: Count,
  elapsedMs: z.number().nonnegative(),
  candidates: Count,
  prunes: z.record(z.string(), Count),
});

const ReportNights = PlayerMap(z.number().int().positive().nullable());

const WitnessNightSchema = z.strictObject({
  number: z.number().int().positive(),
  poison: z.string().nullable(),
  monk: z.string().nullable(),
  imp: z.string().nullable(),
  redirect: z.string().nullable(),
  successor: z.string().nullable(),
  master: z.string().nullable(),
  imp2: z.string().nullable().optional(),
  redirect2: z.string().nullable().optional(),
  successor2: z.string().nullable().optional(),
});

const WitnessDaySchema = z.strictObject({
  number: z.number().int().positive(),
  successor: z.string().nullable(),
  virgin: z.string().nullable(),
});

const WitnessSchema = z.strictObject({
  assignments: PlayerMap(Role),
  drunkShownRole: Role.nullable(),
  redHerring: z.string().nullable(),
  nights: z.array(WitnessNightSchema),
  days: z.array(WitnessDaySchema).optional(),
  reportNights: ReportNights,
});

const TemporalCandidateSchema = z.strictObject({
  id: z.string(),
  assignments: PlayerMap(Role),
  shownRoles: PlayerMap(Role),
  redHerring: z.string().nullable(),
  reportNights: ReportNights,
  witness: WitnessSchema,
  finalRoles: PlayerMap(Role),
  alive: PlayerMap(z.boolean()),
  winner: z.enum(['good', 'evil']).nullable(),
  unusual: z.array(z.enum(UNUSUAL_RULINGS)),
});

const LegacyCandidateSchema = z.strictObject({
  id: z.string(),
  assignments: PlayerMap(Role),
  poisoned: z.string().nullable(),
  drunkShownRole: Role.nullable(),
  redHerring: z.string().nullable(),
});

const RowCountSchema = z.strictObject({ active: Count, inactive: Count });

const CoverageSchema = z.strictObject({
  phases: z.array(z.string()),
  evidence: RowCountSchema,
  reports: RowCountSchema,
  projection: z.literal('initial_assignment'),
  unusual: z.enum(['allow', 'exclude']),
});

const CellSchema = z.union([z.boolean(), z.literal('unusual')]).nullable();

// Every character as its own property (not a record keyed by an enum), so that strict
// JSON Schema validators accept the `required` list.
const StartingSchema = z.strictObject(Object.fromEntries(ROLE_IDS.map((id) => [id, CellSchema])) as Record<RoleId, typeof CellSchema>);

const SeatPossibilitiesSchema = z.strictObject({
  starting: StartingSchema,
  demonNow: CellSchema.optional(),
  examples: z.strictObject({
    starting: z.partialRecord(Role, z.string()),
    demonNow: z.string().optional(),
  }),
});

function possibilities<C extends z.ZodType>(candidate: C) {
  return z.strictObject({
    complete: z.boolean(),
    ordinaryComplete: z.boolean(),
    stopReason: StopReasonSchema,
    seats: PlayerMap(SeatPossibilitiesSchema),
    evilTeams: z.strictObject({ teams: z.array(z.array(z.string())), unusual: z.array(z.array(z.string())), complete: z.boolean() }),
    assignments: z.strictObject({ count: Count, exact: z.boolean() }),
    examples: z.array(candidate),
  });
}

const common = {
  status: StatusSchema,
  complete: z.boolean(),
  stopReason: StopReasonSchema,
  errors: z.array(InputErrorSchema),
  warnings: z.array(z.string()),
  stats: StatsSchema,
};

/** The shape of `solveTemporal()`'s result (result.ts `TemporalResult`). */
export const TemporalResultSchema = z.strictObject({
  ...common,
  candidates: z.array(TemporalCandidateSchema),
  possibilities: possibilities(TemporalCandidateSchema).nullable(),
  coverage: CoverageSchema.nullable(),
});

const CruxAnswerSchema = z.strictObject({
  answer: z.string(),
  role: z.union([Role, z.enum(['good', 'minion', 'demon'])]).nullable(),
  count: Count,
});

const CruxSchema = z.strictObject({
  player: z.string(),
  question: z.string(),
  answers: z.array(CruxAnswerSchema),
  basis: z.string(),
  nextStep: z.string(),
});

/** The shape of the legacy `solve()`'s result (result.ts `LegacyResult`). */
export const LegacyResultSchema = z.strictObject({
  ...common,
  assumptions: z.array(z.string()),
  scope: z.array(z.string()),
  candidates: z.array(LegacyCandidateSchema),
  possibilities: possibilities(LegacyCandidateSchema).nullable(),
  topCruxes: z.array(CruxSchema),
});
