/** Argument parsing and summary formatting of the CLI (no build needed). */
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/args.ts';
import { formatErrors, formatSummary, possibilityLines, seatLines } from '../../src/cli/summary.ts';
import type { TemporalResult } from '../../src/contract/result.ts';
import { ROLE_IDS } from '../../src/rules/roles.ts';
import { progressReporter } from '../../src/cli/main.ts';
import type { Progress } from '../../src/search/options.ts';

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

  it('--no-unusual leaves worlds that need an unusual ruling out of the search', () => {
    expect(parseCliArgs(['--no-unusual', 'x.json'])).toEqual({ kind: 'run', args: { file: 'x.json', json: false, limits: {}, unusual: 'exclude' } });
    expect(parseCliArgs(['x.json'])).toEqual({ kind: 'run', args: { file: 'x.json', json: false, limits: {} } });
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
    [['--max-ms', '5', '--max-ms', '-5', 'x.json'], /--max-ms needs a positive integer, got '-5'/],
    [['x.json', '--workers'], /--workers needs an integer from 1 to 64, or 'auto', and none was given/],
    [['--frobnicate', 'x.json'], /^unknown option '--frobnicate'$/],
    [['--engine', 'gpu', 'x.json'], /wasm' or 'reference/],
    [['--json=yes', 'x.json'], /json/],
    [['--workers', '0', 'x.json'], /--workers needs an integer from 1 to 64/],
    [['--workers', 'many', 'x.json'], /--workers needs an integer from 1 to 64/],
    [['--max-results', '200000', 'x.json'], /--max-results can be at most 100000/],
    [['--no-unusual=yes', 'x.json'], /no-unusual/],
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
      '1. Ann: Imp (2), Chef (1)',
      '2. p2: Chef (1), Empath (1), Imp (1)',
    ]);
  });

  it('says which bound stopped an incomplete search', () => {
    const text = formatSummary(base, [], { limits: { maxNodes: 12_345 } });
    expect(text).toContain('search: INCOMPLETE, stopped by the node limit (12,345 nodes); --max-nodes 49380 searches further');
    expect(text.split('\n')[0]).toBe('Partial answer, stopped at the node limit (12,345 nodes): 3 worlds found so far.');
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
      evilTeams: { teams: [['p1']], unusual: [], complete: false }, assignments: { count: 5, exact: false },
    } as unknown as NonNullable<TemporalResult['possibilities']>;
    expect(possibilityLines(p, [{ id: 'p1', name: 'Ann' }])).toEqual([
      '1. Ann: Chef, Imp — can be the Demon now',
      'p2: Empath; undecided: Imp — Demon now undecided',
    ]);
    const text = formatSummary({ ...base, possibilities: p }, [], { limits: { maxMs: 4000 } });
    // The limit of the per-seat answer is blamed, not the list's, with the flag that searches longer.
    expect(text.split('\n')[0]).toBe('Partial answer, stopped at the time limit (4 s): Demon now: p1, perhaps p2 (undecided). At least 5 worlds, 3 listed.');
    expect(text).toContain('search: INCOMPLETE, stopped by the time limit (4 s); --max-ms 16000 searches longer');
    expect(text).toContain('can be the Demon now: p1; 1 seat undecided');
    expect(text).toContain('INCOMPLETE, stopped by the time limit; undecided cells are marked');
    expect(text).toContain('evil teams: at least 1 — p1');

    // Every cell decided, only the evil teams left: the heading says so, not "undecided cells are marked".
    const seatsDone = { ...p, seats: { p1: p.seats.p1!, p2: { starting: { empath: true, imp: false }, demonNow: false } } } as unknown as typeof p;
    const done = formatSummary({ ...base, possibilities: seatsDone }, []);
    expect(done).toContain('every seat decided; stopped by the time limit before every evil team was');
    expect(done).not.toContain('undecided cells are marked');

    // Every seat can be the Demon now: said once, after the seats.
    const all = { ...p, seats: { p1: p.seats.p1!, p2: { ...p.seats.p2!, demonNow: true } } } as typeof p;
    expect(possibilityLines(all, [])).toEqual(['p1: Chef, Imp', 'p2: Empath; undecided: Imp']);
    expect(formatSummary({ ...base, possibilities: all }, [])).toContain('can be the Demon now: every seat');
  });

  it('stopped with only unusual worlds kept: says what they showed, without claiming that only an unusual ruling allows it', () => {
    const open = { chef: null, empath: null, imp: null };
    const p = {
      complete: false, stopReason: 'time_limit' as const,
      seats: {
        p1: { starting: open, demonNow: null, examples: { starting: {} } },
        p2: { starting: { ...open, empath: false }, demonNow: null, examples: { starting: {} } },
      },
      evilTeams: { teams: [], unusual: [['p1'], ['p2']], complete: false }, assignments: { count: 3, exact: false },
    } as unknown as NonNullable<TemporalResult['possibilities']>;
    const tagged = base.candidates.map((c) => ({ ...c, unusual: ['scarlet_woman_recluse'] })) as unknown as TemporalResult['candidates'];
    const text = formatSummary({ ...base, candidates: tagged, possibilities: p }, []);
    expect(text).toContain('p1: (none found yet); undecided: Chef, Empath, Imp (found so far only in worlds that need an unusual ruling: Chef (1), Imp (2))');
    expect(text).toContain('p2: (none found yet); undecided: Chef, Imp (found so far only in worlds that need an unusual ruling: Chef (1), Imp (1))');
    expect(text).toContain('evil teams: none found yet without an unusual ruling');
    expect(text).toContain('evil teams found so far only in worlds that need an unusual ruling: at least 2 — p1; p2');
    expect(text).not.toContain('evil teams only with an unusual ruling');
  });

  describe('worlds that need an unusual ruling', () => {
    const starting = (cells: Record<string, boolean | 'unusual'>) => ({ chef: false, recluse: false, imp: false, ...cells });
    const p = {
      complete: true, stopReason: null,
      seats: {
        p1: { starting: starting({ imp: true, recluse: 'unusual' }), demonNow: true, examples: { starting: {} } },
        p2: { starting: starting({ chef: true, imp: 'unusual' }), demonNow: 'unusual', examples: { starting: {} } },
      },
      evilTeams: { teams: [['p1']], unusual: [['p2']], complete: true }, assignments: { count: 3, exact: true },
    } as unknown as NonNullable<TemporalResult['possibilities']>;
    const result: TemporalResult = {
      ...base, complete: true, stopReason: null, warnings: [], possibilities: p,
      candidates: [
        { assignments: { p1: 'recluse', p2: 'imp' }, winner: null, unusual: ['recluse_star_pass'] },
        { assignments: { p1: 'imp', p2: 'chef' }, winner: null, unusual: [] },
        { assignments: { p1: 'recluse', p2: 'imp' }, winner: null, unusual: ['recluse_star_pass'] },
      ] as unknown as TemporalResult['candidates'],
    };

    it('gives the ordinary answer first, then how many more need an unusual ruling, named in words', () => {
      const lines = formatSummary(result, [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bo' }]).split('\n');
      expect(lines[0]).toBe('Solved: Ann is the Imp. 1 world, and 2 more that need an unusual ruling (a Recluse catching the star-pass). With that ruling, Bo could also be the Demon now.');
    });

    it('marks per seat, for the Demon now and among the evil teams what only those worlds allow', () => {
      const text = formatSummary(result, [{ id: 'p1', name: 'Ann' }]);
      expect(text).toContain('(in brackets: in how many of the 1 ordinary world; after "only with an unusual ruling", of the 2 that need one)');
      expect(text).toContain('  1. Ann: Imp (1); only with an unusual ruling: Recluse (2) — can be the Demon now\n');
      expect(text).toContain('  p2: Chef (1); only with an unusual ruling: Imp (2) — can be the Demon now only with an unusual ruling\n');
      expect(text).toContain('can be the Demon now: Ann; only with an unusual ruling: p2\n');
      expect(text).toContain('evil teams: 1 — Ann\nevil teams only with an unusual ruling: 1 — p2');
      // Without counts, a seat that can be nearly anything names what an ordinary world rules out, the unusual-only ones included.
      const wide = { ...p, seats: { p1: { ...p.seats.p1!, starting: { ...Object.fromEntries(ROLE_IDS.map((r) => [r, true])), chef: false, recluse: 'unusual' } } } };
      expect(possibilityLines(wide as unknown as typeof p, [])[0]).toBe('p1: any character but Chef, Recluse; with an unusual ruling, also Recluse');
    });

    it('names each ruling with how many need it when they differ, and says when no ordinary assignment exists', () => {
      const both = { ...result, candidates: result.candidates.map((c, i) => ({ ...c, unusual: i === 1 ? ['recluse_star_pass', 'scarlet_woman_recluse'] : c.unusual })) } as TemporalResult;
      const lines = formatSummary(both, []).split('\n');
      expect(lines[0]).toContain('No world without an unusual ruling; 3 that need an unusual ruling (a Recluse catching the star-pass (3), the Scarlet Woman becoming a second Imp when a Recluse dies (1)).');
    });

    it('says how many of a partial list need one, and when the search left them out', () => {
      const partial = { ...result, complete: false, stopReason: 'result_limit' as const, possibilities: { ...p, assignments: { count: 9, exact: false } } };
      const lines = formatSummary(partial, []).split('\n');
      expect(lines[0]).toContain('At least 9 worlds, counting those that need an unusual ruling, 3 listed.');
      expect(lines).toContain('of the 3 listed, 2 need an unusual ruling: a Recluse catching the star-pass (legal; officially recommended against)');
      const ordinary = { ...result, candidates: [result.candidates[1]!] };
      expect(formatSummary(ordinary, [], { unusualExcluded: true }).split('\n')).toContain('unusual rulings: not searched (--no-unusual)');
      expect(formatSummary(ordinary, [])).not.toContain('unusual rulings: not searched');
    });
  });

  it('formats errors on their rows, in words', () => {
    const input = { players: [{ id: 'a', name: 'Ann' }], evidence: [{ kind: 'testimony', player: 'a', role: 'chef', bogus: 1 }] };
    const text = formatErrors([{ code: 'unknown_field', path: '$.evidence[0].bogus', message: '$.evidence[0].bogus: "bogus" is not a field' }], 'in a case file', input);
    expect(text).toContain('invalid input (1 problem; in a case file; --json gives each one\'s JSON path and code):');
    expect(text).toContain('  Row 1, Ann\'s claim: "bogus" is not a field');
    expect(text).not.toContain('$.');
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
    expect(formatSummary(result, [{ id: 'a' }])).toContain('game over in 1 of the 2 listed (their example history ends with a winner); the game goes on in 1');
  });
});

describe('the progress line', () => {
  const report = (stage: Progress['stage'], nodes: number) => ({ nodes, candidates: 80, elapsedMs: 0, stage });

  it('off a terminal: nothing in the first second, then a line every five seconds and one as each stage begins', () => {
    let now = 0;
    const lines: string[] = [];
    const progress = progressReporter({ stderr: (text) => lines.push(text), stderrIsTTY: false }, () => now);
    progress.update(report('candidates', 1));
    now = 1100; progress.update(report('candidates', 2));
    now = 1200; progress.update(report('candidates', 3));
    now = 1300; progress.update(report('possibilities', 4));
    now = 1400; progress.update(report('possibilities', 5));
    now = 6400; progress.update(report('possibilities', 6));
    now = 6500; progress.update(report('result', 7));
    expect(lines.map((l) => l.split(':')[0])).toEqual(['listing worlds', 'completing the per-seat answer', 'completing the per-seat answer', 'building the result']);
    expect(lines.every((l) => l.endsWith('\n'))).toBe(true);
    expect(lines[2]).toContain('6 nodes');
  });
});
