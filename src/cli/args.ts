/**
 * Command-line arguments of `botc-solve`, parsed with Node's `util.parseArgs`.
 * Kept apart from the CLI's I/O so that it can be unit-tested.
 */
import { parseArgs } from 'node:util';
import { LIMITS, MAX_RESULTS_CAP } from '../contract/sizes.ts';

/** The search bounds a user may override on the command line (all positive integers). */
export interface LimitOverrides {
  maxMs?: number;
  maxNodes?: number;
  maxResults?: number;
}

/** A valid command line that asks for a search. */
export interface CliArgs {
  /** Path of the input file, or `-` for standard input. */
  file: string;
  /** Print the exact result object as JSON instead of the summary. */
  json: boolean;
  /** Search implementation; undefined = the library's default. */
  engine?: 'wasm' | 'reference';
  /** Search threads (`SolveOptions.workers`); undefined = the library's default ('auto'). */
  workers?: number | 'auto';
  /** `'exclude'` (`--no-unusual`): worlds that need an unusual ruling are not searched (`SolveOptions.unusual`); undefined = searched, shown apart. */
  unusual?: 'exclude';
  /** Bounds that replace the input's `limits` fields. */
  limits: LimitOverrides;
  /**
   * `botc-solve explain FILE`: why the game has no legal world, or (with `target`, from
   * `--seat ID --character ROLE`) why that seat cannot have started as that character.
   */
  explain?: { target?: { player: string; character: string } };
}

/** Outcome of {@link parseCliArgs}. */
export type ParsedArgs =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'run'; args: CliArgs }
  | { kind: 'usage-error'; message: string };

/** The synopsis line, also printed under a usage error. */
export const SYNOPSIS = 'Usage: botc-solve [options] <file.json | ->\n       botc-solve explain [--seat ID --character ROLE] [options] <file.json | ->';

/** The `--help` text. */
export const USAGE = `${SYNOPSIS}

Finds every initial Trouble Brewing character assignment consistent with the input.
The input is a botc-temporal-v1 history ("schema": "botc-temporal-v1"), a legacy
first-night input, or a case file whose "input" field holds one of those.
"-" reads the input from standard input.

botc-solve explain FILE says why not: a set of the game's rows that cannot all hold,
each of them needed, for a game no legal game fits; with --seat ID --character ROLE (a player id
and a character id, e.g. --seat p3 --character imp), why that seat cannot have started
as that character. It runs one search per row. (A file named "explain": ./explain.)

Options:
  --json              print the exact result object as JSON
  --seat ID           explain only: the seat (player id) of the ruled-out cell
  --character ROLE    explain only: the character (id) of the ruled-out cell
  --max-ms N          stop after N milliseconds (overrides limits.maxMs)
  --max-nodes N       stop after N search nodes (overrides limits.maxNodes)
  --max-results N     list at most N candidates in --json (overrides limits.maxResults;
                      the per-seat answer is searched in full either way)
  --engine NAME       wasm (default) or reference (the plain TypeScript search)
  --workers N|auto    search threads (default auto: a search still running after
                      150 ms moves to as many threads as the machine has cores, less
                      one; both cores of a 2-core machine when it lists at most 1,000)
  --no-unusual        do not search worlds that need an unusual ruling (a Storyteller
                      choice that is legal but officially recommended against, such as
                      a Recluse catching the star-pass); by default they are searched
                      and counted apart from the ordinary answer
  -h, --help          show this help
  -V, --version       print the version

Exit status: 0 solved (candidates, contradiction or inconclusive),
1 invalid input (each problem on stderr, on its row in words; --json gives
the JSON paths; a file over ${LIMITS.inputBytes / 1e6} MB is
refused unread), 2 usage error (a bad --seat or --character of explain
too), 70 internal error (a defect in the solver:
please report it with the input file), 74 the answer could not be written,
130 interrupted (Ctrl-C cancels the search and prints what it found).`;

const LIMIT_FLAGS = { 'max-ms': 'maxMs', 'max-nodes': 'maxNodes', 'max-results': 'maxResults' } as const;

