/**
 * `botc-solve` itself: reads the input, runs the library in this process and prints
 * a summary (or `--json`). Exit codes: 0 solved, 1 invalid input, 2 usage error,
 * 70 internal error (a defect in the solver, never the user's mistake), 74 the answer could
 * not be written (standard output failed, e.g. a full disk), 130 interrupted
 * (Ctrl-C: the search is cancelled and what it found is printed).
 */
import { isUtf8 } from 'node:buffer';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { writeAll } from './output.ts';
import { explain, isTemporalInput, solve, solveTemporal, type ExplainTarget } from '../index.ts';
import { explanationText } from './explain-text.ts';
import type { InputError, LegacyResult, TemporalResult } from '../contract/result.ts';
import { textTooLarge } from '../model/read-input.ts';
import { invalidResult } from '../worker/results.ts';
import type { Progress, SolveOptions } from '../search/options.ts';
import { parseCliArgs, SYNOPSIS, USAGE, type CliArgs, type LimitOverrides } from './args.ts';
import { formatErrors, formatSummary, phaseRowsOf, seatsOf } from './summary.ts';
import { answerHeadline } from '../text/headline.ts';
import { LEGACY_DEFAULT_LIMITS, TEMPORAL_DEFAULT_LIMITS } from '../model/limits.ts';
import type { LimitValues } from '../text/words.ts';
import { progressText } from '../text/progress.ts';
import { version } from '../../package.json';
import { precompileSolver } from '../wasm/load.ts';

/** Exit codes of the CLI. */
export const EXIT = { solved: 0, invalid: 1, usage: 2, internal: 70, output: 74, interrupted: 130 } as const;

let searched = false;

/**
 * An object read as the legacy first-night format (src/model/input-kind.ts) that lacks what
 * that format needs (`players`, `evidence`): then it may well be a history without its
 * "schema". Not said of values that are no object at all, nor of a legacy input with both.
 */
function readAsLegacyWithoutItsFields(input: unknown): boolean {
  if (!isRecord(input) || isTemporalInput(input)) return false;
  return !Object.hasOwn(input, 'players') || !Object.hasOwn(input, 'evidence');
}

/** Said of such an input. */
const LEGACY_NOTE = 'read as a legacy first-night input, since it has no "schema", "reports" or "phases"; a history starts with "schema": "botc-temporal-v1"';

/**
 * True once a `main` call in this process has searched a valid input: the loader
 * (src/cli/launch.ts) writes its code cache only after such a run, so that the cache holds
 * the search's functions, not only those of `--help` or of an error message.
 */
export function ranSearch(): boolean {
  return searched;
}

/** Where the CLI writes (injectable for tests). */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readStdin(): Promise<string>;
  /** True when stderr is a terminal: the progress line is then updated in place. */
  stderrIsTTY: boolean;
}

/** Why the answer could not be written, once it could not: nothing more goes to standard output. */
let answerLost: 'reader gone' | 'failed' | null = null;

/**
 * The answer could not be written. `botc-solve … | head`: the reader went away, and what was
 * printed is all it wanted; the run goes on and its exit status stays what it would have
 * been (1 for an invalid input, 130 after Ctrl-C). Any other error (a full disk) is not the
 * input's fault either: it says so once, and the run ends with 74 (`exitStatus`).
 */
function answerNotWritten(error: NodeJS.ErrnoException): void {
  if (answerLost !== null) return;
  answerLost = error.code === 'EPIPE' ? 'reader gone' : 'failed';
  if (answerLost === 'failed') writeMessage(`botc-solve: cannot write the answer: ${error.message}\n`);
}

/** The process's exit status for what `main` returned: 74 when the answer could not be written (but for a reader that went away). */
export function exitStatus(code: number): number {
  return answerLost === 'failed' ? EXIT.output : code;
}

/**
 * Writes to standard error. One that cannot be written (a full disk, a closed pipe) has
 * nowhere left to be reported: the exit status still says what happened.
 */
export function writeMessage(text: string): void {
  writeAll(2, text, () => {});
}

const processIo: CliIo = {
  stdout: (text) => { if (answerLost === null) writeAll(1, text, answerNotWritten); },
  stderr: writeMessage,
  readStdin: () => readBounded(process.stdin, 'standard input'),
  // Read only when a search has run for a second (progressReporter): a short run then never
  // sets up `process.stderr`, nor loads `node:tty` (about 1 ms of a fresh process).
  get stderrIsTTY() {
    return process.stderr.isTTY === true;
  },
};

