/**
 * An input error in a person's words: where it is, as the widget's editors number and name
 * their rows ("Row 1, A's claim"; "Report 3, Steph as Undertaker"; "Day 1, event 2"), and
 * what is wrong with character and player names instead of ids and no JSON path ("'fortuneteller'
 * is not a character — did you mean Fortune Teller?"). The CLI's text output and the
 * widget show these; the JSON path and code stay in `--json` and the API's `errors`.
 */
import type { InputError } from '../contract/result.ts';
import { ROLES } from '../rules/roles.ts';
import { characterName, playerName, seatsOf, type Named } from './words.ts';

/** An error in words: where it is (null when it concerns the input as a whole) and what is wrong. */
export interface ErrorInWords {
  where: string | null;
  what: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One step of a JSON path: a key or an index. */
type Step = string | number;

/** `$.phases[1].events[0].player` → `['phases', 1, 'events', 0, 'player']`; null for anything else. */
export function pathSteps(path: string): Step[] | null {
  if (!path.startsWith('$')) return null;
  const steps: Step[] = [];
  const re = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/gy;
  re.lastIndex = 1;
  while (re.lastIndex < path.length) {
    const at = re.lastIndex;
    const m = re.exec(path);
    if (!m || m.index !== at) return null;
    steps.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : JSON.parse(`"${m[3]!}"`)));
  }
  return steps;
}

/** The value at `steps` in `input`, or undefined. */
function valueAt(input: unknown, steps: readonly Step[]): unknown {
  let at: unknown = input;
  for (const s of steps) {
    if (typeof s === 'number' ? !Array.isArray(at) : !isRecord(at)) return undefined;
    at = (at as Record<string | number, unknown>)[s];
  }
  return at;
}

/** What each kind of evidence row is, as the evidence editor heads it. */
function evidenceWords(row: Record<string, unknown>, seats: readonly Named[]): string {
  const who = typeof row.player === 'string' ? playerName(row.player, seats) : null;
  // Published puzzles name the solver's own seat "You".
  const whose = who === 'You' ? 'Your ' : who ? `${who}'s ` : '';
  switch (row.kind) {
    case 'testimony': return `${whose}claim`;
    case 'role': return `${whose}character`;
    case 'alignment': return `${whose}alignment`;
    case 'shown': return `${whose}shown token`;
    case 'inPlay': return typeof row.role === 'string' ? `${characterName(row.role)} in play` : 'a character in play';
    case 'setupInfo': return `${whose}evil setup information`;
    case 'info': return `${whose}first-night information`;
    default: return who ? `about ${who}` : 'a row';
  }
}

/** What a day event or night action is: "execution of Tom", "the Poisoner's choice". */
function phaseRowWords(row: Record<string, unknown>, seats: readonly Named[]): string {
  const who = typeof row.player === 'string' ? playerName(row.player, seats) : null;
  switch (row.kind) {
    case 'execution': return who ? `execution of ${who}` : 'an execution';
    case 'slayer': return who ? `${who}'s Slayer shot` : 'a Slayer shot';
    case 'nomination': return who ? `${who}'s nomination` : 'a nomination';
    case 'ballot': return 'a ballot';
    case 'poison': return 'the Poisoner\'s choice';
    case 'monk': return 'the Monk\'s choice';
    case 'butler': return 'the Butler\'s master';
    case 'imp': return 'the Imp\'s attack';
    default: return typeof row.kind === 'string' ? `a ${row.kind} row` : 'a row';
  }
}

/**
 * The row (or part of the input) a path points into, in the editors' words: "Row 1, A's
 * claim", "Report 3, Steph as Undertaker", "Night 2, action 1 (the Poisoner's choice)",
 * "Day 1", "Seat 4", "The search limits"; null for the input as a whole.
 */
