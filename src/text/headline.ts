/**
 * The answer in one sentence, as a player reads it, for the CLI and the widget alike:
 * "Solved: E is the Imp and D the Scarlet Woman. 1 world."; "Demon now: Josh (Baron,
 * caught the star-pass); Fraser started as the Imp"; otherwise who can be the Demon now, who is
 * certain to be good (or evil), and the count of worlds; a blank game says that nothing is
 * entered yet. It is built from the per-seat answer (`possibilities`), so it never says more
 * than the search showed: a partial answer names the limit that stopped it and says "so
 * far"; what only worlds that need an unusual ruling allow is said apart, in words.
 */
import type { Cell, Possibilities } from '../contract/result.ts';
import { ROLES, type RoleId } from '../rules/roles.ts';
import { rulingsInWords } from './unusual.ts';
import { tallyWorlds, worldCount, type AnyResult } from './world-count.ts';
import { characterName, counted, limitWords, listed, playerName, type LimitValues, type Named } from './words.ts';

/** What kind of answer the headline gives (the widget colours its banner by it). */
export type HeadlineState = 'invalid' | 'contradiction' | 'inconclusive' | 'blank' | 'solved' | 'open' | 'partial';

/** The headline of a result. */
export interface Headline {
  state: HeadlineState;
  /** One sentence (or two short ones), ending with a full stop. */
  text: string;
}

/** What the headline needs to know besides the result. */
export interface HeadlineContext {
  /** The input's rows, as {@link enteredRows} counts them; without it a game is never called blank. */
  entered?: EnteredRows;
  /** The limits the search ran with, to say their values ("the time limit (4 s)"). */
  limits?: LimitValues;
  /** The search left out worlds that need an unusual ruling. */
  unusualExcluded?: boolean;
}

/** How much of an input constrains the search. */
export interface EnteredRows {
  /** Rows the search uses (evidence, reports, day events, night actions), plus recorded nights and days beyond the first night and an open first day. */
  used: number;
  /** Rows that are notes only (`mode: "claim"`) or turned off (`enabled: false`). */
  unused: number;
}

