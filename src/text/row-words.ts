/**
 * What a row of a game says, as a sentence a player reads ("Steph claims Empath", "Steph
 * as Undertaker learned on night 2: the Imp", "Night 2: Tom died"): the explanation of a
 * conflict lists its rows so (src/explain/), where `whereInWords` (error-words.ts) says
 * only where a row is. Built from the role table's payload declaration (payload-spec.ts),
 * so every information character is said without a case of its own.
 */
import { PAYLOAD_SPEC_OF, isReportRole } from '../model/report-rules.ts';
import type { PayloadFieldSpec } from '../rules/payload-spec.ts';
import { teamPlural } from '../rules/payload-spec.ts';
import { pathSteps } from './error-words.ts';
import { characterName, counted, listed, playerName, seatsOf, type Named } from './words.ts';

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A verb that agrees with `who`: the games of published puzzles name the solver's own seat "You". */
const verb = (who: string, third: string, second: string): string => (who === 'You' ? second : third);

/** "the Imp" for `imp`; "no information" for null (the Undertaker after a day without an execution death). */
function theCharacter(value: unknown): string {
  if (value === null) return 'no information';
  return typeof value === 'string' ? `the ${characterName(value)}` : 'a character';
}

/** One evidence row about the setup. */
function evidenceSentence(row: Row, seats: readonly Named[]): string {
  const who = text(row.player) === null ? 'someone' : playerName(row.player as string, seats);
  const not = row.is === false;
  switch (row.kind) {
    case 'testimony': return `${who} ${verb(who, 'claims', 'claim')} ${characterName(String(row.role))}`;
    case 'role': return `${who} ${not ? 'did not start' : 'started'} as ${theCharacter(row.role)}`;
    case 'alignment': return `${who} ${not ? 'did not start' : 'started'} ${String(row.alignment)}`;
    case 'shown': return `${who} ${verb(who, 'was', 'were')} ${not ? 'not ' : ''}shown the ${characterName(String(row.role))} token`;
    case 'inPlay': return `${theCharacter(row.role).replace(/^t/, 'T')} ${not ? 'is not' : 'is'} in play`;
    case 'setupInfo': {
      const names = (ids: unknown) => (Array.isArray(ids) ? listed(ids.map((id) => playerName(String(id), seats))) : '');
      const parts = [
        Array.isArray(row.minions) && `the Minions are ${names(row.minions) || 'none'}`,
        Array.isArray(row.demons) && `the Demon is ${names(row.demons)}`,
        Array.isArray(row.bluffs) && `the bluffs are ${listed(row.bluffs.map((r) => characterName(String(r))))}`,
      ].filter(Boolean);
      return `${who}, as ${row.team === 'Demon' ? 'the Demon' : 'a Minion'}, learned ${parts.length ? parts.join('; ') : 'the evil team'}`;
    }
    default: return `a row about ${who}`;
  }
}

/** What one payload field of a report holds, in words. */
function fieldWords(spec: PayloadFieldSpec, row: Row, seats: readonly Named[]): string | null {
  const name = (id: unknown) => (typeof id === 'string' ? playerName(id, seats) : 'someone');
  switch (spec.kind) {
    case 'pair': return Array.isArray(row.targets) ? listed(row.targets.map(name)) : null;
    case 'player': return row.target === undefined ? null : name(row.target);
    case 'character': return row.targetRole === undefined ? null : theCharacter(row.targetRole);
    case 'count': return typeof row.value === 'number' ? `${spec.counts}: ${row.value}` : null;
    case 'yesNo': return typeof row.value === 'boolean' ? `${row.value ? 'yes' : 'no'} (${spec.yes})` : null;
    case 'grimoire': return isRow(row.grimoire) ? `the grimoire (${counted(Object.keys(row.grimoire).length, 'seat')} seen)` : null;
    default: return null;
  }
}

