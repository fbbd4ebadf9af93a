/**
 * The deaths test before the search (src/search/checks/deaths-fit.ts): a night that lists a death
 * on night 1, or a player already dead, is a contradiction at once, with the reason and the
 * row's path in the warnings. It must agree with the search, which finds no world for such
 * a record, and never fire on a record a game could have produced.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { impossibleDeaths } from '../../src/search/checks/deaths-fit.ts';
import { wasmSearch } from '../../src/search/wasm-driver.ts';
import { checkWorld } from '../../src/play/replay.ts';
import type { World } from '../../src/kernel/world.ts';
import { simulateHistory } from '../invariants/history-simulator.ts';
import { now } from '../../src/search/clock.ts';

type Phase = { phase: string; number: number; deaths?: string[] };
const casesDir = new URL('../fixtures/cases/', import.meta.url);
const nqt47 = JSON.parse(readFileSync(new URL('nqt-47.json', casesDir), 'utf8')).input as { phases: Phase[]; players: { id: string; name?: string }[] };

/** nqt-47 (N1 no deaths, D1 executes p1, N2 p9 dies, D2 executes p7, N3 p6, D3 executes p8, N4 p2) with one night's deaths replaced. */
function withDeaths(night: number, deaths: string[]) {
  return { ...nqt47, phases: nqt47.phases.map((p) => (p.phase === 'night' && p.number === night ? { ...p, deaths } : p)) };
}

describe('impossible deaths', () => {
  const bad: [string, ReturnType<typeof withDeaths>, string, string][] = [
    ['a death on night 1', withDeaths(1, ['p3']), '$.phases[0].deaths', 'nobody can die on night 1'],
    ['a player executed the day before', withDeaths(2, ['p1']), '$.phases[2].deaths', 'already dead (executed on day 1)'],
    ['two players, both executed before', withDeaths(3, ['p7', 'p1']), '$.phases[4].deaths', 'already dead (executed on day 2)'],
    ['a player an earlier night listed', withDeaths(3, ['p9']), '$.phases[4].deaths', 'already dead (listed among the deaths of night 2)'],
  ];

  it.each(bad)('%s: a contradiction at once, saying why and where', async (_name, input, path, why) => {
    const r = await solveTemporal(input);
    expect(r.status).toBe('contradiction');
    expect(r.complete).toBe(true);
    expect(r.stats.nodes).toBe(0);
    expect(r.possibilities?.complete).toBe(true);
    expect(r.warnings.some((w) => w.startsWith(path) && w.includes(why))).toBe(true);
  });

  it.each(bad)('%s: the search itself finds no world either', async (_name, input) => {
    const parsed = parseTemporal(input);
    if (!parsed.ok) throw new Error('does not parse');
    const game = parsed.game;
    const raw = await wasmSearch({ game, temporal: true, check: (w: World) => checkWorld(game, w).final, clock: { start: now(), deadline: Infinity } }, { workers: 1 });
    expect(raw.stopReason).toBeNull();
    expect(raw.candidates).toHaveLength(0);
  });

  it('does not fire on a record a game could have: the real cases, and simulated histories of 5–15 players', () => {
    for (const file of readdirSync(casesDir).filter((f) => f.endsWith('.json'))) {
      const parsed = parseTemporal(JSON.parse(readFileSync(new URL(file, casesDir), 'utf8')).input);
      if (!parsed.ok) throw new Error(`${file} does not parse`);
      expect(impossibleDeaths(parsed.game)).toBeNull();
    }
    let nights = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const n = 5 + (seed % 11);
      const parsed = parseTemporal(simulateHistory(seed, n, 1 + (seed % 5)).input);
      if (!parsed.ok) throw new Error(`seed ${seed} does not parse`);
      expect(impossibleDeaths(parsed.game)).toBeNull();
      nights += parsed.game.phases.filter((p) => p.phase === 'night' && (p.deaths?.length ?? 0) > 0).length;
    }
    expect(nights).toBeGreaterThan(20); // the simulated records do list deaths
  });

  it('a night whose deaths are not recorded proves nothing: a later night may list anyone not certainly dead', () => {
    const unknown = { ...nqt47, phases: nqt47.phases.map((p) => (p.phase === 'night' && p.number === 2 ? { phase: 'night', number: 2 } : p)) };
    const parsed = parseTemporal(withDeathsOf(unknown, 3, ['p9']));
    if (!parsed.ok) throw new Error('does not parse');
    expect(impossibleDeaths(parsed.game)).toBeNull();
  });
});

function withDeathsOf(input: { phases: Phase[] }, night: number, deaths: string[]) {
  return { ...input, phases: input.phases.map((p) => (p.phase === 'night' && p.number === night ? { ...p, deaths } : p)) };
}
