/**
 * Row modes (contract "Claims, assumptions and hard observations"): `claim` and
 * `enabled: false` never constrain; `assumption` and `hard` both bind.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';

const base = (rows: object[]) => ({
  schema: 'botc-temporal-v1',
  players: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id })),
  evidence: [{ kind: 'role', player: 'a', role: 'chef', mode: 'hard' }, ...rows],
  reports: [],
  phases: [{ phase: 'night', number: 1 }],
  limits: { maxResults: 100000, maxNodes: 1e8, maxMs: 60000 },
});
const impossible = { kind: 'role', player: 'a', role: 'empath' };

describe('modes', () => {
  it('claim and disabled rows do not constrain; assumption and hard do', async () => {
    const free = await solveTemporal(base([]));
    expect(free.status).toBe('candidates');
    for (const row of [{ ...impossible, mode: 'claim' }, { ...impossible, mode: 'hard', enabled: false }]) {
      const r = await solveTemporal(base([row]));
      expect(r.candidates.length).toBe(free.candidates.length);
      expect(r.coverage!.evidence.inactive).toBe(1);
    }
    for (const mode of ['assumption', 'hard']) {
      expect((await solveTemporal(base([{ ...impossible, mode }]))).status).toBe('contradiction');
    }
  });

  it('same input, same output (apart from elapsed time)', async () => {
    const strip = (r: object) => JSON.stringify(r, (k, v) => (k === 'elapsedMs' ? 0 : v));
    const input = base([{ kind: 'alignment', player: 'b', alignment: 'evil', mode: 'hard' }]);
    expect(strip(await solveTemporal(input))).toBe(strip(await solveTemporal(input)));
  });
});
