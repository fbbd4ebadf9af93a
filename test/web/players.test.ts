/**
 * The seating operations of the widget: which rows mention a player, and removing a
 * player together with exactly those rows, on a real temporal case, a hand-made history
 * that names a player in every place a history can, and a legacy first-night game.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LegacyInput, TemporalInput } from '../../web/model/game.ts';
import {
  addPlayer, canAdd, canRemove, movePlayer, nextPlayerId, removalQuestion, removePlayer, renamePlayer, rowsMentioning,
} from '../../web/model/players.ts';

const nqt47 = (JSON.parse(readFileSync(new URL('../fixtures/cases/nqt-47.json', import.meta.url), 'utf8')) as { input: TemporalInput }).input;

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `N${i + 1}` }));

/** A history in which p3 appears in every place a player id can stand, and p1/p2 elsewhere. */
function everywhere(): TemporalInput {
  return {
    schema: 'botc-temporal-v1',
    players: seats(7),
    evidence: [
      { kind: 'testimony', player: 'p1', role: 'chef', mode: 'claim' },
      { kind: 'testimony', player: 'p3', role: 'saint', mode: 'assumption' },
      { kind: 'setupInfo', player: 'p2', team: 'Minion', minions: ['p2'], demons: ['p3'], mode: 'hard' },
    ],
    reports: [
      { player: 'p1', role: 'empath', night: 1, value: 0, authenticity: 'good', mode: 'assumption' },
      { player: 'p2', role: 'washerwoman', night: 1, targets: ['p1', 'p3'], targetRole: 'chef', authenticity: 'good', mode: 'claim' },
      { player: 'p4', role: 'spy', night: 1, grimoire: { p1: { master: 'p3' } }, authenticity: 'authentic', mode: 'hard' },
      { player: 'p4', role: 'spy', night: 2, grimoire: { p3: { alive: true } }, authenticity: 'authentic', mode: 'hard' },
    ],
    phases: [
      { phase: 'night', number: 1, deaths: [], actions: [{ kind: 'poison', player: 'p2', target: 'p1' }, { kind: 'imp', player: 'p5', target: 'p6', successor: 'p3' }] },
      {
        phase: 'day', number: 1, ended: true, events: [
          { kind: 'nomination', player: 'p1', target: 'p2', triggered: false, mode: 'hard' },
          { kind: 'ballot', voters: ['p1', 'p3'], nominee: 'p2', mode: 'hard' },
          { kind: 'ballot', voters: ['p1'], nominee: 'p2', qualifying: { p1: ['p3'] }, mode: 'hard' },
          { kind: 'execution', player: 'p2', mode: 'hard' },
        ],
      },
      { phase: 'night', number: 2, deaths: ['p3', 'p6'], actions: [{ kind: 'imp', player: 'p5', target: 'p6', redirect: 'p3' }] },
      { phase: 'day', number: 2, ended: false, events: [{ kind: 'slayer', player: 'p3', target: 'p5', killed: false, mode: 'claim' }] },
    ],
  };
}

describe('rowsMentioning', () => {
  it('finds every row of a real case that names a player, and nothing for an unmentioned one', () => {
    // nqt-47: Tom (p8) claims Chef, is a Washerwoman and Investigator target, reports as Chef, is executed on day 3.
    expect(rowsMentioning(nqt47, 'p8').map((m) => [m.place, m.phase, m.index])).toEqual([
      ['evidence', undefined, 7], ['reports', undefined, 0], ['reports', undefined, 4], ['reports', undefined, 5],
      ['events', 5, 0],
    ]);
    expect(rowsMentioning(nqt47, 'nobody')).toEqual([]);
  });

  it('finds a player in lists, grimoire keys and masters, successors, redirects, voters and qualifying hands', () => {
    expect(rowsMentioning(everywhere(), 'p3').map((m) => m.label)).toEqual([
      'evidence row 2 (claim)', 'evidence row 3 (evil setup information)', 'report 2 (Washerwoman)', 'report 3 (Spy)', 'report 4 (Spy)',
      'imp action on night 1', 'ballot on day 1', 'ballot on day 1',
      'death on night 2', 'imp action on night 2', 'slayer on day 2',
    ]);
  });

  it('looks only at the evidence of a legacy game', () => {
    const legacy: LegacyInput = {
      players: seats(5),
      evidence: [
        { kind: 'info', player: 'p1', role: 'investigator', targets: ['p2', 'p5'], targetRole: 'baron' },
        { kind: 'role', player: 'p3', role: 'chef' },
        { kind: 'inPlay', role: 'baron', is: false },
      ],
    };
    expect(rowsMentioning(legacy, 'p5')).toEqual([{ place: 'evidence', index: 0, label: 'evidence row 1 (information)' }]);
  });
});

