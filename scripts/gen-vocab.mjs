// Writes every generated AssemblyScript source from src/ (src/compile/vocab.ts and
// snapshot-source.ts, dispatch-source.ts): assembly/vocab.gen.ts, assembly/memo-key.gen.ts,
// the marked snapshot region of assembly/world.ts, and both character dispatchers.
import { readFileSync, writeFileSync as writeFile } from 'node:fs';
import { createServer } from 'vite';

// No file watcher: a file written below must not make Vite evaluate the modules that read
// it a second time (the character table refuses a second hand-in, which failed every other run).
const server = await createServer({ server: { middlewareMode: true, watch: null }, appType: 'custom', logLevel: 'error' });
const at = (path) => new URL(`../${path}`, import.meta.url);
/** Write only what changed, so that an unchanged source keeps its time stamp. */
const writeFileSync = (url, text) => { if (readFileSync(url, 'utf8') !== text) writeFile(url, text); };
try {
  // The character table first: the dispatcher below is made from the files it lists.
  const { characterIndexSource, assemblyDispatchSource } = await server.ssrLoadModule('/src/compile/dispatch-source.ts');
  writeFileSync(at('src/rules/characters/index.ts'), characterIndexSource());
  const { CHARACTERS } = await server.ssrLoadModule('/src/rules/characters/index.ts');
  const hooks = Object.fromEntries(Object.entries(CHARACTERS).map(([id, m]) => [id, Object.keys(m)]));
  writeFileSync(at('assembly/characters/index.ts'), assemblyDispatchSource(hooks));
  const { vocabSource } = await server.ssrLoadModule('/src/compile/vocab.ts');
  const { memoKeySource, snapshotRegion, spliceRegion } = await server.ssrLoadModule('/src/compile/snapshot-source.ts');
  writeFileSync(at('assembly/vocab.gen.ts'), vocabSource());
  writeFileSync(at('assembly/memo-key.gen.ts'), memoKeySource());
  const world = readFileSync(at('assembly/world.ts'), 'utf8');
  writeFileSync(at('assembly/world.ts'), spliceRegion(world, snapshotRegion()));
} finally {
  await server.close();
}
