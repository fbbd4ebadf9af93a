/**
 * Generates the two character dispatchers from the role table and the TypeScript
 * character files, so that adding a character touches neither by hand:
 * `src/rules/characters/index.ts` (the table of character modules) and
 * `assembly/characters/index.ts` (a switch on the role code per dispatched hook, calling
 * the AssemblyScript file with the same hook). `npm run gen:vocab` writes both; a unit
 * test fails when either is stale.
 */
import { ROLE_IDS } from '../rules/roles.ts';

/**
 * Hooks the AssemblyScript dispatcher routes by role code: name, parameters, return type,
 * the role's code expression, and what a character without the hook answers (the rule
 * for everyone else — the same as src/kernel/hooks.ts). Those the kernel asks from below
 * the characters are handed in to assembly/hooks.ts when the module starts (`HANDED_IN`).
 */
const AS_DISPATCHED = [
  { hook: 'nightStep', doc: 'Run the night-sheet step of `role` (choices: ../tonight.ts); false when the world breaks a recorded fact.',
    params: 'role: i32', ret: 'bool', call: '', on: 'role',
    otherwise: 'unreachable(); // every role on the generated sheets has a nightStep\n  return false;' },
  { hook: 'info', doc: 'Is the report at `off`, by a healthy source, true under some legal registration?',
    params: 'off: i32', ret: 'bool', call: 'off', on: 'P(off + RP_ROLE)', otherwise: 'return false; // no other character reports' },
  { hook: 'registers', doc: 'May seat `s` register falsely right now (as the other alignment and its types)?',
    params: 's: i32', ret: 'bool', call: 's', on: 'unchecked(roles[s])', otherwise: 'return false;' },
  { hook: 'attacked', doc: 'The Demon\'s kill lands on the living, unprotected `seat`: ATTACK_DIES, ATTACK_SAFE or ATTACK_REDIRECT.',
    params: 'seat: i32', ret: 'i32', call: 'seat', on: 'unchecked(roles[seat])', otherwise: 'return ATTACK_DIES;' },
  { hook: 'died', doc: '`seat` has just died of `cause` (world.ts BY_*) with `aliveBefore` alive before; `successor`: who becomes the Imp at this death, or -1; `starPass`: the Imp died of its own attack. False when that breaks the rules.',
    params: 'seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool', ret: 'bool', call: 'seat, cause, aliveBefore, successor, starPass',
    on: 'unchecked(roles[seat])', otherwise: 'return true;' },
  { hook: 'demonDeath', doc: 'The living `seat`\'s claim to become the Imp when the Imp dies: CLAIM_NONE, CLAIM_MAY or CLAIM_MUST.',
    params: 'seat: i32, aliveBefore: i32, starPass: bool', ret: 'i32', call: 'seat, aliveBefore, starPass',
    on: 'unchecked(roles[seat])', otherwise: 'return CLAIM_NONE;' },
  { hook: 'nominated', doc: 'The nomination event at `e` of `seat` by a living player; false when it breaks the rules.',
    params: 'e: i32, seat: i32', ret: 'bool', call: 'e, seat', on: 'unchecked(roles[seat])',
    otherwise: 'return P(e + DE_FLAG) == 0; // nobody else\'s ability executes a nominator' },
  { hook: 'nominatedUnrecorded', doc: 'May a nomination nobody recorded have spent the ability of `seat` today, executing nobody?',
    params: 'seat: i32', ret: 'bool', call: 'seat', on: 'unchecked(roles[seat])', otherwise: 'return false;' },
  { hook: 'shoots', doc: 'The Slayer-shot event at `e` by `seat`; false when it breaks the rules.',
    params: 'e: i32, seat: i32', ret: 'bool', call: 'e, seat', on: 'unchecked(roles[seat])',
    otherwise: 'return P(e + DE_FLAG) == 0; // nobody else\'s shot kills' },
  { hook: 'votes', doc: 'The living `seat` votes on the ballot at `e`; false when it may not.',
    params: 'e: i32, seat: i32', ret: 'bool', call: 'e, seat', on: 'unchecked(roles[seat])', otherwise: 'return true;' },
  { hook: 'dayEnd', doc: 'A recorded day ends with the game going on and `seat` alive.',
    params: 'seat: i32', ret: 'void', call: 'seat', on: 'unchecked(roles[seat])', otherwise: '' },
] as const;

