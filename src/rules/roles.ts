/**
 * The one role table for Trouble Brewing. Everything else (setup counts, night order,
 * which characters wake with information and what their reports carry, the
 * AssemblyScript vocabulary in `assembly/vocab.gen.ts`) is derived from its explicit
 * fields, never from the order of its rows. Role codes are indices into {@link ROLE_IDS};
 * they are stable and are what the compiled program and the WASM search use. Each
 * character's rules live in `src/rules/characters/<id>.ts` and `assembly/characters/<id>.ts`.
 */
import { payload as P, type PayloadSpec } from './payload-spec.ts';
import type { Alignment, Team } from './teams.ts';

export type { Alignment, Team };

/** Nights on which a character can receive information: from `first`, up to `last` (null: no end). */
export interface NightRange {
  readonly first: number;
  readonly last: number | null;
}

export { PAYLOAD_FIELDS } from './payload-spec.ts';
export type { PayloadField, PayloadFieldSpec, PayloadSpec } from './payload-spec.ts';

/**
 * What a character's information looks like: the nights it comes, and its report's
 * payload — each field with the kind of value it holds (`payload-spec.ts`). This is the
 * one declaration of the payload: the semantic checks, the widget's pickers and the
 * invariant simulator derive theirs from it.
 */
export interface InfoRow {
  readonly nights: NightRange;
  readonly payload: PayloadSpec;
}

/** One character of the script: contract id, display name, type, alignment (contract export `ROLES`). */
export interface RoleInfo {
  /** Contract role id (`fortune_teller`). */
  readonly id: RoleId;
  /** Display name (`Fortune Teller`). */
  readonly name: string;
  /** Townsfolk, Outsider, Minion or Demon. */
  readonly team: Team;
  /** Starting alignment of the character. */
  readonly alignment: Alignment;
}

/** A row of the role table: the character and when it acts at night. */
export interface RoleRow extends RoleInfo {
  /**
   * Place on the first night's sheet, or null: no step. Places are only compared (any
   * number, fractions too; ties wake in role-code order: night-order.ts); in Trouble
   * Brewing 1 is the first to wake after the evil team's information.
   */
  readonly firstNight: number | null;
  /** Place on the other nights' sheet (compared like `firstNight`), or null: no step. */
  readonly otherNights: number | null;
  /** When its ability gives the player information (a report) and in what form, or null: it never does. */
  readonly info: InfoRow | null;
}

/** Contract role ids; the index of an id is its role code (stable: the program and WASM use it). */
export const ROLE_IDS = [
  'washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'fortune_teller',
  'undertaker', 'monk', 'ravenkeeper', 'virgin', 'slayer', 'soldier', 'mayor',
  'butler', 'drunk', 'recluse', 'saint',
  'poisoner', 'spy', 'scarlet_woman', 'baron',
  'imp',
] as const;

/** A Trouble Brewing character id as the contract spells it. */
export type RoleId = (typeof ROLE_IDS)[number];

type Row = Omit<RoleRow, 'id' | 'alignment'>;
const FIRST_ONLY: NightRange = { first: 1, last: 1 };
const EVERY: NightRange = { first: 1, last: null };
const LATER: NightRange = { first: 2, last: null };
const row = (name: string, team: Team, firstNight: number | null, otherNights: number | null, info: InfoRow | null = null): Row =>
  ({ name, team, firstNight, otherNights, info });
const info = (nights: NightRange, ...payload: PayloadSpec): InfoRow => ({ nights, payload });

