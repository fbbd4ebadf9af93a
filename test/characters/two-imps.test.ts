/**
 * Ruling Q13 (unusual): when a healthy Recluse dies — executed, shot by the Slayer, or
 * killed at night — with 5 or more players alive before that death and a living, healthy
 * Scarlet Woman, the Storyteller may make her the Imp while the real Imp lives on. Then
 * both Imps attack each night. Hand-built games through both engines: a recorded Imp
 * action by the Scarlet Woman (or two deaths in one night) can only be explained by such
 * a history, which must exist, be tagged `scarlet_woman_recluse`, replay, and vanish with
 * `unusual: 'exclude'`; with 4 alive, a poisoned Scarlet Woman or a poisoned Recluse, it
 * does not exist at all.
 */
import { describe, expect, it } from 'vitest';
import { replay, solveTemporal, type RoleId } from '../../src/index.ts';
import { pinnedHistory, solveBoth } from './helpers.ts';

// P1 Imp, P2 Scarlet Woman, P3 Recluse, P4–P8 Townsfolk (8 players: 5/1/1/1).
const EIGHT: RoleId[] = ['imp', 'scarlet_woman', 'recluse', 'chef', 'empath', 'washerwoman', 'librarian', 'slayer'];
const night = (number: number, deaths: string[], actions: object[] = []) => ({ phase: 'night', number, deaths, actions });
const day = (number: number, events: object[], ended = true) => ({ phase: 'day', number, events, ended });
const execution = (player: string) => ({ kind: 'execution', player, mode: 'hard' });
const attack = (player: string, target: string) => ({ kind: 'imp', player, target });

/** Both engines agree; the answer is one candidate, tagged, whose witness replays with both Imps alive at the end. */
async function twoImps(roles: RoleId[], phases: object[]): Promise<void> {
  const input = pinnedHistory(roles, phases);
  const r = await solveBoth(input);
  expect(r.status).toBe('candidates');
  expect(r.candidates).toHaveLength(1);
  const c = r.candidates[0]!;
  expect(c.unusual).toEqual(['scarlet_woman_recluse']);
  expect([c.finalRoles.p1, c.finalRoles.p2, c.alive.p1, c.alive.p2]).toEqual(['imp', 'imp', true, true]);
  expect(replay(input, c.witness).ok).toBe(true);
  const reference = await solveTemporal(input, { engine: 'reference' });
  expect(reference.candidates.map((x) => x.unusual)).toEqual([['scarlet_woman_recluse']]);
  for (const engine of ['wasm', 'reference'] as const) {
    const excluded = await solveTemporal(input, { engine, unusual: 'exclude' });
    expect(excluded.status, engine).toBe('contradiction');
  }
}

/** No legal history at all, in either engine. */
async function impossible(roles: RoleId[], phases: object[]): Promise<void> {
  const r = await solveBoth(pinnedHistory(roles, phases));
  expect(r.status).toBe('contradiction');
}

describe('ruling Q13: the Scarlet Woman may become a second Imp when a healthy Recluse dies', () => {
  it('the Recluse executed with 8 alive: both Imps attack the next night, two deaths', async () => {
    await twoImps(EIGHT, [night(1, []), day(1, [execution('p3')]), night(2, ['p4', 'p5'], [attack('p1', 'p4'), attack('p2', 'p5')]), day(2, [], false)]);
  });

  it('only a two-Imp history explains two deaths in one night (no action recorded)', async () => {
    await twoImps(EIGHT, [night(1, []), day(1, [execution('p3')]), night(2, ['p4', 'p5']), day(2, [], false)]);
  });

  it('the Recluse shot dead by the Slayer (registering as the Demon)', async () => {
    await twoImps(EIGHT, [
      night(1, []), day(1, [{ kind: 'slayer', player: 'p8', target: 'p3', killed: true, mode: 'hard' }]),
      night(2, ['p4', 'p5'], [attack('p2', 'p5')]), day(2, [], false),
    ]);
  });

  it('the Recluse killed at night: she attacks from the next night on', async () => {
    await twoImps(EIGHT, [
      night(1, []), day(1, []), night(2, ['p3'], [attack('p1', 'p3')]), day(2, []),
      night(3, ['p4', 'p5'], [attack('p1', 'p4'), attack('p2', 'p5')]), day(3, [], false),
    ]);
  });

  it('converted at night, she does not attack that same night', async () => {
    await impossible(EIGHT, [night(1, []), day(1, []), night(2, ['p3', 'p5'], [attack('p1', 'p3'), attack('p2', 'p5')]), day(2, [], false)]);
  });

  it('with 4 alive before the Recluse dies, she does not take over', async () => {
    // Deaths bring the table to 4 alive (p1, p2, p3, p8) before the Recluse is executed.
    await impossible(EIGHT, [
      night(1, []), day(1, [execution('p4')]), night(2, ['p5']), day(2, [execution('p6')]), night(3, ['p7']),
      day(3, [execution('p3')]), night(4, [], [attack('p2', 'p8')]), day(4, [], false),
    ]);
  });

  // 13 players (9/0/3/1, the Baron making two Outsiders): Imp, Scarlet Woman, Recluse, Poisoner, Baron, Saint, 7 Townsfolk.
  const THIRTEEN: RoleId[] = ['imp', 'scarlet_woman', 'recluse', 'poisoner', 'baron', 'saint', 'chef', 'empath', 'washerwoman', 'librarian', 'investigator', 'monk', 'soldier'];
  const poisoned = (target: string) => [
    night(1, [], [{ kind: 'poison', player: 'p4', target }]), day(1, [execution('p3')]),
    night(2, ['p7'], [{ kind: 'poison', player: 'p4', target: 'p13' }, attack('p2', 'p7'), attack('p1', 'p13')]), day(2, [], false),
  ];

  it('a healthy Scarlet Woman and Recluse (the poison elsewhere): the two-Imp world exists', async () => {
    await twoImps(THIRTEEN, poisoned('p9'));
  });

  it('a poisoned Scarlet Woman does not take over', async () => {
    await impossible(THIRTEEN, poisoned('p2'));
  });

  it('a poisoned Recluse does not register as the Demon', async () => {
    await impossible(THIRTEEN, poisoned('p3'));
  });
});

// 5 players: Imp, Scarlet Woman, Virgin, Chef, Empath (3/0/1/1).
const FIVE: RoleId[] = ['imp', 'scarlet_woman', 'virgin', 'chef', 'empath'];
const chefNominatesVirgin = (completeVoting: boolean) => [
  night(1, []), { ...day(1, []), ...(completeVoting ? { completeVoting: true } : {}) }, night(2, ['p5']),
  day(2, [{ kind: 'nomination', player: 'p4', target: 'p3', triggered: false, mode: 'hard' }], false),
];

describe('a Virgin spent by a nomination nobody recorded', () => {
  it('without complete voting, an earlier day may have held a nomination of her that nobody recorded: a later untriggered one is legal (ordinary)', async () => {
    const input = pinnedHistory(FIVE, chefNominatesVirgin(false));
    const r = await solveBoth(input);
    expect(r.status).toBe('candidates');
    expect(r.candidates[0]!.unusual).toEqual([]);
    expect(r.candidates[0]!.witness.days).toEqual([{ number: 1, successor: null, virgin: 'p3' }]);
    expect(replay(input, r.candidates[0]!.witness).ok).toBe(true);
  });

  it('with complete voting on that day it stays impossible (and she is nominated at most once on the day itself)', async () => {
    await impossible(FIVE, chefNominatesVirgin(true));
  });
});
