/**
 * The JSON Schemas (draft 2020-12), generated from the zod schemas: the input formats
 * `botc-temporal-v1` (`solveTemporal`), the legacy first-night input (`solve`) and the
 * `botc-history-v1` notebook file, and the two result shapes. Written to `schemas/` by
 * `scripts/gen-schemas.ts`.
 */
import { z } from 'zod';
import { LegacyInputSchema } from './schema-legacy.ts';
import { NotebookFileSchema } from './schema-notebook.ts';
import { LegacyResultSchema, TemporalResultSchema } from './schema-result.ts';
import { TemporalInputSchema } from './schema-temporal.ts';

/** Base of every schema's `$id` (a name, not a location to fetch). */
const ID_BASE = 'urn:botc-solver:schema:';

const FORMATS = [
  { file: 'botc-temporal-v1.schema.json', id: 'botc-temporal-v1', title: 'botc-temporal-v1: a Trouble Brewing history (solveTemporal input)', schema: TemporalInputSchema },
  { file: 'legacy-first-night.schema.json', id: 'legacy-first-night', title: 'Legacy first-night input (solve input)', schema: LegacyInputSchema },
  { file: 'botc-history-v1.schema.json', id: 'botc-history-v1', title: 'botc-history-v1: the widget\'s notebook file', schema: NotebookFileSchema },
  { file: 'temporal-result.schema.json', id: 'temporal-result', title: 'The result of solveTemporal()', schema: TemporalResultSchema },
  { file: 'legacy-result.schema.json', id: 'legacy-result', title: 'The result of the legacy solve()', schema: LegacyResultSchema },
] as const;

/** Each format's (and result shape's) JSON Schema by file name. */
export function jsonSchemas(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const f of FORMATS) {
    const generated = z.toJSONSchema(f.schema, { target: 'draft-2020-12' }) as Record<string, unknown>;
    const { $schema, ...rest } = generated;
    out[f.file] = { $schema, $id: `${ID_BASE}${f.id}`, title: f.title, ...rest };
  }
  return out;
}
