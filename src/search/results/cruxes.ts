/**
 * Cruxes (contract, legacy result `topCruxes`): questions about a player's actual
 * character whose answer splits the retained candidates. Splits between good, Minion
 * and Demon rank first, then the evenness of the split. Counts are of retained
 * candidates, never odds.
 */
import { ROLE_IDS, ROLES, TEAM_OF_CODE } from '../../rules/roles.ts';
import type { Crux } from '../../contract/result.ts';
import type { Game } from '../../model/game.ts';

const CLASS = ['good', 'good', 'minion', 'demon'] as const;

function nextStep(game: Game, seat: number): string {
  const name = game.names[seat]!;
  const claimed = game.evidence.some((e) => (e.kind === 'testimony' || e.kind === 'role') && e.seat === seat);
  if (!claimed) return `Ask ${name} which character they claim.`;
  const pairReport = game.reports.find((r) => r.targets?.includes(seat));
  if (pairReport) {
    const other = pairReport.targets!.find((t) => t !== seat)!;
    return `Seek corroboration of ${game.names[pairReport.seat]}'s information naming ${name} and ${game.names[other]}.`;
  }
  const n = game.n;
  const empath = game.reports.find((r) => ROLE_IDS[r.role] === 'empath' && (r.seat === (seat + 1) % n || r.seat === (seat + n - 1) % n));
  if (empath) return `Ask ${game.names[empath.seat]} to confirm their Empath number: ${name} is one of their first-night neighbours.`;
  return `Look for information about ${name}'s character.`;
}

/** Up to three cruxes over the retained worlds, each given by its assignment (a character code per seat). */
export function topCruxes(game: Game, assignments: readonly (readonly number[])[], complete: boolean): Crux[] {
  if (assignments.length < 2) return [];
  const basis = complete
    ? 'Counts of initial assignments that remain possible; not probabilities.'
    : 'Counts of examples found before the search stopped, not probabilities; the search was not complete, so these clear nobody.';
  const scored = game.playerIds.map((id, seat) => {
    const byClass = new Map<string, number>();
    const byRole = new Map<number, number>();
    for (const roles of assignments) {
      const code = roles[seat]!;
      const cls = CLASS[TEAM_OF_CODE[code]!]!;
      byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
      byRole.set(code, (byRole.get(code) ?? 0) + 1);
    }
    const classSplit = byClass.size > 1 ? Math.min(...byClass.values()) : 0;
    const roleSplit = byRole.size > 1 ? Math.min(...byRole.values()) : 0;
    return { id, seat, byClass, byRole, score: [byClass.size > 1 ? 1 : 0, classSplit, roleSplit] as const };
  }).filter((x) => x.byRole.size > 1);
  scored.sort((a, b) => b.score[0] - a.score[0] || b.score[1] - a.score[1] || b.score[2] - a.score[2] || a.seat - b.seat);
  return scored.slice(0, 3).map((x) => {
    const byClassQuestion = x.byClass.size > 1;
    const answers = byClassQuestion
      ? [...x.byClass].map(([cls, count]) => ({ answer: cls, role: cls as 'good' | 'minion' | 'demon', count }))
      : [...x.byRole].map(([code, count]) => ({ answer: ROLES[code]!.name, role: ROLE_IDS[code]!, count }));
    answers.sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer));
    return {
      player: x.id,
      question: byClassQuestion ? `Is ${game.names[x.seat]} good, a Minion or the Demon?` : `Which character is ${game.names[x.seat]}?`,
      answers,
      basis,
      nextStep: nextStep(game, x.seat),
    };
  });
}
