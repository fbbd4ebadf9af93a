/**
 * Generates `assembly/vocab.gen.ts`, the AssemblyScript copy of the role table, so the
 * two kernels can never disagree on role codes or teams. `npm run gen:vocab` writes it;
 * a unit test fails when the committed file is stale.
 */
import {
  ROLE_IDS, TEAM_INDEX, TEAM_OF_CODE, TOWNSFOLK_MASK, OUTSIDER_MASK, MINION_MASK, DEMON_MASK, infoWakeMask, roleCode,
} from '../rules/roles.ts';
import { FIRST_NIGHT_ROLES, OTHER_NIGHT_ROLES } from '../rules/night-order.ts';
import { CHARACTERS } from '../rules/characters/index.ts';
import { ATTACK_CODES, CLAIM_CODES, PRUNE_REASONS, STATS_WORDS, UNUSUAL_ALL, UNUSUAL_RULINGS, WINNER_CODES, unusualBit } from './codes.ts';
import { setupCounts, MIN_PLAYERS, MAX_PLAYERS } from '../rules/setup.ts';
import { LAYOUT } from './layout.ts';

/** The hooks asked from below the characters for which a seat may lack one (every reporting character has `info`). */
const HANDED_IN_MASKS = ['registers', 'attacked', 'died', 'demonDeath'] as const;

/** `demonDeath` → `DEMON_DEATH_ROLES`. */
function hookMaskName(hook: string): string {
  return `${hook.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_ROLES`;
}

/** A bit per role code whose character file exports `hook`. */
function hookMask(hook: string): number {
  return ROLE_IDS.reduce((mask, id, code) => (hook in CHARACTERS[id] ? mask | (1 << code) : mask), 0);
}

/** The exact text of `assembly/vocab.gen.ts`. */
export function vocabSource(): string {
  const lines = [
    '// GENERATED from src/rules by `npm run gen:vocab` — do not edit by hand.',
    '',
    ...ROLE_IDS.map((id, code) => `export const ${id.toUpperCase()}: i32 = ${code};`),
    `export const ROLE_COUNT: i32 = ${ROLE_IDS.length};`,
    `export const TOWNSFOLK_MASK: i32 = ${TOWNSFOLK_MASK};`,
    `export const OUTSIDER_MASK: i32 = ${OUTSIDER_MASK};`,
    `export const MINION_MASK: i32 = ${MINION_MASK};`,
    `export const DEMON_MASK: i32 = ${DEMON_MASK};`,
    `export const EVIL_MASK: i32 = ${MINION_MASK | DEMON_MASK};`,
    '',
    ...Object.entries(TEAM_INDEX).map(([team, i]) => `export const TEAM_${team.toUpperCase()}: i32 = ${i};`),
    '/** Team of each role code (TEAM_*). */',
    `export const TEAM_OF: StaticArray<i32> = [${TEAM_OF_CODE.join(', ')}];`,
    '',
    `export const MIN_PLAYERS: i32 = ${MIN_PLAYERS};`,
    `export const MAX_PLAYERS: i32 = ${MAX_PLAYERS};`,
    '/** Setup counts [Townsfolk, Outsiders, Minions, Demons] for n players, row (n - MIN_PLAYERS) * 2 + baron. */',
    `export const SETUP: StaticArray<i32> = [${
      Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) =>
        [false, true].map((b) => setupCounts(MIN_PLAYERS + i, b).join(', ')).join(', ')).join(',\n  ')
    }];`,
    '',
    '// The night sheets (src/rules/night-order.ts): role codes in waking order.',
    `export const FIRST_NIGHT_STEPS: StaticArray<i32> = [${FIRST_NIGHT_ROLES.map(roleCode).join(', ')}];`,
    `export const OTHER_NIGHT_STEPS: StaticArray<i32> = [${OTHER_NIGHT_ROLES.map(roleCode).join(', ')}];`,
    '/** Characters that wake with information on the first night / on the other nights (role-code bits). */',
    `export const INFO_WAKE_FIRST: i32 = ${infoWakeMask(true)};`,
    `export const INFO_WAKE_OTHER: i32 = ${infoWakeMask(false)};`,
    '',
    '// The characters that have each hook the kernel asks from below them (assembly/hooks.ts):',
    '// role-code bits, so that a seat whose character lacks it gets the rule for everyone else',
    '// without a call through the table.',
    ...HANDED_IN_MASKS.map((hook) => `export const ${hookMaskName(hook)}: i32 = ${hookMask(hook)};`),
    '',
    '// Prune reasons (counter index) and winner codes (src/compile/codes.ts).',
    ...PRUNE_REASONS.map((name, i) => `export const PR_${name.toUpperCase()}: i32 = ${i};`),
    `export const STATS_WORDS: i32 = ${STATS_WORDS};`,
    ...Object.entries(WINNER_CODES).map(([k, v]) => `export const WIN_${k}: i32 = ${v};`),
    '// Answers of the attacked and demonDeath hooks (src/compile/codes.ts).',
    ...Object.entries(ATTACK_CODES).map(([k, v]) => `export const ATTACK_${k}: i32 = ${v};`),
    ...Object.entries(CLAIM_CODES).map(([k, v]) => `export const CLAIM_${k}: i32 = ${v};`),
    '// Unusual rulings: the bit of each in a world\'s `unusual` mask (src/compile/codes.ts).',
    ...UNUSUAL_RULINGS.map((r) => `export const UNUSUAL_${r.toUpperCase()}: i32 = ${unusualBit(r)};`),
    `export const UNUSUAL_ALL: i32 = ${UNUSUAL_ALL};`,
    '',
    '// Program layout (src/compile/layout.ts).',
    ...Object.entries(LAYOUT).map(([k, v]) => `export const ${k}: i32 = ${v};`),
    '',
  ];
  return lines.join('\n');
}
