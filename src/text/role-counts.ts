/**
 * How often each seat starts as each character across a list of candidates: the counts
 * the CLI summary (`imp×2`) and the widget's seat table show beside a seat's characters.
 */

/** A candidate as far as counting goes: its starting character per player id. */
export interface Assigned {
  assignments: Readonly<Record<string, string>>;
}

/** Per player id, how many of `candidates` start that seat as each character (by role id). */
export function countRoles(candidates: readonly Assigned[]): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (const c of candidates) {
    for (const [player, role] of Object.entries(c.assignments)) {
      let m = counts.get(player);
      if (!m) counts.set(player, (m = new Map()));
      m.set(role, (m.get(role) ?? 0) + 1);
    }
  }
  return counts;
}
