/**
 * `botc-solve explain` (issue 33), run in this process with its output captured: a
 * contradiction made by changing one row of a real case names that row, in words; a
 * ruled-out cell names the rows that rule it out; a game that fits says so; a bad target
 * exits 1 with its problem; the arguments parse (and `--seat` without `explain` is a usage
 * error).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/args.ts';
import { EXIT, main } from '../../src/cli/main.ts';

const nqt47 = JSON.parse(readFileSync(new URL('../../examples/nqt-47.json', import.meta.url), 'utf8'));

async function run(argv: string[], stdin: unknown) {
  const out = { stdout: '', stderr: '' };
  const code = await main(argv, {
    stdout: (t) => { out.stdout += t; },
    stderr: (t) => { out.stderr += t; },
    readStdin: async () => JSON.stringify(stdin),
    stderrIsTTY: false,
  });
  return { code, ...out };
}

describe('botc-solve explain', () => {
  it('names the changed row of a real case among the rows that cannot all hold', async () => {
    // nqt-47 with Steph's claim changed from Undertaker to Empath (issue 33's example).
    const changed = structuredClone(nqt47);
    const steph = changed.input.players.find((p: { name?: string }) => p.name === 'Steph').id;
    const claim = changed.input.evidence.find((r: { kind: string; player: string }) => r.kind === 'testimony' && r.player === steph);
    claim.role = 'empath';
    const { code, stdout } = await run(['explain', '-'], changed);
    expect(code).toBe(EXIT.solved);
    expect(stdout).toMatch(/^Why not: these \d+ rows cannot all hold:\n/);
    expect(stdout).toContain("Steph claims Empath (Row 3, Steph's claim)");
    expect(stdout).toContain('Without any one of them, a legal game fits. Other conflicts may exist.');
  });

  it('explains a ruled-out cell, says when a game fits, and gives --json the explanation itself', async () => {
    const cell = await run(['explain', '--seat', 'p3', '--character', 'imp', '-'], nqt47);
    expect(cell.code).toBe(EXIT.solved);
    expect(cell.stdout).toMatch(/^Why not: these \d+ rows cannot all hold with Steph starting as the Imp:\n/);
    const fits = await run(['explain', '-'], nqt47);
    expect(fits.stdout).toMatch(/^No conflict: a legal game fits\. \(1 search, /);
    const json = await run(['explain', '--json', '--seat', 'p3', '--character', 'imp', '-'], nqt47);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.status).toBe('explained');
    expect(parsed.minimal).toBe(true);
    expect(parsed.rows.length).toBeGreaterThan(0);
    for (const row of parsed.rows) expect(Object.keys(row).sort()).toEqual(['kind', 'label', 'path', 'says']);
  });

  it('a bad target is invalid input (exit 1), with its problem', async () => {
    const { code, stderr } = await run(['explain', '--seat', 'nobody', '--character', 'imp', '-'], nqt47);
    expect(code).toBe(EXIT.invalid);
    expect(stderr).toContain('"nobody" is not a seated player');
  });

  it('parses explain, its target, and refuses a half target or a target without explain', () => {
    expect(parseCliArgs(['explain', 'x.json'])).toEqual({ kind: 'run', args: { file: 'x.json', json: false, limits: {}, explain: {} } });
    expect(parseCliArgs(['explain', '--seat', 'p3', '--character', 'imp', 'x.json'])).toEqual({
      kind: 'run', args: { file: 'x.json', json: false, limits: {}, explain: { target: { player: 'p3', character: 'imp' } } },
    });
    expect(parseCliArgs(['explain', '--seat', 'p3', 'x.json'])).toEqual({ kind: 'usage-error', message: 'explain needs both --seat and --character, or neither' });
    expect(parseCliArgs(['--seat', 'p3', '--character', 'imp', 'x.json'])).toEqual({ kind: 'usage-error', message: "--seat and --character go with 'botc-solve explain'" });
    expect(parseCliArgs(['./explain'])).toEqual({ kind: 'run', args: { file: './explain', json: false, limits: {} } });
  });
});
