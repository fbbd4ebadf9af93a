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
    // The plain search says that explain can name the rows.
    const plain = await run(['-'], changed);
    expect(plain.stdout).toContain('why not: `botc-solve explain FILE` names rows that cannot all hold');
    const { code, stdout } = await run(['explain', '-'], changed);
    expect(code).toBe(EXIT.solved);
    expect(stdout).toMatch(/^Why not: these \d+ rows cannot all hold:\n/);
    expect(stdout).toContain("Steph claims Empath (Row 3, Steph's claim)");
    expect(stdout).toMatch(/Each is needed: leave any one of them out, and the other \d+ can all hold \(the game's other rows aside\)\. The game may hold other conflicts besides this one\./);
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

  it('a bad --seat or --character is a usage error (exit 2) naming the flag, with the id it was likely meant to be', async () => {
    const { code, stderr } = await run(['explain', '--seat', 'nobody', '--character', 'imp', '-'], nqt47);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('botc-solve: --seat: "nobody" is not a seated player\'s id; the seats are p1 (You), p2 (Olivia)');
    const named = await run(['explain', '--seat', 'steph', '--character', 'Fortune Teller', '-'], nqt47);
    expect(named.code).toBe(EXIT.usage);
    expect(named.stderr).toContain('--seat: "steph" is not a seated player\'s id; did you mean "p3"? (Steph\'s id)');
    expect(named.stderr).toContain('--character: "Fortune Teller" is not a Trouble Brewing character id; did you mean "fortune_teller"?');
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
