/**
 * The readable summary `botc-solve` prints: status, whether the search was complete
 * (or which bound stopped it), how many initial assignments there are — the ordinary
 * answer first, then how many more need an unusual ruling and which, in words — and the
 * per-seat answer of `possibilities`: the starting characters each seat can still have
 * (with their counts across the candidates when every assignment is listed), who can be
 * the Demon now, and the possible evil teams; what only unusual worlds allow is always
 * marked as such, never merged into the ordinary answer.
 */
import { num } from '../text/number.ts';
import { countRoles } from '../text/role-counts.ts';
import { UNUSUAL_STANDING, needsUnusual, rulingsInWords } from '../text/unusual.ts';
import type { Cell, InputError, LegacyResult, Possibilities, StopReason, TemporalResult } from '../contract/result.ts';
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

/** Counts of each starting character per seat, over the ordinary candidates and over those that need an unusual ruling. */
export interface RoleCounts {
  ordinary: Map<string, Map<string, number>>;
  unusual: Map<string, Map<string, number>>;
}

/** What marks a possibility that only worlds needing an unusual ruling have. */
const ONLY_UNUSUAL = 'only with an unusual ruling';
/** A cell still undecided once every ordinary world is decided: no ordinary world has it. */
const UNDECIDED_UNUSUAL = 'only perhaps with an unusual ruling (undecided)';

/**
 * One line per seat from the per-seat answer: the starting characters ordinary worlds
 * allow the seat (table order; `×count` across the ordinary candidates when `counts` are
 * given), then those only worlds needing an unusual ruling allow ("only with an unusual
 * ruling: …", counted across those worlds), then the undecided ones — with, when
 * `unusualSeen` counts the kept candidates that need an unusual ruling, those of them such
 * a candidate shows — then whether it can hold the Demon now (left out when every seat
 * can: the line after the seats says so once).
 */
export function possibilityLines(
  p: Omit<Possibilities<unknown>, 'examples'>, seats: readonly Seat[],
  counts?: RoleCounts, unusualSeen?: Map<string, Map<string, number>>,
): string[] {
  // When every seat can be the Demon now, the line after the seats says it once.
  const everyDemon = Object.values(p.seats).every((s) => s.demonNow === true);
  const counted = (map: Map<string, Map<string, number>> | undefined, id: string) => (r: string) =>
    (map ? `${r}×${map.get(id)?.get(r) ?? 0}` : r);
  return Object.entries(p.seats).map(([id, seat]) => {
    const cells = (value: Cell) => ROLE_IDS.filter((r) => seat.starting[r] === value);
    const [can, unusual, open] = [cells(true), cells('unusual'), cells(null)];
    // Not possible in an ordinary world: ruled out, or only with an unusual ruling (and,
    // once the ordinary worlds are all decided, undecided only with one).
    const not = ROLE_IDS.filter((r) => seat.starting[r] === false || seat.starting[r] === 'unusual' || (p.ordinaryComplete && seat.starting[r] === null));
    // A seat that can be nearly anything reads better as what it cannot be.
    const allBut = can.length > ROLE_IDS.length / 2 && !counts && (open.length === 0 || p.ordinaryComplete);
    const what = allBut
      ? (not.length ? `any character but ${not.join(', ')}` : 'any character')
      : can.map(counted(counts?.ordinary, id)).join(', ') || (open.length ? '(none found yet)' : '(none)');
    let line = `${label(id, seats)}: ${what}`;
    // After "any character but …", "only with an unusual ruling: x" would read as if x were
    // both ruled out and allowed: say it is allowed too, with one.
    if (unusual.length > 0) {
      line += allBut
        ? `; with an unusual ruling, also ${unusual.join(', ')}`
        : `; ${ONLY_UNUSUAL}: ${unusual.map(counted(counts?.unusual, id)).join(', ')}`;
    }
    if (open.length > 0) {
      const heading = !p.ordinaryComplete ? 'undecided' : allBut ? 'with an unusual ruling, perhaps (undecided)' : UNDECIDED_UNUSUAL;
      line += `; ${heading}: ${open.join(', ')}`;
    }
    // Undecided cells a kept candidate that needs an unusual ruling shows: not yet known
    // to need one (an ordinary world may still turn up), but found.
    const found = open.filter((r) => unusualSeen?.get(id)?.has(r));
    if (found.length > 0) line += ` (found so far only in worlds that need an unusual ruling: ${found.map(counted(unusualSeen, id)).join(', ')})`;
    if (seat.demonNow === true && !everyDemon) line += ' — can be the Demon now';
    else if (seat.demonNow === 'unusual') line += ` — can be the Demon now ${ONLY_UNUSUAL}`;
    else if (seat.demonNow === null) line += p.ordinaryComplete ? ` — Demon now: ${UNDECIDED_UNUSUAL}` : ' — Demon now undecided';
    return line;
  });
}