describe('removePlayer', () => {
  it('removes the player and exactly the rows that name them, keeping everything else as it was', () => {
    const game = everywhere();
    const before = structuredClone(game);
    const next = removePlayer(game, 'p3');
    expect(game).toEqual(before); // the argument is not mutated
    const expected = structuredClone(before);
    expected.players.splice(2, 1);
    expected.evidence.splice(1, 2);
    expected.reports = [before.reports[0]!];
    expected.phases[0] = { phase: 'night', number: 1, deaths: [], actions: [{ kind: 'poison', player: 'p2', target: 'p1' }] };
    expected.phases[1] = { ...before.phases[1]!, events: [(before.phases[1] as { events: unknown[] }).events[0], (before.phases[1] as { events: unknown[] }).events[3]] } as TemporalInput['phases'][number];
    expected.phases[2] = { phase: 'night', number: 2, deaths: ['p6'], actions: [] };
    expected.phases[3] = { phase: 'day', number: 2, ended: false, events: [] };
    expect(next).toEqual(expected);
    expect(rowsMentioning(next, 'p3')).toEqual([]);
  });

  it('keeps rows with ids, sources and disabled flags untouched when they do not name the player', () => {
    const game = structuredClone(nqt47);
    game.evidence[0] = { ...game.evidence[0]!, id: 'e1', source: 'day 1 chat', enabled: false } as TemporalInput['evidence'][number];
    const next = removePlayer(game, 'p5');
    expect(next.evidence[0]).toEqual(game.evidence[0]);
    expect(next.players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p6', 'p7', 'p8', 'p9']);
    expect(next.evidence).toHaveLength(game.evidence.length - 1);
  });

  it('removes a legacy row that names the player among its targets', () => {
    const legacy: LegacyInput = {
      script: 'trouble_brewing',
      players: seats(6),
      evidence: [
        { kind: 'info', player: 'p1', role: 'fortune_teller', targets: ['p2', 'p6'], value: true, mode: 'assumption' },
        { kind: 'alignment', player: 'p2', alignment: 'evil', mode: 'claim' },
      ],
    };
    expect(removePlayer(legacy, 'p6')).toEqual({ ...legacy, players: seats(5), evidence: [legacy.evidence[1]] });
  });

  it('a ballot without a nominee goes with the nomination it follows: removing the nominee removes both', () => {
    const game: TemporalInput = {
      schema: 'botc-temporal-v1', players: seats(7), evidence: [], reports: [],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        {
          phase: 'day', number: 1, ended: true, completeVoting: true, events: [
            { kind: 'nomination', player: 'p1', target: 'p2', triggered: false, mode: 'hard' },
            { kind: 'ballot', voters: ['p3', 'p4'], mode: 'hard' },
            { kind: 'nomination', player: 'p3', target: 'p7', triggered: false, mode: 'hard' },
            { kind: 'ballot', voters: ['p1', 'p4', 'p5', 'p6'], mode: 'hard' },
            { kind: 'execution', player: 'p7', mode: 'hard' },
          ],
        },
      ],
    };
    expect(rowsMentioning(game, 'p7').map((m) => m.index)).toEqual([2, 3, 4]);
    const day = removePlayer(game, 'p7').phases[1]!;
    expect(day.phase === 'day' && day.events).toEqual([
      { kind: 'nomination', player: 'p1', target: 'p2', triggered: false, mode: 'hard' },
      { kind: 'ballot', voters: ['p3', 'p4'], mode: 'hard' },
    ]);
  });

  it('leaves the game as it is at five seats or for an unknown id', () => {
    const five = { ...nqt47, players: seats(5) };
    expect(canRemove(five)).toBe(false);
    expect(removePlayer(five, 'p1')).toBe(five);
    expect(removePlayer(nqt47, 'nobody')).toBe(nqt47);
  });
});

describe('seating', () => {
  it('adds a player with the first unused id, up to fifteen seats', () => {
    const game = { ...nqt47, players: [{ id: 'p2' }, { id: 'p1', name: 'A' }, ...seats(5).slice(2)] };
    expect(nextPlayerId(game)).toBe('p6');
    expect(addPlayer(game).players.at(-1)).toEqual({ id: 'p6', name: 'Player 6' });
    const full = { ...nqt47, players: seats(15) };
    expect(canAdd(full)).toBe(false);
    expect(addPlayer(full)).toBe(full);
  });

  it('renames and moves players without touching ids or rows', () => {
    const renamed = renamePlayer(nqt47, 'p2', 'Liv');
    expect(renamed.players[1]).toEqual({ id: 'p2', name: 'Liv' });
    expect(renamed.evidence).toEqual(nqt47.evidence);
    const moved = movePlayer(nqt47, 'p2', -1);
    expect(moved.players.slice(0, 3).map((p) => p.id)).toEqual(['p2', 'p1', 'p3']);
    expect(moved.evidence).toEqual(nqt47.evidence);
    expect(movePlayer(nqt47, 'p1', -1)).toBe(nqt47);
    expect(movePlayer(nqt47, 'p9', 1)).toBe(nqt47);
  });

  it('asks about the rows a removal would lose', () => {
    expect(removalQuestion(nqt47, 'p8', 5)).toBe('Remove Tom and the 5 rows that mention Tom?');
    expect(removalQuestion(nqt47, 'p8', 1)).toBe('Remove Tom and the 1 row that mentions Tom?');
  });
});