/** A report: who, as what, on which night, learned what. */
function reportSentence(row: Row, seats: readonly Named[]): string {
  const who = text(row.player) === null ? 'Someone' : playerName(row.player as string, seats);
  const role = text(row.role);
  const night = typeof row.night === 'number' ? ` on night ${row.night}` : ' on a night not given';
  const learned = row.authenticity === 'good' ? verb(who, 'says they learned', 'say you learned') : 'learned';
  if (!role || !isReportRole(role)) return `${who} as ${role ? characterName(role) : 'someone'} ${learned}${night}`;
  const spec = PAYLOAD_SPEC_OF[role];
  const none = spec.find((f) => f.kind === 'character' && f.noneInPlay);
  let what: string;
  if (none && none.kind === 'character' && none.team && row.value === 0 && row.targets === undefined) {
    what = `no ${teamPlural(none.team)} are in play`;
  } else if (spec.length === 2 && spec[0]!.kind === 'pair' && spec[1]!.kind === 'character') {
    // The Washerwoman, Librarian and Investigator: one of two players is a character.
    const pair = fieldWords(spec[0]!, row, seats);
    what = pair ? `one of ${pair.replace(' and ', ' or ')} is ${theCharacter(row.targetRole)}` : theCharacter(row.targetRole);
  } else if (spec.length === 2 && spec[0]!.kind === 'player' && spec[1]!.kind === 'character') {
    what = `${fieldWords(spec[0]!, row, seats) ?? 'someone'} is ${theCharacter(row.targetRole)}`;
  } else {
    what = spec.map((f) => fieldWords(f, row, seats)).filter((w): w is string => w !== null).join(', ') || 'something';
  }
  return `${who} as ${characterName(role)} ${learned}${night}: ${what}`;
}

/** A private night action: who did what to whom. */
function actionSentence(row: Row, night: string, seats: readonly Named[]): string {
  const who = text(row.player) === null ? 'someone' : playerName(row.player as string, seats);
  const target = text(row.target) === null ? 'someone' : playerName(row.target as string, seats);
  switch (row.kind) {
    case 'poison': return `${night}: ${who}, the Poisoner, poisoned ${target}`;
    case 'monk': return `${night}: ${who}, the Monk, protected ${target}`;
    case 'butler': return `${night}: ${who}, the Butler, chose ${target} as master`;
    case 'imp': {
      const extra = [
        text(row.redirect) && `redirected to ${playerName(row.redirect as string, seats)}`,
        row.successor === null ? 'nobody caught the star-pass' : text(row.successor) && `${playerName(row.successor as string, seats)} became the Imp`,
      ].filter(Boolean);
      return `${night}: ${who}, the Imp, attacked ${target}${extra.length ? ` (${extra.join('; ')})` : ''}`;
    }
    default: return `${night}: a ${String(row.kind)} action`;
  }
}

/**
 * What the row at `path` (an evidence row, a report, a night action or a night's deaths,
 * as `$.reports[3]` or `$.phases[2].deaths`) says, as a sentence; null when the path points
 * at no such row of `input`.
 */
export function rowInWords(input: unknown, path: string): string | null {
  const steps = pathSteps(path);
  if (!steps || !isRow(input)) return null;
  const seats = seatsOf(input);
  const [list, index, sub, subIndex] = steps;
  const rows = input[list as string];
  const row = Array.isArray(rows) && typeof index === 'number' ? rows[index] : undefined;
  if (!isRow(row)) return null;
  if (list === 'evidence' && steps.length === 2) return evidenceSentence(row, seats);
  if (list === 'reports' && steps.length === 2) return reportSentence(row, seats);
  if (list !== 'phases' || row.phase !== 'night') return null;
  const night = `Night ${typeof row.number === 'number' ? row.number : index as number + 1}`;
  if (sub === 'deaths' && steps.length === 3) {
    const dead = Array.isArray(row.deaths) ? row.deaths.map((id) => playerName(String(id), seats)) : [];
    return `${night}: ${dead.length ? `${listed(dead)} died` : 'nobody died'}`;
  }
  const actions = row.actions;
  const action = sub === 'actions' && Array.isArray(actions) && typeof subIndex === 'number' ? actions[subIndex] : undefined;
  return isRow(action) && steps.length === 4 ? actionSentence(action, night, seats) : null;
}
