/**
 * Generates the two character dispatchers from the role table and the TypeScript
 * character files, so that adding a character touches neither by hand:
 * `src/rules/characters/index.ts` (the table of character modules) and
 * `assembly/characters/index.ts` (a switch on the role code per dispatched hook, calling
 * the AssemblyScript file with the same hook). `npm run gen:vocab` writes both; a unit
 * test fails when either is stale.
 */
import { ROLE_IDS } from '../rules/roles.ts';

/** Hooks the AssemblyScript dispatcher routes by role code: name, parameters, the role's code expression, default. */
const AS_DISPATCHED = [
  { hook: 'nightStep', doc: 'Run the night-sheet step of `role` (choices: tonight.ts); false when the world breaks a recorded fact.',
    params: 'role: i32', call: '', on: 'role', otherwise: 'unreachable(); // every role on the generated sheets has a nightStep\n  return false;' },
  { hook: 'info', doc: 'Is the report at `off`, by a healthy source, true under some legal registration?',
    params: 'off: i32', call: 'off', on: 'P(off + RP_ROLE)', otherwise: 'return false; // no other character reports' },
  { hook: 'registers', doc: 'May seat `s` register falsely right now (as the other alignment and its types)?',
    params: 's: i32', call: 's', on: 'unchecked(roles[s])', otherwise: 'return false;' },
] as const;

const HEADER = (from: string) => `// GENERATED from ${from} by \`npm run gen:vocab\` — do not edit by hand.`;

/** The text of src/rules/characters/index.ts. */
export function characterIndexSource(): string {
  return [
    HEADER('src/rules/roles.ts'),
    '/**',
    ' * Every character\'s rules, by role id: the engines reach a character\'s hooks through',
    ' * this table (src/kernel). `assembly/characters/` holds the same files with the same',
    ' * hooks for the WASM search; test/api/characters.test.ts compares the two.',
    ' */',
    "import type { RoleId } from '../roles.ts';",
    ...[...ROLE_IDS].sort().map((id) => `import * as ${id} from './${id}.ts';`),
    '',
    '/** The character modules, keyed by role id (each exports only its hooks). */',
    'export const CHARACTERS = {',
    ...ROLE_IDS.map((id) => `  ${id},`),
    '} as const satisfies Record<RoleId, object>;',
    '',
    '/** The hooks a character file may export. */',
    "export const HOOK_NAMES = ['setup', 'nightStep', 'info', 'registers', 'attacked', 'demonDeath', 'dayEvent', 'dayEnd'] as const;",
    '',
  ].join('\n');
}

/** The text of assembly/characters/index.ts, given each role's TypeScript hooks. */
export function assemblyDispatchSource(hooks: Readonly<Record<string, readonly string[]>>): string {
  const users = (hook: string) => ROLE_IDS.filter((id) => hooks[id]?.includes(hook));
  const roles = [...new Set(AS_DISPATCHED.flatMap((d) => users(d.hook)))].sort();
  const codes = roles.map((id) => id.toUpperCase());
  const lines = [
    HEADER('src/rules/characters'),
    '// The engines reach these hooks through a switch on the role code (a jump table); the',
    '// other hooks are called by name from the step they belong to.',
    `import { ${[...codes, 'RP_ROLE'].join(', ')} } from '../vocab.gen';`,
    "import { P } from '../layout';",
    "import { roles } from '../world';",
    ...roles.map((id) => `import * as ${id} from './${id}';`),
  ];
  for (const d of AS_DISPATCHED) {
    lines.push('', `/** ${d.doc} */`, `export function ${d.hook}(${d.params}): bool {`, `  switch (${d.on}) {`);
    for (const id of users(d.hook)) lines.push(`    case ${id.toUpperCase()}: return ${id}.${d.hook}(${d.call});`);
    lines.push('  }', `  ${d.otherwise}`, '}');
  }
  return `${lines.join('\n')}\n`;
}
