/**
 * The readable answer `botc-solve` prints, in player and character names (ids and JSON
 * paths stay in `--json`): the headline (src/text/headline.ts), how far the search got —
 * complete, or which limit stopped it and the flag that searches longer — and the per-seat
 * answer of `possibilities`: the starting characters each seat can still have (with how
 * many worlds start it so when every world is listed), who can be the Demon now, and the
 * possible evil teams. What only worlds that need an unusual ruling allow is always marked
 * as such, never merged into the ordinary answer.
 */
import { num } from '../text/number.ts';
import { countRoles } from '../text/role-counts.ts';
import { answerHeadline, enteredRows } from '../text/headline.ts';
import { errorSentence, pathsInWords } from '../text/error-words.ts';
import { UNUSUAL_STANDING, needsUnusual, rulingsInWords } from '../text/unusual.ts';
import { tallyWorlds } from '../text/world-count.ts';
import { characterName, counted, limitWords, listed, playerName, type LimitValues, type Named } from '../text/words.ts';
import type { Cell, InputError, LegacyResult, Possibilities, StopReason, TemporalResult } from '../contract/result.ts';
import { ROLE_IDS } from '../rules/roles.ts';

export type { Named as Seat } from '../text/words.ts';
export { seatsOf } from '../text/words.ts';

/** Evil teams listed in full up to this many. */
const TEAMS_SHOWN = 12;

/** "4. Josh": the seat's number and name (the id when it has no name). */
function label(id: string, seats: readonly Named[]): string {
  const i = seats.findIndex((s) => s.id === id);
  return i < 0 ? playerName(id, seats) : `${i + 1}. ${playerName(id, seats)}`;
}

/** Counts of each starting character per seat, over the ordinary worlds and over those that need an unusual ruling. */
export interface RoleCounts {
  ordinary: Map<string, Map<string, number>>;
  unusual: Map<string, Map<string, number>>;
}

/** What marks a possibility that only worlds needing an unusual ruling have. */
const ONLY_UNUSUAL = 'only with an unusual ruling';
/** A cell still undecided once every ordinary world is decided: no ordinary world has it. */
const UNDECIDED_UNUSUAL = 'only perhaps with an unusual ruling (undecided)';

/**
 * One line per seat from the per-seat answer: "4. Josh: Baron — can be the Demon now". The
 * starting characters ordinary worlds allow the seat (script order; "(3)" after each, the
 * worlds that have it, when `counts` are given), then those only worlds needing an unusual
 * ruling allow, then the undecided ones — with, when `unusualSeen` counts the listed worlds
 * that need an unusual ruling, those such a world shows — then whether it can hold the
 * Demon now (left out when every seat can: the line after the seats says so once).
 */
export function possibilityLines(
  p: Omit<Possibilities<unknown>, 'examples'>, seats: readonly Named[],
  counts?: RoleCounts, unusualSeen?: Map<string, Map<string, number>>,
): string[] {
  const everyDemon = Object.values(p.seats).every((s) => s.demonNow === true);
  const name = (map: Map<string, Map<string, number>> | undefined, id: string) => (r: string) =>
    (map ? `${characterName(r)} (${num(map.get(id)?.get(r) ?? 0)})` : characterName(r));
  const order = seats.length ? [...seats.map((s) => s.id).filter((id) => p.seats[id]), ...Object.keys(p.seats).filter((id) => !seats.some((s) => s.id === id))] : Object.keys(p.seats);
  return order.map((id) => {
    const seat = p.seats[id]!;
    const cells = (value: Cell) => ROLE_IDS.filter((r) => seat.starting[r] === value);
    const [can, unusual, open] = [cells(true), cells('unusual'), cells(null)];
    // Not possible in an ordinary world: ruled out, or only with an unusual ruling (and,
    // once the ordinary worlds are all decided, undecided only with one).
    const not = ROLE_IDS.filter((r) => seat.starting[r] === false || seat.starting[r] === 'unusual' || (p.ordinaryComplete && seat.starting[r] === null));
    // A seat that can be nearly anything reads better as what it cannot be.
    const allBut = can.length > ROLE_IDS.length / 2 && !counts && (open.length === 0 || p.ordinaryComplete);
    const what = allBut
      ? (not.length ? `any character but ${not.map(characterName).join(', ')}` : 'any character')
      : can.map(name(counts?.ordinary, id)).join(', ') || (open.length ? '(none found yet)' : '(none)');
    let line = `${label(id, seats)}: ${what}`;
    // After "any character but …", "only with an unusual ruling: x" would read as if x were
    // both ruled out and allowed: say it is allowed too, with one.
    if (unusual.length > 0) {
      line += allBut
        ? `; with an unusual ruling, also ${unusual.map(characterName).join(', ')}`
        : `; ${ONLY_UNUSUAL}: ${unusual.map(name(counts?.unusual, id)).join(', ')}`;
    }
    if (open.length > 0) {
      const heading = !p.ordinaryComplete ? 'undecided' : allBut ? 'with an unusual ruling, perhaps (undecided)' : UNDECIDED_UNUSUAL;
      line += `; ${heading}: ${open.map(characterName).join(', ')}`;
    }
    // Undecided cells a listed world that needs an unusual ruling shows: not yet known to
    // need one (an ordinary world may still turn up), but found.
    const found = open.filter((r) => unusualSeen?.get(id)?.has(r));
    if (found.length > 0) line += ` (found so far only in worlds that need an unusual ruling: ${found.map(name(unusualSeen, id)).join(', ')})`;
    if (seat.demonNow === true && !everyDemon) line += ' — can be the Demon now';
    else if (seat.demonNow === 'unusual') line += ` — can be the Demon now ${ONLY_UNUSUAL}`;
    else if (seat.demonNow === null) line += p.ordinaryComplete ? ` — Demon now: ${UNDECIDED_UNUSUAL}` : ' — Demon now undecided';
    return line;
  });
}

