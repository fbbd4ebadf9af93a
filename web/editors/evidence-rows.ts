/**
 * What the evidence editor does to rows, kept apart from rendering: new rows of each
 * kind with legal defaults, a reporting character change that rebuilds only the
 * payload, the quick claims table (one testimony per player), and a one-line
 * description of a row. Rows are plain JSON; every function returns new data.
 */
import { LEGACY_INFO_ROLES } from '../../src/model/report-rules.ts';
import { cloneGame, isTemporal, playerLabel, type GameInput, type TemporalEvidence } from '../model/game.ts';
import { roleName, rolesOf, type Team } from '../ui/roles.ts';

/** A row of either evidence list, seen as a plain object (the editor writes fields by name). */
export type Row = Record<string, unknown> & { kind: string };

/** Kinds of setup evidence a temporal history takes. */
export const TEMPORAL_KINDS = ['testimony', 'role', 'alignment', 'inPlay', 'shown', 'setupInfo'] as const;
/** Kinds of evidence a legacy first-night game takes. */
export const LEGACY_KINDS = ['role', 'alignment', 'inPlay', 'info'] as const;

/** Short human name of each kind, for headings and "Add" buttons. */
export const KIND_LABEL: Record<string, string> = {
  testimony: 'Claim', role: 'Character', alignment: 'Alignment', inPlay: 'Character in play',
  shown: 'Shown token', setupInfo: 'Evil setup information', info: 'First-night information',
};

/** A legacy info character that learns a pair of players and the character type one of them has. */
const PAIR_TEAM: Partial<Record<string, Team>> = { washerwoman: 'Townsfolk', librarian: 'Outsider', investigator: 'Minion' };

/** The character type a Washerwoman, Librarian or Investigator learns; null for other characters. */
export function learnedTeam(role: string): Team | null {
  return PAIR_TEAM[role] ?? null;
}

/** The kinds the given game accepts, in the order the editor offers them. */
export function kindsOf(game: GameInput): readonly string[] {
  return isTemporal(game) ? TEMPORAL_KINDS : LEGACY_KINDS;
}

/** The first two seats (the default pair of a new information row). */
function firstPair(game: GameInput): string[] {
  return game.players.slice(0, 2).map((p) => p.id);
}

/**
 * The information payload a legacy `info` row of character `role` starts with: a pair
 * and a learned character of the right type, a count of 0, or a "no" answer.
 */
function defaultPayload(game: GameInput, role: string): Row {
  const team = learnedTeam(role);
  if (team) return { kind: 'info', targets: firstPair(game), targetRole: rolesOf(team)[0] };
  if (role === 'fortune_teller') return { kind: 'info', targets: firstPair(game), value: false };
  return { kind: 'info', value: 0 };
}

/** A new row of `kind` with legal defaults (first seated player, first character) and mode `assumption`. */
export function newRow(game: GameInput, kind: string): Row {
  const player = game.players[0]?.id ?? '';
  const base = { mode: 'assumption' };
  switch (kind) {
    case 'inPlay':
      return { kind, role: 'washerwoman', ...base };
    case 'alignment':
      return { kind, player, alignment: 'good', ...base };
    case 'setupInfo':
      return { kind, player, team: 'Minion', ...base };
    case 'info':
      return { ...defaultPayload(game, 'chef'), player, role: 'chef', ...base };
    default: // testimony, role, shown
      return { kind, player, role: 'washerwoman', ...base };
  }
}

const PAYLOAD_KEYS = ['targets', 'targetRole', 'value'];

/** The row without its information payload (every other field kept). */
function withoutPayload(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !PAYLOAD_KEYS.includes(k))) as Row;
}

/** The `info` row with another reporting character: the payload is rebuilt for it, every other field kept. */
export function withInfoRole(game: GameInput, row: Row, role: string): Row {
  return { ...withoutPayload(row), ...defaultPayload(game, role), role };
}

/** The `info` row of a Librarian switched between "a pair and an Outsider" and "no Outsiders in play" (value 0). */
export function withLibrarianZero(game: GameInput, row: Row, zero: boolean): Row {
  const kept = withoutPayload(row);
  return zero ? { ...kept, value: 0 } : { ...kept, ...defaultPayload(game, 'librarian') };
}

/** The setupInfo row for another team: a Demon has no Demon list, a Minion is shown no bluffs. */
export function withTeam(row: Row, team: string): Row {
  const next: Row = { ...row, team };
  delete next[team === 'Demon' ? 'demons' : 'bluffs'];
  return next;
}

/** Legal reporting characters of a legacy `info` row. */
export const INFO_ROLES: readonly string[] = LEGACY_INFO_ROLES;

/** Index of the first testimony row about `player`, or -1. */
export function claimIndex(game: GameInput, player: string): number {
  if (!isTemporal(game)) return -1;
  return game.evidence.findIndex((row) => row.kind === 'testimony' && row.player === player);
}

/**
 * The game with `player`'s claim set to `role` (their first testimony row changes its
 * character, or a new testimony row is added), or, for `role` null, that row removed.
 */
export function withClaim<T extends GameInput>(game: T, player: string, role: string | null): T {
  const next = cloneGame(game);
  const i = claimIndex(game, player);
  const rows = next.evidence as Row[];
  if (role === null) {
    if (i >= 0) rows.splice(i, 1);
  } else if (i >= 0) {
    rows[i]!.role = role;
  } else {
    rows.push({ kind: 'testimony', player, role, mode: 'assumption' } satisfies TemporalEvidence);
  }
  return next;
}

/** One line saying what a row is about, for its heading and the labels of its controls ("Claim by Alice"). */
export function rowSummary(game: GameInput, row: Row, index: number): string {
  const who = typeof row.player === 'string' ? playerLabel(game, row.player) : '';
  const what = KIND_LABEL[row.kind] ?? row.kind;
  switch (row.kind) {
    case 'inPlay':
      return `Row ${index + 1}: ${what}, ${roleName(String(row.role))}`;
    case 'testimony':
      return `Row ${index + 1}: Claim by ${who}`;
    default:
      return `Row ${index + 1}: ${what}, ${who}`;
  }
}
