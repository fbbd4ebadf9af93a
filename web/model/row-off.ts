/**
 * "Turn this row off" (why not, issue 33): the row stays in the game with `enabled: false`,
 * so nothing the player entered is lost and the switch "Use this row" turns it back on.
 */
import { cloneGame, isTemporal, type GameInput } from './game.ts';

/**
 * The game with the row at `path` turned off — an evidence row (`$.evidence[i]`), a report
 * (`$.reports[i]`) or a night action (`$.phases[p].actions[a]`) — or null when `path` is
 * no such row of `game` (a night's death list has no switch: it is edited in place).
 */
export function withRowOff(game: GameInput, path: string): GameInput | null {
  const next = cloneGame(game);
  const at = (rows: unknown, index: string | undefined): Record<string, unknown> | null => {
    const row = Array.isArray(rows) && index !== undefined ? rows[Number(index)] : undefined;
    return typeof row === 'object' && row !== null ? row as Record<string, unknown> : null;
  };
  let row: Record<string, unknown> | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^\$\.evidence\[(\d+)\]$/.exec(path))) row = at(next.evidence, m[1]);
  else if (isTemporal(next) && (m = /^\$\.reports\[(\d+)\]$/.exec(path))) row = at(next.reports, m[1]);
  else if (isTemporal(next) && (m = /^\$\.phases\[(\d+)\]\.actions\[(\d+)\]$/.exec(path))) {
    const phase = next.phases[Number(m[1])];
    row = phase?.phase === 'night' ? at(phase.actions, m[2]) : null;
  }
  if (!row) return null;
  row.enabled = false;
  return next;
}
