/**
 * The Slayer and the Virgin by day (rules reference §3.10, §3.11; rulings Q9, Q13; test
 * vectors TV50–TV58), both engines. Every character is pinned, so each verdict is about
 * the rule under test alone.
 */
import { describe, expect, it } from 'vitest';
import type { RoleId } from '../../src/index.ts';
import { act, night, pinnedHistory, report, solveHistory } from './helpers.ts';

const dayWith = (number: number, events: object[], ended = true) => ({ phase: 'day', number, ended, events });
const shot = (player: string, target: string, killed: boolean) => ({ kind: 'slayer', player, target, killed, mode: 'hard' });
const nominate = (player: string, target: string, triggered: boolean) => ({ kind: 'nomination', player, target, triggered, mode: 'hard' });
const run = async (roles: RoleId[], phases: object[], reports: object[] = []) => solveHistory(pinnedHistory(roles, phases, { reports }));
const legal = async (roles: RoleId[], phases: object[], reports: object[] = []) => (await run(roles, phases, reports)).status === 'candidates';

// 7 players: p1 Imp, p2 Poisoner, p3 Slayer, p4 Virgin, p5 Chef, p6 Empath, p7 Monk.
const TOWN: RoleId[] = ['imp', 'poisoner', 'slayer', 'virgin', 'chef', 'empath', 'monk'];
const N1 = (target = 'p7') => night(1, [], [act('poison', 'p2', target)]);

