// Writes assembly/vocab.gen.ts from src/rules (see src/compile/vocab.ts).
import { writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { vocabSource } = await server.ssrLoadModule('/src/compile/vocab.ts');
  writeFileSync(new URL('../assembly/vocab.gen.ts', import.meta.url), vocabSource());
} finally {
  await server.close();
}
