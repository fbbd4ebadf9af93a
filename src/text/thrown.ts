/**
 * What was thrown, as text, without trusting it: anything can be thrown, including values
 * that cannot be turned into a string (a null-prototype object) and errors whose `name` or
 * `message` getter throws again.
 */
export function thrownText(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'an exception that cannot be shown';
  }
}
