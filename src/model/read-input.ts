/**
 * The first step of every front door: a plain-data copy of whatever the caller passed,
 * with every size limit of `LIMITS` checked on the way, before any schema work.
 *
 * Inputs normally come from `JSON.parse`, but the library is also called from pages'
 * JavaScript, so the value may hold getters, proxies, cycles, holes, functions or objects
 * whose reads throw. The copy reads own enumerable data properties only, through property
 * descriptors (a getter is never invoked), each read guarded; anything that is not plain
 * data is an `unreadable` error at its path. The walk is iterative (an explicit stack), so
 * no nesting depth can overflow the call stack, and it stops descending at the first
 * breach, so a list of a million rows costs one length check.
 */
import type { InputError } from '../contract/result.ts';
import { jsonPath, type PathSegment } from '../contract/json-path.ts';
import { LIMITS } from '../contract/sizes.ts';
import { num } from '../text/number.ts';
import { thrownText } from '../text/thrown.ts';

/** Outcome of {@link readInput}: the copy, or every size and readability error. */
export type ReadOutcome = { ok: true; value: unknown } | { ok: false; errors: InputError[] };

/** Lists with their own limit, by the field that holds them; any other list has `listItems`. */
const LIST_LIMITS: Readonly<Record<string, { limit: number; name: string }>> = {
  evidence: { limit: LIMITS.rows, name: 'rows' },
  reports: { limit: LIMITS.rows, name: 'rows' },
  phases: { limit: LIMITS.phases, name: 'phases' },
  events: { limit: LIMITS.eventsPerDay, name: 'eventsPerDay' },
  actions: { limit: LIMITS.actionsPerNight, name: 'actionsPerNight' },
};

/** Objects with their own limit on fields, by the field that holds them: a witness has one entry per report. */
const OBJECT_LIMITS: Readonly<Record<string, { limit: number; name: string }>> = {
  reportNights: { limit: LIMITS.rows, name: 'rows' },
};

/** Fields whose strings are free text (names, notes) rather than ids or enum values. */
const TEXT_FIELDS = new Set(['name', 'source']);

/** A path as a chain of links to the parent, so that a path string is built only for an error. */
interface PathLink { parent: PathLink | null; key: PathSegment }

function pathOf(link: PathLink | null, root: string): string {
  const segments: PathSegment[] = [];
  for (let l = link; l; l = l.parent) segments.push(l.key);
  return jsonPath(segments.reverse(), root);
}

/** What was being copied: the source object, its copy, its remaining keys, where it sits. */
interface Frame {
  source: object;
  copy: Record<string, unknown> | unknown[];
  keys: readonly PathSegment[];
  next: number;
  link: PathLink | null;
  depth: number;
}

/**
 * Copies `input` as plain data, checking every limit of `LIMITS` but the byte size of JSON
 * text (the caller that has the text checks that, see {@link textTooLarge}). `root` names
 * the value in paths (`$` for an input, `$witness` for a witness). Never throws.
 */
