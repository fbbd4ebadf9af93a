/**
 * The readable summary `botc-solve` prints: status, whether the search was complete
 * (or which bound stopped it), how many initial assignments there are, and the per-seat
 * answer of `possibilities`: the starting characters each seat can still have (with
 * their counts across the candidates when every assignment is listed), who can be the
 * Demon now, and the possible evil teams.
 */
import { num } from '../text/number.ts';
import type { InputError, LegacyResult, Possibilities, StopReason, TemporalResult } from '../contract/result.ts';
import { ROLE_IDS } from '../rules/roles.ts';

/** A seat as the input names it. */
export interface Seat {
  id: string;
  name?: string;
}

/** The seats of an input (`players: [{id, name}]`), or `[]` when it has none readable. */
export function seatsOf(input: unknown): Seat[] {
  if (!isRecord(input) || !Array.isArray(input.players)) return [];
  const seats: Seat[] = [];
  for (const p of input.players) {
    if (!isRecord(p) || typeof p.id !== 'string') continue;
    seats.push(typeof p.name === 'string' ? { id: p.id, name: p.name } : { id: p.id });
  }
  return seats;
}

const BOUND: Record<Exclude<StopReason, null>, string> = {
  result_limit: 'result_limit (maxResults reached)',
  node_limit: 'node_limit (maxNodes reached)',
  time_limit: 'time_limit (maxMs reached)',
  cancelled: 'cancellation (the search was cancelled)',
};

/** Evil teams listed in full up to this many. */
const TEAMS_SHOWN = 12;

function label(id: string, seats: readonly Seat[]): string {
  const seat = seats.find((s) => s.id === id);
  return seat?.name && seat.name !== id ? `${id} ${seat.name}` : id;
}

/**
 * One line per seat from the per-seat answer: the starting characters the seat can have
 * (table order; `×count` across the candidates when `counts` are given), then the
 * undecided ones (`?`), then whether it can hold the Demon now (left out when every seat
 * can: the line after the seats says so once).
 */
export function possibilityLines(
  p: Omit<Possibilities<unknown>, 'examples'>, seats: readonly Seat[],
  counts?: Map<string, Map<string, number>>,
): string[] {
  // When every seat can be the Demon now, the line after the seats says it once.
  const everyDemon = Object.values(p.seats).every((s) => s.demonNow === true);
  return Object.entries(p.seats).map(([id, seat]) => {
    const can = ROLE_IDS.filter((r) => seat.starting[r] === true);
    const open = ROLE_IDS.filter((r) => seat.starting[r] === null);
    const not = ROLE_IDS.filter((r) => seat.starting[r] === false);
    const shown = can.map((r) => (counts ? `${r}×${counts.get(id)?.get(r) ?? 0}` : r));
    // A seat that can be nearly anything reads better as what it cannot be.
    const what = can.length > ROLE_IDS.length / 2 && !counts && open.length === 0
      ? (not.length ? `any character but ${not.join(', ')}` : 'any character')
      : shown.join(', ') || (open.length ? '(none found yet)' : '(none)');
    let line = `${label(id, seats)}: ${what}`;
    if (open.length > 0) line += `; undecided: ${open.join(', ')}`;
    if (seat.demonNow === true && !everyDemon) line += ' — can be the Demon now';
    else if (seat.demonNow === null) line += ' — Demon now undecided';
    return line;
  });
}

/** Counts of each starting character per seat across candidates. */
function countRoles(candidates: readonly { assignments: Record<string, string> }[]): Map<string, Map<string, number>> {
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

/** One line per seat: `p4 D: scarlet_woman×1`, roles by falling count, then table order. */
export function seatLines(candidates: readonly { assignments: Record<string, string> }[], seats: readonly Seat[]): string[] {
  const order = seats.map((s) => s.id);
  const counts = new Map<string, Map<string, number>>();
  for (const c of candidates) {
    for (const [player, role] of Object.entries(c.assignments)) {
      if (!order.includes(player)) order.push(player);
      let m = counts.get(player);
      if (!m) counts.set(player, (m = new Map()));
      m.set(role, (m.get(role) ?? 0) + 1);
    }
  }
  const rank = (role: string): number => {
    const i = (ROLE_IDS as readonly string[]).indexOf(role);
    return i < 0 ? ROLE_IDS.length : i;
  };
  const lines: string[] = [];
  for (const id of order) {
    const m = counts.get(id);
    if (!m) continue;
    const roles = [...m.entries()]
      .sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]))
      .map(([role, n]) => `${role}×${n}`);
    lines.push(`${label(id, seats)}: ${roles.join(', ')}`);
  }
  return lines;
}

