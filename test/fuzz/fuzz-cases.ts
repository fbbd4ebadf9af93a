/**
 * Fuzz cases for the front doors: a seed input (a real case, a fixture, a simulated game, a
 * legacy first-night input) with a few random mutations, as fast-check arbitraries, so a
 * failure comes with its seed and shrinks to a small case.
 *
 * Mutations replace a value anywhere with random JSON, an id or role from the game, an
 * extreme number, a value just under or far over a size limit, or a value that is not
 * plain data (getter, throwing proxy, cycle, hole, function, symbol, bigint, null
 * prototype); or delete a field, add an unknown one, duplicate or drop a list entry.
 * Limits are mostly replaced by small ones, so that every case searches briefly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { LIMITS, ROLE_IDS } from '../../src/index.ts';
import { simulateHistory } from '../invariants/history-simulator.ts';
import { simulateFirstNight } from '../invariants/simulator.ts';

type Json = unknown;

function readJson(file: string): Json {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return 'input' in value && !('schema' in value) ? value.input : value;
}

/**
 * Every seed input, in a fixed order: real cases, fixtures, examples, simulated games, legacy
 * inputs. Files are found from the repository root (the working directory of `npm run` and
 * of Vitest), so the bundled fuzzer finds them too.
 */
export function seedInputs(root = process.cwd()): Json[] {
  const files = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.json')).sort().map((f) => join(root, dir, f));
  const seeds: Json[] = [
    ...files('test/fixtures/cases').map(readJson),
    ...files('test/fixtures').map(readJson),
    ...files('examples').map(readJson),
  ];
  for (const [seed, n, nights] of [[1, 7, 2], [2, 9, 3], [3, 12, 2], [4, 15, 3], [5, 5, 2]] as const) {
    seeds.push(simulateHistory(seed, n, nights).input);
  }
  for (const [seed, n] of [[6, 8], [7, 13]] as const) seeds.push(simulateFirstNight(seed, n).input);
  // Legacy first-night inputs built from the temporal seeds' seats.
  for (const s of seeds.slice(0, 4)) {
    seeds.push({ players: (s as { players: Json }).players, evidence: [{ kind: 'inPlay', role: 'imp', is: true, mode: 'hard' }] });
  }
  return seeds;
}

/** One mutation: what to do, where (an index into the value's nodes, taken modulo their count), with what. */
export interface Mutation {
  op: 'replace' | 'delete' | 'addField' | 'duplicate' | 'drop';
  at: number;
  value: Replacement;
}

/** A replacement value: plain JSON, or a marker built at apply time (ids, huge and hostile values). */
export type Replacement =
  | { json: Json }
  | { id: number }
  | { role: number }
  | { number: number }
  | { huge: 'string' | 'text' | 'list' | 'rows' | 'object' | 'deep'; over: boolean }
  | { hostile: 'getter' | 'throwingProxy' | 'cycle' | 'hole' | 'function' | 'symbol' | 'bigint' | 'nullPrototype' };

const replacement: fc.Arbitrary<Replacement> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })) },
  { weight: 4, arbitrary: fc.nat().map((id) => ({ id })) },
  { weight: 3, arbitrary: fc.nat().map((role) => ({ role })) },
  { weight: 2, arbitrary: fc.constantFrom(-1, 0, 1, 2, 3, 7, 15, 16, 50, 51, 99, 2 ** 31, Number.MAX_SAFE_INTEGER, -0, 0.5).map((number) => ({ number })) },
  { weight: 1, arbitrary: fc.record({ huge: fc.constantFrom('string', 'text', 'list', 'rows', 'object', 'deep'), over: fc.boolean() }) as fc.Arbitrary<Replacement> },
  { weight: 1, arbitrary: fc.constantFrom('getter', 'throwingProxy', 'cycle', 'hole', 'function', 'symbol', 'bigint', 'nullPrototype').map((hostile) => ({ hostile })) as fc.Arbitrary<Replacement> },
);

const mutation: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('replace', 'replace', 'replace', 'delete', 'addField', 'duplicate', 'drop'),
  at: fc.nat(),
  value: replacement,
});

/** Search bounds a case runs with: small, or (rarely) wrong, never large enough to run long. */
export type LimitsChoice = { small: { maxResults: number; maxNodes: number; maxMs: number } } | { odd: Json };

const limitsChoice: fc.Arbitrary<LimitsChoice> = fc.oneof(
  { weight: 9, arbitrary: fc.record({ maxResults: fc.integer({ min: 1, max: 20 }), maxNodes: fc.integer({ min: 1, max: 30_000 }), maxMs: fc.integer({ min: 1, max: 250 }) }).map((small) => ({ small })) },
  { weight: 1, arbitrary: fc.constantFrom<Json>(null, 0, 'x', [], { maxMs: 0 }, { maxResults: 100_001 }, { maxNodes: -1 }, { maxMs: 1.5 }, { extra: 1 }).map((odd) => ({ odd })) },
);

/** Options a case passes: one thread normally; sometimes wrong options. */
export type OptionsChoice = 'plain' | 'reference' | 'badWorkers' | 'throwingGetter' | 'notObject';
const optionsChoice: fc.Arbitrary<OptionsChoice> = fc.constantFrom('plain', 'plain', 'plain', 'plain', 'plain', 'plain', 'reference', 'badWorkers', 'throwingGetter', 'notObject');

/** One fuzz case: which seed, its mutations, its limits and options. */
export interface FuzzCase {
  seed: number;
  mutations: readonly Mutation[];
  limits: LimitsChoice;
  options: OptionsChoice;
}

