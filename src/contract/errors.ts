/**
 * Input errors: value descriptions for messages, and the translation of zod issues into
 * the public `InputError` shape (`src/contract/result.ts`), each at its JSON path
 * (json-path.ts).
 */
import type { core } from 'zod';
import type { ErrorCode, InputError } from './result.ts';
import { LIMITS } from './sizes.ts';
import { num } from '../text/number.ts';
import { closestWord, didYouMean } from './suggest.ts';
import { NO_MISSPELLING, misspellings, segmentsOf, type Checked, type Misspelt } from './misspellings.ts';
import { jsonPath } from './json-path.ts';

/** Build one error. */
export function inputError(code: ErrorCode, path: string, message: string): InputError {
  return { code, path, message };
}

/** Short, readable rendering of an input value for an error message. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
}

/** Readable name of a zod `expected` type. */
function typeName(expected: string): string {
  switch (expected) {
    case 'int':
    case 'number': return 'an integer'; // every number in both input contracts is an integer
    case 'string': return 'a string';
    case 'boolean': return 'true or false';
    case 'object': return 'an object';
    case 'array': return 'a list';
    case 'null': return 'null';
    case 'record': return 'an object';
    default: return expected;
  }
}

function quoteList(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** Every alternative type a union accepted, when each branch failed on type alone. */
function unionExpectation(issue: core.$ZodIssueInvalidUnion): string | null {
  const names: string[] = [];
  for (const branch of issue.errors) {
    const first = branch[0];
    if (branch.length !== 1 || !first || first.path.length !== 0) return null;
    if (first.code === 'invalid_type') names.push(typeName(first.expected));
    else if (first.code === 'invalid_value') names.push(quoteList(first.values));
    else return null;
  }
  return names.length > 0 ? [...new Set(names)].join(' or ') : null;
}

/** Lists whose items are rows with an `enabled` switch. */
const ROW_LISTS = new Set(['evidence', 'reports', 'actions', 'events']);

/**
 * Translate one zod issue into one or more input errors. Unrecognised keys become one
 * `unknown_field` error per key, whose path ends at that key; out-of-range numbers and
 * list lengths become `out_of_range`; every other shape problem is `invalid_type`.
 */
export function issueToErrors(issue: core.$ZodIssue, misspelt: Misspelt = NO_MISSPELLING): InputError[] {
  const at = segmentsOf(issue);
  const path = jsonPath(at);
  const got = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'unrecognized_keys': {
      // On a row that can be switched off, say that switching it off does not excuse the key.
      const onRow = typeof at[at.length - 1] === 'number' && ROW_LISTS.has(String(at[at.length - 2]));
      return issue.keys.map((key) => {
        const p = jsonPath([...at, key]);
        const meant = misspelt.meant(at, key);
        return inputError('unknown_field', p, `${p}: "${key}" is not a field the contract defines here; ${meant === null
          ? 'remove it' : `did you mean ${JSON.stringify(meant)}?`}${onRow ? ' (unknown fields are rejected even on disabled rows)' : ''}`);
      });
    }
    case 'invalid_type':
      if (got === undefined) {
        const written = misspelt.written(at);
        return [inputError('invalid_type', path, `${path} is required but missing${besideNote(written)}`)];
      }
      return [inputError('invalid_type', path,
        `${path} must be ${typeName(issue.expected)}; got ${describe(got)}`)];
    case 'invalid_value': {
      const written = got === undefined ? misspelt.written(at) : null;
      return [inputError('invalid_type', path,
        `${path} must be ${issue.values.length === 1 ? '' : 'one of '}${quoteList(issue.values)}; got ${describe(got)}${didYouMean(got, issue.values)}${besideNote(written)}`)];
    }
    case 'invalid_union': {
      if (issue.discriminator !== undefined && 'options' in issue && issue.errors.length === 0) {
        // a discriminated union whose `kind` / `phase` matched no option
        const row = got as Record<string, unknown> | undefined;
        const value = row && typeof row === 'object' ? row[issue.discriminator] : undefined;
        const options = quoteList(issue.options ?? []);
        // A misspelt discriminator ("knd") is never reported as an unknown key: the row's
        // shape is not known without it. Name it here.
        const written = value === undefined && row && typeof row === 'object' ? closestWord(issue.discriminator, Object.keys(row)) : null;
        return [inputError('invalid_type', path, value === undefined
          ? `${path} is required but missing (one of ${options})${written === null ? '' : `; is ${JSON.stringify(written)} a misspelling of it?`}`
          : `${path} must be one of ${options}; got ${describe(value)}${didYouMean(value, issue.options ?? [])}`)];
      }
      const expected = unionExpectation(issue);
      return [inputError('invalid_type', path, expected
        ? `${path} must be ${expected}; got ${describe(got)}`
        : `${path} does not match any accepted shape; got ${describe(got)}`)];
    }
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const word = issue.code === 'too_small' ? 'at least' : 'at most';
      const limit = issue.inclusive ? bound : issue.code === 'too_small' ? bound + 1 : bound - 1;
      if (issue.origin === 'array') {
        const n = Array.isArray(got) ? got.length : '?';
        return [inputError('out_of_range', path, `${path} must have ${word} ${limit} entries; got ${n}`)];
      }
      if (issue.origin === 'string') {
        return [inputError('invalid_type', path, `${path} must not be empty`)];
      }
      return [inputError('out_of_range', path, `${path} must be ${word} ${limit}; got ${describe(got)}`)];
    }
    default:
      return [inputError('invalid_type', path, `${path}: ${issue.message}`)];
  }
}

/** The note on a missing field that an unknown key beside it was likely meant to be ('' when none). */
function besideNote(written: string | null): string {
  return written === null ? '' : ` (is ${JSON.stringify(written)}, given beside it, a misspelling of it?)`;
}

/**
 * Translate every zod issue, in order, dropping exact duplicates. With `checked`, an
 * unknown field also names the field it most likely means.
 */
export function zodErrors(issues: readonly core.$ZodIssue[], checked?: Checked): InputError[] {
  const misspelt = misspellings(issues, checked);
  return dedupeErrors(issues.flatMap((issue) => issueToErrors(issue, misspelt)));
}

/** Remove errors identical in code, path and message, keeping the first. */
export function dedupeErrors(errors: readonly InputError[]): InputError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}\u0000${e.path}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * At most `LIMITS.errors` errors, the rest counted by code in one last `too_many_errors`
 * error at `$` (its `limit` is `LIMITS.errors`, its `actual` the number of errors in all),
 * so that an answer stays small however many rows are wrong. A list that already ends with
 * its own summary (the reader stopped there) is kept as it is.
 */
export function capErrors<E extends { code: string; path: string; message: string }>(errors: readonly E[]): (E | InputError)[] {
  if (errors.length <= LIMITS.errors) return [...errors];
  if (errors.length === LIMITS.errors + 1 && errors[LIMITS.errors]!.code === 'too_many_errors') return [...errors];
  const kept: (E | InputError)[] = errors.slice(0, LIMITS.errors);
  const byCode = new Map<string, number>();
  for (let i = LIMITS.errors; i < errors.length; i++) byCode.set(errors[i]!.code, (byCode.get(errors[i]!.code) ?? 0) + 1);
  const counts = [...byCode].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([code, n]) => `${num(n)} ${code}`);
  kept.push({
    ...inputError('too_many_errors', '$',
      `${num(errors.length - LIMITS.errors)} more errors are not listed (${counts.join(', ')}); fix the ones above and check again`),
    limit: LIMITS.errors, actual: errors.length,
  });
  return kept;
}
