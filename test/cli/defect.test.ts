/**
 * A defect in the solver is never reported as the user's mistake: the CLI exits 70 and says
 * whose fault it is and what to send. The library is replaced by one that answers with an
 * `internal` error, the way a real defect comes back (`src/search/front.ts`).
 */
import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import { errorResult } from '../../src/worker/results.ts';

vi.mock('../../src/index.ts', async (original) => ({
  ...await original<typeof import('../../src/index.ts')>(),
  solveTemporal: async () => errorResult('temporal', 'internal', 'solver defect (please report): a test defect'),
}));

const { EXIT, main } = await import('../../src/cli/main.ts');

function io(stdin: string) {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: (t: string) => { out.stdout += t; },
      stderr: (t: string) => { out.stderr += t; },
      readStdin: async () => stdin,
      stderrIsTTY: false,
    },
  };
}

it('an internal error exits 70 (not 1, invalid input) and asks for a report with the input file', async () => {
  const text = readFileSync(new URL('../../examples/lsh-tb-01.json', import.meta.url), 'utf8');
  const { out, io: fake } = io(text);
  const code = await main(['-'], fake);
  expect(code).toBe(EXIT.internal);
  expect(EXIT.internal).toBe(70);
  expect(out.stderr).toContain('a defect in the solver, not a problem with your input');
  expect(out.stderr).toContain('with the input file');
  expect(out.stderr).toContain('a test defect');
  expect(out.stdout).not.toContain('status: invalid');
});
