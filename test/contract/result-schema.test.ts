/**
 * The result schemas (src/contract/schema-result.ts, the source of
 * `schemas/temporal-result.schema.json` and `schemas/legacy-result.schema.json`) describe the
 * results we really return: their types equal the documented interfaces of result.ts, and
 * every result of the seed games, of fuzzed inputs and of the worker client's own answers
 * (cancelled, internal) is accepted by the zod schema and, through Ajv, by the JSON Schema.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { LegacyResult, TemporalResult } from '../../src/contract/result.ts';
import { jsonSchemas } from '../../src/contract/json-schemas.ts';
import { LegacyResultSchema, TemporalResultSchema } from '../../src/contract/schema-result.ts';
import { isTemporalInput } from '../../src/model/input-kind.ts';
import { solve, solveTemporal } from '../../src/index.ts';
import { cancelledResult, internalErrorResult } from '../../src/worker/results.ts';
import { caseInput, fuzzCase, seedInputs } from '../fuzz/fuzz-cases.ts';

const schemas = jsonSchemas();
const ajv = new Ajv2020({ allErrors: false, strict: true });
const temporalJson = ajv.compile(schemas['temporal-result.schema.json']!);
const legacyJson = ajv.compile(schemas['legacy-result.schema.json']!);

/** Both schemas of the result's kind accept it (as JSON carries it). */
function expectAccepted(result: TemporalResult | LegacyResult, temporal: boolean): void {
  const json = JSON.parse(JSON.stringify(result));
  const [zod, js] = temporal ? [TemporalResultSchema, temporalJson] : [LegacyResultSchema, legacyJson];
  const parsed = zod.safeParse(json);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  expect(js(json), JSON.stringify(js.errors?.slice(0, 3))).toBe(true);
}

/** A seed input with short bounds, so that the slow seeds stop early (their results are still results). */
function bounded(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return { ...input, limits: { maxMs: 500, maxResults: 20 } };
}

describe('result schemas', () => {
  it('have the types of the documented result interfaces', () => {
    expectTypeOf<z.infer<typeof TemporalResultSchema>>().toEqualTypeOf<TemporalResult>();
    expectTypeOf<z.infer<typeof LegacyResultSchema>>().toEqualTypeOf<LegacyResult>();
  });

  it('accept the result of every seed game (real cases, fixtures, examples, simulated games)', async () => {
    const statuses = new Set<string>();
    let temporalSeen = 0;
    for (const input of seedInputs()) {
      const temporal = isTemporalInput(input);
      const result = temporal ? await solveTemporal(bounded(input)) : await solve(bounded(input));
      expectAccepted(result, temporal);
      statuses.add(result.status);
      if (temporal && result.candidates.length > 0) temporalSeen++;
    }
    expect(temporalSeen).toBeGreaterThan(10);
    expect(statuses).toContain('candidates');
  });

  it('accept a contradiction and a search stopped by a bound', async () => {
    const game = (role: string, limits: object) => ({
      schema: 'botc-temporal-v1',
      players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id })),
      evidence: [{ kind: 'role', player: 'a', role: 'chef', mode: 'hard' }, { kind: 'role', player: 'a', role, mode: 'hard' }],
      reports: [],
      phases: [{ phase: 'night', number: 1 }],
      limits,
    });
    const contradiction = await solveTemporal(game('empath', {}));
    expect(contradiction.status).toBe('contradiction');
    expectAccepted(contradiction, true);
    const stopped = await solveTemporal(game('chef', { maxNodes: 1 }));
    expect(stopped.stopReason).toBe('node_limit');
    expectAccepted(stopped, true);
  });

  it('accept the results of 300 fuzzed inputs, invalid ones with their errors', async () => {
    const seeds = seedInputs();
    let invalid = 0;
    await fc.assert(fc.asyncProperty(fuzzCase(seeds.length), async (c) => {
      const input = bounded(caseInput(c, seeds));
      const temporal = isTemporalInput(input);
      const result = temporal ? await solveTemporal(input) : await solve(input);
      if (result.status === 'invalid') invalid++;
      expectAccepted(result, temporal);
    }), { seed: 2026, numRuns: 300 });
    expect(invalid).toBeGreaterThan(50);
  });

  it('accept the worker client\'s own results (cancelled before an answer, a crashed worker)', () => {
    expectAccepted(cancelledResult('temporal', 'cancelled'), true);
    expectAccepted(cancelledResult('legacy', 'cancelled'), false);
    expectAccepted(internalErrorResult('temporal', new Error('boom')), true);
    expectAccepted(internalErrorResult('legacy', new Error('boom')), false);
  });

  it('refuse a result with a field the contract does not define, or a wrong value', () => {
    const base = cancelledResult('temporal', 'x');
    for (const bad of [{ ...base, extra: 1 }, { ...base, status: 'maybe' }, { ...base, stats: { ...base.stats, nodes: -1 } }]) {
      expect(TemporalResultSchema.safeParse(bad).success).toBe(false);
      expect(temporalJson(bad)).toBe(false);
    }
  });
});