/** The summary of a solved (not `invalid`) result. */
export function formatSummary(result: TemporalResult | LegacyResult, seats: readonly Seat[]): string {
  const out: string[] = [];
  const n = result.candidates.length;
  const p = result.possibilities;
  out.push(`status: ${result.status}`);
  if (result.complete) {
    out.push('search: complete, every initial assignment was decided');
  } else if (result.stopReason === 'result_limit' && p?.complete) {
    out.push('search: complete per seat; the list of assignments stops at maxResults');
  } else {
    // The bound that left something undecided: the per-seat answer's, else the list's.
    const stop = p && !p.complete && p.stopReason ? p.stopReason : result.stopReason;
    const why = stop ? BOUND[stop] ?? stop : 'unknown reason';
    out.push(`search: INCOMPLETE, stopped by ${why}`);
  }
  const stats = result.stats;
  if (stats) out.push(`stats: ${num(stats.nodes)} nodes, ${num(stats.elapsedMs)} ms, ${stats.engine} engine`);
  if (result.status === 'contradiction') {
    out.push('candidates: 0 (no initial assignment fits the input)');
  } else if (p?.assignments.exact && p.assignments.count === n) {
    out.push(`candidates: ${num(n)} initial assignment${n === 1 ? '' : 's'}, all listed`);
  } else if (p?.assignments.exact) {
    // The reference engine counts every assignment even when it lists fewer.
    out.push(`candidates: ${num(p.assignments.count)} initial assignments (an exact count); ${num(n)} kept in --json (maxResults)`);
  } else if (p && p.assignments.count > n) {
    out.push(`candidates: at least ${num(p.assignments.count)} initial assignments (a proven minimum, not an estimate); ${num(n)} kept in --json (maxResults)`);
  } else if (result.status === 'inconclusive' || !result.complete) {
    out.push(`candidates: ${num(n)} found before the search stopped; other assignments may still be possible`);
  } else {
    out.push(`candidates: ${num(n)}`);
  }
  const ended = result.candidates.filter((c) => 'winner' in c && c.winner !== null).length;
  if (ended > 0) {
    out.push(`game over in ${num(ended)} of them (their example history ends with a winner); the game goes on in ${num(n - ended)}`);
  }
  if (p && result.status !== 'contradiction') {
    const bound = p.stopReason ? BOUND[p.stopReason] : 'a bound';
    const anyOpen = Object.values(p.seats).some((s) => s.demonNow === null || Object.values(s.starting).some((c) => c === null));
    const how = p.complete ? 'complete'
      : anyOpen ? `INCOMPLETE, stopped by ${bound}; undecided cells are marked`
        : `every seat decided; stopped by ${bound} before every evil team was`;
    // Counts only when every assignment is in the list: counts over part of it would mislead.
    const allListed = p.assignments.exact && p.assignments.count === n;
    const counts = allListed ? ' (×count across the candidates)' : '';
    out.push(`starting characters each seat can still have${counts} — ${how}:`);
    for (const line of possibilityLines(p, seats, allListed ? countRoles(result.candidates) : undefined)) out.push(`  ${line}`);
    const demons = Object.entries(p.seats).filter(([, s]) => s.demonNow === true).map(([id]) => label(id, seats));
    const undecided = Object.values(p.seats).filter((s) => s.demonNow === null).length;
    if (Object.values(p.seats).some((s) => s.demonNow !== undefined)) {
      const open = undecided ? `${demons.length ? '; ' : ''}${undecided} seat${undecided === 1 ? '' : 's'} undecided` : '';
      const every = demons.length === Object.keys(p.seats).length;
      out.push(`can be the Demon now: ${every ? 'every seat' : demons.join(', ')}${open}${!demons.length && !undecided ? 'nobody' : ''}`);
    }
    const { teams, complete } = p.evilTeams;
    const listed = teams.slice(0, TEAMS_SHOWN).map((t) => `{${t.join(', ')}}`).join(' ');
    const more = teams.length > TEAMS_SHOWN ? ` and ${num(teams.length - TEAMS_SHOWN)} more` : '';
    if (!complete && teams.length === 0) out.push('evil teams: undecided (the search stopped before finding any)');
    else out.push(`evil teams: ${complete ? '' : 'at least '}${num(teams.length)}${teams.length ? `: ${listed}${more}` : ''}`);
  } else if (n > 0) {
    out.push(`initial characters still possible (count across the ${num(n)} candidate${n === 1 ? '' : 's'}${result.complete ? '' : ' found'}):`);
    for (const line of seatLines(result.candidates, seats)) out.push(`  ${line}`);
  }
  if ('topCruxes' in result && result.topCruxes.length > 0) {
    out.push('cruxes (splits of the retained candidates, not odds):');
    for (const crux of result.topCruxes) {
      const answers = crux.answers.map((a) => `${a.answer}×${a.count}`).join(', ');
      out.push(`  ${crux.question} ${answers}`);
    }
  }
  for (const w of result.warnings ?? []) out.push(`warning: ${w}`);
  return out.join('\n');
}

/**
 * The errors of an `invalid` result, one per line with its JSON path (`$` is the input
 * object). `context` is appended to the heading, e.g. to say the paths are inside a
 * case file's `input` field.
 */
export function formatErrors(errors: readonly InputError[], context = ''): string {
  // A capped list ends with one error that counts the rest: the heading says how many in all.
  const last = errors.at(-1);
  const listed = num(errors.length - 1);
  const total = last?.code !== 'too_many_errors' ? `${errors.length} error${errors.length === 1 ? '' : 's'}`
    : last.actual !== undefined ? `${num(last.actual)} errors, the first ${listed} listed`
      : `more than ${listed} errors, the first ${listed} listed`;
  const lines = [`invalid input (${total}${context ? `; ${context}` : ''}):`];
  for (const e of errors) lines.push(`  ${String(e.path)}: [${e.code}] ${e.message}`);
  return lines.join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
