/** Error locations in the editors' words: rows numbered from 1, with the player and character. */
import { expect, it } from 'vitest';
import { rowLabel } from '../../web/views/where.ts';
import type { TemporalInput } from '../../web/model/game.ts';
import nqt47 from '../../examples/nqt-47.json';

const game = nqt47.input as TemporalInput;

it('names reports, evidence rows, phases, events and actions as the editors number them', () => {
  expect(rowLabel(game, '$.reports[2].night')).toBe('Report 3: Steph as Undertaker');
  expect(rowLabel(game, '$.evidence[0]')).toBe('Evidence row 1 (You)');
  expect(rowLabel(game, '$.phases[1].events[0].player')).toBe('Day 1, event 1');
  expect(rowLabel(game, '$.phases[2]')).toBe('Night 2');
  expect(rowLabel(game, '$.players')).toBeNull();
  expect(rowLabel(game, '$.reports[999]')).toBeNull();
  expect(rowLabel(null, '$.reports[0]')).toBeNull();
});
