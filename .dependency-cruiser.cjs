// The import rules of the house, checked by `npm run lint:imports` and by
// test/architecture/imports.test.ts (part of `npm test`). docs/ARCHITECTURE.md ("Floors")
// says the same in words: no import circles; the kernels below the characters; what a
// character file may import.

/** Files of src/ a TypeScript character file may import besides the kernel. */
const TS_CHARACTER_MAY = ['rules/roles', 'rules/setup-counts', 'model/game', 'compile/codes', 'compile/relevance'];
/** Files of assembly/ an AssemblyScript character file may import (the ground floor). */
const AS_CHARACTER_MAY = ['vocab.gen', 'layout', 'world', 'tonight', 'hooks', 'registration', 'wake', 'checks', 'deaths', 'day-deaths', 'game-end', 'characters/shared'];
/** Files of assembly/ that may import a character file: the walker of the night and day, the setup search. */
const AS_ABOVE_CHARACTERS = ['phases', 'leaf', 'search'];

const any = (files, root) => `^${root}(${files.map((f) => f.replace('.', '\\.')).join('|')})\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: no file may reach itself through its imports (type-only imports count).',
      severity: 'error',
      from: { path: '^(src|assembly|web)/' },
      to: { circular: true },
    },
    {
      name: 'kernel-below-characters',
      comment: 'The TypeScript kernel is the ground floor: it reaches the characters only through the table handed in (src/kernel/hooks.ts).',
      severity: 'error',
      from: { path: '^src/kernel/' },
      to: { path: '^src/(rules/characters|play|search|worker|cli)/' },
    },
    {
      name: 'kernel-never-reaches-characters',
      comment: 'Nor through another file: nothing the TypeScript kernel imports, however far down, imports a character file.',
      severity: 'error',
      from: { path: '^src/kernel/' },
      to: { path: '^src/rules/characters/', reachable: true },
    },
    {
      name: 'character-imports',
      comment: 'A TypeScript character file imports the kernel, the role table and the game types — never another character, nor anything above.',
      severity: 'error',
      from: { path: '^src/rules/characters/', pathNot: '/index\\.ts$' },
      to: { pathNot: [`^src/kernel/`, any(TS_CHARACTER_MAY, 'src/')] },
    },
    {
      name: 'assembly-kernel-below-characters',
      comment: 'In assembly/, only the walker of the night and day and the setup search import a character file; the rest asks through hooks.ts.',
      severity: 'error',
      from: { path: '^assembly/', pathNot: [any(AS_ABOVE_CHARACTERS, 'assembly/'), '^assembly/(characters|debug)/'] },
      to: { path: '^assembly/characters/' },
    },
    {
      name: 'assembly-character-imports',
      comment: 'An AssemblyScript character file imports the ground floor and the helpers the characters share — never another character.',
      severity: 'error',
      from: { path: '^assembly/characters/', pathNot: '/(index|shared)\\.ts$' },
      to: { pathNot: any(AS_CHARACTER_MAY, 'assembly/') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
