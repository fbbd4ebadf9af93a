/**
 * Generates the AssemblyScript code that saves, restores, compares and memoises the
 * history search's state, from the one table of state fields (state-fields.ts):
 * `save`/`restore`/`sameFuture` as a marked region of `assembly/world.ts` (they assign
 * its globals, so they must live there) and `assembly/memo-key.gen.ts` (the dusk key).
 * `npm run gen:vocab` writes both; a unit test fails when either is stale.
 */
import { DUSK_KEY, STATE_FIELDS, type StateField } from './state-fields.ts';

/** Words a per-seat field takes in a snapshot (assembly/layout.ts MAX_SEATS). */
const SEAT_WORDS = 16;
export const REGION_START = '// BEGIN GENERATED snapshot: src/compile/state-fields.ts, `npm run gen:vocab` — do not edit by hand.';
export const REGION_END = '// END GENERATED snapshot';

interface Placed { field: StateField; byte: number }

function placeFields(): { placed: Placed[]; bytes: number } {
  let byte = 0;
  const placed = STATE_FIELDS.map((field) => {
    if (field.shape === 'i64') byte = Math.ceil(byte / 8) * 8;
    const at = byte;
    byte += field.shape === 'seats' ? SEAT_WORDS * 4 : field.shape === 'i64' ? 8 : 4;
    return { field, byte: at };
  });
  return { placed, bytes: byte };
}

const at = (base: string, byte: number) => (byte === 0 ? base : `${base} + ${byte}`);
const loadOf = (f: StateField, base: string, byte: number) => `load<${f.shape === 'i64' ? 'i64' : 'i32'}>(${at(base, byte)})`;

/** The generated region of assembly/world.ts, markers included. */
export function snapshotRegion(): string {
  const { placed, bytes } = placeFields();
  const words = Math.ceil(bytes / 8) * 2;
  const save = placed.map(({ field: f, byte }) => (f.shape === 'seats'
    ? `  for (let s = 0; s < MAX_SEATS; s++) store<i32>(${at('base', byte)} + (<usize>s << 2), unchecked(${f.as}[s]));`
    : `  store<${f.shape === 'i64' ? 'i64' : 'i32'}>(${at('base', byte)}, ${f.as});`));
  const restore = placed.map(({ field: f, byte }) => (f.shape === 'seats'
    ? `  for (let s = 0; s < MAX_SEATS; s++) unchecked(${f.as}[s] = load<i32>(${at('base', byte)} + (<usize>s << 2)));`
    : `  ${f.as} = ${loadOf(f, 'base', byte)};`));
  const future = placed.filter(({ field }) => field.future);
  const seats = future.filter(({ field }) => field.shape === 'seats');
  const scalars = future.filter(({ field }) => field.shape !== 'seats');
  return [
    REGION_START,
    '/** Words of a saved state (see save/restore). */',
    `export const SNAP_WORDS: i32 = ${words};`,
    '',
    '/** Save the changing part of the state at `base`. */',
    'export function save(base: usize): void {', ...save, '}',
    '',
    '/** Restore a state saved at `base`. */',
    'export function restore(base: usize): void {', ...restore, '}',
    '',
    '/** Do two saved states lead to the same future (their `future` fields agree)? */',
    'export function sameFuture(a: usize, b: usize): bool {',
    ...seats.map(({ byte }) => `  for (let s = 0; s < n; s++) if (load<i32>(${at('a', byte)} + (<usize>s << 2)) != load<i32>(${at('b', byte)} + (<usize>s << 2))) return false;`),
    `  return ${scalars.map(({ field: f, byte }) => `${loadOf(f, 'a', byte)} == ${loadOf(f, 'b', byte)}`).join(' &&\n    ')};`,
    '}',
    REGION_END,
  ].join('\n');
}

/** The text of assembly/memo-key.gen.ts: the dusk key packed into words, fields in DUSK_KEY order. */
export function memoKeySource(): string {
  const byTs = new Map(STATE_FIELDS.map((f) => [f.ts, f]));
  const body: string[] = [];
  const imports = new Set<string>(['n']);
  let word = 0;
  let bit = 0;
  let parts: string[] = [];
  const flush = () => {
    if (parts.length) body.push(`  store<i32>(${at('key', word * 4)}, ${parts.join(' | ')});`);
    if (parts.length || bit) word++;
    parts = [];
    bit = 0;
  };
  for (const name of DUSK_KEY) {
    if (name === 'level') { if (bit + 16 > 32) flush(); parts.push(bit ? `(level << ${bit})` : 'level'); bit += 16; continue; }
    const f = byTs.get(name)!;
    imports.add(f.as);
    if (f.shape === 'seats') {
      flush();
      body.push('  // Characters packed 5 bits each (codes < 32), six seats per word.',
        `  for (let w = 0; w < ${Math.ceil(SEAT_WORDS / 6)}; w++) {`, '    let packed = 0;',
        '    for (let k = 0; k < 6; k++) {', '      const s = w * 6 + k;',
        `      if (s < n) packed |= (unchecked(${f.as}[s]) + 1) << (5 * k);`, '    }',
        `    store<i32>(${at('key', word * 4)} + (<usize>w << 2), packed);`, '  }');
      word += Math.ceil(SEAT_WORDS / 6);
      continue;
    }
    if (f.shape === 'i64') {
      flush();
      if (word % 2) word++;
      body.push(`  store<i64>(${at('key', word * 4)}, ${f.as});`);
      word += 2;
      continue;
    }
    if (bit + f.keyBits > 32) flush();
    const value = f.seat ? `(${f.as} + 1)` : f.as; // a seat number may be -1
    parts.push(bit ? `(${value} << ${bit})` : value);
    bit += f.keyBits;
  }
  flush();
  return [
    '// GENERATED from src/compile/state-fields.ts by `npm run gen:vocab` — do not edit by hand.',
    '// The dusk memo key of the history search (assembly/memo.ts): the DUSK_KEY fields, packed.',
    `import { ${[...imports].sort().join(', ')} } from './world';`,
    '',
    '/** Words of a key. */',
    `export const KEY_WORDS: i32 = ${word};`,
    '',
    '/** Write the key of the current state at the dusk of phase `level` at `key`. */',
    'export function writeKey(key: usize, level: i32): void {', ...body, '}',
    '',
  ].join('\n');
}

/**
 * `text` with its generated snapshot region replaced by `region`.
 * @throws Error when the markers are missing (the file was edited by hand).
 */
export function spliceRegion(text: string, region: string): string {
  const start = text.indexOf(REGION_START);
  const end = text.indexOf(REGION_END);
  if (start < 0 || end < start) throw new Error('assembly/world.ts: the generated snapshot markers are missing');
  return text.slice(0, start) + region + text.slice(end + REGION_END.length);
}
