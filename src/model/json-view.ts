/**
 * Defensive readers for raw JSON. Semantic checks run on the raw input even when the
 * schema found problems, so every field is read through these guards and a field of
 * the wrong type is simply skipped (the schema has already reported it).
 */

/** A plain JSON object (not null, not an array). */
export type JsonObject = Record<string, unknown>;

/** True for a plain object. */
export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value when it is an array, else null. */
export function listOf(value: unknown): readonly unknown[] | null {
  return Array.isArray(value) ? value : null;
}

/** The value when it is a string, else null. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The value when it is a safe integer, else null. */
export function intOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** True when the object has its own key `key` with a defined value. */
export function has(row: JsonObject, key: string): boolean {
  return Object.hasOwn(row, key) && row[key] !== undefined;
}

/**
 * Whether a row constrains the search: not disabled and not a claim. A row without
 * `mode` counts as active (legacy rows default to 'assumption'; in the temporal
 * schema a missing mode is already an error).
 */
export function isActiveRow(row: JsonObject): boolean {
  return row.enabled !== false && row.mode !== 'claim';
}
