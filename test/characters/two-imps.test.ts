/**
 * Ruling Q13 (unusual): when a healthy Recluse dies — executed, shot by the Slayer, or
 * killed at night — with 5 or more players alive before that death and a living, healthy
 * Scarlet Woman, the Storyteller may make her the Imp while the real Imp lives on. Then
 * both Imps attack each night. Hand-built games through both engines: a recorded Imp
 * action by the Scarlet Woman (or two deaths in one night) can only be explained by such
 * a history, which must exist, be tagged `scarlet_woman_recluse`, replay, and vanish with
 * `unusual: 'exclude'`; with 4 alive, a poisoned Scarlet Woman or a poisoned Recluse, it
 * does not exist at all. Also: the game ends at the first attack's death, the second
 * Imp's star-pass to a Minion, and a first attack that kills nobody.
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
async function twoImps(roles: RoleId[], phases: object[]): Promise<ReturnType<typeof replay>> {
  const input = pinnedHistory(roles, phases);
  const r = await solveBoth(input);
  expect(r.status).toBe('candidates');
  expect(r.candidates).toHaveLength(1);
  const c = r.candidates[0]!;
  expect(c.unusual).toEqual(['scarlet_woman_recluse']);
  expect([c.finalRoles.p1, c.finalRoles.p2, c.alive.p1, c.alive.p2]).toEqual(['imp', 'imp', true, true]);
  const replayed = replay(input, c.witness);
  expect(replayed.ok).toBe(true);
  // The replay names both living Imps, and the takeover in words.
  const last = replayed.phases[replayed.phases.length - 1]!;
  expect([last.demon, last.demons]).toEqual(['p1', ['p1', 'p2']]);
  expect(replayed.phases.flatMap((p) => p.log).filter((line) => line.includes('unusual ruling'))).toEqual([
    expect.stringMatching(/becomes the Imp \(an unusual ruling: the Scarlet Woman becoming a second Imp when a Recluse dies\)$/),
  ]);
  const reference = await solveTemporal(input, { engine: 'reference' });
  expect(reference.candidates.map((x) => x.unusual)).toEqual([['scarlet_woman_recluse']]);
  for (const engine of ['wasm', 'reference'] as const) {
    const excluded = await solveTemporal(input, { engine, unusual: 'exclude' });
    expect(excluded.status, engine).toBe('contradiction');
  }
  return replayed;
}

/** No legal history at all, in either engine. */
async function impossible(roles: RoleId[], phases: object[]): Promise<void> {
  const r = await solveBoth(pinnedHistory(roles, phases));
  expect(r.status).toBe('contradiction');
}

