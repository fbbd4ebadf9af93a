/**
 * Strict zod schema of the `botc-temporal-v1` history input (contract: "Trouble
 * Brewing history"; shapes of phases, actions and day events: rulings, "Contract
 * clarifications"). Payload-by-role rules, id and timing checks live in
 * `src/model/semantic*.ts`.
 */
import * as z from 'zod/mini';
import {
  AlignmentText, LimitsSchema, MAX_PHASES, MAX_ROWS, Mode, PlayerId, PlayersSchema, RoleIdText,
  alignmentFields, inPlayFields, infoPayloadFields, roleFields,
} from './schema-parts.ts';

/** Provenance fields every temporal evidence row, report and day event carries; `mode` is required. */
const rowMeta = {
  id: z.optional(z.string()),
  mode: Mode,
  enabled: z.optional(z.boolean()),
  source: z.optional(z.string()),
};

const SetupInfo = z.strictObject({
  kind: z.literal('setupInfo'), ...rowMeta,
  player: PlayerId,
  team: z.enum(['Minion', 'Demon']),
  minions: z.optional(z.array(PlayerId)),
  demons: z.optional(z.array(PlayerId)),
  bluffs: z.optional(z.array(RoleIdText)),
});

/** One evidence row about the initial setup, discriminated on `kind`. */
export const TemporalEvidenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('role'), ...rowMeta, ...roleFields }),
  z.strictObject({ kind: z.literal('alignment'), ...rowMeta, ...alignmentFields }),
  z.strictObject({ kind: z.literal('inPlay'), ...rowMeta, ...inPlayFields }),
  z.strictObject({ kind: z.literal('shown'), ...rowMeta, ...roleFields }),
  z.strictObject({ kind: z.literal('testimony'), ...rowMeta, player: PlayerId, role: RoleIdText }),
  SetupInfo,
]);

/** One observed Spy grimoire entry (all fields optional, none others allowed). */
export const GrimoireEntrySchema = z.strictObject({
  role: z.optional(RoleIdText),
  shown: z.optional(RoleIdText),
  alignment: z.optional(AlignmentText),
  alive: z.optional(z.boolean()),
  poisoned: z.optional(z.boolean()),
  redHerring: z.optional(z.boolean()),
  protected: z.optional(z.boolean()),
  usedSlayer: z.optional(z.boolean()),
  usedVirgin: z.optional(z.boolean()),
  master: z.optional(z.union([PlayerId, z.null()])),
});

/**
 * A report of received information. Every payload field is optional here; which of
 * them a given `role` needs or forbids is checked semantically (`wrong_payload`).
 */
export const TemporalReportSchema = z.strictObject({
  ...rowMeta,
  ...infoPayloadFields,
  night: z.union([z.int(), z.null()]),
  authenticity: z.enum(['authentic', 'good']),
  targetRole: z.optional(z.union([RoleIdText, z.null()])),
  target: z.optional(PlayerId),
  grimoire: z.optional(z.record(z.string(), GrimoireEntrySchema)),
});

const actionMeta = { id: z.optional(z.string()), enabled: z.optional(z.boolean()) };

/** A private night action (no `mode`: actions are actual constraints). */
export const NightActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['poison', 'monk', 'butler']), ...actionMeta, player: PlayerId, target: PlayerId }),
  z.strictObject({
    kind: z.literal('imp'), ...actionMeta, player: PlayerId, target: PlayerId,
    redirect: z.optional(PlayerId),
    successor: z.optional(z.union([PlayerId, z.null()])),
    recluseDemon: z.optional(z.boolean()),
  }),
]);

/** A public day event, discriminated on `kind`. */
export const DayEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('execution'), ...rowMeta, player: PlayerId }),
  z.strictObject({ kind: z.literal('slayer'), ...rowMeta, player: PlayerId, target: PlayerId, killed: z.boolean() }),
  z.strictObject({ kind: z.literal('nomination'), ...rowMeta, player: PlayerId, target: PlayerId, triggered: z.boolean() }),
  z.strictObject({
    kind: z.literal('ballot'), ...rowMeta,
    voters: z.array(PlayerId),
    nominee: z.optional(PlayerId),
    qualifying: z.optional(z.record(z.string(), z.array(PlayerId))),
  }),
]);

/** One phase: a night (optional complete deaths, optional actions) or a day (events, ended). */
export const PhaseSchema = z.discriminatedUnion('phase', [
  z.strictObject({
    phase: z.literal('night'), number: z.int(),
    deaths: z.optional(z.array(PlayerId)),
    actions: z.optional(z.array(NightActionSchema)),
  }),
  z.strictObject({
    phase: z.literal('day'), number: z.int(),
    events: z.array(DayEventSchema), ended: z.boolean(),
    completeVoting: z.optional(z.boolean()),
  }),
]);

/** The whole `botc-temporal-v1` input. */
export const TemporalInputSchema = z.strictObject({
  schema: z.literal('botc-temporal-v1'),
  players: PlayersSchema,
  evidence: z.array(TemporalEvidenceSchema).check(z.maxLength(MAX_ROWS)),
  reports: z.array(TemporalReportSchema).check(z.maxLength(MAX_ROWS)),
  phases: z.array(PhaseSchema).check(z.maxLength(MAX_PHASES)),
  limits: z.optional(LimitsSchema),
});

/**
 * A `botc-temporal-v1` history as its schema types it: type a game with it when you write
 * one in TypeScript. `solveTemporal` still checks what a type cannot (seated ids, payloads
 * by role, timing, `LIMITS`). Its fields: README "Input format" and
 * `schemas/botc-temporal-v1.schema.json`.
 */
export type TemporalInput = z.infer<typeof TemporalInputSchema>;
/** Parsed rows of each temporal collection. */
export type TemporalEvidence = z.infer<typeof TemporalEvidenceSchema>;
export type TemporalReport = z.infer<typeof TemporalReportSchema>;
export type TemporalPhase = z.infer<typeof PhaseSchema>;
export type TemporalNightAction = z.infer<typeof NightActionSchema>;
export type TemporalDayEvent = z.infer<typeof DayEventSchema>;
export type GrimoireEntryInput = z.infer<typeof GrimoireEntrySchema>;
