/** `replay(input, witness)` rebuilds each phase and rejects a witness that breaks a rule. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, solveTemporal } from '../../src/index.ts';

const file = JSON.parse(readFileSync(new URL('../fixtures/cases/lsh-tb-01.json', import.meta.url), 'utf8'));

describe('replay', () => {
  it('replays a candidate witness phase by phase', async () => {
    const r = await solveTemporal(file.input);
    const witness = r.candidates[0]!.witness;
    const out = replay(file.input, witness);
    expect(out.ok).toBe(true);
    expect(out.phases.map((p) => p.phase)).toEqual(['N1', 'D1']);
    expect(out.phases[0]!.roles).toEqual(file.expected.assignments);
    expect(out.phases[0]!.demon).toBe('p5');
    expect(out.phases[0]!.log.length).toBeGreaterThan(0);
  });

  it('names the failing row when the witness breaks a constraint', async () => {
    const r = await solveTemporal(file.input);
    const witness = structuredClone(r.candidates[0]!.witness);
    witness.assignments = { ...witness.assignments, p4: 'imp', p5: 'scarlet_woman' };
    const out = replay(file.input, witness);
    expect(out.ok).toBe(false);
    expect(out.failures.length).toBeGreaterThan(0);
    expect(out.failures.every((f) => f.path.startsWith('$.'))).toBe(true);
  });

  it('rejects a malformed witness without throwing', () => {
    const out = replay(file.input, { assignments: 3 });
    expect(out.ok).toBe(false);
    expect(out.errors.length).toBeGreaterThan(0);
  });
});
