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

  it('after a star-pass, the demon is the living new Imp, not the dead old one in an earlier seat', async () => {
    const players = Array.from({ length: 7 }, (_, i) => ({ id: `p${i + 1}` }));
    const input = {
      schema: 'botc-temporal-v1', players,
      evidence: [
        { kind: 'role', player: 'p1', role: 'imp', mode: 'hard' },
        { kind: 'role', player: 'p3', role: 'poisoner', mode: 'hard' },
      ],
      reports: [],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, events: [], ended: true },
        { phase: 'night', number: 2, deaths: ['p1'], actions: [{ kind: 'imp', player: 'p1', target: 'p1', successor: 'p3' }] },
        { phase: 'day', number: 2, events: [], ended: false },
      ],
      limits: { maxResults: 1 },
    };
    const r = await solveTemporal(input);
    expect(r.candidates.length).toBe(1);
    const out = replay(input, r.candidates[0]!.witness);
    expect(out.ok).toBe(true);
    expect(out.phases.map((p) => [p.phase, p.demon])).toEqual([['N1', 'p1'], ['D1', 'p1'], ['N2', 'p3'], ['D2', 'p3']]);
    expect(out.phases[2]!.roles.p1).toBe('imp');
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

  it('a night-1 witness does not explain a longer history: the Imp must act on night 2', async () => {
    const r = await solveTemporal(file.input);
    const later = { ...file.input, phases: [file.input.phases[0], { phase: 'day', number: 1, events: [], ended: true }, { phase: 'night', number: 2 }] };
    const out = replay(later, r.candidates[0]!.witness);
    expect(out.errors).toEqual([]);
    expect(out.ok).toBe(false);
    expect(out.failures.map((f) => f.path)).toContain('$.phases[2]');
  });

  it('keys report nights by the report\'s index in the input', async () => {
    const r = await solveTemporal(file.input);
    expect(r.candidates[0]!.reportNights).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1, 4: 1 });
  });

  it('rejects witnesses with choices that never happened or unknown keys', async () => {
    const r = await solveTemporal(file.input);
    const w = r.candidates[0]!.witness;
    const tampered = [
      { ...w, nights: [{ ...w.nights[0]!, imp: 'p3' }] },
      { ...w, nights: [...w.nights, { ...w.nights[0]!, number: 99 }] },
      { ...w, assignments: { ...w.assignments, zz: 'chef' } },
      { ...w, reportNights: { ...w.reportNights, 42: 1 } },
    ];
    for (const t of tampered) expect(replay(file.input, t).ok).toBe(false);
  });

  it('rejects a malformed witness without throwing', () => {
    const out = replay(file.input, { assignments: 3 });
    expect(out.ok).toBe(false);
    expect(out.errors.length).toBeGreaterThan(0);
  });
});
