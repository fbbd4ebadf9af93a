/**
 * End-to-end tests of the BUILT command (`dist/cli/botc-solve.js`, built by
 * `test/cli/global-setup.ts`), spawned as a child process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CLI = `${root}dist/cli/botc-solve.js`;
const CASE = `${root}examples/lsh-tb-01.json`;

function cli(args: string[], stdin?: string) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: root, input: stdin, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lshInput = () => JSON.parse(readFileSync(CASE, 'utf8')).input as Record<string, unknown>;

describe('botc-solve (built CLI)', () => {
  it('is an executable with a shebang', () => {
    expect(readFileSync(CLI, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(CLI).mode & 0o111).not.toBe(0);
  });

  it('solves the bundled case file: exit 0 and the one answer', () => {
    const r = cli([CASE]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // The answer first, in one sentence with names, then the per-seat lines in words.
    expect(r.stdout.split('\n')[0]).toBe('Solved: E is the Imp and D the Scarlet Woman. 1 world.');
    expect(r.stdout).toContain('search: complete');
    for (const line of ['1. A: Chef', '2. B: Investigator', '3. C: Fortune Teller', '4. D: Scarlet Woman', '5. E: Imp — can be the Demon now']) {
      expect(r.stdout).toContain(`  ${line}\n`);
    }
    expect(r.stdout).toContain('evil teams: 1 — D and E');
    expect(r.stdout).not.toMatch(/\bp\d\b|_/);
  });

  it('writes control characters in names out, and names a seat without a name by its place', () => {
    const input = lshInput();
    const players = input.players as { id: string; name?: string }[];
    players[4]!.name = 'E\u001b[2J\nSolved: nobody';
    players[0]!.name = '  ';
    const r = cli(['-'], JSON.stringify(input));
    expect(r.code).toBe(0);
    // No escape sequence or line break of a name reaches the terminal: the answer's lines are the engine's.
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout.split('\n').filter((line) => line.startsWith('Solved:'))).toHaveLength(1);
    expect(r.stdout.split('\n')[0]).toBe('Solved: E\\u001b[2J\\u000aSolved: nobody is the Imp and D the Scarlet Woman. 1 world.');
    expect(r.stdout).toContain('  1. Seat 1: Chef\n');
  });

  it('answers a table with more worlds than maxResults per seat, and says how many at least', () => {
    const many = new URL('../fixtures/many-worlds-10.json', import.meta.url).pathname;
    const r = cli([many]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('search: complete per seat; the list stops at the list limit (80 worlds): --json shows them, --max-results lists more');
    expect(r.stdout.split('\n')[0]).toMatch(/ At least \d+ worlds, 80 listed\.$/);
    expect(r.stdout).toContain('starting characters each seat can still have — complete:');
    expect(r.stdout).toMatch(/^ {2}6\. P6: Empath, Drunk$/m);
    expect(r.stdout).toMatch(/^evil teams: \d+ — P1, P2 and P3;/m);
    const json = JSON.parse(cli(['--json', many]).stdout);
    expect(json.possibilities.complete).toBe(true);
    expect(json.possibilities.seats.p6.starting).toMatchObject({ empath: true, drunk: true, imp: false });
    expect(json.candidates).toHaveLength(80);
  });

  it('--json prints the exact result object', () => {
    const r = cli(['--json', CASE]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.status).toBe('candidates');
    expect(result.complete).toBe(true);
    expect(result.candidates.map((c: { assignments: unknown }) => c.assignments)).toEqual([
      { p1: 'chef', p2: 'investigator', p3: 'fortune_teller', p4: 'scarlet_woman', p5: 'imp' },
    ]);
  });

  it('reads the input from stdin with -', () => {
    const r = cli(['-'], JSON.stringify(lshInput()));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('5. E: Imp');
  });

  it('--max-nodes overrides the input limits', () => {
    const r = cli(['--json', '--max-nodes', '1', '-'], JSON.stringify(lshInput()));
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(['candidates', 'inconclusive']).toContain(result.status);
    if (!result.complete) expect(result.stopReason).toBe('node_limit');
  });

  it('invalid input: exit 1, each problem on its row in words on stderr, the JSON path in --json', () => {
    const input = lshInput();
    (input.evidence as Record<string, unknown>[])[0]!.bogus = true;
    (input.evidence as Record<string, unknown>[])[1]!.role = 'fortuneteller';
    const r = cli(['-'], JSON.stringify(input));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Row 1, A\'s claim: "bogus" is not a field');
    expect(r.stderr).toContain('Row 2, B\'s claim: \'fortuneteller\' is not a Trouble Brewing character — did you mean Fortune Teller?');
    expect(r.stderr).not.toContain('$.');
    expect(r.stdout).toBe('The game cannot be searched yet: 2 problems to fix.\n');
    const json = JSON.parse(cli(['--json', '-'], JSON.stringify(input)).stdout);
    expect(json.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual(expect.arrayContaining([
      ['$.evidence[0].bogus', 'unknown_field'], ['$.evidence[1].role', 'unknown_role'],
    ]));
  });

  it('an invalid input with no "schema" says it was read as the legacy first-night format, and how a history starts', () => {
    const empty = cli(['-'], '{}');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('read as a legacy first-night input');
    expect(empty.stderr).toContain('"schema": "botc-temporal-v1"');
    expect(empty.stderr).toContain('The game: "players" is required but missing');
    const temporal = lshInput();
    (temporal.evidence as Record<string, unknown>[])[0]!.bogus = true;
    expect(cli(['-'], JSON.stringify(temporal)).stderr).not.toContain('read as a legacy');
    // Not for values that are no object, nor for a first-night input that has its fields.
    for (const text of ['[]', 'null', '"x"', JSON.stringify({ input: null })]) {
      const r = cli(['-'], text);
      expect(r.code).toBe(1);
      expect(r.stderr).not.toContain('read as a legacy');
    }
    const firstNight = cli(['-'], JSON.stringify({ players: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id })), evidence: [{ kind: 'role', player: 'z', role: 'imp' }] }));
    expect(firstNight.code).toBe(1);
    expect(firstNight.stderr).toContain("Row 1, z's character: 'z' is not a seated player");
    expect(firstNight.stderr).not.toContain('read as a legacy');
  });

  it('unknown flag: exit 2 with the message first, the synopsis and a pointer to --help, not the whole help', () => {
    const r = cli(['--bogus', CASE]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toContain('--bogus');
    expect(lines[1]).toBe('Usage: botc-solve [options] <file.json | ->');
    expect(lines[2]).toBe('       botc-solve explain [--seat ID --character ROLE] [options] <file.json | ->');
    expect(lines[3]).toContain('--help');
    expect(r.stderr).not.toContain('Options:');
  });

  it('an input with a stray "input" key is validated as itself, not taken for a case file', () => {
    const firstNight = JSON.parse(readFileSync(`${root}examples/first-night-lsh-tb-01.json`, 'utf8')).input as Record<string, unknown>;
    const r = cli(['-'], JSON.stringify({ ...firstNight, input: { players: [] } }));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('The game: "input" is not a field');
    expect(r.stderr).not.toContain('case file');
    const history = cli(['-'], JSON.stringify({ ...lshInput(), input: {} }));
    expect(history.code).toBe(1);
    expect(history.stderr).toContain('The game: "input" is not a field');
    const outer = cli(['-'], JSON.stringify({ reports: [], phases: [], input: lshInput() }));
    expect(outer.code).toBe(1);
    expect(outer.stderr).toContain('The game: "input" is not a field');
    // A case file is still a case file.
    expect(cli(['-'], JSON.stringify({ source: 'x', input: firstNight })).code).toBe(0);
  });

  it('says which rows it did not use: a history whose rows are all claims', () => {
    const input = lshInput() as { evidence: Record<string, unknown>[]; reports: Record<string, unknown>[] };
    const claims = { ...input, evidence: input.evidence.map((r) => ({ ...r, mode: 'claim' })), reports: input.reports.map((r, i) => (i === 0 ? { ...r, enabled: false } : r)) };
    const r = cli(['-'], JSON.stringify(claims));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`not used: ${input.evidence.length} of ${input.evidence.length} evidence rows and 1 of ${input.reports.length} reports (notes only, mode "claim", or turned off, "enabled": false)`);
    // Every row used: no such line.
    expect(cli([CASE]).stdout).not.toContain('not used:');
    // Day events and night actions too (the result's coverage counts neither).
    const history = JSON.parse(readFileSync(`${root}examples/nqt-47.json`, 'utf8')).input as { phases: { phase: string; events?: Record<string, unknown>[] }[] };
    const days = history.phases.filter((p) => p.phase === 'day');
    const events = days.reduce((n, p) => n + (p.events?.length ?? 0), 0);
    const claimed = { ...history, phases: history.phases.map((p) => (p.events ? { ...p, events: p.events.map((e) => ({ ...e, mode: 'claim' })) } : p)) };
    expect(cli(['-'], JSON.stringify(claimed)).stdout).toContain(`not used: ${events} of ${events} day events (notes only, mode "claim"`);
  });

  it('input that is not UTF-8: exit 2, saying so (not names with U+FFFD in them)', () => {
    const text = JSON.stringify(lshInput());
    const bytes = Buffer.from(text.replace('"name":"A"', '"name":"A\u00ff"'), 'latin1');
    const r = spawnSync(process.execPath, [CLI, '-'], { cwd: root, input: bytes, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('cannot read standard input: it is not UTF-8 text');
  });

  it('empty input: exit 2, saying it is empty', () => {
    const r = cli(['-'], '');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('standard input is empty');
  });

  it('Ctrl-C at any moment of a long run with worker threads exits 130 (during the search, or while its result is built)', async () => {
    const long = new URL('../fixtures/long-15-players.json', import.meta.url).pathname;
    /**
     * Exit status of a run sent SIGINT after `ms` (130 also when the signal itself ended it,
     * as before the command's handler is installed: a shell says 130 then too), or 'done'
     * when it had already ended by then.
     */
    const interruptedAfter = (ms: number) => new Promise<number | string | null>((resolve) => {
      const child = spawn(process.execPath, [CLI, '--workers', '2', long], { cwd: root, stdio: 'ignore' });
      let sent = false;
      const timer = setTimeout(() => { sent = child.exitCode === null && child.kill('SIGINT'); }, ms);
      child.on('exit', (code, signal) => { clearTimeout(timer); resolve(!sent ? 'done' : signal === 'SIGINT' ? 130 : code); });
    });
    const outcomes = await Promise.all([400, 1200, 2000, 2800].map(interruptedAfter));
    for (const outcome of outcomes) expect([130, 'done']).toContain(outcome);
    expect(outcomes).toContain(130);
  }, 60_000);

  it('missing file: exit 2', () => {
    const r = cli([`${root}examples/does-not-exist.json`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('does-not-exist.json');
  });

  it('bad JSON: exit 2, with the line and column when the parser gives a position, on one line', () => {
    const r = cli(['-'], '{"schema": ');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('not valid JSON');
    const comma = cli(['-'], '{\n  "schema": "botc-temporal-v1"\n  "players": []\n}');
    expect(comma.code).toBe(2);
    expect(comma.stderr).toMatch(/standard input is not valid JSON \(line 3, column 3\): Expected ',' or '}' after property value in JSON at position \d+\n$/);
    const excerpt = cli(['-'], '{"a": [1,],\n "b": 2}');
    expect(excerpt.stderr.trim().split('\n')).toHaveLength(1);
    expect(excerpt.stderr).not.toMatch(/is not valid JSON.*is not valid JSON/);
  });

  it('a file over LIMITS.inputBytes: exit 1, one too_large error, and the file is not parsed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'botc-big-'));
    const file = join(dir, 'big.json');
    // Not JSON at all: were it read and parsed, the error would be a usage error (exit 2).
    writeFileSync(file, 'x'.repeat(4_000_001));
    const r = cli([file]);
    rmSync(dir, { recursive: true });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is 4,000,001 bytes; the most a game file may be is 4,000,000');
    expect(r.stdout).toBe('The game cannot be searched yet: 1 problem to fix.\n');
  });

  it('standard input, or a device with no size, over LIMITS.inputBytes: exit 1 with too_large, read no further', () => {
    const r = cli(['-'], ' '.repeat(4_100_000));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('more than 4,000,000 bytes');
    const endless = cli(['/dev/zero']);
    expect(endless.code).toBe(1);
    expect(endless.stderr).toContain('/dev/zero is more than 4,000,000 bytes');
  });

  it('a file over the limit with --json gives the invalid result with the limit and the size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'botc-big-'));
    const file = join(dir, 'big.json');
    writeFileSync(file, ' '.repeat(4_000_001));
    const r = cli(['--json', file]);
    rmSync(dir, { recursive: true });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'invalid', errors: [{ code: 'too_large', path: '$', limit: 4_000_000, actual: 4_000_001 }] });
  });

  it('the summary of a reference search that counts more assignments than it lists does not say "all listed"', () => {
    const r = cli(['--engine', 'reference', '--max-results', '5', `${root}examples/first-night-lsh-tb-01.json`]);
    expect(r.code).toBe(0);
    // The reference engine counts every world exactly even when it lists five.
    expect(r.stdout.split('\n')[0]).toMatch(/ \d+ worlds, 5 listed\.$/);
    expect(r.stdout.split('\n')[0]).not.toContain('at least');
    expect(r.stdout).not.toContain('(0)');
  });

  it('NQT #40: the one ordinary answer first, then four more that need an unusual ruling, named in words', () => {
    const r = cli([`${root}test/fixtures/cases/nqt-40.json`]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Solved: Adam is the Imp and Tim the Baron; Jasmine is the Drunk. 1 world, and 4 more that need an unusual ruling (a Recluse catching the star-pass). With that ruling, Steph could also be the Demon now.');
    // The ordinary world's characters counted alone; the others marked, never merged in.
    expect(r.stdout).toMatch(/^ {2}9\. Adam: Imp \(1\); only with an unusual ruling: Slayer \(4\) — can be the Demon now$/m);
    expect(r.stdout).toMatch(/^can be the Demon now: Adam; only with an unusual ruling: Steph$/m);
    expect(r.stdout).toMatch(/^evil teams: 1 — Tim and Adam\nevil teams only with an unusual ruling: 4 — /m);
  });

  it('a list that is complete while the per-seat answer stopped at a bound is not called complete', () => {
    const r = cli(['--max-nodes', '2180', '--workers', '1', `${root}test/fixtures/cases/nqt-40.json`]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('search: complete, every world was decided');
    expect(r.stdout).toContain('search: complete per seat for ordinary worlds; INCOMPLETE for worlds that need an unusual ruling, stopped by the node limit (2,180 nodes); --max-nodes 8720 searches further');
    expect(r.stdout.split('\n')[0]).toMatch(/ Whether an unusual ruling allows more is still open: stopped at the node limit \(2,180 nodes\)\.$/);
  });

  it('--no-unusual: exactly the candidates that need no unusual ruling, and the summary says they were left out', () => {
    const file = `${root}test/fixtures/cases/nqt-40.json`;
    const all = JSON.parse(cli(['--json', file]).stdout) as { candidates: { assignments: unknown; unusual: string[] }[] };
    const excluded = cli(['--json', '--no-unusual', file]);
    expect(excluded.code).toBe(0);
    const ordinary = JSON.parse(excluded.stdout) as typeof all;
    expect(ordinary.candidates.map((c) => c.assignments)).toEqual(all.candidates.filter((c) => c.unusual.length === 0).map((c) => c.assignments));
    expect(ordinary.candidates.map((c) => c.unusual)).toEqual([[]]);
    const summary = cli(['--no-unusual', file]).stdout;
    expect(summary).toContain('unusual rulings: not searched (--no-unusual)');
    expect(summary.split('\n')[0]).toBe('Solved: Adam is the Imp and Tim the Baron; Jasmine is the Drunk. 1 world. Unusual rulings were left out of this search.');
    expect(summary).not.toContain('only with an unusual ruling');
  });

  it('a record whose last day is closed: how many listed histories end the game', () => {
    const file = JSON.parse(readFileSync(`${root}test/fixtures/cases/nqt-3a.json`, 'utf8'));
    file.input.phases.at(-1).ended = true;
    const r = cli(['-'], JSON.stringify(file.input));
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/ 6 worlds\.$/);
    expect(r.stdout).toMatch(/^game over in 5 of the 6 listed \(their example history ends with a winner\); the game goes on in 1$/m);
    // Left open, as published, the day says the game goes on: no history that ended it is a candidate.
    expect(cli([`${root}test/fixtures/cases/nqt-3a.json`]).stdout).not.toContain('game over');
  });

  it('bytes that are not UTF-8 text are refused (exit 2), whatever their decoded length', () => {
    const dir = mkdtempSync(join(tmpdir(), 'botc-bad-'));
    const file = join(dir, 'ff.json');
    writeFileSync(file, Buffer.alloc(2_000_000, 0xff));
    const r = cli([file]);
    rmSync(dir, { recursive: true });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('it is not UTF-8 text');
  });

  it('a bound on the command line does not hide limits that are not an object', () => {
    const r = cli(['--max-ms', '1000', '-'], JSON.stringify({ ...lshInput(), limits: [1, 2] }));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('The game: "limits"');
  });

  it('a reader that stops early (| head) ends the CLI quietly, not with a crash', () => {
    const many = new URL('../fixtures/many-worlds-10.json', import.meta.url).pathname;
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" --json "${many}" | head -c 10 >/dev/null; echo "exit \${PIPESTATUS[0]}" >&2`], { encoding: 'utf8', timeout: 60_000 });
    // On a slow or loaded machine the search may outlast a second and print its one
    // progress line; anything else on stderr (an EPIPE trace) would be the crash.
    expect(r.stderr.replace(/^(listing worlds|completing the per-seat answer|building the result): .*\n/gm, '')).toBe('exit 0\n');
  });

  it('a reader that goes away does not change the exit status or silence the errors', () => {
    // The answer goes first; the input's errors follow on stderr, and the status stays 1.
    const r = spawnSync('bash', ['-c', `echo '{"schema":"botc-temporal-v1","bogus":1}' | "${process.execPath}" "${CLI}" --json - | true; echo "exit \${PIPESTATUS[1]}" >&2`],
      { encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toContain('botc-solve: invalid input');
    expect(r.stderr).toContain('The game: "bogus" is not a field');
    expect(r.stderr.trim().split('\n').at(-1)).toBe('exit 1');
  });

  it('standard error that cannot be written does not change the exit status', () => {
    const usage = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" --bogus 2>/dev/full; echo "exit $?"`], { encoding: 'utf8', timeout: 60_000 });
    expect(usage.stdout.trim()).toBe('exit 2');
    const solved = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" "${CASE}" 2>/dev/full >/dev/null; echo "exit $?"`], { encoding: 'utf8', timeout: 60_000 });
    expect(solved.stdout.trim()).toBe('exit 0');
  });

  it('an answer that cannot be written (a full disk) exits 74 and says so', () => {
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" --json "${CASE}" > /dev/full`], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(74);
    expect(r.stderr).toContain('cannot write the answer');
  });

  it('an answer written to a non-blocking pipe read slowly arrives whole', () => {
    // The answer is written to the descriptor directly (src/cli/output.ts); one whose owner
    // made it non-blocking refuses writes once the pipe is full (EAGAIN), and the rest must
    // still arrive. Python sets O_NONBLOCK on the pipe, then becomes the CLI.
    const many = new URL('../fixtures/many-worlds-10.json', import.meta.url).pathname;
    const whole = spawnSync(process.execPath, [CLI, '--json', many], { encoding: 'utf8', timeout: 60_000, maxBuffer: 1 << 26 });
    expect(whole.stdout.length).toBeGreaterThan(200_000); // several times a pipe's 64 KB
    const nonBlocking = 'import os, fcntl, sys; fcntl.fcntl(1, fcntl.F_SETFL, fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK); os.execvp(sys.argv[1], sys.argv[1:])';
    const r = spawnSync('bash', ['-c', `python3 -c '${nonBlocking}' "${process.execPath}" "${CLI}" --json "${many}" | (sleep 0.5; cat); echo "exit \${PIPESTATUS[0]}" >&2`],
      { encoding: 'utf8', timeout: 60_000, maxBuffer: 1 << 26 });
    expect(r.stderr.replace(/^(listing worlds|completing the per-seat answer|building the result): .*\n/gm, '')).toBe('exit 0\n');
    // The same answer, but for its timings.
    const withoutStats = (text: string) => ({ ...JSON.parse(text), stats: null });
    expect(withoutStats(r.stdout)).toEqual(withoutStats(whole.stdout));
  });

  it('a file saved with a byte-order mark is read', () => {
    const r = cli(['-'], `\uFEFF${readFileSync(CASE, 'utf8')}`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Solved: /);
  });

  it('a 1,000,000-character player id with --json: exit 1 at once, one too_large error in the JSON', () => {
    const input = lshInput() as { players: { id: string }[] };
    input.players[0]!.id = 'x'.repeat(1_000_000);
    const r = cli(['--json', '-'], JSON.stringify(input));
    expect(r.code).toBe(1);
    const result = JSON.parse(r.stdout);
    expect(result.status).toBe('invalid');
    expect(result.errors).toEqual([expect.objectContaining({ code: 'too_large', path: '$.players[0].id', limit: 200, actual: 1_000_000 })]);
  });

  it('--help: exit 0 with usage on stdout', () => {
    const r = cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: botc-solve');
    expect(r.stdout).toContain('--no-unusual');
  });

  it('--version: exit 0 with the package version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    for (const flag of ['--version', '-V']) expect(cli([flag])).toMatchObject({ code: 0, stdout: `botc-solve ${version}\n` });
  });
});
