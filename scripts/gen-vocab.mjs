// Writes every generated AssemblyScript source from src/ (src/compile/vocab.ts and
// snapshot-source.ts): assembly/vocab.gen.ts, assembly/memo-key.gen.ts and the marked
// snapshot region of assembly/world.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
const at = (path) => new URL(`../${path}`, import.meta.url);
try {
  const { vocabSource } = await server.ssrLoadModule('/src/compile/vocab.ts');
  const { memoKeySource, snapshotRegion, spliceRegion } = await server.ssrLoadModule('/src/compile/snapshot-source.ts');
  writeFileSync(at('assembly/vocab.gen.ts'), vocabSource());
  writeFileSync(at('assembly/memo-key.gen.ts'), memoKeySource());
  const world = readFileSync(at('assembly/world.ts'), 'utf8');
  writeFileSync(at('assembly/world.ts'), spliceRegion(world, snapshotRegion()));
} finally {
  await server.close();
}
