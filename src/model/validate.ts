/**
 * Input checking without a search: what the widget runs before it accepts an imported
 * file, so that a bad file is refused with every error and the current game is untouched.
 */
import type { InputError } from '../contract/result.ts';
import { isTemporalInput, parseLegacy, parseTemporal } from './normalise.ts';
import { readInput } from './read-input.ts';
import { capErrors } from '../contract/errors.ts';

/** Outcome of {@link validate}: which front door the input is for and every error (empty when valid). */
export interface Validation {
  /** Which front door the input is for: `solveTemporal` (temporal) or `solve` (legacy). */
  kind: 'temporal' | 'legacy';
  /** Every problem found (at most 100 and one `too_many_errors`); empty when the input is valid. */
  errors: InputError[];
}

/**
 * Checks an input exactly as `solveTemporal()` (when it has a `schema`, `reports` or
 * `phases` key) or `solve()` would, without searching: schema errors and semantic errors
 * (unknown players or characters, payloads, phase order…), each with code, JSON path and
 * message. Never throws.
 */
export function validate(raw: unknown): Validation {
  // Routed on the checked copy, so that the caller's object is read once, the same way as
  // by the search.
  const read = readInput(raw);
  if (!read.ok) return { kind: isTemporalInput(raw) ? 'temporal' : 'legacy', errors: capErrors(read.errors) };
  const input = read.value;
  if (isTemporalInput(input)) {
    const parsed = parseTemporal(input);
    return { kind: 'temporal', errors: parsed.ok ? [] : parsed.errors };
  }
  const parsed = parseLegacy(input);
  return { kind: 'legacy', errors: parsed.ok ? [] : parsed.errors };
}
