/** Argument parsing and summary formatting of the CLI (no build needed). */
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/args.ts';
import { formatErrors, formatSummary, possibilityLines, seatLines } from '../../src/cli/summary.ts';
import type { TemporalResult } from '../../src/contract/result.ts';

describe('parseCliArgs', () => {
  it('accepts a file, flags and limits', () => {
    expect(parseCliArgs(['--json', '--max-ms', '500', '--max-nodes=1000', '--max-results', '3', '--engine', 'reference', 'x.json'])).toEqual({
      kind: 'run',
      args: { file: 'x.json', json: true, engine: 'reference', limits: { maxMs: 500, maxNodes: 1000, maxResults: 3 } },
    });
    expect(parseCliArgs(['-'])).toEqual({ kind: 'run', args: { file: '-', json: false, limits: {} } });
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['-V'])).toEqual({ kind: 'version' });
  });

  it('takes the number of search threads', () => {
    expect(parseCliArgs(['--workers', '3', 'x.json'])).toEqual({ kind: 'run', args: { file: 'x.json', json: false, limits: {}, workers: 3 } });
    expect(parseCliArgs(['--workers', 'auto', 'x.json'])).toEqual({ kind: 'run', args: { file: 'x.json', json: false, limits: {}, workers: 'auto' } });
  });

  it.each([
    [['--bogus', 'x.json'], /bogus/],
    [[], /missing input file/],
    [['a.json', 'b.json'], /one input file/],
    [['--max-ms', 'soon', 'x.json'], /positive integer/],
    [['--max-nodes', '0', 'x.json'], /positive integer/],
    [['--max-ms', '-5', 'x.json'], /--max-ms needs a positive integer, got '-5'/],
    [['x.json', '--workers'], /--workers needs an integer from 1 to 64, or 'auto', and none was given/],
    [['--frobnicate', 'x.json'], /unknown option '--frobnicate' \(see --help\)/],
    [['--engine', 'gpu', 'x.json'], /wasm' or 'reference/],
    [['--json=yes', 'x.json'], /json/],
    [['--workers', '0', 'x.json'], /--workers needs an integer from 1 to 64/],
    [['--workers', 'many', 'x.json'], /--workers needs an integer from 1 to 64/],
    [['--max-results', '200000', 'x.json'], /--max-results can be at most 100000/],
  ])('rejects %j', (argv, message) => {
    const r = parseCliArgs(argv);
    expect(r.kind).toBe('usage-error');
    if (r.kind === 'usage-error') expect(r.message).toMatch(message);
  });
});

describe('summary', () => {
  const base: TemporalResult = {
    status: 'candidates', complete: false, stopReason: 'node_limit', errors: [], warnings: ['w1'],
    candidates: [
      { assignments: { p1: 'imp', p2: 'chef' } },
      { assignments: { p1: 'chef', p2: 'imp' } },
      { assignments: { p1: 'imp', p2: 'empath' } },
    ] as unknown as TemporalResult['candidates'],
    possibilities: null,
    stats: { engine: 'wasm', nodes: 12345, elapsedMs: 9, candidates: 3, prunes: {} }, coverage: null,
  };

  it('counts the possible initial characters per seat', () => {
    expect(seatLines(base.candidates, [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'p2' }])).toEqual([
      'p1 Ann: imp×2, chef×1',
      'p2: chef×1, empath×1, imp×1',
    ]);
  });

  it('says which bound stopped an incomplete search', () => {
    const text = formatSummary(base, []);
    expect(text).toContain('INCOMPLETE, stopped by node_limit');
    expect(text).toContain('12,345 nodes');
    expect(text).toContain('other assignments may still be possible');
    expect(text).toContain('warning: w1');
  });

  it('prints the per-seat answer: possible characters, undecided ones, the Demon now', () => {
    const starting = (can: string[], open: string[] = []) => Object.fromEntries(
      ['chef', 'empath', 'imp'].map((r) => [r, can.includes(r) ? true : open.includes(r) ? null : false]),
    );
    const p = {
      complete: false, stopReason: 'time_limit' as const,
      seats: {
        p1: { starting: starting(['imp', 'chef']), demonNow: true, examples: { starting: {} } },
        p2: { starting: starting(['empath'], ['imp']), demonNow: null, examples: { starting: {} } },
      },
      evilTeams: { teams: [['p1']], complete: false }, assignments: { count: 5, exact: false },
    } as unknown as NonNullable<TemporalResult['possibilities']>;
    expect(possibilityLines(p, [{ id: 'p1', name: 'Ann' }])).toEqual([
      'p1 Ann: chef, imp — can be the Demon now',
      'p2: empath; undecided: imp — Demon now undecided',
    ]);
    const text = formatSummary({ ...base, possibilities: p }, []);
    expect(text).toContain('candidates: at least 5 initial assignments (a proven minimum, not an estimate); 3 kept in --json (maxResults)');
    expect(text).toContain('search: INCOMPLETE, stopped by time_limit');
    expect(text).toContain('can be the Demon now: p1; 1 seat undecided');
    expect(text).toContain('INCOMPLETE, stopped by time_limit (maxMs reached); undecided cells are marked');
    expect(text).toContain('evil teams: at least 1: {p1}');

    // Every cell decided, only the evil teams left: the heading says so, not "undecided cells are marked".
    const seatsDone = { ...p, seats: { p1: p.seats.p1!, p2: { starting: { empath: true, imp: false }, demonNow: false } } } as unknown as typeof p;
    const done = formatSummary({ ...base, possibilities: seatsDone }, []);
    expect(done).toContain('every seat decided; stopped by time_limit (maxMs reached) before every evil team was');
    expect(done).not.toContain('undecided cells are marked');

    // Every seat can be the Demon now: said once, after the seats.
    const all = { ...p, seats: { p1: p.seats.p1!, p2: { ...p.seats.p2!, demonNow: true } } } as typeof p;
    expect(possibilityLines(all, [])).toEqual(['p1: chef, imp', 'p2: empath; undecided: imp']);
    expect(formatSummary({ ...base, possibilities: all }, [])).toContain('can be the Demon now: every seat');
  });

  it('formats errors with their paths', () => {
    const text = formatErrors([{ code: 'unknown_field', path: '$.evidence[0].bogus', message: 'no' }], 'in a case file');
    expect(text).toContain('invalid input (1 error; in a case file):');
    expect(text).toContain('$.evidence[0].bogus: [unknown_field] no');
  });
});

describe('formatSummary and finished games', () => {
  it('says how many candidates end the game', () => {
    const result = {
      status: 'candidates', complete: true, stopReason: null, errors: [], warnings: [], coverage: null,
      stats: { engine: 'wasm', nodes: 10, elapsedMs: 1, candidates: 2, prunes: {} },
      candidates: [
        { assignments: { a: 'imp' }, winner: 'good' },
        { assignments: { a: 'chef' }, winner: null },
      ],
    } as unknown as TemporalResult;
    expect(formatSummary(result, [{ id: 'a' }])).toContain('game over in 1 of them');
  });
});
