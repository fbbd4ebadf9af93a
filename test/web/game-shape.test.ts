/**
 * What the widget checks of a game before it shows it (web/model/game.ts gameShapeErrors:
 * a page's `game`, a saved game), and how it names a seat without a name.
 */
import { describe, expect, it } from 'vitest';
import { gameShapeErrors, playerLabel, type TemporalInput } from '../../web/model/game.ts';
import nqt47 from '../../examples/nqt-47.json';

const game = nqt47.input as TemporalInput;

describe('gameShapeErrors', () => {
  it('finds nothing in a real game', () => {
    expect(gameShapeErrors(game)).toEqual([]);
  });

  it('names every list that is not a list of objects, with its path', () => {
    expect(gameShapeErrors(null).map((e) => e.path)).toEqual(['$']);
    expect(gameShapeErrors([game]).map((e) => e.path)).toEqual(['$']);
    expect(gameShapeErrors({ ...game, players: 'seven' }).map((e) => e.path)).toEqual(['$.players']);
    const broken = { ...game, phases: [game.phases[0], null, 3], evidence: [[]] };
    expect(gameShapeErrors(broken)).toEqual([
      { code: 'invalid_type', path: '$.evidence[0]', message: "each of the game's evidence must be an object" },
      { code: 'invalid_type', path: '$.phases[1]', message: "each of the game's phases must be an object" },
      { code: 'invalid_type', path: '$.phases[2]', message: "each of the game's phases must be an object" },
    ]);
  });
});

describe('playerLabel', () => {
  it('a name when the seat has one, its place when not, an unknown id as written', () => {
    const named = { ...game, players: game.players.map((p, i) => (i === 1 ? { ...p, name: ' ' } : p)) };
    expect(playerLabel(named, game.players[0]!.id)).toBe(game.players[0]!.name);
    expect(playerLabel(named, game.players[1]!.id)).toBe('Seat 2');
    expect(playerLabel(named, 'nobody')).toBe('nobody');
  });
});
