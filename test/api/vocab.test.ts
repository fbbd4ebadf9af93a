/** Every generated AssemblyScript source matches src/ (run `npm run gen:vocab` after changing a table). */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { vocabSource } from '../../src/compile/vocab.ts';
import { memoKeySource, snapshotRegion, spliceRegion } from '../../src/compile/snapshot-source.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

it('assembly/vocab.gen.ts matches src/rules and src/compile', () => {
  expect(read('assembly/vocab.gen.ts')).toBe(vocabSource());
});

it('assembly/memo-key.gen.ts and the snapshot region of assembly/world.ts match src/compile/state-fields.ts', () => {
  expect(read('assembly/memo-key.gen.ts')).toBe(memoKeySource());
  const world = read('assembly/world.ts');
  expect(world).toBe(spliceRegion(world, snapshotRegion()));
});

it('both character dispatchers match the role table and the TypeScript character files', async () => {
  const { characterIndexSource, assemblyDispatchSource } = await import('../../src/compile/dispatch-source.ts');
  const { CHARACTERS } = await import('../../src/rules/characters/index.ts');
  expect(read('src/rules/characters/index.ts')).toBe(characterIndexSource());
  const hooks = Object.fromEntries(Object.entries(CHARACTERS).map(([id, m]) => [id, Object.keys(m)]));
  expect(read('assembly/characters/index.ts')).toBe(assemblyDispatchSource(hooks));
});
