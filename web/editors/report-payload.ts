/**
 * What a report row may hold, for the report editor: which payload values each reporting
 * character can carry, which nights it can be placed on, and how a new row starts.
 * Plain functions over plain JSON, read from the role table's payload specs and night
 * ranges (plain data, no zod) — the same declaration the library's semantic checks read,
 * so the editor's pickers and the checks agree on what is legal.
 */
import {
  NIGHTS_OF, PAYLOAD_FIELDS, PAYLOAD_SPEC_OF, inNightRange, isReportRole,
} from '../../src/model/report-rules.ts';
import type { PayloadField, ReportRole } from '../../src/model/report-rules.ts';
import { countMax, noneInPlayOf } from '../../src/rules/payload-spec.ts';
import type { TemporalInput, TemporalReport } from '../model/game.ts';
import { roleTeam } from '../ui/roles.ts';

/**
 * True when a report of `role` can carry `value` in payload `field`: the character's
 * payload spec has the field, and the value is of its kind — a count in range, yes/no,
 * only 0 for a "none in play" answer, a learned character of the spec's type, "no
 * information" (null) only where the spec allows it.
 */
export function canCarry(role: ReportRole, field: PayloadField, value: unknown, seats: number): boolean {
  const spec = PAYLOAD_SPEC_OF[role];
  if (field === 'value' && noneInPlayOf(spec)) return value === 0;
  const f = spec.find((x) => x.field === field);
  switch (f?.kind) {
    case undefined:
      return false;
    case 'count':
      return typeof value === 'number' && value >= 0 && value <= countMax(f, seats);
    case 'yesNo':
      return typeof value === 'boolean';
    case 'character':
      if (value === null) return f.noInfo;
      return f.team === null || (typeof value === 'string' && roleTeam(value) === f.team);
    default:
      return true;
  }
}

/** True when the character's payload has a grimoire, which a row always carries (an empty one says nothing). */
function carriesGrimoire(role: ReportRole): boolean {
  return PAYLOAD_SPEC_OF[role].some((f) => f.kind === 'grimoire');
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
  // eligible ones), and a grimoire report needs its grimoire, even an empty one.
  if (typeof next.night === 'number' && !inNightRange(NIGHTS_OF[role], next.night)) next.night = null;
  if (carriesGrimoire(role) && next.grimoire === undefined) next.grimoire = {};
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
 * enters what was learned; only a grimoire starts (empty, which says nothing).
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
  if (carriesGrimoire(role)) row.grimoire = {};
  return row;
}
