/**
 * The suite's two kinds of file, read from text a person supplied: an export of a run (what
 * bench/run.ts and the bench page write, what compare reads) and a file of games in the
 * corpus format (one game, or a list of them). Bad text never throws: it comes back as
 * errors, each with the JSON path it is about.
 */
import { z } from 'zod';
import type { CorpusGame } from './answer.ts';

const seatAnswer = z.object({
  starting: z.array(z.string()),
  unusual: z.array(z.string()),
  demonNow: z.union([z.boolean(), z.literal('unusual')]),
});

const answer = z.object({
  status: z.enum(['candidates', 'contradiction']),
  count: z.number().int().nonnegative().nullable(),
  seats: z.record(z.string(), seatAnswer),
  evilTeams: z.object({ teams: z.array(z.array(z.string())), unusual: z.array(z.array(z.string())) }),
});

const game = z.object({
  id: z.string().min(1),
  source: z.string(),
  players: z.number().int().positive(),
  nights: z.number().int().positive(),
  kind: z.enum(['real', 'dense', 'sparse']),
  input: z.record(z.string(), z.unknown()),
  engines: z.array(z.enum(['wasm', 'reference'])),
  answer,
});

const calibration = z.object({
  games: z.array(z.string()),
  runs: z.number(),
  medianMs: z.number().positive(),
  minMs: z.number(),
  maxMs: z.number(),
});

const figures = z.object({
  id: z.string(),
  players: z.number(),
  nights: z.number(),
  kind: z.enum(['real', 'dense', 'sparse']),
  verdict: z.enum(['right', 'wrong', 'incomplete']),
  runs: z.number(),
  medianMs: z.number().nonnegative().nullable(),
  minMs: z.number().nonnegative().nullable(),
  maxMs: z.number().nonnegative().nullable(),
  ratio: z.number().nonnegative().nullable(),
  nodes: z.number().nonnegative(),
  detail: z.string().optional(),
});

const suiteExport = z.object({
  suite: z.literal('botc-solver corpus'),
  commit: z.string(),
  date: z.string(),
  /** 'node v22.…' or the browser's name and version. */
  runtime: z.string(),
  device: z.object({
    platform: z.string(),
    arch: z.string(),
    cores: z.number(),
    model: z.string(),
    /** Browsers only: whether the page could share memory with its workers. */
    crossOriginIsolated: z.boolean().optional(),
    /** Browsers only: the user agent string, as the browser gives it. */
    userAgent: z.string().optional(),
  }),
  threads: z.number(),
  runs: z.number(),
  /** Which games were chosen, in words (the page: the set, the id prefixes, a file's name; Node: BENCH_ONLY). */
  selection: z.string().optional(),
  /** The run was stopped before every chosen game was timed. */
  stopped: z.boolean().optional(),
  calibration,
  games: z.array(figures).check((ctx) => {
    const seen = new Set<string>();
    ctx.value.forEach((g, i) => {
      if (seen.has(g.id)) ctx.issues.push({ code: 'custom', message: `a second game with the id "${g.id}"`, input: g.id, path: [i, 'id'] });
      seen.add(g.id);
    });
  }),
});

/**
 * Everything a run exports: where it ran (`runtime`; `device` with its core count and CPU or
 * browser), the search threads, the timed repeats per game, the calibration and every game's
 * figures (suite.ts); times in ms.
 */
export type SuiteExport = z.infer<typeof suiteExport>;

/** One problem with a file: the JSON path (`$` is the whole file) and what is wrong there. */
export interface FileError {
  path: string;
  message: string;
}

/** A file's contents, or every problem found in it. */
export type Read<T> = { ok: true; value: T } | { ok: false; errors: FileError[] };

const pathOf = (path: readonly PropertyKey[]) => `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}`;

function read<T>(text: string, schemaFor: (json: unknown) => z.ZodType<T>): Read<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [{ path: '$', message: `not JSON: ${(error as Error).message}` }] };
  }
  const parsed = schemaFor(json).safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })) };
}

/**
 * Reads an export of the suite (bench/run.ts's JSON, or the bench page's). A file of games
 * (it has `input` and `answer`) is refused in one line that says so.
 */
export function readExport(text: string): Read<SuiteExport> {
  const got = read(text, () => suiteExport);
  if (got.ok) return got;
  let json: unknown = null;
  try { json = JSON.parse(text); } catch { return got; }
  const first = Array.isArray(json) ? json[0] : json;
  if (first && typeof first === 'object' && 'input' in first && 'answer' in first) {
    return { ok: false, errors: [{ path: '$', message: 'this is a file of games, not an export of a run: run it, then export the figures' }] };
  }
  return got;
}

/**
 * Reads a file of games in the corpus format (bench/corpus/README.md): one game or a list.
 * Only the shape is checked here; whether each input is a valid game is the solver's to say.
 * Two games with one id are an error (results and comparisons go by id).
 */
export function readGames(text: string): Read<CorpusGame[]> {
  const got = read(text, (json) => (Array.isArray(json) ? z.array(game).min(1, 'the list holds no games') : game.transform((g) => [g])));
  if (!got.ok) return got;
  const seen = new Set<string>();
  const errors = got.value.flatMap((g, i) => {
    if (!seen.has(g.id)) {
      seen.add(g.id);
      return [];
    }
    return [{ path: `$[${i}].id`, message: `a second game with the id "${g.id}"` }];
  });
  return errors.length ? { ok: false, errors } : got;
}