/** One line per seat from listed worlds alone (a result without a per-seat answer): "4. D: Scarlet Woman (1)", most worlds first. */
export function seatLines(candidates: readonly { assignments: Record<string, string> }[], seats: readonly Named[]): string[] {
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
      .map(([role, n]) => `${characterName(role)} (${num(n)})`);
    lines.push(`${label(id, seats)}: ${roles.join(', ')}`);
  }
  return lines;
}

/** How the search was asked for, where the summary should say so. */
export interface SummaryOptions {
  /** The input searched: what it holds lets the headline tell a blank game from a decided one. */
  input?: unknown;
  /** The limits the search ran with, said with the limit that stopped it. */
  limits?: LimitValues;
  /** Worlds that need an unusual ruling were left out of the search (`--no-unusual`). */
  unusualExcluded?: boolean;
  /** A history's day events and night actions, and how many of each the search did not use ({@link phaseRowsOf}). */
  phaseRows?: PhaseRows;
}

/** Day events and night actions of a history: how many there are, and how many are notes only or switched off. */
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

/** The flag that raises the limit that stopped a search, and a value four times as large. */
function longer(stop: StopReason, limits: LimitValues): string {
  if (stop === 'time_limit' && limits.maxMs) return `; --max-ms ${limits.maxMs * 4} searches longer`;
  if (stop === 'node_limit' && limits.maxNodes) return `; --max-nodes ${limits.maxNodes * 4} searches further`;
  return '';
}

/** "search: …": complete, or which limit stopped what, and how to search longer. */
function searchLine(result: TemporalResult | LegacyResult, limits: LimitValues): string {
  const p = result.possibilities;
  const s = result.stats;
  const stats = s ? ` — ${counted(s.nodes, 'node')}, ${num(s.elapsedMs)} ms, ${s.engine} engine` : '';
  // `complete` speaks of the list; the per-seat answer may still have stopped at a bound.
  if (result.complete && (!p || p.complete)) return `search: complete, every world was decided${stats}`;
  if (result.stopReason === 'result_limit' && p?.complete) {
    return `search: complete per seat; the list stops at ${limitWords('result_limit', limits)}: --json shows them, --max-results lists more${stats}`;
  }
  if (result.stopReason === 'cancelled' && p?.complete && result.candidates.length < result.stats.candidates) {
    // Cancelled after the search, while the worlds were built: only the list is short.
    return `search: complete per seat; cancelled while the list of worlds was built, so it is cut short${stats}`;
  }
  // The limit that left something undecided: the per-seat answer's, else the list's.
  const stop = p && !p.complete && p.stopReason ? p.stopReason : result.stopReason;
  const why = stop ? (stop === 'cancelled' ? 'cancellation (Ctrl-C)' : limitWords(stop, limits)) : 'an unknown reason';
  return p?.ordinaryComplete
    ? `search: complete per seat for ordinary worlds; INCOMPLETE for worlds that need an unusual ruling, stopped by ${why}${longer(stop, limits)}${stats}`
    : `search: INCOMPLETE, stopped by ${why}${longer(stop, limits)}${stats}`;
}

