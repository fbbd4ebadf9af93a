/**
 * A fixed-seed sample of the fuzzer (`npm run fuzz` runs 100,000 and also times them):
 * 2,000 mutated inputs, none of which may make `validate`, `solve`, `solveTemporal` or
 * `replay` throw, answer with an `internal` error, break the result shapes or give an
 * answer that cannot be serialised. A failure shrinks to a small case and names its seed.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { checkInput } from './contract-check.ts';
import { caseInput, caseOptions, fuzzCase, seedInputs } from './fuzz-cases.ts';

it('2,000 fuzzed inputs: no throw, no internal error, every answer in the contract\'s shape and serialisable', async () => {
  const seeds = seedInputs();
  let searched = 0;
  await fc.assert(fc.asyncProperty(fuzzCase(seeds.length), async (c) => {
    const { findings, statuses } = await checkInput(caseInput(c, seeds), caseOptions(c.options), Infinity);
    if (statuses.solveTemporal !== undefined && statuses.solveTemporal !== 'invalid') searched++;
    expect(findings).toEqual([]);
  }), { seed: 20261201, numRuns: 2000 });
  // The sample must reach the search, not only the validator.
  expect(searched).toBeGreaterThan(200);
}, 300_000);
