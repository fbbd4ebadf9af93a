/**
 * Strict zod schema of the `botc-temporal-v1` history input (contract: "Trouble
 * Brewing history"; shapes of phases, actions and day events: rulings, "Contract
 * clarifications"). Payload-by-role rules, id and timing checks live in
 * `src/model/semantic*.ts`.
 */
import { z } from 'zod';
import {
  AlignmentText, LimitsSchema, MAX_PHASES, MAX_ROWS, Mode, PlayerId, PlayersSchema, RoleIdText,
  alignmentFields, inPlayFields, infoPayloadFields, roleFields,
} from './schema-parts.ts';

/** Provenance fields every temporal evidence row, report and day event carries; `mode` is required. */
const rowMeta = {
  id: z.string().optional(),
  mode: Mode,
  enabled: z.boolean().optional(),
  source: z.string().optional(),
};

const SetupInfo = z.strictObject({
  kind: z.literal('setupInfo'), ...rowMeta,
  player: PlayerId,
  team: z.enum(['Minion', 'Demon']),
  minions: z.array(PlayerId).optional(),
  demons: z.array(PlayerId).optional(),
  bluffs: z.array(RoleIdText).optional(),
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
  role: RoleIdText.optional(),
  shown: RoleIdText.optional(),
  alignment: AlignmentText.optional(),
  alive: z.boolean().optional(),
  poisoned: z.boolean().optional(),
  redHerring: z.boolean().optional(),
  protected: z.boolean().optional(),
  usedSlayer: z.boolean().optional(),
  usedVirgin: z.boolean().optional(),
  master: z.union([PlayerId, z.null()]).optional(),
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
  targetRole: z.union([RoleIdText, z.null()]).optional(),
  target: PlayerId.optional(),
  grimoire: z.record(z.string(), GrimoireEntrySchema).optional(),
});

const actionMeta = { id: z.string().optional(), enabled: z.boolean().optional() };

/** A private night action (no `mode`: actions are actual constraints). */
export const NightActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['poison', 'monk', 'butler']), ...actionMeta, player: PlayerId, target: PlayerId }),
  z.strictObject({
    kind: z.literal('imp'), ...actionMeta, player: PlayerId, target: PlayerId,
    redirect: PlayerId.optional(),
    successor: z.union([PlayerId, z.null()]).optional(),
    recluseDemon: z.boolean().optional(),
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
    nominee: PlayerId.optional(),
    qualifying: z.record(z.string(), z.array(PlayerId)).optional(),
  }),
]);

/** One phase: a night (optional complete deaths, optional actions) or a day (events, ended). */
export const PhaseSchema = z.discriminatedUnion('phase', [
  z.strictObject({
    phase: z.literal('night'), number: z.int(),
    deaths: z.array(PlayerId).optional(),
    actions: z.array(NightActionSchema).optional(),
  }),
  z.strictObject({
    phase: z.literal('day'), number: z.int(),
    events: z.array(DayEventSchema), ended: z.boolean(),
    completeVoting: z.boolean().optional(),
  }),
]);

/** The whole `botc-temporal-v1` input. */
export const TemporalInputSchema = z.strictObject({
  schema: z.literal('botc-temporal-v1'),
  players: PlayersSchema,
  evidence: z.array(TemporalEvidenceSchema).max(MAX_ROWS),
  reports: z.array(TemporalReportSchema).max(MAX_ROWS),
  phases: z.array(PhaseSchema).max(MAX_PHASES),
  limits: LimitsSchema.optional(),
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
