/** Setup legality (rules reference §1.2–1.4, test vectors TV01–TV06, TV80). */
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { setupCounts } from '../../src/rules/setup.ts';
import { legal } from './helpers.ts';

/** An unseated game: only which characters are (not) in play is known. */
function inPlayOnly(n: number, rows: [string, boolean][]) {
  return {
    schema: 'botc-temporal-v1',
    players: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}` })),
    evidence: rows.map(([role, is]) => ({ kind: 'inPlay', role, is, mode: 'hard' })),
    reports: [],
    phases: [{ phase: 'night', number: 1 }],
    limits: { maxResults: 1 },
  };
}

describe('setup', () => {
  it('TV01: five players cannot have an Outsider without the Baron', async () => {
    expect(await legal(['imp', 'poisoner', 'chef', 'empath', 'saint'])).toBe(false);
    expect(await legal(['imp', 'poisoner', 'chef', 'empath', 'monk'])).toBe(true);
  });

  it('TV02: the Baron needs two extra Outsiders', async () => {
    expect(await legal(['imp', 'baron', 'chef', 'empath', 'monk', 'saint', 'butler'])).toBe(true);
    expect(await legal(['imp', 'baron', 'chef', 'empath', 'monk', 'undertaker', 'saint'])).toBe(false);
  });

  it('TV03: six players with the Baron have one Townsfolk and three Outsiders', async () => {
    expect(await legal(['imp', 'baron', 'chef', 'butler', 'saint', 'recluse'])).toBe(true);
    expect(await legal(['imp', 'baron', 'chef', 'empath', 'saint', 'recluse'])).toBe(false);
  });

  it('TV04/TV80: setup counts with the Baron', () => {
    expect(setupCounts(13, true)).toEqual([7, 2, 3, 1]);
    expect(setupCounts(9, true)).toEqual([3, 4, 1, 1]);
    expect(setupCounts(15, false)).toEqual([9, 2, 3, 1]);
  });

  it('TV05: the Drunk is the one Outsider of eight players', async () => {
    expect(await legal(['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'slayer'])).toBe(true);
    expect(await legal(['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'saint'])).toBe(false);
  });

  it('TV06: the Drunk\'s token is not in play', async () => {
    const roles = ['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'slayer'] as const;
    const shownChef = { evidence: [{ kind: 'shown', player: 'p3', role: 'chef', mode: 'hard' }] };
    expect(await legal([...roles], shownChef)).toBe(false);
    const shownMonk = { evidence: [{ kind: 'shown', player: 'p3', role: 'monk', mode: 'hard' }] };
    expect(await legal([...roles], shownMonk)).toBe(true);
  });

  it('exactly one Imp and unique characters', async () => {
    expect(await legal(['imp', 'imp', 'chef', 'empath', 'monk'])).toBe(false);
    expect(await legal(['imp', 'poisoner', 'chef', 'chef', 'monk'])).toBe(false);
  });

  it('testimony: a good player claims their shown token, so a good Drunk claims a Townsfolk', async () => {
    const roles = ['imp', 'poisoner', 'drunk', 'chef', 'empath', 'fortune_teller', 'undertaker', 'slayer'] as const;
    expect(await legal([...roles], { evidence: [{ kind: 'testimony', player: 'p3', role: 'monk', mode: 'assumption' }] })).toBe(true);
    expect(await legal([...roles], { evidence: [{ kind: 'testimony', player: 'p3', role: 'drunk', mode: 'assumption' }] })).toBe(false);
    expect(await legal([...roles], { evidence: [{ kind: 'testimony', player: 'p1', role: 'drunk', mode: 'assumption' }] })).toBe(true);
  });

  it('characters in and out of play that no standard setup holds: an exhaustive contradiction, at once, in both engines', async () => {
    const impossible: [number, [string, boolean][]][] = [
      [7, [['saint', true], ['baron', false]]], // 7 players have no Outsider without the Baron
      [9, [['baron', true], ['saint', false]]], // TV80: with the Baron all four Outsiders are in play
      [10, [['poisoner', true], ['spy', true], ['scarlet_woman', true]]], // 10 players have 2 Minions
      [15, [['baron', true], ['drunk', false]]],
      [8, [['imp', false]]],
    ];
    for (const [n, rows] of impossible) {
      for (const engine of ['wasm', 'reference'] as const) {
        const r = await solveTemporal(inPlayOnly(n, rows), { engine });
        expect({ n, rows, engine, status: r.status, complete: r.complete }).toEqual({ n, rows, engine, status: 'contradiction', complete: true });
      }
    }
    // The same counts with one row changed fit a setup.
    for (const [n, rows] of [[7, [['saint', true]]], [9, [['baron', true]]], [10, [['poisoner', true], ['spy', true]]]] as [number, [string, boolean][]][]) {
      expect((await solveTemporal(inPlayOnly(n, rows))).status).toBe('candidates');
    }
  });
});
