/**
 * Games a person brings to the bench page: a file in the corpus format (bench/files.ts),
 * each input also checked as `solveTemporal()` would check it, so that a bad file is
 * refused with every problem before anything is timed, and a game is never counted
 * "incomplete" for being invalid.
 */
import type { CorpusGame } from '../answer.ts';
import { readGames, type FileError } from '../files.ts';
import { validate } from '../../src/model/validate.ts';

/** The games of a file, or every problem with it (JSON paths from the file's root). */
export type OwnGames = { ok: true; games: CorpusGame[] } | { ok: false; errors: FileError[] };

/**
 * Reads `text` as a file of games and checks every game: its input, and that its `players`
 * is the input's (it places the game on the plot). `nights` is not checked: the corpus
 * gives a simulated table's planned length, which a game that ended sooner does not reach.
 */
export function readOwnGames(text: string): OwnGames {
  const read = readGames(text);
  if (!read.ok) return read;
  const single = !text.trimStart().startsWith('[');
  const errors = read.value.flatMap((game, i) => {
    const at = single ? '$' : `$[${i}]`;
    const checked = validate(game.input);
    if (checked.kind !== 'temporal') return [{ path: `${at}.input`, message: `game "${game.id}" is not a temporal input (botc-temporal-v1): the suite runs solveTemporal()` }];
    // The input's own errors carry paths from the input's root ($ there is this game's input).
    if (checked.errors.length) return checked.errors.map((e) => ({ path: `${at}.input`, message: `game "${game.id}": ${e.message}` }));
    const seated = (game.input as { players: unknown[] }).players.length;
    return game.players === seated ? [] : [{ path: `${at}.players`, message: `game "${game.id}" says ${game.players} players; its input has ${seated}` }];
  });
  return errors.length ? { ok: false, errors } : { ok: true, games: read.value };
}