/** An input ready to search, and where it came from. */
export interface LoadedInput {
  input: unknown;
  /** True when the file was a case file (`{source, question, expected, input}`) and `input` was taken from it. */
  fromCaseFile: boolean;
}

/** Thrown for problems that are usage errors (exit 2): unreadable file, bad JSON. */
export class UsageError extends Error {}

/** Thrown when the input file is bigger than `LIMITS.inputBytes` (invalid input, exit 1): it is not read. */
export class InputTooLarge extends Error {
  constructor(readonly error: InputError) {
    super(error.message);
  }
}

/**
 * Reads a stream as UTF-8 text, giving up as soon as it passes `LIMITS.inputBytes`: also for
 * files, since a device or a pipe (`/dev/zero`, a FIFO) has no size to check first.
 */
async function readBounded(stream: AsyncIterable<unknown> & { destroy?: () => void }, label: string): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += (chunk as Buffer).length;
    const tooLarge = textTooLarge(bytes, label, true);
    if (tooLarge) {
      stream.destroy?.();
      throw new InputTooLarge(tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return utf8Text(Buffer.concat(chunks));
}

/**
 * The bytes as text, refused when they are not UTF-8 (JSON's encoding): decoding would turn
 * each bad byte into U+FFFD, so that two names differing only there would print alike.
 */
function utf8Text(bytes: Buffer): string {
  if (!isUtf8(bytes)) throw new Error('it is not UTF-8 text (save it as UTF-8)');
  return bytes.toString('utf8');
}

/**
 * The line for input that JSON.parse refused: where, when the parser says (a line and a
 * column, not its character offset), and its message without its own "is not valid JSON"
 * and with the excerpt it quotes on one line.
 */
function jsonProblem(label: string, text: string, message: string): string {
  // "Unexpected end of JSON input" says nothing useful about an empty file or pipe.
  if (text.trim() === '') return `${label} is empty: expected a JSON input`;
  const at = /at position (\d+)/.exec(message);
  let where = '';
  if (at) {
    const before = text.slice(0, Number(at[1]));
    const line = before.split('\n').length;
    where = ` (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
  }
  const why = message.replace(/\s*is not valid JSON$/, '').replace(/\r?\n/g, '\\n');
  return `${label} is not valid JSON${where}: ${why}`;
}

/** Reads a regular file whose size was checked; refused if it grew past the limit meanwhile. */
function readRegular(file: string): string {
  const bytes = readFileSync(file);
  const tooLarge = textTooLarge(bytes.length, file);
  if (tooLarge) throw new InputTooLarge(tooLarge);
  return utf8Text(bytes);
}

/** Keys that make an object an input (a history, or a legacy first night) rather than a case file. */
const INPUT_KEYS = ['schema', 'players', 'evidence', 'reports', 'phases'];

/**
 * Reads and parses the input: a file path or `-` (stdin). A top-level object with an
 * `input` field and none of an input's own (`schema`, `players`, `evidence`) is a case
 * file, whose `input` is used; an input with a stray `input` key is validated as itself.
 */
export async function loadInput(file: string, io: CliIo = processIo): Promise<LoadedInput> {
  let text: string;
  const label = file === '-' ? 'standard input' : file;
  try {
    if (file === '-') text = await io.readStdin();
    else {
      // Checked before reading, so that a huge file is refused without loading it.
      const info = statSync(file);
      const tooLarge = textTooLarge(info.size, file);
      if (tooLarge) throw new InputTooLarge(tooLarge);
      // A regular file is read at once and synchronously (a stream and the promise API cost a
      // fresh process 5–10 ms to set up); a device or a pipe has no size, so it is read in
      // bounded chunks.
      text = info.isFile() ? readRegular(file) : await readBounded(createReadStream(file), file);
    }
  } catch (error) {
    if (error instanceof InputTooLarge) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
    throw new UsageError(`cannot read ${label}: ${why}`);
  }
  let data: unknown;
  const json = text.replace(/^\uFEFF/, ''); // editors on some systems save a byte-order mark
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new UsageError(jsonProblem(label, json, (error as Error).message));
  }
  if (isRecord(data) && 'input' in data && !INPUT_KEYS.some((key) => key in data)) return { input: data.input, fromCaseFile: true };
  return { input: data, fromCaseFile: false };
}

/** The limits a valid input is searched with: its own `limits` over the defaults of its kind (src/model/limits.ts). */
function effectiveLimits(input: unknown): LimitValues {
  const defaults = isTemporalInput(input) ? TEMPORAL_DEFAULT_LIMITS : LEGACY_DEFAULT_LIMITS;
  const given = isRecord(input) && isRecord(input.limits) ? input.limits as LimitValues : {};
  return { ...defaults, ...given };
}

/** Replaces fields of the input's `limits` with the command-line bounds (a copy; the input is not changed). */
export function applyLimits(input: unknown, limits: LimitOverrides): unknown {
  if (Object.keys(limits).length === 0 || !isRecord(input)) return input;
  // Limits that are not an object stay as they are, for the validator to report.
  if (input.limits !== undefined && !isRecord(input.limits)) return input;
  const current = isRecord(input.limits) ? input.limits : {};
  return { ...input, limits: { ...current, ...limits } };
}

/** Runs the CLI on `argv` (without node and script paths) and returns the exit code. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const parsed = parseCliArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout(`${USAGE}\n`);
    return EXIT.solved;
  }
  if (parsed.kind === 'version') {
    io.stdout(`botc-solve ${version}\n`);
    return EXIT.solved;
  }
  if (parsed.kind === 'usage-error') {
    // The message first and alone: the whole help under it would bury it.
    io.stderr(`botc-solve: ${parsed.message}\n${SYNOPSIS}\nRun 'botc-solve --help' for the options.\n`);
    return EXIT.usage;
  }
  const args = parsed.args;
  if (args.engine !== 'reference') precompileSolver();

  let loaded: LoadedInput;
  try {
    loaded = await loadInput(args.file, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`botc-solve: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof InputTooLarge) {
      const refused = invalidResult('temporal', [error.error]);
      io.stdout(args.json ? `${JSON.stringify(refused, null, 2)}\n` : `${answerHeadline(refused, []).text}\n`);
      io.stderr(`botc-solve: ${formatErrors([error.error], '')}\n`);
      return EXIT.invalid;
    }
    throw error;
  }
  const input = applyLimits(loaded.input, args.limits);
  if (args.explain) return explainCommand(input, args, io);

  const controller = new AbortController();
  let interrupted = false;
  let answered = false;
  const onSigint = (): void => {
    if (interrupted) process.exit(EXIT.interrupted);
    interrupted = true;
    controller.abort();
    // Ctrl-C while the answer was being built or printed (synchronous work, so the signal
    // is handled only afterwards): the answer is out, but the exit status says interrupted.
    if (answered) {
      process.exitCode = EXIT.interrupted;
      io.stderr('botc-solve: interrupted after the search had ended; the answer above is what it found\n');
    }
  };
  // Kept until the process exits (a signal handler does not keep it alive): a Ctrl-C pressed
  // while the answer is built or printed, synchronous work, is handled only afterwards, and
  // removing the handler at the next turn of the event loop lost it whenever that turn came
  // first (with worker threads, every time).
  process.on('SIGINT', onSigint);
  const progress = progressReporter(io);
  let result: TemporalResult | LegacyResult;
  try {
    result = await search(input, args, { signal: controller.signal, onProgress: progress.update });
  } finally {
    progress.done();
  }
  answered = true;
  searched = result.status !== 'invalid';

  if (args.json) io.stdout(`${jsonText(result)}\n`);
  const defect = result.errors.find((e) => e.code === 'internal');
  if (defect) {
    io.stderr(`botc-solve: ${INTERNAL_NOTE}\n  ${defect.message}\n`);
    return EXIT.internal;
  }
  if (result.status === 'invalid') {
    const notes = [
      ...(loaded.fromCaseFile ? ['the rows are those of the case file\'s "input" field'] : []),
      // `{}` or a history that lost its "schema" would otherwise be told only what a legacy input lacks.
      ...(readAsLegacyWithoutItsFields(input) ? [LEGACY_NOTE] : []),
    ];
    io.stderr(`botc-solve: ${formatErrors(result.errors, notes.join('; '), input)}\n`);
    if (!args.json) io.stdout(`${answerHeadline(result, seatsOf(input)).text}\n`);
    return EXIT.invalid;
  }
  if (!args.json) {
    io.stdout(`${formatSummary(result, seatsOf(input), {
      input, limits: effectiveLimits(input), unusualExcluded: args.unusual === 'exclude', phaseRows: phaseRowsOf(input),
    })}\n`);
  }
  // A Ctrl-C that came while the result was built or printed is read from libuv's signal
  // pipe only by a later turn of the event loop; with nothing left to keep the loop alive
  // (the worker threads are unref'd) the process ended first, exit 0. Measured with worker
  // threads that had searched: one more turn did not always reach it, two did.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  return interrupted ? EXIT.interrupted : EXIT.solved;
}

