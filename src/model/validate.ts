/**
 * Input checking without a search: what the widget runs before it accepts an imported
 * file, so that a bad file is refused with every error and the current game is untouched.
 */
import type { InputError } from '../contract/result.ts';
import { isTemporalInput, parseLegacy, parseTemporal } from './normalise.ts';

/** Outcome of {@link validate}: which front door the input is for and every error (empty when valid). */
export interface Validation {
  kind: 'temporal' | 'legacy';
  errors: InputError[];
}

/**
 * Checks an input exactly as `solveTemporal()` (when it has a `schema`, `reports` or
 * `phases` key) or `solve()` would, without searching: schema errors and semantic errors
 * (unknown players or characters, payloads, phase order…), each with code, JSON path and
 * message. Never throws.
 */
export function validate(input: unknown): Validation {
  if (isTemporalInput(input)) {
    const parsed = parseTemporal(input);
    return { kind: 'temporal', errors: parsed.ok ? [] : parsed.errors };
  }
  const parsed = parseLegacy(input);
  return { kind: 'legacy', errors: parsed.ok ? [] : parsed.errors };
}