/** Parses `argv` (without the node and script paths). Never throws. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'V', default: false },
        'max-ms': { type: 'string' },
        'max-nodes': { type: 'string' },
        'max-results': { type: 'string' },
        engine: { type: 'string' },
        workers: { type: 'string' },
        'no-unusual': { type: 'boolean', default: false },
        seat: { type: 'string' },
        character: { type: 'string' },
      },
    });
  } catch (error) {
    return { kind: 'usage-error', message: usageMessage(error, argv) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const limits: LimitOverrides = {};
  for (const [flag, key] of Object.entries(LIMIT_FLAGS) as [keyof typeof LIMIT_FLAGS, keyof LimitOverrides][]) {
    const raw = values[flag];
    if (raw === undefined) continue;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      return { kind: 'usage-error', message: `--${flag} needs a positive integer, got '${raw}'` };
    }
    if (key === 'maxResults' && n > MAX_RESULTS_CAP) {
      return { kind: 'usage-error', message: `--max-results can be at most ${MAX_RESULTS_CAP}, got '${raw}'` };
    }
    limits[key] = n;
  }

  let engine: CliArgs['engine'];
  if (values.engine !== undefined) {
    if (values.engine !== 'wasm' && values.engine !== 'reference') {
      return { kind: 'usage-error', message: `--engine must be 'wasm' or 'reference', got '${values.engine}'` };
    }
    engine = values.engine;
  }

  let workers: CliArgs['workers'];
  if (values.workers !== undefined && values.workers !== 'auto') {
    workers = /^\d+$/.test(values.workers) ? Number(values.workers) : NaN;
    if (!Number.isSafeInteger(workers) || workers < 1 || workers > 64) {
      return { kind: 'usage-error', message: `--workers needs an integer from 1 to 64, or 'auto', got '${values.workers}'` };
    }
  } else if (values.workers === 'auto') workers = 'auto';

  const explaining = positionals[0] === 'explain';
  if (explaining) positionals.shift();
  if (!explaining && (values.seat !== undefined || values.character !== undefined)) {
    return { kind: 'usage-error', message: "--seat and --character go with 'botc-solve explain'" };
  }
  if (explaining && (values.seat === undefined) !== (values.character === undefined)) {
    return { kind: 'usage-error', message: 'explain needs both --seat and --character, or neither' };
  }
  if (positionals.length === 0) return { kind: 'usage-error', message: 'missing input file (a path, or - for standard input)' };
  if (positionals.length > 1) return { kind: 'usage-error', message: `expected one input file, got ${positionals.length}: ${positionals.join(' ')}` };

  const args: CliArgs = { file: positionals[0]!, json: values.json === true, limits };
  if (engine) args.engine = engine;
  if (workers !== undefined) args.workers = workers;
  if (values['no-unusual']) args.unusual = 'exclude';
  if (explaining) args.explain = values.seat !== undefined ? { target: { player: values.seat, character: values.character! } } : {};
  return { kind: 'run', args };
}

/** What each option with a value takes, for messages about a missing one. */
const VALUE_OF: Record<string, string> = {
  '--max-ms': 'a positive integer', '--max-nodes': 'a positive integer', '--max-results': 'a positive integer',
  '--engine': "'wasm' or 'reference'", '--workers': "an integer from 1 to 64, or 'auto'",
  '--seat': 'a player id', '--character': 'a character id',
};

/** Node's parseArgs messages, rephrased where they would mislead (e.g. `--max-ms -5`). */
function usageMessage(error: unknown, argv: readonly string[]): string {
  const text = error instanceof Error ? error.message : String(error);
  // `--max-ms -5`: the value starts with a dash, so parseArgs does not take it as one.
  const ambiguous = /^Option '(--[a-z-]+)' argument is ambiguous/.exec(text);
  if (ambiguous) {
    const flag = ambiguous[1]!;
    // The occurrence whose value starts with a dash (the option may be given more than once).
    const at = argv.findIndex((arg, i) => arg === flag && argv[i + 1]?.startsWith('-'));
    const given = argv[at + 1];
    return `${flag} needs ${VALUE_OF[flag] ?? 'a value'}, got '${given}'`;
  }
  const missing = /^Option '(--[a-z-]+)(?: <value>)?' argument missing/.exec(text);
  if (missing) return `${missing[1]} needs ${VALUE_OF[missing[1]!] ?? 'a value'}, and none was given`;
  const unknown = /^Unknown option '([^']+)'/.exec(text);
  if (unknown) return `unknown option '${unknown[1]}'`;
  return text.split('\n')[0] ?? text;
}