export function whereInWords(input: unknown, path: string): string | null {
  const steps = pathSteps(path);
  if (!steps || steps.length === 0) return null;
  // A field of the game itself (a missing list, an unknown key): the game is the place.
  if (steps.length === 1) return 'The game';
  const seats = seatsOf(input);
  const [list, index, sub, subIndex] = steps;
  const row = typeof index === 'number' ? valueAt(input, [list!, index]) : undefined;
  switch (list) {
    case 'evidence':
      if (typeof index !== 'number') return 'The evidence';
      return `Row ${index + 1}${isRecord(row) ? `, ${evidenceWords(row, seats)}` : ''}`;
    case 'reports': {
      if (typeof index !== 'number') return 'The reports';
      const r = isRecord(row) ? row : {};
      const who = typeof r.player === 'string' ? playerName(r.player, seats) : null;
      const as = typeof r.role === 'string' ? characterName(r.role) : null;
      return `Report ${index + 1}${who && as ? `, ${who} as ${as}` : ''}`;
    }
    case 'phases': {
      if (typeof index !== 'number') return 'The nights and days';
      const phase = isRecord(row) ? row : {};
      const name = phase.phase === 'night' || phase.phase === 'day'
        ? `${phase.phase === 'night' ? 'Night' : 'Day'}${typeof phase.number === 'number' ? ` ${phase.number}` : ''}`
        : `Phase ${index + 1}`;
      if ((sub === 'events' || sub === 'actions') && typeof subIndex === 'number') {
        const item = valueAt(input, [list, index, sub, subIndex]);
        return `${name}, ${sub === 'events' ? 'event' : 'action'} ${subIndex + 1}${isRecord(item) ? ` (${phaseRowWords(item, seats)})` : ''}`;
      }
      if (sub === 'deaths') return `${name}, its deaths`;
      return name;
    }
    case 'players':
      if (typeof index !== 'number') return 'The players';
      return `Seat ${index + 1}${isRecord(row) && typeof row.name === 'string' ? ` (${row.name})` : ''}`;
    case 'limits': return 'The search limits';
    case 'options': return 'The search options';
    default: return 'The game';
  }
}

/** The field a path ends in, in words ("the character", "the player"); null when it ends in a row or list. */
function fieldWords(path: string): string | null {
  const steps = pathSteps(path);
  const last = steps?.at(-1);
  // An item of a list field: "the first target", "voter 4".
  if (typeof last === 'number' && typeof steps!.at(-2) === 'string' && steps!.length > 2) {
    const item = (steps!.at(-2) as string).replace(/s$/, '');
    return last < ORDINALS.length ? `the ${ORDINALS[last]} ${item}` : `${item} ${last + 1}`;
  }
  if (typeof last !== 'string') return null;
  // A field of the game itself is named as the file spells it.
  if (steps!.length === 1) return `"${last}"`;
  const words: Record<string, string> = {
    role: 'the character', player: 'the player', target: 'the target', value: 'the value', mode: 'the mode',
    night: 'the night', kind: 'the kind of row', alignment: 'the alignment', enabled: 'the "use this row" switch',
    players: 'the players', evidence: 'the evidence', reports: 'the reports', phases: 'the nights and days',
    deaths: 'the deaths', events: 'the events', actions: 'the actions', number: 'the number', name: 'the name',
    maxMs: 'the time limit', maxNodes: 'the node limit', maxResults: 'the list limit', authenticity: 'the authenticity',
    id: 'the id', targets: 'the targets', targetRole: 'the character learned', pair: 'the pair',
  };
  return words[last] ?? `"${last}"`;
}

const ROLE_IDS = new Set<string>(ROLES.map((r) => r.id));
const ORDINALS = ['first', 'second', 'third'];