/** The dispatchers handed in to assembly/hooks.ts, in the order of its `handIn`. */
const HANDED_IN = ['info', 'registers', 'attacked', 'died', 'demonDeath'] as const;

const HEADER = (from: string) => `// GENERATED from ${from} by \`npm run gen:vocab\` — do not edit by hand.`;

/** The text of src/rules/characters/index.ts. */
export function characterIndexSource(): string {
  return [
    HEADER('src/rules/roles.ts'),
    '/**',
    ' * Every character\'s rules, by role id: the engines reach a character\'s hooks through',
    ' * this table, which hands itself to the kernel as it loads (src/kernel/hooks.ts: the',
    ' * character files import the kernel, so the kernel cannot import them).',
    ' * `assembly/characters/` holds the same files with the same hooks for the WASM search;',
    ' * test/api/characters.test.ts compares the two.',
    ' */',
    "import { handInCharacters, type KernelHooks } from '../../kernel/hooks.ts';",
    "import { ROLE_IDS, type RoleId } from '../roles.ts';",
    ...[...ROLE_IDS].sort().map((id) => `import * as ${id} from './${id}.ts';`),
    '',
    '/** The character modules, keyed by role id (each exports only its hooks). */',
    'export const CHARACTERS = {',
    ...ROLE_IDS.map((id) => `  ${id},`),
    '} as const satisfies Record<RoleId, object>;',
    '',
    '/** The hooks a character file may export. */',
    "export const HOOK_NAMES = [",
    "  'setup', 'nightStep', 'info', 'registers', 'attacked', 'died', 'demonDeath', 'nominated', 'nominatedUnrecorded', 'shoots', 'votes', 'dayEnd',",
    "] as const;",
    '',
    '// A character file whose hook of one of these names has another signature fails to compile here.',
    'const byCode: readonly (Partial<KernelHooks> & Record<string, unknown>)[] = ROLE_IDS.map((id) => CHARACTERS[id]);',
    'handInCharacters(byCode);',
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
    '// The character table: each hook is a switch on the role code (a jump table); a character',
    '// without the hook gets the rule for everyone else. phases.ts walks the night sheet and',
    '// the day through it; the hooks the kernel asks from below the characters are handed in',
    '// to hooks.ts when the module starts. `setup` is called by name from the setup search',
    '// (leaf.ts, search.ts).',
    `import { ${[...codes, 'RP_ROLE', 'DE_FLAG', 'ATTACK_DIES', 'CLAIM_NONE'].join(', ')} } from '../vocab.gen';`,
    "import { P } from '../layout';",
    "import { roles } from '../world';",
    "import { handIn } from '../hooks';",
    ...roles.map((id) => `import * as ${id} from './${id}';`),
  ];
  for (const d of AS_DISPATCHED) {
    lines.push('', `/** ${d.doc} */`, `export function ${d.hook}(${d.params}): ${d.ret} {`, `  switch (${d.on}) {`);
    const back = d.ret === 'void' ? (call: string) => `${call}; return;` : (call: string) => `return ${call};`;
    for (const id of users(d.hook)) lines.push(`    case ${id.toUpperCase()}: ${back(`${id}.${d.hook}(${d.call})`)}`);
    lines.push('  }');
    if (d.otherwise) lines.push(`  ${d.otherwise}`);
    lines.push('}');
  }
  lines.push('', `handIn(${HANDED_IN.join(', ')});`);
  return `${lines.join('\n')}\n`;
}
