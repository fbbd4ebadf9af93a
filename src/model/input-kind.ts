/**
 * Which front door an input is for, without loading the validator (the worker client and
 * the widget ask before anything is sent to the worker).
 */

/** True when the input declares itself a `botc-temporal-v1` history (`input.schema`). Never throws. */
export function isTemporalInput(input: unknown): boolean {
  try {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return false;
    // Any temporal-only key routes the input to the temporal validator, so a wrong or
    // misspelled schema value is reported as such instead of as a legacy input.
    return ['schema', 'reports', 'phases'].some((k) => Object.hasOwn(input, k));
  } catch {
    return false;
  }
}
