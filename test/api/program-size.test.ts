/** The largest valid input still fits the WASM program memory (no internal error). */
import { expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';

it('750 active Spy reports with full grimoires over 50 nights are searched, not refused', async () => {
  const ids = Array.from({ length: 15 }, (_, i) => `p${i + 1}`);
  const grimoire = Object.fromEntries(ids.map((id) => [id, { alive: true }]));
  // One report per player and night: the most active reports the contract allows.
  const reports = Array.from({ length: 750 }, (_, i) => ({
    player: ids[i % 15], role: 'spy', night: Math.floor(i / 15) + 1, grimoire, authenticity: 'good', mode: 'assumption',
  }));
  const phases = Array.from({ length: 100 }, (_, i) => (i % 2 === 0
    ? { phase: 'night', number: i / 2 + 1, deaths: [] }
    : { phase: 'day', number: (i + 1) / 2, events: [], ended: i < 99 }));
  const result = await solveTemporal({
    schema: 'botc-temporal-v1', players: ids.map((id) => ({ id })), evidence: [], reports, phases,
    limits: { maxResults: 5, maxNodes: 100_000, maxMs: 20_000 },
  });
  expect(result.errors).toEqual([]);
  expect(result.status).not.toBe('invalid');
});