/** The arbitrary of fuzz cases over `seedCount` seeds. */
export function fuzzCase(seedCount: number): fc.Arbitrary<FuzzCase> {
  return fc.record({
    seed: fc.nat({ max: seedCount - 1 }),
    // A quarter of the cases keep their seed as it is, so that the search itself is reached often.
    mutations: fc.oneof({ weight: 1, arbitrary: fc.constant([]) }, { weight: 3, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }) }),
    limits: limitsChoice,
    options: optionsChoice,
  });
}

/**
 * Containers of a tree with the key of each child, in a fixed order (iterative). Only data
 * properties are followed, so an earlier mutation's hostile value is a leaf, never read.
 */
function nodes(root: Json): { parent: Record<string, Json> | Json[]; key: string | number }[] {
  const out: { parent: Record<string, Json> | Json[]; key: string | number }[] = [];
  const stack: Json[] = [root];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    try {
      for (const key of Object.keys(v)) {
        const d = Object.getOwnPropertyDescriptor(v, key);
        if (!d || !('value' in d)) continue;
        out.push({ parent: v as Record<string, Json>, key: Array.isArray(v) ? Number(key) : key });
        stack.push(d.value);
      }
    } catch {
      // a proxy whose traps throw: a leaf
    }
  }
  return out;
}

function build(r: Replacement, game: Json): Json {
  if ('json' in r) return r.json;
  if ('number' in r) return r.number;
  if ('role' in r) return ROLE_IDS[r.role % ROLE_IDS.length];
  if ('id' in r) {
    try {
      const players = (game as { players?: { id?: Json }[] }).players;
      const ids = Array.isArray(players) ? players.map((p) => p?.id) : [];
      return ids.length > 0 ? ids[r.id % ids.length] : 'p1';
    } catch {
      return 'p1'; // the game is already hostile there
    }
  }
  if ('huge' in r) {
    const size = (limit: number) => (r.over ? limit * 10 + 1 : limit);
    switch (r.huge) {
      case 'string': return 'x'.repeat(size(LIMITS.idChars));
      case 'text': return 'y'.repeat(size(LIMITS.textChars));
      case 'list': return new Array(size(LIMITS.listItems)).fill('p1');
      case 'rows': return new Array(size(LIMITS.rows)).fill({ kind: 'inPlay', role: 'imp', mode: 'hard' });
      case 'object': return Object.fromEntries(Array.from({ length: size(LIMITS.objectKeys) }, (_, i) => [`k${i}`, i]));
      case 'deep': {
        const root: Record<string, Json> = {};
        let at = root;
        for (let i = 0; i < size(LIMITS.depth); i++) { const next = {}; at.x = next; at = next; }
        return root;
      }
    }
  }
  switch ((r as { hostile: string }).hostile) {
    case 'getter': return Object.defineProperty({}, 'player', { enumerable: true, get() { throw Object.create(null); } });
    case 'throwingProxy': return new Proxy({}, { ownKeys() { throw new Error('trap'); }, get() { throw new Error('trap'); } });
    case 'cycle': { const o: Record<string, Json> = {}; o.self = o; return o; }
    // eslint-disable-next-line no-sparse-arrays
    case 'hole': return [, 'p1'];
    case 'function': return () => 'p1';
    case 'symbol': return Symbol('p1');
    case 'bigint': return 10n;
    default: return Object.assign(Object.create(null), { player: 'p1' });
  }
}

/** A copy of a plain value (so a duplicate is not the same object twice), else the value itself. */
function structuredCloneOr(value: Json): Json {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}

/** The input of a case: a fresh copy of its seed with its mutations applied. */
export function caseInput(c: FuzzCase, seeds: readonly Json[]): Json {
  let root: Json = structuredClone(seeds[c.seed % seeds.length]);
  for (const m of c.mutations) {
    const all = nodes(root);
    if (all.length === 0 || m.at % (all.length + 1) === all.length) {
      if (m.op === 'replace') root = build(m.value, root);
      continue;
    }
    const { parent, key } = all[m.at % all.length]!;
    const value = build(m.value, root);
    if (Array.isArray(parent)) {
      const i = key as number;
      if (m.op === 'delete' || m.op === 'drop') parent.splice(i, 1);
      else if (m.op === 'duplicate') parent.splice(i, 0, structuredCloneOr(parent[i]));
      else if (m.op === 'addField') parent.push(value);
      else parent[i] = value;
    } else if (m.op === 'delete' || m.op === 'drop') {
      delete parent[key as string];
    } else if (m.op === 'addField') {
      parent[`extra${m.at % 7}`] = value;
    } else if (m.op === 'duplicate') {
      parent[`${String(key)}Copy`] = structuredCloneOr(parent[key as string]);
    } else {
      parent[key as string] = value;
    }
  }
  if (root !== null && typeof root === 'object' && !Array.isArray(root)) {
    const limits = 'small' in c.limits ? c.limits.small : c.limits.odd;
    try {
      (root as Record<string, Json>).limits = limits;
    } catch {
      // a proxy that refuses writes: keep its own limits
    }
  }
  return root;
}

/** The options of a case. `plain` and `reference` use one thread (no worker start-up per case). */
export function caseOptions(choice: OptionsChoice): unknown {
  switch (choice) {
    case 'plain': return { workers: 1 };
    case 'reference': return { engine: 'reference' };
    case 'badWorkers': return { workers: 0 };
    case 'throwingGetter': return Object.defineProperty({}, 'engine', { enumerable: true, get() { throw new Error('getter'); } });
    default: return 'fast';
  }
}
