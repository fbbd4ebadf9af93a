/**
 * Strict zod schema of the legacy first-night `solve()` input (contract: "JavaScript
 * API"). Rows may omit `mode`; the normaliser then treats them as assumptions and
 * says so. Info payload-by-role rules are semantic checks (`src/model/semantic*.ts`).
 */
import * as z from 'zod/mini';
import {
  LimitsSchema, MAX_ROWS, Mode, PlayersSchema, RoleIdText,
  alignmentFields, inPlayFields, infoPayloadFields, roleFields,
} from './schema-parts.ts';

/** Provenance fields of a legacy row; `mode` is optional here. */
const rowMeta = {
  id: z.optional(z.string()),
  mode: z.optional(Mode),
  enabled: z.optional(z.boolean()),
};

/** A first-night information row; `night`, when given, must be 1 (checked semantically). */
export const LegacyInfoSchema = z.strictObject({
  kind: z.literal('info'), ...rowMeta, ...infoPayloadFields,
  targetRole: z.optional(RoleIdText),
  night: z.optional(z.int()),
});

/** One legacy evidence row, discriminated on `kind`. */
export const LegacyEvidenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('role'), ...rowMeta, ...roleFields }),
  z.strictObject({ kind: z.literal('alignment'), ...rowMeta, ...alignmentFields }),
  z.strictObject({ kind: z.literal('inPlay'), ...rowMeta, ...inPlayFields }),
  LegacyInfoSchema,
]);

/** The whole legacy input. */
export const LegacyInputSchema = z.strictObject({
  script: z.optional(z.literal('trouble_brewing')),
  players: PlayersSchema,
  evidence: z.array(LegacyEvidenceSchema).check(z.maxLength(MAX_ROWS)),
  limits: z.optional(LimitsSchema),
});

/**
 * A legacy first-night input (`solve`) as its schema types it. `solve` still checks what a
 * type cannot (seated ids, payloads by role, `LIMITS`). Its fields: README "Input format"
 * and `schemas/legacy-first-night.schema.json`.
 */
export type LegacyInput = z.infer<typeof LegacyInputSchema>;
/** Parsed legacy evidence rows (any kind, and `info` alone). */
export type LegacyEvidence = z.infer<typeof LegacyEvidenceSchema>;
export type LegacyInfo = z.infer<typeof LegacyInfoSchema>;
