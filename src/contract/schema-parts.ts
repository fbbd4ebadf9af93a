/**
 * Zod building blocks shared by the legacy and temporal input schemas. Every object
 * is strict: a field the contract does not define is an error, even on a disabled row.
 * Ids are only checked for shape here; whether a player is seated or a role exists
 * is a semantic check (`src/model/semantic.ts`), so those errors get precise codes.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { MAX_RESULTS_CAP } from './sizes.ts';

// zod's `mini` build: its schemas are plain objects with `check()`, without the dozens of
// methods the classic API attaches to every schema it creates, which is most of what a
// fresh process spends building these schemas (bench/README.md, "Cold start, fifth pass").

/**
 * The context every input is parsed with (`schema.safeParse(input, PARSE_CONTEXT)`), set per
 * parse rather than in zod's global `config()`: the package imports the application's own
 * zod, whose locale and settings it must neither change nor depend on. `reportInput`: issues
 * carry the value they are about (for error messages); `jitless`: no compiled fast path,
 * which is most of a fresh process's first validation, and inputs are small; `error`: the
 * English messages, read only for issues `issueToErrors` (errors.ts) does not word itself.
 */
export const PARSE_CONTEXT = { reportInput: true, jitless: true, error: en().localeError } as const;

/** A player id as written in the input (any non-empty string). */
export const PlayerId = z.string().check(z.minLength(1));
/** A role id as written in the input; checked against Trouble Brewing later. */
export const RoleIdText = z.string().check(z.minLength(1));
/** Provenance of a row: `claim` never constrains; `assumption` and `hard` do. */
export const Mode = z.enum(['claim', 'assumption', 'hard']);
/** Good or evil. */
export const AlignmentText = z.enum(['good', 'evil']);
/** `uncertain` permits impairment at the wake; `healthy` excludes it. */
export const Reliability = z.enum(['uncertain', 'healthy']);
/** A report value: an integer count (Chef, Empath, Librarian 0) or a yes/no (Fortune Teller). */
export const ReportValue = z.union([z.int(), z.boolean()]);

/** Fields of an actual-role observation (`kind: 'role'`). */
export const roleFields = { player: PlayerId, role: RoleIdText, is: z.optional(z.boolean()) };
/** Fields of an actual-alignment observation (`kind: 'alignment'`). */
export const alignmentFields = { player: PlayerId, alignment: AlignmentText, is: z.optional(z.boolean()) };
/** Fields of a character-in-play observation (`kind: 'inPlay'`). */
export const inPlayFields = { role: RoleIdText, is: z.optional(z.boolean()) };

/** First-night information payload fields common to legacy `info` rows and temporal reports. */
export const infoPayloadFields = {
  player: PlayerId,
  role: RoleIdText,
  reliability: z.optional(Reliability),
  targets: z.optional(z.array(PlayerId)),
  value: z.optional(ReportValue),
};

export { MAX_PHASES, MAX_RESULTS_CAP, MAX_ROWS } from './sizes.ts';

/**
 * Search limits; each given limit must be a positive integer. Defaults differ by
 * front door and are filled by the normaliser.
 */
export const LimitsSchema = z.strictObject({
  maxResults: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_RESULTS_CAP))),
  maxNodes: z.optional(z.int().check(z.minimum(1))),
  maxMs: z.optional(z.int().check(z.minimum(1))),
});

/** A seated player: id and optional display name. */
export const PlayerSchema = z.strictObject({ id: PlayerId, name: z.optional(z.string()) });

/** The seating list: 5–15 players in initial clockwise order. */
export const PlayersSchema = z.array(PlayerSchema).check(z.minLength(5), z.maxLength(15));