/** A JSON path inside a message: `$` and at least one step, not a `$` inside a word or a quoted name. */
const PATH_IN_TEXT = /(?<![\w"$])\$(?:\.[A-Za-z_][\w]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])+/g;

/** Fields whose values are player ids, and fields whose values are character ids: only their quoted values are named. */
const PLAYER_FIELDS = new Set(['player', 'players', 'target', 'targets', 'pair', 'nominee', 'voters', 'deaths', 'minions', 'demon', 'master', 'successor', 'qualifying']);
const ROLE_FIELDS = new Set(['role', 'roles', 'targetRole', 'bluffs', 'shown']);

/** The field a path is about: its last key (the list's key for an item of a list). */
function fieldKey(path: string): string | null {
  const keys = (pathSteps(path) ?? []).filter((step): step is string => typeof step === 'string');
  return keys.at(-1) ?? null;
}

/**
 * `text` with each JSON path in it said as the place it names ("$.players[1]" → "seat 2
 * (Sam)"), for warnings and messages a person reads.
 */
export function pathsInWords(input: unknown, text: string): string {
  return text.replace(PATH_IN_TEXT, (p) => {
    // A field of the game itself is named as the file spells it.
    const steps = pathSteps(p);
    if (steps?.length === 1) return `"${String(steps[0])}"`;
    const place = whereInWords(input, p);
    return place ? place.charAt(0).toLowerCase() + place.slice(1) : 'the game';
  });
}

/**
 * The message without JSON paths and with names for ids: the error's own path becomes its
 * field's words, another path the place it names; a quoted value of a player field the
 * player's name, of a character field the character's name (other quoted words, such as
 * the allowed values of a mode, stay as written).
 */
function messageInWords(input: unknown, error: InputError): string {
  const seats = seatsOf(input);
  const field = fieldWords(error.path) ?? 'this';
  const key = fieldKey(error.path);
  // "$.x.y: …" at the start says where, which is said already.
  let text = error.message.startsWith(`${error.path}:`) ? error.message.slice(error.path.length + 1).trimStart() : error.message;
  text = text.charAt(0).toLowerCase() + text.slice(1);
  return text
    .replace(PATH_IN_TEXT, (p) => (p === error.path ? field : pathsInWords(input, p)))
    .replace(/"([^"\\]*)"/g, (whole, id: string) => {
      if (key !== null && ROLE_FIELDS.has(key) && ROLE_IDS.has(id)) return characterName(id);
      if (key !== null && PLAYER_FIELDS.has(key)) return seats.find((s) => s.id === id && s.name)?.name ?? whole;
      return whole;
    });
}

/**
 * One error in words. The two commonest get a sentence of their own: a character that is
 * not one ("'fortuneteller' is not a character — did you mean Fortune Teller?") and a
 * player who is not seated; every other keeps the validator's message, in names and
 * without its path.
 */
export function errorInWords(input: unknown, error: InputError): ErrorInWords {
  const where = whereInWords(input, error.path);
  const steps = pathSteps(error.path);
  const got = steps ? valueAt(input, steps) : undefined;
  if (error.code === 'unknown_role' && typeof got === 'string') {
    const meant = /did you mean "([^"]+)"/.exec(error.message)?.[1];
    // The character's name where its id belongs: say how the file writes it.
    if (meant && characterName(meant).toLowerCase() === got.toLowerCase()) {
      return { where, what: `'${got}' is the character's name; a game file writes it as ${JSON.stringify(meant)}` };
    }
    return { where, what: `'${got}' is not a Trouble Brewing character${meant ? ` — did you mean ${characterName(meant)}?` : ''}` };
  }
  if (error.code === 'unknown_player' && typeof got === 'string') {
    const meant = /did you mean "([^"]+)"/.exec(error.message)?.[1];
    return { where, what: `'${got}' is not a seated player${meant ? ` — did you mean ${playerName(meant, seatsOf(input))}?` : ''}` };
  }
  return { where, what: messageInWords(input, error) };
}

/** "Row 1, A's claim: 'fortuneteller' is not a Trouble Brewing character — did you mean Fortune Teller?" */
export function errorSentence(input: unknown, error: InputError): string {
  const { where, what } = errorInWords(input, error);
  return where ? `${where}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
}
