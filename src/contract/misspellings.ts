/**
 * Misspelt field names in an input that failed its schema: each unknown key paired with the
 * field it most likely means (errors.ts words the messages). Word distance: suggest.ts; the
 * fields defined at a place: schema-fields.ts.
 */
import type { core } from 'zod';
import type { PathSegment } from './json-path.ts';
import { closestWord, misspellingDistance } from './suggest.ts';
import { fieldsAt } from './schema-fields.ts';

/**
 * What the unknown keys of an input were likely meant to be: `meant` gives the field an
 * unknown key resembles (a required one missing beside it, else one the schema defines
 * there), `written` the unknown key given beside a missing required field.
 */
export interface Misspelt {
  meant(parent: readonly PathSegment[], key: string): string | null;
  written(at: readonly PathSegment[]): string | null;
}

/** No suggestions (an issue translated on its own). */
export const NO_MISSPELLING: Misspelt = { meant: () => null, written: () => null };

/** The path segments of a zod issue (symbols, which JSON never has, left out). */
export function segmentsOf(issue: core.$ZodIssue): PathSegment[] {
  return issue.path.filter((s): s is PathSegment => typeof s !== 'symbol');
}

/** A required field the issue says is missing (its value undefined), or null. */
function missingField(issue: core.$ZodIssue): { parent: string; key: string } | null {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_value') return null;
  if ((issue as { input?: unknown }).input !== undefined) return null;
  const at = segmentsOf(issue);
  const key = at[at.length - 1];
  return typeof key === 'string' ? { parent: JSON.stringify(at.slice(0, -1)), key } : null;
}

/**
 * Pair unknown keys with the fields they most likely mean: first with required fields
 * missing beside them, closest pairs first (so `Player` wins over `layers` for a missing
 * `player`, whatever their order), then each one left with a field the schema defines at
 * that place and the object lacks (`fieldsAt`).
 */
export function misspellings(issues: readonly core.$ZodIssue[], checked?: Checked): Misspelt {
  const missing = new Map<string, string[]>();
  for (const issue of issues) {
    const field = missingField(issue);
    if (field) missing.set(field.parent, [...missing.get(field.parent) ?? [], field.key]);
  }
  const unknown = issues.flatMap((issue) => (issue.code === 'unrecognized_keys'
    ? issue.keys.map((key) => ({ at: segmentsOf(issue), parent: JSON.stringify(segmentsOf(issue)), key })) : []));
  const meant = new Map<string, string>();
  const written = new Map<string, string>();
  const pair = (parent: string, key: string, field: string) => {
    meant.set(`${parent}\u0000${key}`, field);
    written.set(`${parent}\u0000${field}`, key);
  };
  const pairs = unknown.flatMap(({ parent, key }, order) => (missing.get(parent) ?? []).flatMap((field) => {
    const distance = misspellingDistance(key, field);
    return distance === null ? [] : [{ parent, key, field, distance, order }];
  }));
  pairs.sort((a, b) => a.distance - b.distance || a.order - b.order);
  for (const { parent, key, field, distance } of pairs) {
    if (meant.has(`${parent}\u0000${key}`) || written.has(`${parent}\u0000${field}`)) continue;
    // Two missing fields as close to one key: which one it meant cannot be told.
    const rival = pairs.some((q) => q.parent === parent && q.key === key && q.field !== field && q.distance === distance);
    if (!rival) pair(parent, key, field);
  }
  for (const { at, parent, key } of unknown) {
    if (!checked || meant.has(`${parent}\u0000${key}`)) continue;
    const object = valueAt(checked.input, at);
    const has = (f: string) => object !== null && typeof object === 'object' && (object as Record<string, unknown>)[f] !== undefined;
    const absent = (fieldsAt(checked.schema, checked.input, at) ?? []).filter((f) => !has(f) && !written.has(`${parent}\u0000${f}`));
    const field = closestWord(key, absent);
    if (field !== null) meant.set(`${parent}\u0000${key}`, field);
  }
  return {
    meant: (parent, key) => meant.get(`${JSON.stringify(parent)}\u0000${key}`) ?? null,
    written: (at) => written.get(`${JSON.stringify(at.slice(0, -1))}\u0000${String(at[at.length - 1])}`) ?? null,
  };
}

/** The schema an input was checked against, and that input: where unknown fields are, which fields were meant. */
export interface Checked {
  schema: unknown;
  input: unknown;
}

/** The value at `path` of `input` (undefined where there is none). */
function valueAt(input: unknown, path: readonly PathSegment[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment as string];
  }
  return value;
}