describe('the Slayer', () => {
  it('TV50: a healthy Slayer kills the Imp; with no Scarlet Woman good wins', async () => {
    const r = await run(TOWN, [N1(), dayWith(1, [shot('p3', 'p1', true)])]);
    expect(r.candidates.map((c) => c.winner)).toEqual(['good']);
    expect(await legal(TOWN, [N1(), dayWith(1, [shot('p3', 'p1', false)])])).toBe(false);
  });
  it('TV52: a poisoned Slayer cannot kill, and is spent', async () => {
    expect(await legal(TOWN, [N1('p3'), dayWith(1, [shot('p3', 'p1', true)])])).toBe(false);
    expect(await legal(TOWN, [N1('p3'), dayWith(1, [shot('p3', 'p1', false)])])).toBe(true);
    const second = [N1('p3'), dayWith(1, [shot('p3', 'p1', false)]), night(2, ['p5'], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p7')]), dayWith(2, [shot('p3', 'p1', true)])];
    expect(await legal(TOWN, second)).toBe(false);
  });
  it('a shot at a non-Demon, or at a dead Imp, does nothing', async () => {
    expect(await legal(TOWN, [N1(), dayWith(1, [shot('p3', 'p2', true)])])).toBe(false);
    expect(await legal(TOWN, [N1(), dayWith(1, [shot('p3', 'p2', false)])])).toBe(true);
  });
  it('TV51: a healthy Recluse may die to the shot or not; the game goes on', async () => {
    const roles: RoleId[] = ['imp', 'baron', 'slayer', 'recluse', 'butler', 'chef', 'monk'];
    for (const killed of [true, false]) {
      const r = await run(roles, [night(1, []), dayWith(1, [shot('p3', 'p4', killed)], false)]);
      expect(r.candidates.map((c) => [c.winner, c.alive.p4])).toEqual([[null, !killed]]);
    }
  });
  it('TV53: the Scarlet Woman takes over a Slayer-killed Imp with 5 alive', async () => {
    const roles: RoleId[] = ['imp', 'scarlet_woman', 'slayer', 'virgin', 'chef', 'empath', 'monk'];
    const r = await run(roles, [night(1, []), dayWith(1, [shot('p3', 'p1', true)], false)]);
    expect(r.candidates.map((c) => [c.winner, c.finalRoles.p2])).toEqual([[null, 'imp']]);
  });
  it('a Minion holds the Imp, and dies to the shot, only after a star-pass the night before', async () => {
    // N2: the Imp (p1) kills herself and the Poisoner (p2) takes over; D2: the Slayer kills him.
    const starPass = night(2, ['p1'], [{ kind: 'imp', player: 'p1', target: 'p1', successor: 'p2' }]);
    const r = await run(TOWN, [night(1, []), dayWith(1, []), starPass, dayWith(2, [shot('p3', 'p2', true)])]);
    expect(r.candidates.map((c) => [c.winner, c.finalRoles.p2, c.alive.p2])).toEqual([['good', 'imp', false]]);
    // The same shot with the Imp's death a night later: the Poisoner is no Imp yet.
    expect(await legal(TOWN, [night(1, []), dayWith(1, [shot('p3', 'p2', true)], false)])).toBe(false);
  });
  it('the Scarlet Woman who took over by day dies to a shot the next day', async () => {
    const roles: RoleId[] = ['imp', 'scarlet_woman', 'slayer', 'virgin', 'chef', 'empath', 'monk'];
    const phases = [night(1, []), dayWith(1, [{ kind: 'execution', player: 'p1', mode: 'hard' }]), night(2, ['p7']), dayWith(2, [shot('p3', 'p2', true)])];
    const r = await run(roles, phases);
    expect(r.candidates.map((c) => [c.winner, c.finalRoles.p2, c.alive.p2])).toEqual([['good', 'imp', false]]);
  });
  it('ruling Q13: the Baron who caught the second Imp\'s star-pass dies to a shot while the first Imp lives', async () => {
    // D1 the Recluse (p3) is executed, so the Scarlet Woman (p2) may become a second Imp; N2
    // p1 kills p6 and p2 kills herself, passing to the Baron (p4); D2 the Slayer (p10) kills him.
    const roles: RoleId[] = ['imp', 'scarlet_woman', 'recluse', 'baron', 'saint', 'chef', 'empath', 'washerwoman', 'librarian', 'slayer'];
    const phases = [
      night(1, []), dayWith(1, [{ kind: 'execution', player: 'p3', mode: 'hard' }]), night(2, ['p6', 'p2']), dayWith(2, [shot('p10', 'p4', true)], false),
    ];
    const r = await run(roles, phases);
    expect(r.candidates.map((c) => [c.unusual, c.finalRoles.p1, c.alive.p1, c.finalRoles.p4, c.alive.p4])).toEqual([[['scarlet_woman_recluse'], 'imp', true, 'imp', false]]);
  });
  it('the Drunk shown the Slayer cannot kill', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'drunk', 'virgin', 'chef', 'empath', 'monk', 'soldier'];
    const shown = { kind: 'shown', player: 'p3', role: 'slayer', mode: 'hard' };
    const input = pinnedHistory(roles, [N1(), dayWith(1, [shot('p3', 'p1', true)])], { evidence: [shown] });
    expect((await solveHistory(input)).status).toBe('contradiction');
  });
});

