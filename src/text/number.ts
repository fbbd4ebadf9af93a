/**
 * Whole numbers for messages: `1234567` → `1,234,567`. By hand: the first `toLocaleString`
 * of a process loads the ICU locale data, some 25 ms of the CLI's start.
 */
export function num(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const digits = String(Math.abs(Math.round(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}
