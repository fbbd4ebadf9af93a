/**
 * Semantic checks of setup evidence rows (`role`, `alignment`, `inPlay`, `shown`,
 * `testimony`, `setupInfo`): ids must be seated players and Trouble Brewing roles,
 * and evil setup information must be well formed (contract: "Authentic initial evil
 * information"). Shape and id checks run on every row, active or not.
 */
import type { PathSegment } from '../contract/json-path.ts';
import { describe } from '../contract/errors.ts';
import { SETUP_INFO_MIN_PLAYERS } from '../rules/setup.ts';
import { ROLES } from '../rules/roles.ts';
import { has, isActiveRow, isObject, listOf, textOf } from './json-view.ts';
import type { JsonObject } from './json-view.ts';
import type { Ctx } from './semantic-context.ts';
import { checkPlayer, checkPlayerList, checkRole, fail, p, roleLabel } from './semantic-context.ts';

/** Check one evidence row (not a legacy `info` row) at `$.evidence[i]`. */
export function checkEvidenceRow(ctx: Ctx, row: JsonObject, at: readonly PathSegment[]): void {
  switch (row.kind) {
    case 'role':
    case 'shown':
    case 'testimony':
      checkPlayer(ctx, row.player, [...at, 'player']);
      checkRole(ctx, row.role, [...at, 'role']);
      break;
    case 'alignment':
      checkPlayer(ctx, row.player, [...at, 'player']);
      break;
    case 'inPlay':
      checkRole(ctx, row.role, [...at, 'role']);
      break;
    case 'setupInfo':
      checkSetupInfo(ctx, row, at);
      break;
    default:
      break; // unknown kinds are schema errors
  }
}

function checkSetupInfo(ctx: Ctx, row: JsonObject, at: readonly PathSegment[]): void {
  if (ctx.seats && ctx.n < SETUP_INFO_MIN_PLAYERS) {
    fail(ctx, 'setup_info_too_few', at,
      `${p(at)} is setupInfo, but the evil team only receives setup information with ${SETUP_INFO_MIN_PLAYERS} or more players (this game has ${ctx.n})`);
  }
  checkPlayer(ctx, row.player, [...at, 'player']);
  checkPlayerList(ctx, row.minions, [...at, 'minions']);
  checkPlayerList(ctx, row.demons, [...at, 'demons']);
  if (row.team === 'Demon' && has(row, 'demons')) {
    fail(ctx, 'wrong_payload', [...at, 'demons'],
      `${p([...at, 'demons'])} is only for a Minion's setup information; the Demon learns its Minions and bluffs, not a Demon list`);
  }
  if (row.team === 'Minion' && has(row, 'bluffs')) {
    fail(ctx, 'wrong_payload', [...at, 'bluffs'],
      `${p([...at, 'bluffs'])} is only for the Demon's setup information; a Minion is not shown bluffs`);
  } else {
    checkBluffs(ctx, row.bluffs, [...at, 'bluffs']);
  }
}

/** Bluffs: exactly three distinct good (Townsfolk or Outsider) characters. */
function checkBluffs(ctx: Ctx, value: unknown, at: readonly PathSegment[]): void {
  const list = listOf(value);
  if (!list) return;
  if (list.length !== 3) {
    fail(ctx, 'bad_bluffs', at, `${p(at)} must list exactly three characters; got ${list.length}`);
  }
  const seen = new Set<string>();
  list.forEach((item, k) => {
    const here = [...at, k];
    const code = checkRole(ctx, item, here);
    const id = textOf(item);
    if (id === null || code < 0) return;
    if (ROLES[code]!.alignment !== 'good') {
      fail(ctx, 'bad_bluffs', here, `${p(here)} is ${roleLabel(code)}; bluffs must be good characters (Townsfolk or Outsiders)`);
    } else if (seen.has(id)) {
      fail(ctx, 'bad_bluffs', here, `${p(here)} repeats ${describe(id)}; the three bluffs must be different characters`);
    }
    seen.add(id);
  });
}

/** At most one active setupInfo per recipient (`duplicate_record` on each extra one). */
export function checkSetupInfoDuplicates(ctx: Ctx, rows: readonly unknown[]): void {
  const first = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!isObject(row) || row.kind !== 'setupInfo' || !isActiveRow(row)) return;
    const player = textOf(row.player);
    if (player === null) return;
    const earlier = first.get(player);
    if (earlier === undefined) {
      first.set(player, i);
      return;
    }
    fail(ctx, 'duplicate_record', ['evidence', i],
      `${p(['evidence', i])} is a second active setupInfo for ${describe(player)} (the first is $.evidence[${earlier}]); a player receives evil setup information once — make the others claims or disable them`);
  });
}
