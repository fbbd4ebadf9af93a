/**
 * `npm run gen:schemas`: writes the JSON Schemas (draft 2020-12) of the three input formats
 * and the two result shapes into `schemas/`, generated from the zod schemas, so that the
 * zod schemas stay the one source. `test/contract/json-schema.test.ts` fails when the files are not what this writes.
 * Rules only the semantic checks know (ids that must be seated, payloads by role, timing,
 * the size limits of `LIMITS`) are not in them.
 */
import { writeFileSync } from 'node:fs';
import { jsonSchemas } from '../src/contract/json-schemas.ts';

for (const [file, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(new URL(`../schemas/${file}`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`schemas/${file}`);
}
