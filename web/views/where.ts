/**
 * Where an error points, in the words of the editors: the library's JSON paths count rows
 * from 0 (`$.reports[2]`) while the editors number them from 1 and name the player
 * ("Report 3: Steph as Undertaker"). Shown beside the path, never instead of it.
 */
import { isTemporal, playerLabel, type GameInput } from '../model/game.ts';
import { roleName } from '../ui/roles.ts';

/** A label for the row a JSON path points into, or null when it is not a row of the game. */
export function rowLabel(game: GameInput | null, path: string): string | null {
  if (!game) return null;
  const m = /^\$\.(evidence|reports|phases)\[(\d+)\](?:\.events\[(\d+)\]|\.actions\[(\d+)\])?/.exec(path);
  if (!m) return null;
  const i = Number(m[2]);
  if (m[1] === 'evidence') {
    const row = game.evidence[i] as { kind?: string; player?: string } | undefined;
    return row ? `Evidence row ${i + 1}${row.player ? ` (${playerLabel(game, row.player)})` : ''}` : null;
  }
  if (!isTemporal(game)) return null;
  if (m[1] === 'reports') {
    const row = game.reports[i];
    return row ? `Report ${i + 1}: ${playerLabel(game, row.player)} as ${roleName(row.role)}` : null;
  }
  const phase = game.phases[i];
  if (!phase) return null;
  const name = `${phase.phase === 'night' ? 'Night' : 'Day'} ${phase.number}`;
  if (m[3] !== undefined) return `${name}, event ${Number(m[3]) + 1}`;
  if (m[4] !== undefined) return `${name}, action ${Number(m[4]) + 1}`;
  return name;
}
