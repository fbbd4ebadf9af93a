/**
 * The JSON Schemas in `schemas/` (issue 13): exactly what `npm run gen:schemas` writes from
 * the zod schemas; and, checked with an independent validator (Ajv, draft 2020-12), they
 * accept every fixture and example the zod schemas accept, and agree with the zod schemas
 * on a sample of fuzzed inputs (both accept or both refuse; the semantic checks are zod's
 * alone and not compared).
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../../src/contract/json-schemas.ts';
import { LegacyInputSchema } from '../../src/contract/schema-legacy.ts';
import { NotebookFileSchema } from '../../src/contract/schema-notebook.ts';
import { TemporalInputSchema } from '../../src/contract/schema-temporal.ts';
import { isTemporalInput } from '../../src/model/input-kind.ts';
import { caseInput, fuzzCase, seedInputs } from '../fuzz/fuzz-cases.ts';

const schemas = jsonSchemas();
const ajv = new Ajv2020({ allErrors: false, strict: true });
const temporal = ajv.compile(schemas['botc-temporal-v1.schema.json']!);
const legacy = ajv.compile(schemas['legacy-first-night.schema.json']!);
const notebook = ajv.compile(schemas['botc-history-v1.schema.json']!);

/** A value as JSON would carry it (what a JSON Schema describes), or undefined when it is not JSON. */
function asJson(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('JSON Schemas', () => {
  it('are what npm run gen:schemas writes, each with a draft 2020-12 $schema and an $id', () => {
    for (const [file, schema] of Object.entries(schemas)) {
      expect(JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8'))).toEqual(schema);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toMatch(/^urn:botc-solver:schema:/);
    }
  });

  it('accept every seed input the zod schemas accept (real cases, fixtures, examples, simulated games)', () => {
    let checked = 0;
    for (const input of seedInputs()) {
      const json = asJson(input);
      const zodOk = (isTemporalInput(json) ? TemporalInputSchema : LegacyInputSchema).safeParse(json).success;
      if (!zodOk) continue;
      expect((isTemporalInput(json) ? temporal : legacy)(json), JSON.stringify(ajv.errors)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    const history = seedInputs().find((s) => isTemporalInput(s));
    const file = { schema: 'botc-history-v1', notes: 'n', firstNight: null, bookkeeping: { any: [1] }, history };
    expect(NotebookFileSchema.safeParse(file).success).toBe(true);
    expect(notebook(file)).toBe(true);
  });

  it('agree with the zod schemas on 1,000 fuzzed inputs', () => {
    const seeds = seedInputs();
    let refused = 0;
    fc.assert(fc.property(fuzzCase(seeds.length), (c) => {
      const json = asJson(caseInput(c, seeds));
      if (json === undefined) return;
      const [zod, js] = isTemporalInput(json) ? [TemporalInputSchema, temporal] : [LegacyInputSchema, legacy];
      const zodOk = zod.safeParse(json).success;
      if (!zodOk) refused++;
      expect(js(json), `zod says ${zodOk}; ajv: ${JSON.stringify(js.errors)}`).toBe(zodOk);
    }), { seed: 13, numRuns: 1000 });
    expect(refused).toBeGreaterThan(100);
  });
});
