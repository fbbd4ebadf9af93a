/**
 * One assignment whose history search is long (15 pinned players, 50 nights, deaths not
 * recorded): the WASM search pauses inside it at each slice's deadline, so `maxMs` and
 * cancellation still stop it, and a paused assignment is searched again from the start,
 * so the result does not depend on where the pauses fell.
 */
import type { World } from '../../src/kernel/world.ts';
import type { RawSearch } from '../../src/search/raw.ts';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { now } from '../../src/search/clock.ts';

const ROLES = ['imp', 'poisoner', 'spy', 'scarlet_woman', 'undertaker', 'monk', 'chef', 'empath', 'fortune_teller',
  'soldier', 'mayor', 'ravenkeeper', 'virgin', 'butler', 'recluse'];
const ids = ROLES.map((_, i) => `p${i + 1}`);
const input = (limits: object) => ({
  schema: 'botc-temporal-v1',
  players: ids.map((id) => ({ id })),
  evidence: ROLES.map((role, i) => ({ kind: 'role', player: ids[i], role, mode: 'hard' })),
  reports: [{ player: 'p5', role: 'undertaker', night: 50, targetRole: 'imp', authenticity: 'authentic', reliability: 'healthy', mode: 'hard' }],
  phases: Array.from({ length: 100 }, (_, i) => (i % 2 === 0
    ? { phase: 'night', number: i / 2 + 1 }
    // Day 49 executes the Chef: after a day with no execution the Undertaker's report would
    // be refuted before the search (compile/masks.ts), not on night 50.
    : { phase: 'day', number: (i + 1) / 2, events: i === 97 ? [{ kind: 'execution', player: 'p7', mode: 'hard' }] : [], ended: i < 99 })),
  limits,
});

describe('a long history search', () => {
  it('stops at maxMs even with a huge node bound', async () => {
    const r = await solveTemporal(input({ maxResults: 5, maxNodes: 1e12, maxMs: 1500 }));
    expect(r.stopReason).toBe('time_limit');
    expect(r.complete).toBe(false);
    expect(r.status).toBe('inconclusive');
  });

  it('can be cancelled while inside one assignment', async () => {
    const controller = new AbortController();
    let calls = 0;
    const r = await solveTemporal(input({ maxResults: 5, maxNodes: 1e12, maxMs: 600_000 }), {
      signal: controller.signal,
      onProgress: () => { calls++; if (calls === 2) controller.abort(); },
    });
    expect(r.stopReason).toBe('cancelled');
  });
});

describe('pauses do not change results', () => {
  it('the same candidates, witnesses, nodes and prunes with tiny slices as with normal ones', async () => {
    const { readFileSync } = await import('node:fs');
    const { parseTemporal } = await import('../../src/model/normalise.ts');
    const { wasmSearch } = await import('../../src/search/wasm-driver.ts');
    const { checkWorld } = await import('../../src/play/replay.ts');
    for (const name of ['nqt-70', 'nqt-31', 'lsh-tb-05']) {
      const file = JSON.parse(readFileSync(new URL(`../fixtures/cases/${name}.json`, import.meta.url), 'utf8'));
      const parsed = parseTemporal(file.input);
      if (!parsed.ok) throw new Error(`${name} does not parse`);
      const game = parsed.game;
      const call = () => ({
        game, temporal: true, check: (w: World) => checkWorld(game, w).final,
        clock: { start: now(), deadline: Infinity },
      });
      const normal = await wasmSearch(call());
      const paused = await wasmSearch(call(), undefined, 0.001);
      const strip = (r: RawSearch) => JSON.stringify({
        ...r, elapsedMs: 0, store: Array.from({ length: r.store.size }, (_, i) => [r.store.world(i), r.store.origin(i)]),
      });
      expect(strip(paused)).toBe(strip(normal));
    }
  });
});
