/**
 * Paths into an input: one step is an object key or an array index, and a path is written
 * as a JSON path rooted at `$` (`$.reports[2].targets[0]`). The floor under the error
 * messages and the misspelling checks, which both name where something is.
 */

/** One step of a path into the input: an object key or an array index. */
export type PathSegment = string | number;

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * JSON path string for a list of segments, rooted at `$`:
 * `['reports', 2, 'targets', 0]` → `$.reports[2].targets[0]`. Keys that are not plain
 * identifiers (player ids with spaces, say) are written as `["key"]`.
 */
export function jsonPath(segments: readonly PathSegment[], root = '$'): string {
  let out = root;
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (PLAIN_KEY.test(s)) out += `.${s}`;
    else out += `[${JSON.stringify(s)}]`;
  }
  return out;
}
