/**
 * What the evidence editor does to rows, kept apart from rendering: new rows of each
 * kind with legal defaults, a reporting character change that rebuilds only the
 * payload (from the character's payload spec in the role table), the quick claims table
 * (one testimony per player), and a one-line description of a row. Rows are plain JSON;
 * every function returns new data.
 */
import { LEGACY_FIELDS, LEGACY_INFO_ROLES, legacySpecOf, type LegacyFieldSpec } from '../../src/model/report-rules.ts';
import { cloneGame, isTemporal, playerLabel, type GameInput, type TemporalEvidence } from '../model/game.ts';
import { ALL_ROLES, roleName, rolesOf } from '../ui/roles.ts';

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

/** The kinds the given game accepts, in the order the editor offers them. */
export function kindsOf(game: GameInput): readonly string[] {
  return isTemporal(game) ? TEMPORAL_KINDS : LEGACY_KINDS;
}

/** The first two seats (the default pair of a new information row). */
function firstPair(game: GameInput): string[] {
  return game.players.slice(0, 2).map((p) => p.id);
}

/** The legal value a legacy payload field starts with: the first two seats, the first character of the type, 0, or "no". */
function defaultValue(game: GameInput, f: LegacyFieldSpec): unknown {
  switch (f.kind) {
    case 'pair': return firstPair(game);
    case 'character': return (f.team === null ? ALL_ROLES : rolesOf(f.team))[0];
    case 'count': return 0;
    case 'yesNo': return false;
  }
}

/**
 * The information payload a legacy `info` row of character `role` starts with: every
 * field of its payload spec at its default (none for a role the legacy search refuses).
 */
function defaultPayload(game: GameInput, role: string): Row {
  const row: Row = { kind: 'info' };
  for (const f of legacySpecOf(role)) row[f.field] = defaultValue(game, f);
  return row;
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

/** The row without its information payload (every other field kept). */
function withoutPayload(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !(LEGACY_FIELDS as readonly string[]).includes(k))) as Row;
}

/** The `info` row with another reporting character: the payload is rebuilt for it, every other field kept. */
export function withInfoRole(game: GameInput, row: Row, role: string): Row {
  return { ...withoutPayload(row), ...defaultPayload(game, role), role };
}

/**
 * The `info` row switched between its character's full answer and the "none in play"
 * answer `value: 0` (the Librarian's "a pair and an Outsider" / "no Outsiders in play").
 */
export function withNoneInPlay(game: GameInput, row: Row, zero: boolean): Row {
  const kept = withoutPayload(row);
  return zero ? { ...kept, value: 0 } : { ...kept, ...defaultPayload(game, String(row.role)) };
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
