/**
 * Later nights on hand-laid games (rules reference §2.4, §3.5–3.9, §3.12–3.13, §3.18,
 * §3.20, §3.22; test vectors TV21–TV49). Each game pins every character and the private
 * actions, so the verdict is about the rule under test alone.
 */
import { describe, expect, it } from 'vitest';
import type { RoleId } from '../../src/index.ts';
import { act, day, night, pinnedHistory, report, solveHistory } from './helpers.ts';

const legal = async (roles: RoleId[], phases: object[], reports: object[] = []) =>
  (await solveHistory(pinnedHistory(roles, phases, { reports }))).status === 'candidates';
const winners = async (roles: RoleId[], phases: object[], reports: object[] = []) =>
  [...new Set((await solveHistory(pinnedHistory(roles, phases, { reports }))).candidates.map((c) => c.winner))];
const rep = (seat: number, role: RoleId, nightNo: number, payload: object) => ({ ...report(seat, role, payload, true), night: nightNo });

// 8 players: p1 Imp, p2 Poisoner, p3 Monk, p4 Empath, p5 Soldier, p6 Chef, p7 Mayor, p8 Saint.
const TOWN: RoleId[] = ['imp', 'poisoner', 'monk', 'empath', 'soldier', 'chef', 'mayor', 'saint'];
const N1 = night(1, [], [act('poison', 'p2', 'p6')]);