/**
 * The split the headline's count cannot give: of the worlds listed, how many need an unusual
 * ruling, when not every world is listed (the count is then of both kinds together).
 */
function listedUnusualLine(result: TemporalResult | LegacyResult): string | null {
  const t = tallyWorlds(result);
  const u = result.candidates.filter(needsUnusual);
  if (t.ordinary !== null || u.length === 0) return null;
  const n = result.candidates.length;
  const why = result.stopReason === 'cancelled' && n < result.stats.candidates ? ' (cancelled before the rest were built)' : '';
  return `of the ${num(n)} listed${why}, ${num(u.length)} ${u.length === 1 ? 'needs' : 'need'} an unusual ruling: ${rulingsInWords(u)} (${UNUSUAL_STANDING})`;
}

/**
 * The evidence rows and reports a history's search did not use (`coverage`): notes only
 * and rows switched off. Said, because a record whose rows are all notes otherwise answers
 * "any character" for every seat with no reason given. Null when every row was used.
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
  // Days are recorded in full: an execution, shot or nomination left out did not happen.
  const events = phaseRows && phaseRows.events.unused > 0 ? '; a day event not used counts as one that did not happen' : '';
  return `not used: ${listed(parts)} (notes only, mode "claim", or turned off, "enabled": false); only "assumption" and "hard" rows, and enabled actions, constrain the search${events}`;
}

/** The summary of a solved (not `invalid`) result. */
export function formatSummary(result: TemporalResult | LegacyResult, seats: readonly Named[], options: SummaryOptions = {}): string {
  const out: string[] = [];
  const n = result.candidates.length;
  const p = result.possibilities;
  const limits = options.limits ?? {};
  const context = { limits, unusualExcluded: options.unusualExcluded, ...(options.input === undefined ? {} : { entered: enteredRows(options.input) }) };
  out.push(answerHeadline(result, seats, context).text);
  out.push(searchLine(result, limits));
  if (options.unusualExcluded) out.push('unusual rulings: not searched (--no-unusual)');
  // A history can say which of its rows cannot all hold (a first-night input has no rows to name).
  if (result.status === 'contradiction' && 'coverage' in result) out.push('why not: `botc-solve explain FILE` names rows that cannot all hold');
  const unused = unusedRowsLine(result, options.phaseRows);
  if (unused) out.push(unused);
  const split = listedUnusualLine(result);
  if (split) out.push(split);
  // Only a record whose last day is closed (or that ends with a night) can have these:
  // an open day says the game is still going (ruling Q14).
  const ended = result.candidates.filter((c) => 'winner' in c && c.winner !== null).length;
  if (ended > 0) {
    out.push(ended === n
      ? `game over in ${n === 1 ? 'the one world' : `all ${num(n)} worlds`} listed (the example history ends with a winner)`
      : `game over in ${num(ended)} of the ${num(n)} listed (their example history ends with a winner); the game goes on in ${num(n - ended)}`);
  }
  if (p && result.status !== 'contradiction') {
    out.push(...perSeatLines(result, p, seats));
  } else if (n > 0) {
    out.push(`starting characters found (in brackets: in how many of the ${counted(n, 'world')}${result.complete ? '' : ' found'}):`);
    for (const line of seatLines(result.candidates, seats)) out.push(`  ${line}`);
  }
  if ('topCruxes' in result && result.topCruxes.length > 0) {
    out.push('cruxes (splits of the listed worlds, not odds):');
    for (const crux of result.topCruxes) {
      const answers = crux.answers.map((a) => `${a.answer} (${a.count})`).join(', ');
      out.push(`  ${crux.question} ${answers}`);
    }
  }
  for (const w of result.warnings ?? []) out.push(`warning: ${pathsInWords(options.input, w)}`);
  return out.join('\n');
}

