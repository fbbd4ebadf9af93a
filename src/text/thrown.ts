/** Longest text kept of a thrown value (an answer never carries unbounded text). */
const MAX_CHARS = 1000;

/**
 * What was thrown, as text, without trusting it: anything can be thrown, including values
 * that cannot be turned into a string (a null-prototype object) and errors whose `name` or
 * `message` getter throws again. At most 1000 characters.
 */
export function thrownText(error: unknown): string {
  try {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text;
  } catch {
    return 'an exception that cannot be shown';
  }
}
