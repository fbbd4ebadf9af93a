/** The AssemblyScript vocabulary is generated from the one role table and must be current. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { vocabSource } from '../../src/compile/vocab.ts';

it('assembly/vocab.gen.ts matches src/rules (run `npm run gen:vocab` after changing the table)', () => {
  const committed = readFileSync(new URL('../../assembly/vocab.gen.ts', import.meta.url), 'utf8');
  expect(committed).toBe(vocabSource());
});