/**
 * The result as indented JSON, or compact when indenting would pass the longest string a
 * JavaScript engine can hold (a result is bounded by `LIMITS.resultBytes` as compact JSON).
 */
function jsonText(result: TemporalResult | LegacyResult): string {
  try {
    return JSON.stringify(result, null, 2);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return JSON.stringify(result);
  }
}

/** What the CLI says on a defect: whose fault it is, and what to send. */
export const INTERNAL_NOTE = 'internal error: a defect in the solver, not a problem with your input. '
  + 'Please report it with the input file, the command line you ran and the message below.';

/** `botc-solve explain`: the conflict in words (or `--json`), exit 0; an invalid game or target, exit 1. */
async function explainCommand(input: unknown, args: CliArgs, io: CliIo): Promise<number> {
  const options: SolveOptions = {};
  if (args.engine) options.engine = args.engine;
  if (args.workers !== undefined) options.workers = args.workers;
  if (args.unusual) options.unusual = args.unusual;
  const target = args.explain?.target as ExplainTarget | undefined;
  const why = await explain(input, target, options);
  if (args.json) io.stdout(`${JSON.stringify(why, null, 2)}\n`);
  const defect = why.errors.find((e) => e.code === 'internal');
  if (defect) {
    io.stderr(`botc-solve: ${INTERNAL_NOTE}\n  ${defect.message}\n`);
    return EXIT.internal;
  }
  // A bad --seat or --character is a mistake on the command line, not in the file.
  const flag: Record<string, string> = { 'target.player': '--seat', 'target.character': '--character' };
  if (why.status === 'invalid' && why.errors.every((e) => e.path in flag)) {
    for (const e of why.errors) io.stderr(`botc-solve: ${flag[e.path]}: ${e.message.replace(/^target\.\w+: /, '')}\n`);
    return EXIT.usage;
  }
  if (why.status === 'invalid') {
    io.stderr(`botc-solve: ${formatErrors(why.errors, '', input)}\n`);
    return EXIT.invalid;
  }
  searched = true;
  if (!args.json) io.stdout(`${explanationText(why, input, target, effectiveLimits(input))}\n`);
  return EXIT.solved;
}

