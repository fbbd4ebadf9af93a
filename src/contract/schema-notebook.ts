/**
 * Strict zod schema of the `botc-history-v1` notebook file the widget reads and writes
 * (`web/keep/notebook.ts`): the searched history with the parts of a player's notebook that
 * are not search input. Used to generate its JSON Schema (`schemas/`); the widget checks the
 * wrapper by hand, so that the page does not load zod, and the library checks the parts.
 */
import * as z from 'zod/mini';
import { LegacyInputSchema } from './schema-legacy.ts';
import { TemporalInputSchema } from './schema-temporal.ts';

/** The whole notebook file. */
export const NotebookFileSchema = z.strictObject({
  schema: z.literal('botc-history-v1'),
  notes: z.optional(z.string()),
  firstNight: z.optional(z.union([LegacyInputSchema, z.null()])),
  bookkeeping: z.optional(z.unknown()),
  history: TemporalInputSchema,
});