describe('the Imp\'s attack', () => {
  it('kills an ordinary player; TV37: attacking the dead kills nobody', async () => {
    expect(await legal(TOWN, [N1, day(1), night(2, ['p6'], [act('imp', 'p1', 'p6'), act('poison', 'p2', 'p8')])])).toBe(true);
    expect(await legal(TOWN, [N1, day(1, ['p6']), night(2, [], [act('imp', 'p1', 'p6'), act('poison', 'p2', 'p8')])])).toBe(true);
    expect(await legal(TOWN, [N1, day(1, ['p6']), night(2, ['p6'], [act('imp', 'p1', 'p6')])])).toBe(false);
  });
  it('TV31: a poisoned Imp kills nobody', async () => {
    expect(await legal(TOWN, [N1, day(1), night(2, [], [act('poison', 'p2', 'p1'), act('imp', 'p1', 'p6')])])).toBe(true);
    expect(await legal(TOWN, [N1, day(1), night(2, ['p6'], [act('poison', 'p2', 'p1'), act('imp', 'p1', 'p6')])])).toBe(false);
  });
  it('TV33/TV35: the Monk protects, unless poisoned', async () => {
    const attack = [act('monk', 'p3', 'p6'), act('imp', 'p1', 'p6')];
    expect(await legal(TOWN, [N1, day(1), night(2, [], [...attack, act('poison', 'p2', 'p8')])])).toBe(true);
    expect(await legal(TOWN, [N1, day(1), night(2, ['p6'], [...attack, act('poison', 'p2', 'p8')])])).toBe(false);
    expect(await legal(TOWN, [N1, day(1), night(2, ['p6'], [...attack, act('poison', 'p2', 'p3')])])).toBe(true);
  });
  it('TV36: a healthy Soldier survives; a poisoned one dies', async () => {
    expect(await legal(TOWN, [N1, day(1), night(2, [], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p8')])])).toBe(true);
    expect(await legal(TOWN, [N1, day(1), night(2, ['p5'], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p8')])])).toBe(false);
    expect(await legal(TOWN, [N1, day(1), night(2, ['p5'], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p5')])])).toBe(true);
  });
  it('TV36: the Drunk shown the Soldier dies', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'monk', 'empath', 'drunk', 'chef', 'mayor', 'undertaker'];
    const shown = { kind: 'shown', player: 'p5', role: 'soldier', mode: 'hard' };
    const input = pinnedHistory(roles, [N1, day(1), night(2, ['p5'], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p8')])], { evidence: [shown] });
    expect((await solveHistory(input)).status).toBe('candidates');
  });
  it('TV39: a healthy Mayor\'s death may move: to a Soldier (nobody dies), to another player, or stay', async () => {
    const base = [N1, day(1)];
    expect(await legal(TOWN, [...base, night(2, [], [act('imp', 'p1', 'p7', { redirect: 'p5' }), act('poison', 'p2', 'p8')])])).toBe(true);
    expect(await legal(TOWN, [...base, night(2, ['p6'], [act('imp', 'p1', 'p7'), act('poison', 'p2', 'p8')])])).toBe(true);
    expect(await legal(TOWN, [...base, night(2, ['p7'], [act('imp', 'p1', 'p7'), act('poison', 'p2', 'p8')])])).toBe(true);
  });
  it('a Mayor\'s death moved onto a dead player or a Monk-protected one: nobody dies', async () => {
    const dead = [N1, day(1, ['p6']), night(2, [], [act('imp', 'p1', 'p7', { redirect: 'p6' }), act('poison', 'p2', 'p8')])];
    expect(await legal(TOWN, dead)).toBe(true);
    const guarded = [N1, day(1), night(2, [], [act('imp', 'p1', 'p7', { redirect: 'p6' }), act('monk', 'p3', 'p6'), act('poison', 'p2', 'p8')])];
    expect(await legal(TOWN, guarded)).toBe(true);
    const unguarded = [N1, day(1), night(2, [], [act('imp', 'p1', 'p7', { redirect: 'p6' }), act('monk', 'p3', 'p4'), act('poison', 'p2', 'p8')])];
    expect(await legal(TOWN, unguarded)).toBe(false);
  });
  it('a night recorded with no death and no action: the attack went where it kills nobody — a dead player, a healthy Soldier, or a Mayor whose death moved there', async () => {
    // No Poisoner and no Monk: an attack fails only on the dead or a healthy Soldier.
    const roles: RoleId[] = ['imp', 'spy', 'washerwoman', 'empath', 'chef', 'mayor', 'soldier', 'saint'];
    // Nobody dead yet: only the Soldier (or the Mayor, moving her death onto the Soldier).
    expect(await legal(roles, [night(1, []), day(1), night(2, [])])).toBe(true);
    // The Soldier executed: the attack went to the dead Soldier or the Mayor moved it there.
    expect(await legal(roles, [night(1, []), day(1, ['p7']), night(2, [])])).toBe(true);
    // An attack recorded on the Mayor, no redirect recorded: her death moved onto the dead washerwoman or the Soldier.
    const r = await solveHistory(pinnedHistory(roles, [night(1, []), day(1, ['p3']), night(2, [], [act('imp', 'p1', 'p6')])]));
    expect(r.status).toBe('candidates');
    for (const c of r.candidates) expect(['p3', 'p7']).toContain(c.witness.nights[1]!.redirect);
    // Without the Soldier and the dead, the attack kills somebody: a night with no death cannot be.
    const noSoldier: RoleId[] = ['imp', 'spy', 'washerwoman', 'empath', 'chef', 'mayor', 'librarian', 'saint'];
    expect(await legal(noSoldier, [night(1, []), day(1), night(2, [])])).toBe(false);
    expect(await legal(noSoldier, [night(1, []), day(1, ['p3']), night(2, [])])).toBe(true);
    // The same with a Spy's grimoire that shows whom the Monk protected (every seat stays a choice then).
    const spy = { player: 'p2', role: 'spy', night: 2, grimoire: { p4: { protected: false } }, authenticity: 'authentic', mode: 'hard' };
    const seen = await solveHistory(pinnedHistory(noSoldier, [night(1, []), day(1, ['p3']), night(2, [], [act('imp', 'p1', 'p6')])], { reports: [spy] }));
    expect(seen.candidates.map((c) => c.witness.nights[1]!.redirect)).toEqual(seen.candidates.map(() => 'p3'));
    expect(seen.candidates.length).toBeGreaterThan(0);
  });
  it('a night recorded with no death, nobody dead, no Soldier and no Mayor: a Monk protected the target, or the Poisoner poisoned the Imp', async () => {
    const seats = (minion: RoleId, monk: RoleId): RoleId[] => ['imp', minion, monk, 'empath', 'chef', 'washerwoman', 'librarian', 'saint'];
    const quiet = [night(1, []), day(1), night(2, [])];
    expect(await legal(seats('poisoner', 'monk'), quiet)).toBe(true);
    expect(await legal(seats('spy', 'monk'), quiet)).toBe(true);
    expect(await legal(seats('poisoner', 'investigator'), quiet)).toBe(true);
    expect(await legal(seats('spy', 'investigator'), quiet)).toBe(false);
    // The Monk's choice recorded: the attack went to the protected seat, even the Imp's own (TV38).
    for (const guarded of ['p4', 'p1']) {
      const r = await solveHistory(pinnedHistory(seats('spy', 'monk'), [night(1, []), day(1), night(2, [], [act('monk', 'p3', guarded)])]));
      expect(r.candidates.map((c) => c.witness.nights[1]!.imp), guarded).toEqual(r.candidates.map(() => guarded));
    }
  });
  it('TV40: a Monk-protected Mayor: nobody dies and no redirect', async () => {
    const acts = [act('monk', 'p3', 'p7'), act('poison', 'p2', 'p8')];
    expect(await legal(TOWN, [N1, day(1), night(2, [], [...acts, act('imp', 'p1', 'p7')])])).toBe(true);
    expect(await legal(TOWN, [N1, day(1), night(2, ['p6'], [...acts, act('imp', 'p1', 'p7')])])).toBe(false);
  });
  it('Q2: a redirect onto the Imp is a star-pass', async () => {
    const r = await solveHistory(pinnedHistory(TOWN, [N1, day(1), night(2, ['p1'], [act('imp', 'p1', 'p7', { redirect: 'p1' }), act('poison', 'p2', 'p8')])]));
    expect(r.candidates.map((c) => c.finalRoles.p2)).toEqual(['imp']);
  });
});

describe('star-pass and the Scarlet Woman', () => {
  const SW: RoleId[] = ['imp', 'poisoner', 'scarlet_woman', 'empath', 'soldier', 'chef', 'mayor', 'monk', 'virgin', 'slayer'];
  const n1 = night(1, [], [act('poison', 'p2', 'p6')]);
  it('TV41: with 5+ alive the Scarlet Woman must take over', async () => {
    const r = await solveHistory(pinnedHistory(SW, [n1, day(1), night(2, ['p1'], [act('imp', 'p1', 'p1'), act('poison', 'p2', 'p6')])]));
    expect(r.candidates.map((c) => c.finalRoles.p3)).toEqual(['imp']);
    expect(await legal(SW, [n1, day(1), night(2, ['p1'], [act('imp', 'p1', 'p1', { successor: 'p2' }), act('poison', 'p2', 'p6')])])).toBe(false);
  });
  it('TV38: a Monk-protected Imp choosing itself: nothing happens', async () => {
    expect(await legal(SW, [n1, day(1), night(2, [], [act('imp', 'p1', 'p1'), act('monk', 'p8', 'p1'), act('poison', 'p2', 'p6')])])).toBe(true);
  });
  it('TV46: the Scarlet Woman becomes the Imp when the Imp is executed with 5+ alive, and kills that night', async () => {
    const r = await solveHistory(pinnedHistory(SW, [n1, day(1, ['p1']), night(2, ['p4'], [act('imp', 'p3', 'p4'), act('poison', 'p2', 'p6')])]));
    expect(r.status).toBe('candidates');
    expect(r.candidates[0]!.winner).toBeNull();
  });
  it('TV49: a poisoned Scarlet Woman does not take over: good wins', async () => {
    expect(await winners(SW, [night(1, [], [act('poison', 'p2', 'p3')]), day(1, ['p1'])])).toEqual(['good']);
  });
  it('TV48: no Scarlet Woman, Imp executed: good wins', async () => {
    expect(await winners(TOWN, [N1, day(1, ['p1'])])).toEqual(['good']);
  });
  it('TV43: a self-kill with no living Minion and no Recluse: good wins', async () => {
    expect(await winners(TOWN, [N1, day(1, ['p2']), night(2, ['p1'], [act('imp', 'p1', 'p1')])])).toEqual(['good']);
  });
  it('TV29: star-pass to the Poisoner ends the poison at once', async () => {
    // The Poisoner poisons the Empath (p4); the Imp passes to the Poisoner; the Empath must read correctly.
    const phases = [N1, day(1), night(2, ['p1'], [act('poison', 'p2', 'p4'), act('imp', 'p1', 'p1', { successor: 'p2' })])];
    // After the pass p4's neighbours p3 (Monk) and p5 (Soldier) are good: a healthy reading is 0.
    expect(await legal(TOWN, phases, [{ ...rep(3, 'empath', 2, { value: 0 }), reliability: undefined }])).toBe(true);
    const wrong = { player: 'p4', role: 'empath', night: 2, value: 2, authenticity: 'authentic', mode: 'hard' };
    expect(await legal(TOWN, phases, [wrong])).toBe(false);
  });
  it('Q3: a healthy Recluse may catch the star-pass and stays good', async () => {
    const roles: RoleId[] = ['imp', 'baron', 'recluse', 'butler', 'chef', 'empath', 'monk'];
    // With the Baron executed no Minion is alive: the Recluse may catch the pass, or nobody does.
    const pass = (extra: object) => [night(1, []), day(1, ['p2']), night(2, ['p1'], [act('imp', 'p1', 'p1', extra)])];
    // A recorded day 2 means the game went on, so the Recluse must have caught it.
    const r = await solveHistory(pinnedHistory(roles, [...pass({}), day(2, [], false)]));
    expect(r.candidates.map((c) => [c.finalRoles.p3, c.winner, c.alive.p3])).toEqual([['imp', null, true]]);
    expect(await legal(roles, [...pass({ recluseDemon: false }), day(2, [], false)])).toBe(false);
    expect(await winners(roles, pass({ recluseDemon: false }))).toEqual(['good']);
    expect(await legal(roles, [...pass({ recluseDemon: true }), day(2, [], false)])).toBe(true);
  });
});

describe('information on later nights', () => {
  it('TV21: the Empath reads the next living neighbour after tonight\'s kill', async () => {
    // 7 seats: p2 Chef, p3 Poisoner, p4 Empath, p5 Monk, p6 Soldier, p7 Imp, p1 Mayor.
    const roles: RoleId[] = ['mayor', 'chef', 'poisoner', 'empath', 'monk', 'soldier', 'imp'];
    const phases = [night(1, [], [act('poison', 'p3', 'p6')]), day(1), night(2, ['p3'], [act('poison', 'p3', 'p6'), act('imp', 'p7', 'p3')])];
    expect(await legal(roles, phases, [rep(3, 'empath', 2, { value: 0 })])).toBe(true);
    expect(await legal(roles, phases, [rep(3, 'empath', 2, { value: 1 })])).toBe(false);
  });
  it('with tonight\'s deaths recorded and no action: the Empath reads her neighbours after them, and a reading false after them needs her poisoned tonight', async () => {
    // N2 kills the Monk (p5): the Empath's (p4) living neighbours go from p3 and p5 (no evil) to p3 and the Poisoner (p6).
    const roles: RoleId[] = ['mayor', 'soldier', 'chef', 'empath', 'monk', 'poisoner', 'imp'];
    const phases = [night(1, []), day(1), night(2, ['p5'])];
    expect(await legal(roles, phases, [rep(3, 'empath', 2, { value: 1 })])).toBe(true);
    expect(await legal(roles, phases, [rep(3, 'empath', 2, { value: 0 })])).toBe(false);
    // Not claimed healthy: the Poisoner poisoned her tonight, in every world.
    const r = await solveHistory(pinnedHistory(roles, phases, { reports: [{ ...rep(3, 'empath', 2, { value: 0 }), reliability: undefined }] }));
    expect(r.status).toBe('candidates');
    expect(new Set(r.candidates.map((c) => c.witness.nights[1]!.poison))).toEqual(new Set(['p4']));
  });
  it('with tonight\'s deaths recorded, the Fortune Teller may see the Minion who caught the star-pass tonight', async () => {
    // N1 says neither p5 nor p6 is the red herring; on N2 the Imp (p3) dies and the Poisoner becomes the Imp.
    const roles: RoleId[] = ['fortune_teller', 'poisoner', 'imp', 'monk', 'soldier', 'chef', 'mayor'];
    const phases = [night(1, []), day(1), night(2, ['p3'])];
    const ft = (n: number, targets: string[], value: boolean) => rep(0, 'fortune_teller', n, { targets, value });
    const r = await solveHistory(pinnedHistory(roles, phases, { reports: [ft(1, ['p5', 'p6'], false), ft(2, ['p2', 'p5'], true)] }));
    expect(r.status).toBe('candidates');
    expect(new Set(r.candidates.map((c) => c.finalRoles.p2))).toEqual(new Set(['imp']));
    // Without the star-pass (the Monk dies instead) the Poisoner is no Demon: the same reports cannot both hold.
    expect(await legal(roles, [night(1, []), day(1), night(2, ['p4'])], [ft(1, ['p5', 'p6'], false), ft(2, ['p2', 'p5'], true)])).toBe(false);
  });
  it('TV30: when the Imp kills the Poisoner, the poison ends before the Fortune Teller wakes', async () => {
    const roles: RoleId[] = ['fortune_teller', 'poisoner', 'imp', 'monk', 'soldier', 'chef', 'mayor'];
    const phases = [night(1, [], [act('poison', 'p2', 'p6')]), day(1), night(2, ['p2'], [act('poison', 'p2', 'p1'), act('imp', 'p3', 'p2')])];
    const ftYes = { player: 'p1', role: 'fortune_teller', night: 2, targets: ['p3', 'p4'], value: false, authenticity: 'authentic', mode: 'hard' };
    expect(await legal(roles, phases, [ftYes])).toBe(false);
  });
  it('TV74: the Undertaker learns the executed Drunk as the Drunk; with no execution, nothing', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'undertaker', 'drunk', 'chef', 'monk', 'soldier', 'mayor'];
    const base = [night(1, [], [act('poison', 'p2', 'p6')])];
    const ut = (targetRole: string | null) => rep(2, 'undertaker', 2, { targetRole });
    const n2 = night(2, [], [act('poison', 'p2', 'p6'), act('imp', 'p1', 'p7')]);
    expect(await legal(roles, [...base, day(1, ['p4']), n2], [ut('drunk')])).toBe(true);
    expect(await legal(roles, [...base, day(1, ['p4']), n2], [ut('chef')])).toBe(false);
    expect(await legal(roles, [...base, day(1), n2], [ut(null)])).toBe(true);
    expect(await legal(roles, [...base, day(1), n2], [ut('chef')])).toBe(false);
  });
  it('after a day with no execution an Undertaker learns nothing, poisoned or not: a character named refutes the night whatever is chosen (no action recorded)', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'undertaker', 'saint', 'chef', 'monk', 'soldier', 'mayor'];
    const phases = [night(1, []), day(1), night(2, [])];
    const ut = (targetRole: string | null, healthy: boolean) => ({ ...rep(2, 'undertaker', 2, { targetRole }), ...(healthy ? {} : { reliability: undefined }) });
    expect(await legal(roles, phases, [ut('chef', false)])).toBe(false);
    expect(await legal(roles, phases, [ut(null, true)])).toBe(true);
    expect(await legal(roles, phases, [ut(null, false)])).toBe(true);
    // After an execution a false report needs the Undertaker poisoned that night.
    const r = await solveHistory(pinnedHistory(roles, [night(1, []), day(1, ['p5']), night(2, [])], { reports: [ut('monk', false)] }));
    expect(r.status).toBe('candidates');
    expect(new Set(r.candidates.map((c) => c.witness.nights[1]!.poison))).toEqual(new Set(['p3']));
  });
  it('TV75: the Ravenkeeper learns only on the night they die', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'ravenkeeper', 'recluse', 'chef', 'monk', 'soldier', 'mayor'];
    const rk = (targetRole: string) => rep(2, 'ravenkeeper', 2, { target: 'p4', targetRole });
    const killed = [night(1, [], [act('poison', 'p2', 'p6')]), day(1, ['p4']), night(2, ['p3'], [act('poison', 'p2', 'p6'), act('imp', 'p1', 'p3')])];
    expect(await legal(roles, killed, [rk('baron')])).toBe(true);
    expect(await legal(roles, killed, [rk('imp')])).toBe(true);
    expect(await legal(roles, killed, [rk('chef')])).toBe(false);
    const executed = [night(1, [], [act('poison', 'p2', 'p6')]), day(1, ['p3']), night(2, ['p6'], [act('poison', 'p2', 'p5'), act('imp', 'p1', 'p6')])];
    expect(await legal(roles, executed, [rk('recluse')])).toBe(false);
  });
  it('TV73: a Spy who caught the star-pass no longer sees the grimoire', async () => {
    const roles: RoleId[] = ['imp', 'spy', 'chef', 'empath', 'monk', 'soldier', 'mayor'];
    const phases = [night(1, []), day(1), night(2, ['p1'], [act('imp', 'p1', 'p1')]), day(2), night(3, [], [act('imp', 'p2', 'p6')])];
    expect(await legal(roles, phases, [rep(1, 'spy', 2, { grimoire: { p3: { role: 'chef' } } })])).toBe(false);
    expect(await legal(roles, phases, [rep(1, 'spy', 3, { grimoire: { p3: { role: 'chef' } } })])).toBe(false);
  });
});

describe('persisting effects end at death (rules §4.5)', () => {
  it('a dead Butler has no master in the Spy\'s grimoire', async () => {
    const roles: RoleId[] = ['imp', 'spy', 'butler', 'chef', 'empath', 'monk', 'soldier', 'fortune_teller'];
    const phases = [night(1, [], [act('butler', 'p3', 'p4')]), day(1, ['p3']), night(2, [], [act('imp', 'p1', 'p7')])];
    const seen = (master: string | null) => rep(1, 'spy', 2, { grimoire: { p3: { master } } });
    expect(await legal(roles, phases, [seen(null)])).toBe(true);
    expect(await legal(roles, phases, [seen('p4')])).toBe(false);
  });
  it('a redirect naming the Mayor means the Mayor died', async () => {
    expect(await legal(TOWN, [N1, day(1), night(2, ['p7'], [act('imp', 'p1', 'p7', { redirect: 'p7' }), act('poison', 'p2', 'p8')])])).toBe(true);
    expect(await legal(TOWN, [N1, day(1), night(2, ['p6'], [act('imp', 'p1', 'p7', { redirect: 'p7' }), act('poison', 'p2', 'p8')])])).toBe(false);
  });
});

describe('game end', () => {
  const SMALL: RoleId[] = ['imp', 'poisoner', 'chef', 'empath', 'monk'];
  it('TV44/TV67: a death leaving two players with a living Imp: evil wins', async () => {
    expect(await winners(SMALL, [night(1, []), day(1, ['p4']), night(2, ['p5'], [act('imp', 'p1', 'p5')])])).toEqual([null]);
    expect(await winners(SMALL, [night(1, []), day(1, ['p4']), night(2, ['p5'], [act('imp', 'p1', 'p5')]), day(2, ['p3'])])).toEqual(['evil']);
  });
  it('TV67: the game ends at the death: nobody wakes after it that night', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'empath', 'monk', 'chef'];
    // Three alive after night 2; on night 3 the Imp kills its Minion: two left, evil wins at once.
    const phases = [night(1, []), day(1, ['p5']), night(2, ['p4'], [act('imp', 'p1', 'p4')]), day(2)];
    const last = night(3, ['p2'], [act('imp', 'p1', 'p2')]);
    expect(await winners(roles, [...phases, last])).toEqual(['evil']);
    const empath = { player: 'p3', role: 'empath', night: 3, value: 1, authenticity: 'authentic', mode: 'hard' };
    expect(await legal(roles, [...phases, last], [empath])).toBe(false);
    // Without the ending death the Empath wakes: both living neighbours (p2, p1) are evil.
    expect(await legal(roles, [...phases, night(3, [], [act('imp', 'p1', 'p3'), act('poison', 'p2', 'p1')])], [{ ...empath, value: 2 }])).toBe(true);
  });
  it('TV65: a healthy Saint executed: evil wins; a poisoned one: the game goes on', async () => {
    expect(await winners(TOWN, [night(1, [], [act('poison', 'p2', 'p6')]), day(1, ['p8'])])).toEqual(['evil']);
    expect(await winners(TOWN, [night(1, [], [act('poison', 'p2', 'p8')]), day(1, ['p8'])])).toEqual([null]);
  });
  it('a recorded phase after the game ended is impossible', async () => {
    expect(await legal(TOWN, [N1, day(1, ['p8']), night(2, [])])).toBe(false);
  });
  it('TV68/TV72: the Mayor wins at the end of a day with three alive and no execution, never on an open day', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'mayor', 'chef', 'monk'];
    const start = [night(1, [], [act('poison', 'p2', 'p4')]), day(1, ['p4']), night(2, ['p5'], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p4')])];
    expect(await winners(roles, [...start, day(2, [], true)])).toEqual(['good']);
    expect(await winners(roles, [...start, day(2, [], false)])).toEqual([null]);
  });
  it('Q6: a poisoned Mayor does not win', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'mayor', 'chef', 'monk'];
    const start = [night(1, [], [act('poison', 'p2', 'p4')]), day(1, ['p4']), night(2, ['p5'], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p3')])];
    expect(await winners(roles, [...start, day(2, [], true)])).toEqual([null]);
  });
});

describe('the Drunk acts and reports only as the Townsfolk they were shown', () => {
  it('a Monk\'s action by the Drunk: legal only when the Monk is not in play; a report by the Drunk: as their token', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'drunk', 'fortune_teller', 'soldier', 'chef', 'mayor', 'virgin'];
    const phases = [N1, day(1), night(2, [], [act('monk', 'p3', 'p6'), act('imp', 'p1', 'p5'), act('poison', 'p2', 'p8')])];
    expect(await legal(roles, phases)).toBe(true);
    expect(await legal(roles.map((r) => (r === 'fortune_teller' ? 'monk' : r)), phases)).toBe(false);
    const empath = [{ ...report(2, 'empath', { value: 2 }), night: 1 }];
    expect(await legal(roles, [N1, day(1)], empath)).toBe(true);
    expect(await legal(roles, phases, empath)).toBe(false); // shown the Empath, so not acting as the Monk
  });
});

describe('a dead Undertaker', () => {
  it('learns nothing even after a day with an execution: "no information" holds, a character named does not', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'monk', 'undertaker', 'soldier', 'chef', 'mayor', 'saint'];
    // The Undertaker (p4) dies on night 2; the Chef is executed on day 2.
    const phases = [N1, day(1), night(2, ['p4'], [act('imp', 'p1', 'p4'), act('poison', 'p2', 'p8')]), day(2, ['p6']),
      night(3, [], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p8')])];
    expect(await legal(roles, phases, [{ ...report(3, 'undertaker', { targetRole: null }), night: 3 }])).toBe(true);
    expect(await legal(roles, phases, [{ ...report(3, 'undertaker', { targetRole: 'chef' }), night: 3 }])).toBe(false);
  });
});

describe('a later night\'s Empath reading against the recorded poison', () => {
  // The Empath (p4) between the Monk (p3) and the Soldier (p5), nobody dead: 0 on night 2.
  const reading = [{ ...report(3, 'empath', { value: 1 }), night: 2 }];
  it('a false reading holds only if the Poisoner\'s recorded choice that night is her', async () => {
    expect(await legal(TOWN, [N1, day(1), night(2, [], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p4')])], reading)).toBe(true);
    expect(await legal(TOWN, [N1, day(1), night(2, [], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p8')])], reading)).toBe(false);
    // With the Poisoner executed on day 1 nobody can poison her.
    expect(await legal(TOWN, [N1, day(1, ['p2']), night(2, [], [act('imp', 'p1', 'p5')])], reading)).toBe(false);
  });
});

describe('reports with no night (placed on the first night they hold)', () => {
  // The Empath (p4) sits between the Monk (p3) and the Soldier (p5): 0 on night 1; with the
  // Monk executed on day 1, her living neighbours on night 2 are the Poisoner and the Soldier: 1.
  const empath = { ...report(3, 'empath', { value: 1 }), night: null };
  const quietNight2 = night(2, [], [act('imp', 'p1', 'p5'), act('poison', 'p2', 'p8')]);
  it('a reading that holds only on a later night is placed there while its author lives', async () => {
    expect(await legal(TOWN, [N1, day(1, ['p3']), quietNight2], [empath])).toBe(true);
  });
  it('an author executed on day 1 gave it on night 1, so it must hold there (here only if poisoned that night)', async () => {
    expect(await legal(TOWN, [N1, day(1, ['p4']), quietNight2], [empath])).toBe(false);
    const poisonedN1 = night(1, [], [act('poison', 'p2', 'p4')]);
    expect(await legal(TOWN, [poisonedN1, day(1, ['p4']), quietNight2], [empath])).toBe(true);
  });
  it('in a record of one night, an Empath\'s reading with no night must hold on it', async () => {
    const reading = (value: number) => [{ ...report(3, 'empath', { value }), night: null }];
    expect(await legal(TOWN, [N1, day(1, [], false)], reading(0))).toBe(true);
    expect(await legal(TOWN, [N1, day(1, [], false)], reading(1))).toBe(false);
    expect(await legal(TOWN, [night(1, [], [act('poison', 'p2', 'p4')]), day(1, [], false)], reading(1))).toBe(true);
  });
  it('a Chef\'s count is placed on night 1, the only night the Chef wakes', async () => {
    // Imp (p1) beside the Poisoner (p2): one pair; the Chef unpoisoned on night 1.
    const start = [night(1, [], [act('poison', 'p2', 'p4')]), day(1), quietNight2];
    expect(await legal(TOWN, start, [{ ...report(5, 'chef', { value: 1 }), night: null }])).toBe(true);
    expect(await legal(TOWN, start, [{ ...report(5, 'chef', { value: 0 }), night: null }])).toBe(false);
  });
  it('an Undertaker dead since day 1 may still say on night 2 that they learned nothing', async () => {
    const roles: RoleId[] = ['imp', 'poisoner', 'monk', 'undertaker', 'soldier', 'chef', 'mayor', 'saint'];
    const nothing = { ...report(3, 'undertaker', { targetRole: null }), night: null };
    expect(await legal(roles, [N1, day(1, ['p4']), quietNight2], [nothing])).toBe(true);
    // Naming the character of the player executed that day is only for a living Undertaker.
    const named = { ...report(3, 'undertaker', { targetRole: 'undertaker' }), night: null };
    expect(await legal(roles, [N1, day(1, ['p4']), quietNight2], [named])).toBe(false);
  });
});

describe('a later night\'s Spy grimoire against the whole assignment', () => {
  // 10 players: p1 Imp, p2 Poisoner, p3 Spy, p4 Empath (between the Spy and the Monk), p5 Monk, p6 Chef, …
  const TEN: RoleId[] = ['imp', 'poisoner', 'spy', 'empath', 'monk', 'chef', 'soldier', 'mayor', 'slayer', 'virgin'];
  const spy = (nightNo: number, grimoire: object) => ({ ...report(2, 'spy', { grimoire }), night: nightNo });
  /** The Chef seen as the Mayor: false whatever the history, so the Spy was poisoned that night. */
  const wrong = (nightNo: number) => spy(nightNo, { p6: { role: 'mayor' } });
  // N3: the Imp kills herself and the Poisoner (p2) catches the star-pass; N4: he kills the Virgin.
  const starPass = (n2: string, n3: string) => [
    night(1, []), day(1), night(2, ['p9'], [act('poison', 'p2', n2), act('imp', 'p1', 'p9')]), day(2),
    night(3, ['p1'], [act('poison', 'p2', n3), act('imp', 'p1', 'p1', { successor: 'p2' })]), day(3),
    night(4, ['p10'], [act('imp', 'p2', 'p10')]), day(4, [], false),
  ];

  it('a false entry holds only if the Poisoner\'s choice that night is the Spy', async () => {
    const n2 = (poison: string) => [night(1, []), day(1), night(2, ['p9'], [act('poison', 'p2', poison), act('imp', 'p1', 'p9')]), day(2, [], false)];
    expect(await legal(TEN, n2('p3'), [wrong(2)])).toBe(true);
    expect(await legal(TEN, n2('p10'), [wrong(2)])).toBe(false);
  });
  it('rules reference §2.4: the Imp\'s kill of the Poisoner ends the poison before the Spy wakes', async () => {
    expect(await legal(TEN, [night(1, []), day(1), night(2, ['p2'], [act('poison', 'p2', 'p3'), act('imp', 'p1', 'p2')]), day(2, [], false)], [wrong(2)])).toBe(false);
  });
  it('the Poisoner poisons until the night he catches the star-pass, which ends that night\'s poison', async () => {
    expect(await legal(TEN, starPass('p3', 'p7'), [wrong(2)])).toBe(true);
    expect(await legal(TEN, starPass('p7', 'p3'), [wrong(3)])).toBe(false);
    // The Poisoner who became the Imp is seen as the Imp: true, no poison needed.
    expect(await legal(TEN, starPass('p7', 'p7'), [spy(4, { p2: { role: 'imp', alignment: 'evil' } })])).toBe(true);
  });
  it('one poison a night: a false Empath reading and a false grimoire on the same night cannot both hold', async () => {
    const empath = (nightNo: number) => ({ ...report(3, 'empath', { value: 2 }), night: nightNo });
    const quiet = (n2: string, n3: string) => [
      night(1, []), day(1), night(2, [], [act('poison', 'p2', n2), act('imp', 'p1', 'p7')]), day(2),
      night(3, [], [act('poison', 'p2', n3), act('imp', 'p1', 'p7')]), day(3, [], false),
    ];
    expect(await legal(TEN, quiet('p3', 'p4'), [wrong(2), empath(3)])).toBe(true);
    for (const n2 of ['p3', 'p4']) expect(await legal(TEN, quiet(n2, 'p4'), [wrong(2), empath(2)])).toBe(false);
  });
});