// The night sheets' places follow the official Trouble Brewing night order (rules reference §2).
const TABLE: Readonly<Record<RoleId, Row>> = {
  washerwoman: row('Washerwoman', 'Townsfolk', 2, null, info(FIRST_ONLY, P.pair(), P.characterOf('Townsfolk'))),
  // Either a pair and an Outsider, or `value: 0` alone: no Outsiders in play.
  librarian: row('Librarian', 'Townsfolk', 3, null, info(FIRST_ONLY, P.pair(), P.characterOf('Outsider', { noneInPlay: true }))),
  investigator: row('Investigator', 'Townsfolk', 4, null, info(FIRST_ONLY, P.pair(), P.characterOf('Minion'))),
  // The Chef's bound is the player count (every neighbouring pair could be evil).
  chef: row('Chef', 'Townsfolk', 5, null, info(FIRST_ONLY, P.count('players', 'pairs of evil neighbours'))),
  empath: row('Empath', 'Townsfolk', 6, 6, info(EVERY, P.count(2, 'evil living neighbours'))),
  fortune_teller: row('Fortune Teller', 'Townsfolk', 7, 7, info(EVERY, P.pair(), P.yesNo('one is the Demon'))),
  // After a day without an execution death the Undertaker learns nothing (null).
  undertaker: row('Undertaker', 'Townsfolk', null, 8, info(LATER, P.character({ noInfo: true }))),
  monk: row('Monk', 'Townsfolk', null, 2),
  ravenkeeper: row('Ravenkeeper', 'Townsfolk', null, 5, info(LATER, P.player(), P.character())),
  virgin: row('Virgin', 'Townsfolk', null, null),
  slayer: row('Slayer', 'Townsfolk', null, null),
  soldier: row('Soldier', 'Townsfolk', null, null),
  mayor: row('Mayor', 'Townsfolk', null, null),
  butler: row('Butler', 'Outsider', 8, 9),
  drunk: row('Drunk', 'Outsider', null, null),
  recluse: row('Recluse', 'Outsider', null, null),
  saint: row('Saint', 'Outsider', null, null),
  poisoner: row('Poisoner', 'Minion', 1, 1),
  spy: row('Spy', 'Minion', 9, 10, info(EVERY, P.grimoire())),
  scarlet_woman: row('Scarlet Woman', 'Minion', null, 3),
  baron: row('Baron', 'Minion', null, null),
  imp: row('Imp', 'Demon', null, 4),
};

/** The role table, by role code (`ROLE_ROWS[code]`). */
export const ROLE_ROWS: readonly RoleRow[] = ROLE_IDS.map((id) => {
  const r = TABLE[id];
  return Object.freeze({
    id, ...r,
    alignment: r.team === 'Minion' || r.team === 'Demon' ? 'evil' : 'good',
  } satisfies RoleRow);
});

/** Every character of the table, by role code (`ROLES[code]`): id, name, team, alignment. Contract export `ROLES`. */
export const ROLES: readonly RoleInfo[] = ROLE_ROWS.map(({ id, name, team, alignment }) => Object.freeze({ id, name, team, alignment }));

/** Role code of a contract id, or -1 when the id is not a Trouble Brewing character. */
export function roleCode(id: string): number {
  return (ROLE_IDS as readonly string[]).indexOf(id);
}

/** Named role codes, for readable rule code. */
export const R = Object.freeze(
  Object.fromEntries(ROLE_IDS.map((id, i) => [id.toUpperCase(), i])) as {
    readonly [K in RoleId as Uppercase<K>]: number
  },
);

/** Team index used by the packed program: 0 Townsfolk, 1 Outsider, 2 Minion, 3 Demon. */
export const TEAM_INDEX: Record<Team, number> = { Townsfolk: 0, Outsider: 1, Minion: 2, Demon: 3 };

/** Team index (0–3) of each role code. */
export const TEAM_OF_CODE: readonly number[] = ROLES.map((r) => TEAM_INDEX[r.team]);

/** True when the role code is a Minion or the Demon (evil at the start). */
export function isEvilCode(code: number): boolean {
  return ROLES[code]!.alignment === 'evil';
}

/** Bit mask (bit = role code) of every role of one team. */
export function teamMask(team: Team): number {
  let m = 0;
  ROLES.forEach((r, i) => { if (r.team === team) m |= 1 << i; });
  return m;
}

export const TOWNSFOLK_MASK = teamMask('Townsfolk');
export const OUTSIDER_MASK = teamMask('Outsider');
export const MINION_MASK = teamMask('Minion');
export const DEMON_MASK = teamMask('Demon');
export const GOOD_MASK = TOWNSFOLK_MASK | OUTSIDER_MASK;
export const EVIL_MASK = MINION_MASK | DEMON_MASK;
export const ALL_ROLES_MASK = GOOD_MASK | EVIL_MASK;

/** True when `night` lies in the range. */
export function inNightRange(range: NightRange, night: number): boolean {
  return night >= range.first && (range.last === null || night <= range.last);
}

/**
 * Mask of the characters that wake with information on a night: the first night or any
 * later one (`first`). A report of any other character fixed to that night cannot hold.
 */
export function infoWakeMask(first: boolean): number {
  let m = 0;
  ROLE_ROWS.forEach((r, i) => {
    const step = first ? r.firstNight : r.otherNights;
    if (step !== null && r.info && inNightRange(r.info.nights, first ? 1 : 2)) m |= 1 << i;
  });
  return m;
}