describe('the Virgin', () => {
  it('TV54: a Townsfolk\'s first nomination of a healthy Virgin executes them; the Undertaker learns it', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'slayer', 'virgin', 'chef', 'undertaker', 'monk'];
    const phases = [N1(), dayWith(1, [nominate('p5', 'p4', true)]), night(2, [], [act('imp', 'p1', 'p1'), act('monk', 'p7', 'p1'), act('poison', 'p2', 'p3')])];
    const ut = { ...report(5, 'undertaker', { targetRole: 'chef' }, true), night: 2 };
    expect(await legal(roles, phases, [ut])).toBe(true);
    expect(await legal(roles, [N1(), dayWith(1, [nominate('p5', 'p4', false)])])).toBe(false);
  });
  it('TV55: the Drunk nominating does not trigger, and the Virgin is spent', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'drunk', 'virgin', 'chef', 'empath', 'monk', 'soldier'];
    expect(await legal(roles, [N1(), dayWith(1, [nominate('p3', 'p4', true)])])).toBe(false);
    const spent = [N1(), dayWith(1, [nominate('p3', 'p4', false), nominate('p5', 'p4', false)])];
    expect(await legal(roles, spent)).toBe(true);
  });
  it('TV56: a healthy Spy may trigger the Virgin or not; a poisoned Spy may not', async () => {
    const roles: RoleId[] = ['imp', 'spy', 'slayer', 'virgin', 'chef', 'empath', 'monk'];
    for (const triggered of [true, false]) {
      expect(await legal(roles, [night(1, []), dayWith(1, [nominate('p2', 'p4', triggered)])])).toBe(true);
    }
    const withPoisoner: RoleId[] = ['imp', 'spy', 'slayer', 'virgin', 'chef', 'empath', 'monk', 'poisoner', 'soldier', 'mayor'];
    const poisoned = [night(1, [], [act('poison', 'p8', 'p2')]), dayWith(1, [nominate('p2', 'p4', true)])];
    expect(await legal(withPoisoner, poisoned)).toBe(false);
  });
  it('TV57: a poisoned Virgin is spent without triggering', async () => {
    const phases = [N1('p4'), dayWith(1, [nominate('p5', 'p4', false)]), night(2, ['p7'], [act('imp', 'p1', 'p7'), act('poison', 'p2', 'p6')]), dayWith(2, [nominate('p6', 'p4', false)])];
    expect(await legal(TOWN, phases)).toBe(true);
  });
  it('TV58 and Q9: a poisoned Townsfolk nominator still triggers; the Virgin nominating herself triggers', async () => {
    expect(await legal(TOWN, [N1('p5'), dayWith(1, [nominate('p5', 'p4', true)])])).toBe(true);
    expect(await legal(TOWN, [N1(), dayWith(1, [nominate('p4', 'p4', true)])])).toBe(true);
    expect(await legal(TOWN, [N1(), dayWith(1, [nominate('p4', 'p4', false)])])).toBe(false);
  });
});

describe('ballots', () => {
  const vote = (voters: string[], qualifying?: Record<string, string[]>) =>
    ({ kind: 'ballot', voters, nominee: 'p1', ...(qualifying ? { qualifying } : {}), mode: 'hard' });
  it('TV63: a dead player votes once for the rest of the game', async () => {
    const base = [N1(), dayWith(1, [{ kind: 'execution', player: 'p5', mode: 'hard' }]), night(2, ['p6'], [act('imp', 'p1', 'p6'), act('poison', 'p2', 'p7')])];
    expect(await legal(TOWN, [...base, dayWith(2, [vote(['p5', 'p6'])], false)])).toBe(true);
    expect(await legal(TOWN, [...base, dayWith(2, [vote(['p5']), vote(['p5'])], false)])).toBe(false);
    const later = [...base, dayWith(2, [vote(['p5'])]), night(3, ['p7'], [act('imp', 'p1', 'p7'), act('poison', 'p2', 'p3')]), dayWith(3, [vote(['p5'])], false)];
    expect(await legal(TOWN, later)).toBe(false);
  });
  it('TV64: a healthy living Butler votes only with the master\'s hand up, when the hands are recorded', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'butler', 'virgin', 'chef', 'empath', 'monk', 'soldier'];
    const n1 = night(1, [], [act('butler', 'p3', 'p5'), act('poison', 'p2', 'p7')]);
    expect(await legal(roles, [n1, dayWith(1, [vote(['p3', 'p5'], { p3: ['p5'] })], false)])).toBe(true);
    expect(await legal(roles, [n1, dayWith(1, [vote(['p3', 'p6'], { p3: ['p6'] })], false)])).toBe(false);
    // Final counts alone never establish the master's timing: without `qualifying` it stands.
    expect(await legal(roles, [n1, dayWith(1, [vote(['p3', 'p6'])], false)])).toBe(true);
    // A poisoned Butler votes freely.
    const poisoned = night(1, [], [act('butler', 'p3', 'p5'), act('poison', 'p2', 'p3')]);
    expect(await legal(roles, [poisoned, dayWith(1, [vote(['p3', 'p6'], { p3: ['p6'] })], false)])).toBe(true);
  });
});

