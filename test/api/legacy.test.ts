/**
 * The legacy first-night `solve()` (contract "Legacy first-night search"): an adapter
 * onto the temporal engine with the legacy result shape, cruxes and prompts.
 */
import { describe, expect, it } from 'vitest';
import { ROLES, solve, solveTemporal } from '../../src/index.ts';
import { setupCounts } from '../../src/rules/setup.ts';

const players = ['Alice', 'Bob', 'Cora', 'Dev', 'Eli'].map((name, i) => ({ id: `p${i + 1}`, name }));

const binomial = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);
const countOf = (team: string) => ROLES.filter((r) => r.team === team).length;

/**
 * How many starting assignments a 5-player game with the Empath at p1 has at most: a
 * legal setup that holds the Empath (one Minion at 5 players; with the Baron, his setup
 * counts), its other four characters in any order in the other four seats. A search of
 * such a game never finds more distinct assignments, whatever the role table holds, so
 * this bound lets it list every one.
 */
function assignmentsWithEmpathAtP1(): number {
  if (setupCounts(5, false)[2] !== 1) throw new Error('this bound assumes one Minion at 5 players');
  let setups = 0;
  for (const minion of ROLES.filter((r) => r.team === 'Minion')) {
    const [townsfolk, outsiders, , demons] = setupCounts(5, minion.id === 'baron');
    setups += binomial(countOf('Townsfolk') - 1, townsfolk - 1) * binomial(countOf('Outsider'), outsiders) * binomial(countOf('Demon'), demons);
  }
  return setups * 4 * 3 * 2;
}

describe('legacy solve()', () => {
  it('runs the contract example and returns the legacy shape', async () => {
    const r = await solve({
      script: 'trouble_brewing', players,
      evidence: [
        { id: 'e1', kind: 'role', player: 'p1', role: 'chef', mode: 'claim' },
        { id: 'e2', kind: 'info', player: 'p1', role: 'chef', value: 1, mode: 'assumption', reliability: 'uncertain' },
      ],
      limits: { maxResults: 80, maxNodes: 150000, maxMs: 1500 },
    });
    expect(r.status).toBe('candidates');
    expect(r.errors).toEqual([]);
    expect(r.candidates.length).toBeGreaterThan(0);
    const c = r.candidates[0]!;
    expect(Object.keys(c).sort()).toEqual(['assignments', 'drunkShownRole', 'id', 'poisoned', 'redHerring']);
    expect(r.scope.length).toBeGreaterThan(0);
    expect(r.assumptions.length).toBeGreaterThan(0);
    // p1 authentically woke as the Chef: the Chef or the Drunk shown the Chef.
    for (const cand of r.candidates) {
      expect(['chef', 'drunk']).toContain(cand.assignments.p1);
      if (cand.assignments.p1 === 'drunk') expect(cand.drunkShownRole).toBe('chef');
    }
  });

  it('gives the same assignments as the temporal search on the same facts', async () => {
    const legacy = await solve({
      players,
      evidence: [
        { kind: 'info', player: 'p1', role: 'empath', value: 2, mode: 'hard', reliability: 'healthy' },
        { kind: 'alignment', player: 'p3', alignment: 'good', mode: 'hard' },
      ],
      limits: { maxResults: assignmentsWithEmpathAtP1(), maxNodes: 1e7, maxMs: 60000 },
    });
    const temporal = await solveTemporal({
      schema: 'botc-temporal-v1', players,
      evidence: [{ kind: 'alignment', player: 'p3', alignment: 'good', mode: 'hard' }],
      reports: [{ player: 'p1', role: 'empath', night: 1, value: 2, authenticity: 'authentic', reliability: 'healthy', mode: 'hard' }],
      phases: [{ phase: 'night', number: 1 }],
      limits: { maxResults: assignmentsWithEmpathAtP1(), maxNodes: 1e7, maxMs: 60000 },
    });
    expect(legacy.complete).toBe(true);
    expect(legacy.candidates.map((c) => c.assignments)).toEqual(temporal.candidates.map((c) => c.assignments));
    // Healthy Empath 2 at p1: both neighbours p2 and p5 register evil (evil, or a Recluse).
    const canLookEvil: string[] = [...ROLES.filter((r) => r.alignment === 'evil').map((r) => r.id), 'recluse'];
    for (const c of legacy.candidates) {
      expect(canLookEvil).toContain(c.assignments.p2);
      expect(canLookEvil).toContain(c.assignments.p5);
    }
  });

  it('ranks cruxes that split good from evil first and gives a next step', async () => {
    const r = await solve({
      players,
      evidence: [
        { kind: 'role', player: 'p1', role: 'chef', mode: 'hard' },
        { kind: 'info', player: 'p1', role: 'chef', value: 0, mode: 'hard', reliability: 'healthy' },
      ],
      limits: { maxResults: 100000, maxNodes: 1e8, maxMs: 60000 },
    });
    expect(r.topCruxes.length).toBeGreaterThan(0);
    const top = r.topCruxes[0]!;
    expect(top.answers.map((a) => a.role).sort()).toEqual(expect.arrayContaining(['good']));
    expect(r.complete).toBe(true);
    expect(top.answers.reduce((s, a) => s + a.count, 0)).toBe(r.candidates.length);
    expect(top.nextStep).toMatch(/claim/);
    expect(top.basis).toMatch(/not probabilities/);
  });

  it('invalid legacy input comes back with every error and no candidates', async () => {
    const r = await solve({ players: [{ id: 'a' }, { id: 'a' }], evidence: [{ kind: 'nope' }], bogus: 1 });
    expect(r.status).toBe('invalid');
    expect(r.errors.length).toBeGreaterThanOrEqual(3);
    expect(r.errors.map((e) => e.path)).toContain('$.bogus');
    expect(r.candidates).toEqual([]);
  });
});