type Row = { mode?: unknown; enabled?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Counts what an input asserts. A fresh game (players, night 1 with nobody dead, an open
 * day 1 with nothing in it) has nothing used: every seat can then be anything, and the
 * headline says that nothing is entered yet rather than calling the game decided.
 */
export function enteredRows(input: unknown): EnteredRows {
  const out: EnteredRows = { used: 0, unused: 0 };
  if (!isRecord(input)) return out;
  const count = (rows: unknown, claimCounts = false) => {
    if (!Array.isArray(rows)) return;
    for (const row of rows as Row[]) {
      const off = isRecord(row) && (row.enabled === false || (!claimCounts && row.mode === 'claim'));
      if (off) out.unused++; else out.used++;
    }
  };
  count(input.evidence);
  count(input.reports);
  if (Array.isArray(input.phases)) {
    input.phases.forEach((phase, i) => {
      if (!isRecord(phase)) return;
      count(phase.events);
      count(phase.actions, true);
      const deaths = Array.isArray(phase.deaths) && phase.deaths.length > 0;
      if (i >= 2 || deaths || phase.ended === true) out.used++;
    });
  }
  return out;
}

const ROLE_OF = new Map(ROLES.map((r) => [r.id, r]));
const evil = (role: string) => ROLE_OF.get(role as RoleId)?.alignment === 'evil';

/** Each seat's cells, read once. */
interface SeatView {
  id: string;
  name: string;
  /** Starting characters of ordinary worlds. */
  can: RoleId[];
  /** Undecided starting characters. */
  open: RoleId[];
  demonNow: Cell | undefined;
}

function seatViews(p: Possibilities<unknown>, seats: readonly Named[]): SeatView[] {
  const ids = seats.length ? seats.map((s) => s.id).filter((id) => p.seats[id]) : Object.keys(p.seats);
  return ids.map((id) => {
    const cells = Object.entries(p.seats[id]!.starting) as [RoleId, Cell][];
    return {
      id, name: playerName(id, seats),
      can: cells.filter(([, c]) => c === true).map(([r]) => r),
      open: cells.filter(([, c]) => c === null).map(([r]) => r),
      demonNow: p.seats[id]!.demonNow,
    };
  });
}

/** Names, or "N seats" when there are too many to read in one breath. */
function who(views: readonly SeatView[], word: 'and' | 'or', most = 5): string {
  return views.length > most ? counted(views.length, 'seat') : listed(views.map((v) => v.name), word);
}

/** The words that say the search for worlds needing an unusual ruling stopped before it was done (the banner says them once). */
export const UNUSUAL_OPEN = 'Whether an unusual ruling allows more is still open';

/**
 * The headline of a result (see the file comment). `seats` name the players (seat order);
 * `context` says what the input holds, the limits and whether unusual rulings were left out.
 */
export function answerHeadline(result: AnyResult, seats: readonly Named[], context: HeadlineContext = {}): Headline {
  if (result.status === 'invalid') {
    // A capped list ends with one row that counts them all (or says there are more).
    const last = result.errors.at(-1);
    const capped = last?.code === 'too_many_errors';
    const n = capped ? last.actual ?? result.errors.length - 1 : result.errors.length;
    const problems = capped && last.actual === undefined ? `more than ${counted(n, 'problem')}` : counted(n, 'problem');
    return { state: 'invalid', text: `The game cannot be searched yet: ${problems} to fix.` };
  }
  const excluded = context.unusualExcluded ? ' Unusual rulings were left out of this search.' : '';
  if (result.status === 'contradiction') {
    return { state: 'contradiction', text: `No legal game fits what was entered: some of the rows cannot all be true.${excluded}` };
  }
  const p = result.possibilities;
  const stop = p && !p.complete && p.stopReason ? p.stopReason : result.stopReason;
  const limit = stop ? limitWords(stop, context.limits) : 'a limit';
  // "Stopped at the time limit (4 s)", or cancelled (Stop in the widget, Ctrl-C in the CLI).
  const stoppedAt = stop === 'cancelled' ? 'cancelled' : `stopped at ${limit}`;
  if (result.status === 'inconclusive' || (result.candidates.length === 0 && !p)) {
    return { state: 'inconclusive', text: `No world found before ${stop === 'cancelled' ? 'the search was cancelled' : `${limit} stopped the search`}; this is not a contradiction.${excluded}` };
  }
  const count = worldCount(result);
  if (!p) {
    // A result without a per-seat answer: only the count can be said.
    return { state: result.complete ? 'open' : 'partial', text: `${result.complete ? '' : `Partial answer, ${stoppedAt}: `}${result.complete ? cap(count) : count}.${excluded}` };
  }
  const views = seatViews(p, seats);
  const decided = p.complete || p.ordinaryComplete;
  const partial = decided ? '' : `Partial answer, ${stoppedAt}: `;
  // The ordinary answer is decided, the search for worlds that need an unusual ruling is not.
  const unusualOpen = decided && !p.complete ? ` ${UNUSUAL_OPEN}: ${stoppedAt}.` : '';
  const apart = unusualApart(result, p, views, decided) + unusualOpen;

  // No ordinary world at all: only worlds that need an unusual ruling fit.
  if (decided && views.every((v) => v.can.length === 0) && tallyWorlds(result).anyUnusual) {
    return { state: 'open', text: `${cap(count)}. Only an unusual ruling makes this game possible: what it allows is marked apart.${unusualOpen}${excluded}` };
  }

  // Every seat can still start as every character: say why, not "decided".
  const anything = decided && views.every((v) => v.can.length === ROLES.length);
  if (anything) {
    const e = context.entered;
    if (e && e.used === 0) {
      const notes = e.unused ? ` (${counted(e.unused, 'row')} ${e.unused === 1 ? 'is' : 'are'} notes only or turned off)` : '';
      return { state: 'blank', text: `Nothing entered yet${notes}: any seat can be anything.${excluded}` };
    }
    return { state: 'open', text: `Any seat can still be anything: nothing entered rules a character out. ${cap(count)}.${apart}${excluded}` };
  }

  const solved = decided && views.every((v) => v.can.length === 1);
  if (solved) return { state: 'solved', text: `Solved: ${solvedWords(result, views)} ${cap(count)}.${apart}${excluded}` };

  const parts = [demonWords(views, decided), goodEvilWords(views)].filter(Boolean);
  const said = `${parts.join('; ')}${parts.length ? '. ' : ''}${cap(count)}.${apart}${excluded}`;
  return { state: decided ? 'open' : 'partial', text: partial ? `${partial}${said}` : cap(said) };
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "E is the Imp and D the Scarlet Woman; C is the Drunk." — or, after a change of Demon,
 * "Demon now: Josh (Baron, caught the star-pass); Fraser started as the Imp; …".
 */
function solvedWords(result: AnyResult, views: readonly SeatView[]): string {
  const start = (v: SeatView) => v.can[0]!;
  const imps = views.filter((v) => start(v) === 'imp');
  const minions = views.filter((v) => evil(start(v)) && start(v) !== 'imp');
  const drunk = views.filter((v) => start(v) === 'drunk');
  const demons = views.filter((v) => v.demonNow === true);
  const temporal = views.some((v) => v.demonNow !== undefined);
  const changed = temporal && !(demons.length === imps.length && demons.every((d) => imps.includes(d)));
  const drunkWords = drunk.length ? `${listed(drunk.map((v) => v.name))} ${drunk.length === 1 ? 'is' : 'are'} the Drunk` : '';
  if (!changed) {
    const team = [
      ...imps.map((v, i) => `${v.name} ${i === 0 ? 'is ' : ''}the Imp`),
      ...minions.map((v, i) => `${v.name} ${i === 0 && imps.length === 0 ? 'is ' : ''}the ${characterName(start(v))}`),
    ];
    return `${[listed(team), drunkWords].filter(Boolean).join('; ')}.`;
  }
  // The Demon changed hands: who holds it now comes first, then who started as it. Several
  // seats that can hold it are alternatives (different histories of the same world); how
  // one came to hold it is said only when it is the only one.
  const how = (d: SeatView) => (demons.length === 1 ? `, ${howDemon(result, d.id)}` : '');
  const now = demons.length === 0 ? 'nobody (no Imp is alive)'
    : listed(demons.map((d) => (start(d) === 'imp' ? d.name : `${d.name} (${characterName(start(d))}${how(d)})`)), 'or');
  const others = minions.filter((v) => !demons.includes(v)).map((v) => `${v.name} the ${characterName(start(v))}`);
  return `${[
    `Demon now: ${now}`,
    imps.length ? `${listed(imps.map((v) => v.name))} started as the Imp` : '',
    others.length ? `Minion${others.length === 1 ? '' : 's'}: ${listed(others)}` : '',
    drunkWords,
  ].filter(Boolean).join('; ')}.`;
}

/** How a seat that did not start as the Imp came to hold it, as its one ordinary world's history shows. */
function howDemon(result: AnyResult, id: string): string {
  const world = result.candidates.find((c) => 'witness' in c && c.unusual.length === 0);
  if (world && 'witness' in world) {
    if (world.witness.nights.some((n) => n.successor === id)) return 'caught the star-pass';
    if (world.witness.days?.some((d) => d.successor === id)) return 'took over when the Imp died by day';
  }
  // Without a recorded choice, a Scarlet Woman took over when the Imp died (an execution, a Slayer's shot).
  return world && world.assignments[id] === 'scarlet_woman' ? 'took over when the Imp died' : 'became the Imp';
}

/** "Demon now: Josh or Fraser" (a history) or "the Imp is D or E" (a first night); "so far" while undecided. */
function demonWords(views: readonly SeatView[], decided: boolean): string {
  const temporal = views.some((v) => v.demonNow !== undefined);
  if (temporal) {
    const yes = views.filter((v) => v.demonNow === true);
    const open = views.filter((v) => v.demonNow === null);
    const more = open.length && !decided ? `, perhaps ${who(open, 'or')} (undecided)` : '';
    if (yes.length === 0) return open.length && !decided ? `nobody found yet who can be the Demon now${more}` : 'nobody can be the Demon now';
    if (yes.length === 1 && !more) {
      const d = yes[0]!;
      const started = views.filter((v) => v.can.includes('imp') && v.can.length === 1);
      const caught = !d.can.includes('imp') && !d.open.includes('imp');
      const was = caught && d.can.length === 1 ? ` (${characterName(d.can[0]!)}, became the Imp)` : caught ? ' (became the Imp)' : '';
      return `Demon now: ${d.name}${was}${caught && started.length ? `; ${who(started, 'or')} started as the Imp` : ''}`;
    }
    if (yes.length === views.length) return 'any seat can be the Demon now';
    return yes.length > 5 ? `${counted(yes.length, 'seat')} can be the Demon now${more}` : `Demon now: ${who(yes, 'or')}${more}`;
  }
  const imps = views.filter((v) => v.can.includes('imp'));
  const open = views.filter((v) => v.open.includes('imp'));
  const more = open.length ? `, perhaps ${who(open, 'or')} (undecided)` : '';
  if (imps.length === views.length) return `any seat can be the Imp${more}`;
  return imps.length > 5 ? `${counted(imps.length, 'seat')} can be the Imp${more}` : `the Imp is ${who(imps, 'or')}${more}`;
}

/** "certain to be good: You, Olivia and Tom; certain to be evil: Josh" — only seats whose evil (or good) cells are all ruled out. */
function goodEvilWords(views: readonly SeatView[]): string {
  const good = views.filter((v) => v.can.length > 0 && [...v.can, ...v.open].every((r) => !evil(r)));
  const bad = views.filter((v) => v.can.length > 0 && [...v.can, ...v.open].every(evil));
  const others = views.filter((v) => !good.includes(v));
  const goodWords = good.length > 6 && others.length <= 5 ? `every seat but ${listed(others.map((v) => v.name))}` : who(good, 'and', 6);
  return [
    good.length ? `certain to be good: ${goodWords}` : '',
    bad.length ? `certain to be evil: ${who(bad, 'and', 6)}` : '',
  ].filter(Boolean).join('; ');
}

/**
 * What only worlds that need an unusual ruling add, when the count does not already say it
 * (it does when every world is at hand): " An unusual ruling (a Recluse catching the
 * star-pass) would allow more: see the marked seats."
 */
function unusualApart(result: AnyResult, p: Possibilities<unknown>, views: readonly SeatView[], decided: boolean): string {
  const t = tallyWorlds(result);
  const words = rulingsInWords(t.unusual);
  const ruling = words ? `an unusual ruling (${words})` : 'an unusual ruling';
  // A seat that can hold the Demon now only with one: the count of worlds does not say it.
  const demons = views.filter((v) => v.demonNow === 'unusual');
  // The count names the ruling already when every world is at hand.
  const withIt = t.ordinary !== null && t.unusual.length ? 'With that ruling' : `With ${ruling}`;
  const demon = demons.length ? ` ${withIt}, ${who(demons, 'or')} could also be the Demon now.` : '';
  if (t.ordinary !== null || !t.anyUnusual) return demon;
  return decided || p.evilTeams.unusual.length ? ` With ${ruling}, more is possible: it is marked apart.` : demon;
}