describe('ruling Q13: the Scarlet Woman may become a second Imp when a healthy Recluse dies', () => {
  it('the Recluse executed with 8 alive: both Imps attack the next night, two deaths', async () => {
    const replayed = await twoImps(EIGHT, [night(1, []), day(1, [execution('p3')]), night(2, ['p4', 'p5'], [attack('p1', 'p4'), attack('p2', 'p5')]), day(2, [], false)]);
    // The log says which Imp attacked whom.
    const n2 = replayed.phases.find((p) => p.phase === 'N2')!.log.filter((line) => line.includes(' attacks '));
    expect(n2).toEqual(['Imp p1 attacks p4', 'Imp p2 attacks p5']);
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

  it('the game ends at the death that ends it: with two left alive after the first attack, the second Imp does not attack', async () => {
    // Rules reference §4.7: after each night death, two players alive with an Imp among them
    // → evil wins, and nobody wakes after it. Up to N4, 3 are alive: both Imps and p8. The
    // kernels let the second Imp attack after the first attack's death had ended the game:
    // they accepted a second death, and demanded a second attack of the history with none.
    const upToN4 = [
      night(1, []), day(1, [execution('p3')]), night(2, ['p4', 'p5']), day(2, [execution('p6')]), night(3, ['p7']), day(3, []),
    ];
    await impossible(EIGHT, [...upToN4, night(4, ['p8', 'p1'], [attack('p1', 'p8'), attack('p2', 'p1')])]);
    const input = pinnedHistory(EIGHT, [...upToN4, night(4, ['p8'], [attack('p1', 'p8')])]);
    const r = await solveBoth(input);
    expect(r.status).toBe('candidates');
    const c = r.candidates[0]!;
    expect(c.winner).toBe('evil');
    expect(c.witness.nights[3]!.imp2 ?? null).toBeNull();
    const { imp2: _, redirect2: __, successor2: ___, ...noSecondAttack } = c.witness.nights[3]!;
    const truth = { ...c.witness, nights: [...c.witness.nights.slice(0, 3), noSecondAttack] };
    expect(replay(input, truth).failures).toEqual([]);
  });

  it('the first Imp\'s attack may kill nobody while the second explains the night\'s deaths', async () => {
    // N2: the second Imp (p2) kills herself (nobody takes over: no Minion is left) and p1
    // kills nobody. Found by the game simulator: the searches narrowed each Imp's target to
    // the recorded deaths (p2), as if one attack had caused them all — but p1 killing p2
    // first would leave her no attack.
    const input = pinnedHistory(EIGHT, [night(1, []), day(1, [execution('p3')]), night(2, ['p2'], [attack('p2', 'p2')]), day(2, [], false)]);
    const r = await solveBoth(input);
    expect(r.status).toBe('candidates');
    const c = r.candidates[0]!;
    expect(c.unusual).toEqual(['scarlet_woman_recluse']);
    expect([c.finalRoles.p1, c.alive.p1, c.finalRoles.p2, c.alive.p2]).toEqual(['imp', true, 'imp', false]);
    expect(replay(input, c.witness).ok).toBe(true);
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

  // N2: the Poisoner (p4) poisons the starting Imp (p1) before she wakes, and p7 dies.
  const impPoisoned = (executed: string) => [
    night(1, []), day(1, [execution(executed)]), night(2, ['p7'], [{ kind: 'poison', player: 'p4', target: 'p1' }]), day(2, [], false),
  ];

  it('a poisoned Imp kills nobody: the night\'s death needs the second Imp', async () => {
    await twoImps(THIRTEEN, impPoisoned('p3'));
  });

  it('a poisoned Imp kills nobody: with no second Imp, nobody can die that night', async () => {
    await impossible(THIRTEEN, impPoisoned('p9'));
  });

  it('poison on the starting Imp after she died changes nothing: the Scarlet Woman, the Imp now, kills', async () => {
    const r = await solveBoth(pinnedHistory(THIRTEEN, impPoisoned('p1')));
    expect(r.status).toBe('candidates');
    expect(r.candidates.map((c) => [c.unusual, c.finalRoles.p2, c.alive.p1])).toEqual([[[], 'imp', false]]);
  });

  // 10 players with the Baron (5/2/2/1): Imp, Scarlet Woman, Recluse, Baron, Saint, 5 Townsfolk.
  const TEN: RoleId[] = ['imp', 'scarlet_woman', 'recluse', 'baron', 'saint', 'chef', 'empath', 'washerwoman', 'librarian', 'slayer'];

  it('the second Imp star-passes to a Minion while the first lives: both attack the next night', async () => {
    // Found by the game simulator (simulateHistory(797209466, 14, 3, { reveal: 7, days: true })):
    // the masks took an Imp action by anyone but the Scarlet Woman to mean that the starting
    // Imp was dead, which is no longer so once she may be a second Imp — her own star-pass
    // makes a Minion an Imp beside the starting one. N2: p1 kills p6, p2 kills herself and
    // the Baron (p4) must take over; N3: p1 and p4 attack.
    const input = pinnedHistory(TEN, [
      night(1, []), day(1, [execution('p3')]), night(2, ['p6', 'p2']), day(2, []),
      night(3, ['p7', 'p8'], [attack('p1', 'p7'), attack('p4', 'p8')]), day(3, [], false),
    ]);
    const r = await solveBoth(input);
    expect(r.status).toBe('candidates');
    expect(r.candidates).toHaveLength(1);
    const c = r.candidates[0]!;
    expect(c.unusual).toEqual(['scarlet_woman_recluse']);
    expect([c.finalRoles.p1, c.finalRoles.p4, c.alive.p1, c.alive.p2, c.alive.p4]).toEqual(['imp', 'imp', true, false, true]);
    expect(replay(input, c.witness).ok).toBe(true);
    // The per-seat answer: p4 may be the living Imp at the end (only under the unusual ruling).
    expect(r.possibilities?.seats.p4?.demonNow).toBe('unusual');
  });

  it('either Minion may catch the second Imp\'s star-pass: each may be the living Imp at the end, in both engines', async () => {
    // N2: p1 kills p8 and the second Imp (p2) kills herself; the Poisoner (p4) or the Baron
    // (p5) takes over. The WASM search took only the Scarlet Woman for a possible second Imp
    // beside a starting Imp that cannot die, so its complete per-seat answer said the Baron
    // could not hold the Imp at the end.
    const input = pinnedHistory(THIRTEEN, [night(1, []), day(1, [execution('p3')]), night(2, ['p8', 'p2']), day(2, [], false)]);
    for (const engine of ['wasm', 'reference'] as const) {
      const r = await solveTemporal(input, { engine });
      expect(r.possibilities?.complete, engine).toBe(true);
      const demons = Object.entries(r.possibilities!.seats).flatMap(([id, p]) => (p.demonNow === false ? [] : [`${id}:${p.demonNow}`]));
      expect(demons, engine).toEqual(['p1:unusual', 'p4:unusual', 'p5:unusual']);
    }
  });

  it('the Fortune Teller, waking after the Imp, sees the Scarlet Woman who became a second Imp when the Imp killed the Recluse that night', async () => {
    // 6 players: p1 Washerwoman, p2 Fortune Teller, p3 Imp, p4 Scarlet Woman, p5 Recluse, p6 Mayor.
    // N1 "no" on p1 and p4 (neither is the red herring nor registers as the Demon); N2 p5 dies
    // and "yes" on the same pair: only p4's takeover explains it. Both engines had said
    // "contradiction": their check of the Imp's target against tonight's Fortune Teller report
    // (victim-filter.ts) saw no target whose death makes it true.
    const ft = (n: number, value: boolean) => ({ player: 'p2', role: 'fortune_teller', night: n, targets: ['p1', 'p4'], value, authenticity: 'authentic', mode: 'hard' });
    const input = { ...pinnedHistory(['washerwoman', 'fortune_teller', 'imp', 'scarlet_woman', 'recluse', 'mayor'], [night(1, []), day(1, []), night(2, ['p5']), day(2, [])]), reports: [ft(1, false), ft(2, true)] };
    const r = await solveBoth(input);
    expect(r.status).toBe('candidates');
    expect(r.candidates.map((c) => [c.finalRoles.p4, c.unusual])).toEqual(r.candidates.map(() => ['imp', ['scarlet_woman_recluse']]));
  });

  it('a Minion holds the Imp only by a star-pass, at a night death: after the Scarlet Woman took over by day, the Baron acts only once she died at night', async () => {
    // 10 players with the Baron: the Imp (p1) is executed on day 1, so the Scarlet Woman (p2) takes over.
    const roles: RoleId[] = ['imp', 'scarlet_woman', 'baron', 'chef', 'empath', 'washerwoman', 'librarian', 'slayer', 'saint', 'recluse'];
    // N2: she attacks herself and the Baron catches the star-pass; he attacks on N3.
    const passed = [night(1, []), day(1, [execution('p1')]), night(2, ['p2'], [attack('p2', 'p2')]), day(2, []), night(3, ['p4'], [attack('p3', 'p4')]), day(3, [], false)];
    const r = await solveBoth(pinnedHistory(roles, passed));
    expect(r.candidates.map((c) => c.finalRoles.p3)).toEqual(r.candidates.map(() => 'imp'));
    expect(r.candidates.length).toBeGreaterThan(0);
    // Without a night death before it, the Baron's attack on N2 cannot be.
    await impossible(roles, [night(1, []), day(1, [execution('p1')]), night(2, ['p4'], [attack('p3', 'p4')]), day(2, [], false)]);
  });

  it('a Minion acts as the Imp beside the living starting Imp only after the second Imp\'s star-pass: with her dead before that night, not with her alive', async () => {
    // N2: p1 kills p8 and the second Imp (p2) kills herself, so a Minion holds the Imp on
    // N3 beside p1 and the Baron's recorded attack is hers. With p2 alive after N2 no
    // Minion can hold the Imp on N3 (assembly/imp-actors.ts refutes such assignments before
    // their history search; the reference engine searches their histories).
    const phases = (n2Deaths: string[]) => [
      night(1, []), day(1, [execution('p3')]), night(2, n2Deaths), day(2, []),
      night(3, ['p9'], [attack('p5', 'p9')]), day(3, [], false),
    ];
    for (const engine of ['wasm', 'reference'] as const) {
      const after = await solveTemporal(pinnedHistory(THIRTEEN, phases(['p8', 'p2'])), { engine });
      expect(after.status, engine).toBe('candidates');
      expect(after.candidates.map((c) => [c.finalRoles.p5, c.unusual]), engine).toEqual(after.candidates.map(() => ['imp', ['scarlet_woman_recluse']]));
      const alive = await solveTemporal(pinnedHistory(THIRTEEN, phases(['p8'])), { engine });
      expect(alive.status, engine).toBe('contradiction');
    }
  });

  it('another seat acting as the Imp while the starting Imp lives needs the Scarlet Woman and a Recluse dead before that night: the same worlds in both engines', async () => {
    // p4–p8 fixed as Townsfolk, p1–p3 open; p3 executed on day 1, p2 acts as the Imp on N2.
    // With p1 the starting Imp (alive), p2 can act only as a second Imp: the Scarlet Woman,
    // after the Recluse's death — so p3 the Recluse. The WASM search refutes the other
    // assignments with p1 the Imp before their history search (assembly/imp-actors.ts);
    // the reference engine searches their histories.
    const input = pinnedHistory(['imp', 'scarlet_woman', 'recluse', 'chef', 'empath', 'washerwoman', 'librarian', 'slayer'],
      [night(1, []), day(1, [execution('p3')]), night(2, ['p4'], [attack('p2', 'p4')]), day(2, [], false)]);
    input.evidence = (input.evidence as { player: string }[]).filter((e) => !['p1', 'p2', 'p3'].includes(e.player));
    const r = await solveBoth(input);
    const p1Imp = r.candidates.filter((c) => c.assignments.p1 === 'imp');
    expect(p1Imp.length).toBeGreaterThan(0);
    for (const c of p1Imp) {
      expect([c.assignments.p2, c.assignments.p3, c.unusual]).toEqual(['scarlet_woman', 'recluse', ['scarlet_woman_recluse']]);
    }
    // Ordinary worlds remain: p2 the starting Imp, or the Scarlet Woman after p3 the Imp's execution.
    expect(r.candidates.some((c) => c.assignments.p2 === 'imp' && c.unusual.length === 0)).toBe(true);
    expect(r.candidates.some((c) => c.assignments.p3 === 'imp' && c.assignments.p2 === 'scarlet_woman')).toBe(true);
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
