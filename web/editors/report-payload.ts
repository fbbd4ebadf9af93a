/**
 * What a report row may hold, for the report editor: which payload values each reporting
 * character can carry, which nights it can be placed on, and how a new row starts.
 * Plain functions over plain JSON (the library's rule tables are plain data, no zod), so
 * the editor's pickers and the library's semantic checks agree on what is legal.
 */
import {
  NIGHTS_OF, PAYLOAD_FIELDS, PAYLOAD_OF, inNightRange, isReportRole,
} from '../../src/model/report-rules.ts';
import type { PayloadField, ReportRole } from '../../src/model/report-rules.ts';
import type { TemporalInput, TemporalReport } from '../model/game.ts';
import { roleTeam, type Team } from '../ui/roles.ts';

/** The character type a Washerwoman, Librarian or Investigator learns (the others learn no type). */
export const LEARNED_TEAM: Readonly<Partial<Record<ReportRole, Team>>> = {
  washerwoman: 'Townsfolk',
  librarian: 'Outsider',
  investigator: 'Minion',
};

/**
 * Highest number a counting character can learn in a game of `seats` players, or null
 * for characters that learn no count. The Chef's bound is the player count, as the
 * library checks it; the Empath has only two living neighbours.
 */
export function countMax(role: string, seats: number): number | null {
  if (role === 'chef') return seats;
  if (role === 'empath') return 2;
  return null;
}

/**
 * True when a report of `role` can carry `value` in payload `field`: the character's
 * ability has the field, and the value is of the kind that ability gives (a count for
 * the Chef and Empath, yes/no for the Fortune Teller, only 0 for the Librarian, a learned
 * character of the right type, "no information" only for the Undertaker).
 */
export function canCarry(role: ReportRole, field: PayloadField, value: unknown, seats: number): boolean {
  if (!PAYLOAD_OF[role].includes(field)) return false;
  if (field === 'value') {
    if (role === 'fortune_teller') return typeof value === 'boolean';
    if (role === 'librarian') return value === 0;
    const max = countMax(role, seats);
    return typeof value === 'number' && max !== null && value >= 0 && value <= max;
  }
  if (field === 'targetRole') {
    if (value === null) return role === 'undertaker';
    const team = LEARNED_TEAM[role];
    return team === undefined || (typeof value === 'string' && roleTeam(value) === team);
  }
  return true;
}

/**
 * A copy of `row` reporting as `role`. Payload fields the new character cannot carry
 * are dropped, every other field (ids, night, provenance, fitting payload) is kept, so a
 * slip of the character picker loses as little of what the user typed as the rules allow.
 * An unknown `role` drops nothing: the row is then only being repaired by hand.
 */
export function withRole(row: TemporalReport, role: string, seats: number): TemporalReport {
  const next: TemporalReport = { ...row, role };
  if (!isReportRole(role)) return next;
  for (const field of PAYLOAD_FIELDS) {
    if (Object.hasOwn(next, field) && !canCarry(role, field, next[field], seats)) delete next[field];
  }
  // A night the new character cannot wake on becomes "unknown night" (searched over the
  // eligible ones), and a Spy's report needs its grimoire, even an empty one.
  if (typeof next.night === 'number' && !inNightRange(NIGHTS_OF[role], next.night)) next.night = null;
  if (role === 'spy' && next.grimoire === undefined) next.grimoire = {};
  return next;
}

/** Night numbers recorded in the history, in order, each once. */
export function recordedNights(game: TemporalInput): number[] {
  const nights = (game.phases ?? []).flatMap((p) => (p.phase === 'night' ? [p.number] : []));
  return [...new Set(nights)].sort((a, b) => a - b);
}

/** Recorded nights on which `role` can wake with information (all recorded nights for an unknown role). */
export function nightChoices(game: TemporalInput, role: string): number[] {
  const nights = recordedNights(game);
  return isReportRole(role) ? nights.filter((n) => inNightRange(NIGHTS_OF[role], n)) : nights;
}

/** Every row id used anywhere in the game, so a new row never reuses one. */
function usedIds(game: TemporalInput): Set<string> {
  const ids = new Set<string>();
  const rows: { id?: string }[] = [...(game.evidence ?? []), ...(game.reports ?? [])];
  for (const phase of game.phases ?? []) rows.push(...(phase.phase === 'night' ? phase.actions ?? [] : phase.events));
  for (const row of rows) if (typeof row.id === 'string') ids.add(row.id);
  return ids;
}

/**
 * A new report of `role`: given to the first player who claims that character (else the
 * first seat), on the first eligible night that player has no report for yet (else an
 * unknown night), as a trusted-if-good assumption. The payload starts empty so the user
 * enters what was learned; only the Spy starts with an empty grimoire, which says nothing.
 */
export function newReport(game: TemporalInput, role: ReportRole): TemporalReport {
  const claimant = (game.evidence ?? []).find((e) => e.kind === 'testimony' && e.role === role && e.enabled !== false);
  const player = claimant && 'player' in claimant ? claimant.player : game.players[0]?.id ?? '';
  const taken = new Set((game.reports ?? []).filter((r) => r.player === player).map((r) => r.night));
  const night = nightChoices(game, role).find((n) => !taken.has(n)) ?? null;
  const ids = usedIds(game);
  let k = 1;
  while (ids.has(`r${k}`)) k++;
  const row: TemporalReport = { id: `r${k}`, player, role, night, authenticity: 'good', mode: 'assumption' };
  if (role === 'spy') row.grimoire = {};
  return row;
}