export function readInput(input: unknown, root = '$'): ReadOutcome {
  const errors: InputError[] = [];
  /** One `too_large` error; `unit` names what is counted ("entries", "characters"…). */
  const tooLarge = (link: PathLink | null, unit: string, limit: number, actual: number, limitName: string) => {
    const path = pathOf(link, root);
    errors.push({
      code: 'too_large', path, limit, actual,
      message: `${path} has ${actual > limit && limitName === 'values' ? 'more than ' : ''}${num(limitName === 'values' ? limit : actual)} ${unit}; the most allowed is ${num(limit)} (LIMITS.${limitName})`,
    });
  };
  const unreadable = (link: PathLink | null, why: string) => {
    const path = pathOf(link, root);
    errors.push({ code: 'unreadable', path, message: `${path} cannot be read as plain data: ${why}` });
  };
  const onPath = new Set<object>();
  const stack: Frame[] = [];

  /** Checks a scalar and returns it, or reports it; objects are opened by `open`. */
  const scalar = (value: unknown, link: PathLink | null, field: PathSegment | undefined): unknown => {
    if (value === null) return null;
    switch (typeof value) {
      case 'string': {
        const text = typeof field === 'string' && TEXT_FIELDS.has(field);
        const limit = text ? LIMITS.textChars : LIMITS.idChars;
        if (value.length > limit) tooLarge(link, 'characters', limit, value.length, text ? 'textChars' : 'idChars');
        return value;
      }
      case 'number': case 'boolean': case 'undefined':
        return value;
      default:
        unreadable(link, `a ${typeof value} is not JSON data`);
        return undefined;
    }
  };

  /** Starts copying an object or list: checks its size and pushes its frame. */
  const open = (source: object, link: PathLink | null, field: PathSegment | undefined, depth: number): unknown => {
    if (onPath.has(source)) {
      unreadable(link, 'it contains itself (a cycle)');
      return undefined;
    }
    if (depth > LIMITS.depth) {
      tooLarge(link, 'levels of nesting', LIMITS.depth, depth, 'depth');
      return undefined;
    }
    try {
      if (Array.isArray(source)) {
        const length: unknown = Reflect.getOwnPropertyDescriptor(source, 'length')?.value;
        if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) { unreadable(link, 'a list without a whole-number length'); return undefined; }
        const own = typeof field === 'string' ? LIST_LIMITS[field] : undefined;
        const limit = own?.limit ?? LIMITS.listItems;
        if (length > limit) { tooLarge(link, 'entries', limit, length, own?.name ?? 'listItems'); return undefined; }
        const keys: number[] = [];
        for (let i = 0; i < length; i++) keys.push(i);
        const copy: unknown[] = [];
        stack.push({ source, copy, keys, next: 0, link, depth });
        onPath.add(source);
        return copy;
      }
      // Only plain objects: a typed array or a String object would list every index as a
      // key before any limit could be checked, and no JSON value is either.
      const proto: unknown = Reflect.getPrototypeOf(source);
      if (proto !== null && Reflect.getPrototypeOf(proto as object) !== null) {
        unreadable(link, 'not a plain object (an instance of a class, a typed array, a String or Date object…)');
        return undefined;
      }
      const own = typeof field === 'string' ? OBJECT_LIMITS[field] : undefined;
      const limit = own?.limit ?? LIMITS.objectKeys;
      const allKeys = Reflect.ownKeys(source);
      if (allKeys.length > limit) { tooLarge(link, 'fields', limit, allKeys.length, own?.name ?? 'objectKeys'); return undefined; }
      const keys = allKeys.filter((k): k is string => typeof k === 'string');
      const copy: Record<string, unknown> = {};
      stack.push({ source, copy, keys, next: 0, link, depth });
      onPath.add(source);
      return copy;
    } catch (error) {
      unreadable(link, `reading it threw (${thrownText(error).slice(0, 200)})`);
      return undefined;
    }
  };

  /** Reads one own property through its descriptor (never through a getter). */
  const readOwn = (frame: Frame, key: PathSegment, link: PathLink): { value: unknown } | null => {
    try {
      const descriptor = Reflect.getOwnPropertyDescriptor(frame.source, key);
      if (!descriptor) {
        if (typeof key === 'number') unreadable(link, 'a hole in a list (no entry at this index)');
        return null;
      }
      if (!descriptor.enumerable && typeof key === 'string') return null;
      if (!('value' in descriptor)) { unreadable(link, 'a getter (only data properties are read)'); return null; }
      return { value: descriptor.value };
    } catch (error) {
      unreadable(link, `reading it threw (${thrownText(error).slice(0, 200)})`);
      return null;
    }
  };

  const place = (frame: Frame, key: PathSegment, value: unknown) => {
    if (Array.isArray(frame.copy)) frame.copy.push(value);
    else if (key === '__proto__') Object.defineProperty(frame.copy, key, { value, enumerable: true, writable: true, configurable: true });
    else frame.copy[key as string] = value;
  };

  let values = 1;
  const result = input !== null && typeof input === 'object' ? open(input, null, undefined, 1) : scalar(input, null, undefined);
  // At the error cap nothing more would be listed, so the walk stops there too.
  while (stack.length > 0 && errors.length < LIMITS.errors) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.keys.length) {
      stack.pop();
      onPath.delete(frame.source);
      continue;
    }
    const key = frame.keys[frame.next++]!;
    const link: PathLink = { parent: frame.link, key };
    if (typeof key === 'string' && key.length > LIMITS.idChars) {
      tooLarge(link, 'characters in its key', LIMITS.idChars, key.length, 'idChars');
      continue;
    }
    const read = readOwn(frame, key, link);
    if (!read) continue;
    if (++values > LIMITS.values) {
      tooLarge(null, 'values (objects, lists, strings, numbers)', LIMITS.values, values, 'values');
      break;
    }
    const field = typeof key === 'string' ? key : listField(frame);
    const { value } = read;
    place(frame, key, value !== null && typeof value === 'object'
      ? open(value, link, field, frame.depth + 1)
      : scalar(value, link, field));
  }
  if (stack.length > 0 && errors.length >= LIMITS.errors) {
    errors.push({
      code: 'too_many_errors', path: '$', limit: LIMITS.errors,
      message: `the input was not read past its first ${num(LIMITS.errors)} errors; it may hold more`,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: result };
}

/**
 * For an entry of a list, the field that holds the list, so that its strings are measured
 * as that field's (a list under `name` would hold text); rows of the lists with their own
 * limit are not themselves such lists.
 */
function listField(frame: Frame): PathSegment | undefined {
  const key = frame.link?.key;
  return typeof key === 'string' && !LIST_LIMITS[key] ? key : undefined;
}

/**
 * The `too_large` error for JSON text of `bytes` bytes when it is over `LIMITS.inputBytes`,
 * else null. For callers that read text (the CLI, the widget's import) before parsing it;
 * `partial`: reading stopped there, so the text is at least that long.
 */
export function textTooLarge(bytes: number, what = 'the input', partial = false): InputError | null {
  if (bytes <= LIMITS.inputBytes) return null;
  return {
    code: 'too_large', path: '$', limit: LIMITS.inputBytes, actual: bytes,
    message: `${what} is ${partial ? 'more than ' : ''}${num(partial ? LIMITS.inputBytes : bytes)} bytes; the most a game file may be is ${num(LIMITS.inputBytes)} (LIMITS.inputBytes)`,
  };
}
