/**
 * The declarative shape of an information report's payload (contract: information
 * payload table). Each information character's row in the role table (`roles.ts`) lists
 * its payload as field specs; the semantic checks (`src/model/semantic-payload.ts`), the
 * widget's report pickers (`web/editors/`) and the invariant simulator all read that one
 * declaration, so a new information character needs no case of its own anywhere else.
 */
import type { Team } from './teams.ts';

/** The payload fields a report may carry beyond its common fields (contract: information payloads). */
export const PAYLOAD_FIELDS = ['targets', 'targetRole', 'value', 'target', 'grimoire'] as const;
/** One payload field name. */
export type PayloadField = (typeof PAYLOAD_FIELDS)[number];

/** `targets`: two distinct seated players (a Washerwoman's pair, the Fortune Teller's two choices). */
export interface PairSpec {
  readonly kind: 'pair';
  readonly field: 'targets';
}

/** `target`: one seated player (the Ravenkeeper's choice). */
export interface PlayerSpec {
  readonly kind: 'player';
  readonly field: 'target';
}

/**
 * `targetRole`: a learned character id. `team` restricts it to one character type
 * (`wrong_role_type` otherwise); `noInfo` allows `null`, "no information" (the
 * Undertaker after a day without an execution death). `noneInPlay` allows the other
 * answer of the Librarian: `value: 0` alone, "no character of `team` is in play",
 * instead of every field of the payload — only meaningful with a team, which the type
 * enforces.
 */
export type CharacterSpec = {
  readonly kind: 'character';
  readonly field: 'targetRole';
  readonly noInfo: boolean;
} & (
  | { readonly team: Team | null; readonly noneInPlay: false }
  | { readonly team: Team; readonly noneInPlay: true }
);

/** A character field that offers the "none in play" answer (it always has a team). */
export type NoneInPlaySpec = Extract<CharacterSpec, { readonly noneInPlay: true }>;

/**
 * `value`: an integer count from 0 to `max`, where `'players'` means the number of
 * seated players (the Chef's bound). `counts` says what is counted, in lower case
 * ("evil living neighbours"), for labels.
 */
export interface CountSpec {
  readonly kind: 'count';
  readonly field: 'value';
  readonly max: number | 'players';
  readonly counts: string;
}

/** `value`: true or false. `yes` says what a yes means, in lower case ("one is the Demon"), for labels. */
export interface YesNoSpec {
  readonly kind: 'yesNo';
  readonly field: 'value';
  readonly yes: string;
}

/** `grimoire`: what the Spy saw, an observed-fields entry per seated player. */
export interface GrimoireSpec {
  readonly kind: 'grimoire';
  readonly field: 'grimoire';
}

/** One field of a report's payload: its name (fixed by its kind) and what it may hold. */
export type PayloadFieldSpec = PairSpec | PlayerSpec | CharacterSpec | CountSpec | YesNoSpec | GrimoireSpec;

/**
 * A report's payload: every field it needs, in the order they are checked and shown.
 * Each field name appears at most once, counting the `value` of a `noneInPlay` answer.
 */
export type PayloadSpec = readonly PayloadFieldSpec[];

/** Spec builders for the role table's rows. */
export const payload = {
  /** Two distinct seated players. */
  pair: (): PairSpec => ({ kind: 'pair', field: 'targets' }),
  /** One seated player. */
  player: (): PlayerSpec => ({ kind: 'player', field: 'target' }),
  /** Any character; `noInfo`: or null, "no information". */
  character: (opts: { noInfo?: boolean } = {}): CharacterSpec =>
    ({ kind: 'character', field: 'targetRole', team: null, noInfo: opts.noInfo ?? false, noneInPlay: false }),
  /** A character of `team`; `noneInPlay`: or `value: 0` alone, "none of that type in play". */
  characterOf: (team: Team, opts: { noneInPlay?: boolean } = {}): CharacterSpec => (opts.noneInPlay
    ? { kind: 'character', field: 'targetRole', team, noInfo: false, noneInPlay: true }
    : { kind: 'character', field: 'targetRole', team, noInfo: false, noneInPlay: false }),
  /** A count from 0 to `max` (`'players'`: the number of seated players) of what `counts` names. */
  count: (max: number | 'players', counts: string): CountSpec => ({ kind: 'count', field: 'value', max, counts }),
  /** Yes or no; `yes` is what a yes means. */
  yesNo: (yes: string): YesNoSpec => ({ kind: 'yesNo', field: 'value', yes }),
  /** The Spy's grimoire observations. */
  grimoire: (): GrimoireSpec => ({ kind: 'grimoire', field: 'grimoire' }),
} as const;

/** The character field that offers the `value: 0` "none in play" answer, or null when the payload has none. */
export function noneInPlayOf(spec: PayloadSpec): NoneInPlaySpec | null {
  for (const f of spec) if (f.kind === 'character' && f.noneInPlay) return f;
  return null;
}

/**
 * Every field name a report with this payload may carry, in spec order; the `value` of a
 * "none in play" answer comes last (the Librarian: targets, targetRole, value).
 */
export function payloadFields(spec: PayloadSpec): PayloadField[] {
  const fields: PayloadField[] = spec.map((f) => f.field);
  if (noneInPlayOf(spec)) fields.push('value');
  return fields;
}

/** The highest legal count in a game of `players` seated players. */
export function countMax(f: CountSpec, players: number): number {
  return f.max === 'players' ? players : f.max;
}

/** A character type in the plural, as messages and pickers write it ("no Outsiders", "no Townsfolk"). */
export function teamPlural(team: Team): string {
  return team === 'Townsfolk' ? team : `${team}s`;
}

/** A noun with its indefinite article ("an Outsider", "a pair"). */
function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** What one field of an answer is, as a noun phrase ("a pair", "an Outsider"), for messages and labels. */
export function fieldNoun(f: PayloadFieldSpec): string {
  switch (f.kind) {
    case 'pair': return 'a pair';
    case 'player': return 'a player';
    case 'character': return withArticle(f.team ?? 'character');
    case 'count': return `a number of ${f.counts}`;
    case 'yesNo': return 'a yes or no';
    case 'grimoire': return 'the grimoire';
  }
}
