/** Every real puzzle input (copied unchanged into test/fixtures/cases) parses and normalises. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isTemporalInput, parseTemporal } from '../../src/model/normalise.ts';
import { expectOk } from './helpers.ts';

const DIR = new URL('../fixtures/cases/', import.meta.url);
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

describe('published puzzle inputs', () => {
  it('the fixture folder holds the case files', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(FILES)('%s parses and normalises without error', (file) => {
    const { input } = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as { input: Record<string, unknown> };
    expect(isTemporalInput(input)).toBe(true);
    const { game, warnings } = expectOk(parseTemporal(input));
    expect(warnings).toEqual([]);
    const players = input.players as { id: string }[];
    expect(game.n).toBe(players.length);
    expect(game.playerIds).toEqual(players.map((p) => p.id));
    expect(game.phases.length).toBe((input.phases as unknown[]).length);
    expect(game.phases[0]).toMatchObject({ phase: 'night', number: 1, path: '$.phases[0]' });
    expect(game.reports.length).toBe((input.reports as unknown[]).length);
    expect(game.limits).toEqual({ maxResults: 80, maxNodes: 100_000_000, maxMs: 4000 });
    for (const r of game.reports) expect(r.path).toMatch(/^\$\.reports\[\d+\]$/);
  });
});
