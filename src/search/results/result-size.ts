/**
 * Keeps a result serialisable: an upper estimate of one candidate's compact JSON size from
 * the game's shape, and the number of candidates that fit in `LIMITS.resultBytes`. Real
 * games never reach it (15 players with short ids: some 2 KB a candidate, so 100,000 fit);
 * long player ids, many nights or many reports lower it.
 */
import { LIMITS } from '../../contract/sizes.ts';
import type { Game } from '../../model/game.ts';
import { num } from '../../text/number.ts';

/** Bytes of a candidate's field names, braces and fixed values (its id, the winner, the Drunk's token). */
const FIXED_BYTES = 240;
/** A map entry's bytes besides the quoted player id: colon, comma and the longest role id quoted ("fortune_teller"). */
const ROLE_ENTRY_BYTES = 18;
/** A map entry's bytes besides the quoted player id for `alive`: colon, comma, `false`. */
const ALIVE_ENTRY_BYTES = 7;
/** A witness night's bytes besides its six player ids: field names, braces, the night number. */
const NIGHT_BYTES = 76;
/** One report's entry in `reportNights` (`"999":null,`), which the candidate and its witness both hold. */
const REPORT_BYTES = 2 * 12;

/**
 * Upper estimate of one candidate's compact JSON length: four maps of player id → role
 * (assignments twice, shown and final roles), one of player id → alive, six player ids (or
 * null) per night of the witness, and each report's night twice. Measured on the real cases
 * and the 15-player fixtures, real candidates are 70–85 % of it.
 */
export function candidateBytes(game: Game): number {
  let ids = 0;
  let longest = 4; // `null`
  for (const id of game.playerIds) {
    const quoted = JSON.stringify(id).length;
    ids += quoted;
    longest = Math.max(longest, quoted);
  }
  const nights = game.phases.filter((p) => p.phase === 'night').length;
  return FIXED_BYTES + 2 * longest + 4 * (ids + game.n * ROLE_ENTRY_BYTES) + ids + game.n * ALIVE_ENTRY_BYTES
    + nights * (NIGHT_BYTES + 6 * longest) + game.reports.length * REPORT_BYTES;
}

/**
 * Lowers `game.limits.maxResults` so that the candidates fit in `LIMITS.resultBytes`; returns
 * the warning to show when it did, else null. Deterministic: it depends on the input alone.
 */
export function fitResultsToSize(game: Game): string | null {
  const each = candidateBytes(game);
  const fit = Math.max(1, Math.floor(LIMITS.resultBytes / each));
  if (game.limits.maxResults <= fit) return null;
  const asked = game.limits.maxResults;
  game.limits.maxResults = fit;
  return `maxResults lowered from ${num(asked)} to ${num(fit)}: a candidate of this game can take up to ${num(each)} bytes of JSON, and a result is kept under ${num(LIMITS.resultBytes)} (LIMITS.resultBytes)`;
}