describe('complete voting records', () => {
  // 8 players: p1 Imp, p2 Poisoner, p3..p8 good.
  const EIGHT: RoleId[] = ['imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'mayor', 'saint'];
  const n1 = night(1, [], [act('poison', 'p2', 'p3')]);
  const nom = (player: string, target: string) => ({ kind: 'nomination', player, target, triggered: false, mode: 'hard' });
  const votes = (nominee: string, k: number) =>
    ({ kind: 'ballot', nominee, voters: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].slice(0, k), mode: 'hard' });
  const exec = (player: string) => ({ kind: 'execution', player, mode: 'hard' });
  const voteDay = (events: object[], ended = true) => ({ phase: 'day', number: 1, ended, completeVoting: true, events });
  const ok = (events: object[], ended = true) => legal(EIGHT, [n1, voteDay(events, ended)]);

  it('TV59: votes needed are half the living players, rounded up', async () => {
    expect(await ok([nom('p3', 'p4'), votes('p4', 4), exec('p4')])).toBe(true);
    expect(await ok([nom('p3', 'p4'), votes('p4', 3)])).toBe(true);
    expect(await ok([nom('p3', 'p4'), votes('p4', 3), exec('p4')])).toBe(false);
    expect(await ok([nom('p3', 'p4'), votes('p4', 4)])).toBe(false); // p4 had to be executed
  });
  it('TV60: a tie with the highest means nobody; a later higher nominee is executed', async () => {
    const tie = [nom('p3', 'p4'), votes('p4', 5), nom('p4', 'p5'), votes('p5', 5)];
    expect(await ok(tie)).toBe(true);
    expect(await ok([...tie, exec('p5')])).toBe(false);
    expect(await ok([...tie, nom('p5', 'p6'), votes('p6', 5), nom('p6', 'p8'), votes('p8', 6), exec('p8')])).toBe(true);
  });
  it('TV61: a later lower nominee does not replace the highest', async () => {
    expect(await ok([nom('p3', 'p4'), votes('p4', 5), nom('p4', 'p5'), votes('p5', 4), exec('p4')])).toBe(true);
    expect(await ok([nom('p3', 'p4'), votes('p4', 5), nom('p4', 'p5'), votes('p5', 4), exec('p5')])).toBe(false);
  });
  it('TV62: nobody nominates twice or is nominated twice in one day', async () => {
    expect(await ok([nom('p3', 'p4'), nom('p3', 'p5')])).toBe(false);
    expect(await ok([nom('p3', 'p4'), nom('p5', 'p4')])).toBe(false);
    expect(await ok([nom('p3', 'p3')])).toBe(true); // self-nomination is allowed
  });
  it('Q11: a count short of the threshold still sets the bar when a death lowers the threshold later that day', async () => {
    // 9 players; the Slayer's shot kills the Recluse (registering as the Imp): 8 alive, threshold 5 → 4.
    const NINE: RoleId[] = ['imp', 'spy', 'recluse', 'slayer', 'chef', 'empath', 'mayor', 'soldier', 'butler'];
    const shot = { kind: 'slayer', player: 'p4', target: 'p3', killed: true, mode: 'hard' };
    const ballot = (nominee: string, k: number) =>
      ({ kind: 'ballot', nominee, voters: ['p1', 'p2', 'p4', 'p5', 'p6', 'p7'].slice(0, k), mode: 'hard' });
    const day = (events: object[]) => legal(NINE, [night(1, []), voteDay(events)]);
    const before = [nom('p1', 'p5'), ballot('p5', 4), shot, nom('p2', 'p6')];
    expect(await day([...before, ballot('p6', 4)])).toBe(true); // 4 ties the earlier 4: nobody is about to die
    expect(await day([...before, ballot('p6', 4), exec('p6')])).toBe(false);
    expect(await day([...before, ballot('p6', 5), exec('p6')])).toBe(true);
    expect(await day([...before, ballot('p6', 5)])).toBe(false); // p6 had to be executed
  });
  it('an open day need not have executed its highest nominee yet', async () => {
    expect(await ok([nom('p3', 'p4'), votes('p4', 5)], false)).toBe(true);
  });
});
