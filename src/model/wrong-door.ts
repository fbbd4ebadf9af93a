/**
 * The library has two front doors: `solveTemporal()` for `botc-temporal-v1` histories and
 * `solve()` for the legacy first-night input. An input given to the other door fails with
 * a dozen errors about its fields ("remove schema", "kind must be one of …"), none of which
 * says the fix. This names it, as one more error put first.
 */
import { capErrors, inputError } from '../contract/errors.ts';
import type { InputError } from '../contract/result.ts';
import { isTemporalInput } from './input-kind.ts';

/**
 * An input error saying that `input` is for the other front door, or null when it is not,
 * or when the input cannot be read (a revoked proxy, a throwing getter: its errors say so).
 */
function wrongDoor(input: unknown, door: 'temporal' | 'legacy'): InputError | null {
  try {
    return doorOf(input, door);
  } catch {
    return null;
  }
}

function doorOf(input: unknown, door: 'temporal' | 'legacy'): InputError | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  // Keys that are present but undefined (from JavaScript, never from JSON) mark nothing.
  const marked = ['schema', 'reports', 'phases'].some((key) => (input as Record<string, unknown>)[key] !== undefined);
  if (door === 'legacy' && isTemporalInput(input) && marked) {
    return inputError('invalid_type', '$', 'this input is a botc-temporal-v1 history (it has "schema", "reports" or "phases"): call solveTemporal() for it; solve() takes the legacy first-night input');
  }
  if (door === 'temporal' && !isTemporalInput(input) && Object.hasOwn(input, 'players') && Object.hasOwn(input, 'evidence')) {
    return inputError('invalid_type', '$', 'this input has players and evidence but no "schema", "reports" or "phases": it reads as a legacy first-night input, for solve(); a history for solveTemporal() starts with "schema": "botc-temporal-v1"');
  }
  return null;
}

/** The errors of an input given to `door`, with the wrong-door error first when there is one. */
export function withDoorHint(errors: InputError[], input: unknown, door: 'temporal' | 'legacy'): InputError[] {
  const hint = wrongDoor(input, door);
  return hint ? capErrors([hint, ...errors]) : errors;
}
