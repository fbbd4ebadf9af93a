/**
 * The one role table for Trouble Brewing. Everything else (setup counts, night order,
 * the AssemblyScript vocabulary in `assembly/vocab.gen.ts`) is derived from it.
 * Role codes are indices into {@link ROLE_IDS}; they are stable and are what the
 * compiled program and the WASM search use.
 */

/** Character type, in the game's own terms. */
export type Team = 'Townsfolk' | 'Outsider' | 'Minion' | 'Demon';
/** Starting alignment. Nothing in Trouble Brewing changes a player's alignment. */
export type Alignment = 'good' | 'evil';

/** One character of the script: contract id (snake_case), display name, type, alignment. */
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

/** Contract role ids in table order; the index of an id is its role code. */
export const ROLE_IDS = [
  'washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'fortune_teller',
  'undertaker', 'monk', 'ravenkeeper', 'virgin', 'slayer', 'soldier', 'mayor',
  'butler', 'drunk', 'recluse', 'saint',
  'poisoner', 'spy', 'scarlet_woman', 'baron',
  'imp',
] as const;

/** A Trouble Brewing character id as the contract spells it. */
export type RoleId = (typeof ROLE_IDS)[number];

const NAMES: Record<RoleId, string> = {
  washerwoman: 'Washerwoman', librarian: 'Librarian', investigator: 'Investigator',
  chef: 'Chef', empath: 'Empath', fortune_teller: 'Fortune Teller', undertaker: 'Undertaker',
  monk: 'Monk', ravenkeeper: 'Ravenkeeper', virgin: 'Virgin', slayer: 'Slayer',
  soldier: 'Soldier', mayor: 'Mayor', butler: 'Butler', drunk: 'Drunk', recluse: 'Recluse',
  saint: 'Saint', poisoner: 'Poisoner', spy: 'Spy', scarlet_woman: 'Scarlet Woman',
  baron: 'Baron', imp: 'Imp',
};

function teamOf(code: number): Team {
  if (code <= 12) return 'Townsfolk';
  if (code <= 16) return 'Outsider';
  if (code <= 20) return 'Minion';
  return 'Demon';
}

/** The 22 characters, in table order (`ROLES[code]`). Contract export `ROLES`. */
export const ROLES: readonly RoleInfo[] = ROLE_IDS.map((id, code) => {
  const team = teamOf(code);
  return Object.freeze({
    id, name: NAMES[id], team,
    alignment: team === 'Minion' || team === 'Demon' ? 'evil' : 'good',
  } satisfies RoleInfo);
});

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
  return TEAM_OF_CODE[code]! >= 2;
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