/** One line per seat: `p4 D: scarlet_woman×1`, roles by falling count, then table order. */
export function seatLines(candidates: readonly { assignments: Record<string, string> }[], seats: readonly Seat[]): string[] {
  const counts = countRoles(candidates);
  const order = seats.map((s) => s.id);
  for (const player of counts.keys()) if (!order.includes(player)) order.push(player);
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

/** How the search was asked for, where the summary should say so. */
export interface SummaryOptions {
  /** Worlds that need an unusual ruling were left out of the search (`--no-unusual`). */
  unusualExcluded?: boolean;
  /** A history's day events and night actions, and how many of each the search did not use ({@link phaseRowsOf}). */
  phaseRows?: PhaseRows;
}

/** Day events and night actions of a history: how many there are, and how many are claims or switched off. */
export interface PhaseRows {
  events: { unused: number; total: number };
  actions: { unused: number; total: number };
}

/**
 * Counts a history's day events (unused: `mode: "claim"` or `enabled: false`) and night
 * actions (unused: `enabled: false`), read from the input as given (the result's
 * `coverage` counts only evidence rows and reports). Anything that is not a list is skipped.
 */
export function phaseRowsOf(input: unknown): PhaseRows {
  const rows: PhaseRows = { events: { unused: 0, total: 0 }, actions: { unused: 0, total: 0 } };
  if (!isRecord(input) || !Array.isArray(input.phases)) return rows;
  for (const phase of input.phases) {
    if (!isRecord(phase)) continue;
    for (const [list, count] of [[phase.events, rows.events], [phase.actions, rows.actions]] as const) {
      if (!Array.isArray(list)) continue;
      for (const row of list) {
        count.total++;
        if (isRecord(row) && (row.enabled === false || row.mode === 'claim')) count.unused++;
      }
    }
  }
  return rows;
}

/**
 * The count of initial assignments: the ordinary ones first, then how many more need an
 * unusual ruling, which rulings and their standing. A count the list does not hold in full
 * (maxResults, a bound) is of all assignments, whose split the summary cannot know; it then
 * says how many of those listed need an unusual ruling.
 */
function candidateLines(result: TemporalResult | LegacyResult): string[] {
  const n = result.candidates.length;
  const p = result.possibilities;
  const unusual = result.candidates.filter(needsUnusual);
  const u = unusual.length;
  const need = `${u === 1 ? 'needs' : 'need'} an unusual ruling: ${rulingsInWords(unusual)} (${UNUSUAL_STANDING})`;
  if (result.status === 'contradiction') return ['candidates: 0 (no initial assignment fits the input)'];
  if ((p?.assignments.exact && p.assignments.count === n) || (!p && result.complete)) {
    const o = n - u;
    const all = p ? ', all listed' : '';
    if (u === 0) return [`candidates: ${num(n)} initial assignment${n === 1 ? '' : 's'}${all}`];
    if (o === 0) return ['candidates: 0 initial assignments with an ordinary history', `${num(u)} ${need}`];
    return [`candidates: ${num(o)} initial assignment${o === 1 ? '' : 's'}${all}`, `${num(u)} more ${need}`];
  }
  // Fewer kept than found: the call was cancelled before it built them all (build-page.ts).
  const why = result.stopReason === 'cancelled' && n < result.stats.candidates ? 'cancelled before the rest were built' : 'maxResults';
  const lines: string[] = [];
  if (p?.assignments.exact) {
    // The reference engine counts every assignment even when it lists fewer.
    lines.push(`candidates: ${num(p.assignments.count)} initial assignments (an exact count); ${num(n)} kept in --json (${why})`);
  } else if (p && p.assignments.count > n) {
    lines.push(`candidates: at least ${num(p.assignments.count)} initial assignments (a proven minimum, not an estimate); ${num(n)} kept in --json (${why})`);
  } else {
    lines.push(`candidates: ${num(n)} found before the search stopped; other assignments may still be possible`);
  }
  if (u > 0) lines.push(`of the ${num(n)} kept, ${num(u)} ${need}`);
  return lines;
}

/**
 * The evidence rows and reports a history's search did not use (`coverage`): claims and
 * rows switched off. Said, because a record whose rows are all marked "claim" otherwise
 * answers "any character" for every seat with no reason given. Null when every row was used.
 */
function unusedRowsLine(result: TemporalResult | LegacyResult, phaseRows?: PhaseRows): string | null {
  if (!('coverage' in result) || !result.coverage) return null;
  const { evidence, reports } = result.coverage;
  const rows = (n: number, of: number, what: string) => `${num(n)} of ${num(of)} ${what}${of === 1 ? '' : 's'}`;
  const parts = [
    ...(evidence.inactive > 0 ? [rows(evidence.inactive, evidence.active + evidence.inactive, 'evidence row')] : []),
    ...(reports.inactive > 0 ? [rows(reports.inactive, reports.active + reports.inactive, 'report')] : []),
    ...(phaseRows && phaseRows.events.unused > 0 ? [rows(phaseRows.events.unused, phaseRows.events.total, 'day event')] : []),
    ...(phaseRows && phaseRows.actions.unused > 0 ? [rows(phaseRows.actions.unused, phaseRows.actions.total, 'night action')] : []),
  ];
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
  // Days are recorded in full: an execution, shot or nomination left out did not happen.
  const events = phaseRows && phaseRows.events.unused > 0 ? '; a day event not used counts as one that did not happen' : '';
  return `not used: ${list} (mode "claim", or "enabled": false); only "assumption" and "hard" rows, and enabled actions, constrain the search${events}`;
}

/** The summary of a solved (not `invalid`) result. */
export function formatSummary(result: TemporalResult | LegacyResult, seats: readonly Seat[], options: SummaryOptions = {}): string {
  const out: string[] = [];
  const n = result.candidates.length;
  const p = result.possibilities;
  out.push(`status: ${result.status}`);
  if (result.complete) {
    out.push('search: complete, every initial assignment was decided');
  } else if (result.stopReason === 'result_limit' && p?.complete) {
    out.push('search: complete per seat; the list of assignments stops at maxResults');
  } else if (result.stopReason === 'cancelled' && p?.complete && result.candidates.length < result.stats.candidates) {
    // Cancelled after the search, while the candidates were built: only the list is short.
    out.push('search: complete per seat; cancelled while the list of assignments was built, so it is cut short');
  } else {
    // The bound that left something undecided: the per-seat answer's, else the list's.
    const stop = p && !p.complete && p.stopReason ? p.stopReason : result.stopReason;
    const why = stop ? BOUND[stop] ?? stop : 'unknown reason';
    out.push(p?.ordinaryComplete
      ? `search: complete per seat for ordinary worlds; INCOMPLETE for worlds that need an unusual ruling, stopped by ${why}`
      : `search: INCOMPLETE, stopped by ${why}`);
  }
  const stats = result.stats;
  if (stats) out.push(`stats: ${num(stats.nodes)} nodes, ${num(stats.elapsedMs)} ms, ${stats.engine} engine`);
  if (options.unusualExcluded) out.push('unusual rulings: not searched (--no-unusual)');
  const unused = unusedRowsLine(result, options.phaseRows);
  if (unused) out.push(unused);
  out.push(...candidateLines(result));
  // Only a record whose last day is closed (or that ends with a night) can have these:
  // an open day says the game is still going (ruling Q14).
  const ended = result.candidates.filter((c) => 'winner' in c && c.winner !== null).length;
  if (ended > 0) {
    out.push(`game over in ${num(ended)} of the ${num(n)} listed (their example history ends with a winner); the game goes on in ${num(n - ended)}`);
  }
  if (p && result.status !== 'contradiction') {
    out.push(...perSeatLines(result, p, seats));
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

/** The per-seat answer: a heading, one line per seat, who can be the Demon now, the evil teams. */
function perSeatLines(result: TemporalResult | LegacyResult, p: Possibilities<unknown>, seats: readonly Seat[]): string[] {
  const out: string[] = [];
  const n = result.candidates.length;
  const bound = p.stopReason ? BOUND[p.stopReason] : 'a bound';
  const anyOpen = Object.values(p.seats).some((s) => s.demonNow === null || Object.values(s.starting).some((c) => c === null));
  const how = p.complete ? 'complete'
    : p.ordinaryComplete ? `complete for ordinary worlds; stopped by ${bound} while looking for worlds that need an unusual ruling`
    : anyOpen ? `INCOMPLETE, stopped by ${bound}; undecided cells are marked`
      : `every seat decided; stopped by ${bound} before every evil team was`;
  // Counts only when every assignment is in the list: counts over part of it would mislead.
  const allListed = p.assignments.exact && p.assignments.count === n;
  const unusual = result.candidates.filter(needsUnusual);
  const ordinary = result.candidates.filter((c) => !needsUnusual(c));
  const across = unusual.length === 0 ? ' (×count across the candidates)'
    : ` (×count across the ${num(ordinary.length)} ordinary candidate${ordinary.length === 1 ? '' : 's'}; after "${ONLY_UNUSUAL}", across the ${num(unusual.length)} that need one)`;
  out.push(`starting characters each seat can still have${allListed ? across : ''} — ${how}:`);
  const counts = allListed ? { ordinary: countRoles(ordinary), unusual: countRoles(unusual) } : undefined;
  for (const line of possibilityLines(p, seats, counts, allListed ? undefined : countRoles(unusual))) out.push(`  ${line}`);
  const demonSeats = (cell: Cell) => Object.entries(p.seats).filter(([, s]) => s.demonNow === cell).map(([id]) => label(id, seats));
  const [demons, unusualDemons] = [demonSeats(true), demonSeats('unusual')];
  const undecided = Object.values(p.seats).filter((s) => s.demonNow === null).length;
  if (Object.values(p.seats).some((s) => s.demonNow !== undefined)) {
    const every = demons.length === Object.keys(p.seats).length;
    const parts = [every ? 'every seat' : demons.length || !unusualDemons.length ? demons.join(', ') : 'nobody in an ordinary world'];
    if (unusualDemons.length) parts.push(`${ONLY_UNUSUAL}: ${unusualDemons.join(', ')}`);
    if (undecided) parts.push(`${undecided} seat${undecided === 1 ? '' : 's'} ${p.ordinaryComplete ? UNDECIDED_UNUSUAL : 'undecided'}`);
    const shown = parts.filter(Boolean).join('; ');
    out.push(`can be the Demon now: ${shown || 'nobody'}`);
  }
  const { teams, complete } = p.evilTeams;
  // Once every ordinary world is decided, so are the ordinary teams; only those that need an
  // unusual ruling may be more.
  const ordinaryDone = complete || p.ordinaryComplete;
  const listed = (list: string[][], exact: boolean) => {
    const shown = list.slice(0, TEAMS_SHOWN).map((t) => `{${t.join(', ')}}`).join(' ');
    const more = list.length > TEAMS_SHOWN ? ` and ${num(list.length - TEAMS_SHOWN)} more` : '';
    return `${exact ? '' : 'at least '}${num(list.length)}${list.length ? `: ${shown}${more}` : ''}`;
  };
  if (!ordinaryDone && teams.length === 0 && p.evilTeams.unusual.length === 0) out.push('evil teams: undecided (the search stopped before finding any)');
  else if (!ordinaryDone && teams.length === 0) out.push('evil teams: none found yet without an unusual ruling');
  else out.push(`evil teams: ${listed(teams, ordinaryDone)}`);
  // Before the ordinary worlds are decided, a team seen only in unusual worlds may still have an ordinary one.
  const onlyUnusual = ordinaryDone ? ONLY_UNUSUAL : 'found so far only in worlds that need an unusual ruling';
  if (p.evilTeams.unusual.length > 0) out.push(`evil teams ${onlyUnusual}: ${listed(p.evilTeams.unusual, complete)}`);
  else if (ordinaryDone && !complete) out.push(`evil teams ${ONLY_UNUSUAL}: undecided (none found yet)`);
  return out;
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