function search(input: unknown, args: CliArgs, options: SolveOptions): Promise<TemporalResult | LegacyResult> {
  if (args.engine) options.engine = args.engine;
  if (args.workers !== undefined) options.workers = args.workers;
  if (args.unusual) options.unusual = args.unusual;
  return isTemporalInput(input) ? solveTemporal(input, options) : solve(input, options);
}

/**
 * The progress line on stderr, shown once a search has run for a second: updated in
 * place on a terminal, otherwise one plain line every five seconds and one as each stage
 * begins (a log then shows what the time went to). `clock` in ms (tests pass their own).
 */
export function progressReporter(io: Pick<CliIo, 'stderr' | 'stderrIsTTY'>, clock: () => number = Date.now): { update: (p: Progress) => void; done: () => void } {
  const started = clock();
  let lastShown = 0;
  let shown = false;
  let lastStage: Progress['stage'] | null = null;
  return {
    update(p) {
      const now = clock();
      if (now - started < 1000) return;
      if (io.stderrIsTTY) {
        if (now - lastShown < 100 && p.stage === lastStage) return;
        io.stderr(`\r\x1b[2K${progressText(p)}`);
      } else {
        if (shown && now - lastShown < 5000 && p.stage === lastStage) return;
        io.stderr(`${progressText(p)}\n`);
      }
      lastShown = now;
      lastStage = p.stage;
      shown = true;
    },
    done() {
      if (shown && io.stderrIsTTY) io.stderr('\r\x1b[2K');
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