/** The per-seat answer: a heading, one line per seat, who can be the Demon now, the evil teams. */
function perSeatLines(result: TemporalResult | LegacyResult, p: Possibilities<unknown>, seats: readonly Named[]): string[] {
  const out: string[] = [];
  const n = result.candidates.length;
  const bound = p.stopReason ? (p.stopReason === 'cancelled' ? 'cancellation' : limitWords(p.stopReason)) : 'a limit';
  const anyOpen = Object.values(p.seats).some((s) => s.demonNow === null || Object.values(s.starting).some((c) => c === null));
  const how = p.complete ? 'complete'
    : p.ordinaryComplete ? `complete for ordinary worlds; stopped by ${bound} while looking for worlds that need an unusual ruling`
    : anyOpen ? `INCOMPLETE, stopped by ${bound}; undecided cells are marked`
      : `every seat decided; stopped by ${bound} before every evil team was`;
  // Counts only when every world is listed and there is more than one: counts over part of the list would mislead.
  const allListed = p.assignments.exact && p.assignments.count === n;
  const unusual = result.candidates.filter(needsUnusual);
  const ordinary = result.candidates.filter((c) => !needsUnusual(c));
  const counting = allListed && n > 1;
  const across = unusual.length === 0 ? ` (in brackets: in how many of the ${counted(n, 'world')})`
    : ` (in brackets: in how many of the ${counted(ordinary.length, 'ordinary world')}; after "${ONLY_UNUSUAL}", of the ${num(unusual.length)} that ${unusual.length === 1 ? 'needs' : 'need'} one)`;
  out.push(`starting characters each seat can still have${counting ? across : ''} — ${how}:`);
  const counts = counting ? { ordinary: countRoles(ordinary), unusual: countRoles(unusual) } : undefined;
  for (const line of possibilityLines(p, seats, counts, allListed ? undefined : countRoles(unusual))) out.push(`  ${line}`);
  const name = (id: string) => playerName(id, seats);
  const demonSeats = (cell: Cell) => Object.entries(p.seats).filter(([, s]) => s.demonNow === cell).map(([id]) => name(id));
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
  const teamList = (list: string[][], exact: boolean) => {
    const shown = list.slice(0, TEAMS_SHOWN).map((t) => listed(t.map(name))).join('; ');
    const more = list.length > TEAMS_SHOWN ? `; and ${num(list.length - TEAMS_SHOWN)} more` : '';
    return `${exact ? '' : 'at least '}${num(list.length)}${list.length ? ` — ${shown}${more}` : ''}`;
  };
  if (!ordinaryDone && teams.length === 0 && p.evilTeams.unusual.length === 0) out.push('evil teams: undecided (the search stopped before finding any)');
  else if (!ordinaryDone && teams.length === 0) out.push('evil teams: none found yet without an unusual ruling');
  else out.push(`evil teams: ${teamList(teams, ordinaryDone)}`);
  // Before the ordinary worlds are decided, a team seen only in unusual worlds may still have an ordinary one.
  const onlyUnusual = ordinaryDone ? ONLY_UNUSUAL : 'found so far only in worlds that need an unusual ruling';
  if (p.evilTeams.unusual.length > 0) out.push(`evil teams ${onlyUnusual}: ${teamList(p.evilTeams.unusual, complete)}`);
  else if (ordinaryDone && !complete) out.push(`evil teams ${ONLY_UNUSUAL}: undecided (none found yet)`);
  return out;
}

/**
 * The errors of an `invalid` result, one per line, in words: the row each concerns as the
 * widget's editors name it, and what is wrong, with names for ids (src/text/error-words.ts).
 * `input` is what was searched (its rows name the errors' places); `context` is appended to
 * the heading, e.g. to say the rows are those of a case file's `input` field. JSON paths
 * and codes are in `--json`.
 */
export function formatErrors(errors: readonly InputError[], context = '', input?: unknown): string {
  // A capped list ends with one error that counts the rest: the heading says how many in all.
  const last = errors.at(-1);
  const shownCount = num(errors.length - 1);
  const total = last?.code !== 'too_many_errors' ? counted(errors.length, 'problem')
    : last.actual !== undefined ? `${num(last.actual)} problems, the first ${shownCount} listed`
      : `more than ${shownCount} problems, the first ${shownCount} listed`;
  const lines = [`invalid input (${total}${context ? `; ${context}` : ''}; --json gives each one's JSON path and code):`];
  for (const e of errors) lines.push(`  ${errorSentence(input, e)}`);
  return lines.join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
