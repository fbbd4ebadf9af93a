/**
 * The per-seat masks (src/compile/masks.ts) prune both searches, so a mask that leaves out
 * a seat's true starting character would silently drop the true world from every answer
 * (the checker replays only what is found). On simulated records — first nights with the
 * evil team's setup information (the Demon's Minions and bluffs; a Minion's Demon and
 * fellow Minions, a Spy or Recluse registering either way), whole games with Imp, Monk,
 * Poisoner and Butler actions on every night, star-passes and Scarlet Woman takeovers —
 * every seat's true starting character must be allowed by its mask, and the masks must
 * still say something.
 * Run: `npx vitest run --project unit test/invariants/masks.test.ts`.
 */
import { UNUSUAL_ALL } from '../../src/compile/codes.ts';
import { describe, expect, it } from 'vitest';
import { branchSeatMasks, seatMasks } from '../../src/compile/masks.ts';
import { demonSeatsPossible } from '../../src/search/per-seat/possibilities.ts';
import { parseTemporal } from '../../src/model/normalise.ts';
import { ROLES, ROLE_IDS, type RoleId } from '../../src/rules/roles.ts';
import { simulateFirstNight } from './simulator.ts';
import { simulateHistory } from './history-simulator.ts';
import { thinRecord } from './thin.ts';
import { secondImpGames } from './history-checks.ts';
import { sweepGame } from './sweep-games.ts';

/**
 * Seats whose true starting character the masks of `input` leave out (empty: sound): the
 * game's masks, and those of the root branches of the true starting Imp's seat.
 */
function excluded(input: unknown, roles: readonly RoleId[]): string[] {
  const parsed = parseTemporal(input);
  if (!parsed.ok) throw new Error(`simulated record is invalid: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
  const out = (masks: number[], where: string) =>
    roles.flatMap((role, seat) => ((masks[seat]! >> ROLE_IDS.indexOf(role)) & 1 ? [] : [`p${seat + 1} ${role}${where}`]));
  return [...out(seatMasks(parsed.game), ''), ...out(branchSeatMasks(parsed.game, roles.indexOf('imp')), ' (its branch)')];
}

/** Roles the masks of `input` rule out over all seats (how much they prune). */
function ruledOut(input: unknown): number {
  const parsed = parseTemporal(input);
  if (!parsed.ok) return 0;
  return seatMasks(parsed.game).reduce((k, m) => k + ROLE_IDS.length - popcount(m & ((1 << ROLE_IDS.length) - 1)), 0);
}

const popcount = (m: number) => { let k = 0; for (; m; m &= m - 1) k++; return k; };

/** The starting characters the masks of `input` allow at `seat`. */
function rolesOf(input: object, seat: number): RoleId[] {
  const parsed = parseTemporal(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return ROLE_IDS.filter((_, k) => (seatMasks(parsed.game)[seat]! >> k) & 1);
}

describe('per-seat masks keep the true starting character', () => {
  it('on simulated first nights (5–15 players, with the Demon\'s and a Minion\'s setup information, and bluffs)', () => {
    let pruned = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const n = 5 + (seed % 11);
      const game = simulateFirstNight(seed, n, { liars: seed % 2 === 0, minionInfo: seed % 3 !== 0 });
      expect(excluded(game.input, game.roles), `simulateFirstNight(${seed}, ${n})`).toEqual([]);
      pruned += ruledOut(game.input);
    }
    expect(pruned).toBeGreaterThan(0);
  });

  it('on simulated games of 2–5 nights (actions, star-passes, Scarlet Woman takeovers)', () => {
    let withImpActions = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const n = 5 + (seed % 11);
      const nights = 2 + (seed % 4);
      const game = simulateHistory(seed, n, nights);
      expect(excluded(game.input, game.roles), `simulateHistory(${seed}, ${n}, ${nights})`).toEqual([]);
      const phases = game.input.phases as { actions?: { kind: string }[] }[];
      if (phases.some((p) => p.actions?.some((a) => a.kind === 'imp'))) withImpActions++;
    }
    // The Imp rule of the masks was exercised, not only the easy rows.
    expect(withImpActions).toBeGreaterThan(50);
  });

  it('on simulated games of 2–5 nights, whole and thinned, the living Imp at the end is among the seats that may hold it', () => {
    let narrowed = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const n = 5 + (seed % 11);
      const nights = 2 + (seed % 4);
      const game = simulateHistory(seed, n, nights);
      const livingImps = Object.keys(game.finalRoles).flatMap((id, s) => (game.finalRoles[id] === 'imp' && game.alive[id] ? [s] : []));
      for (const input of [game.input, thinRecord(game.input, seed, { unclaimed: Math.ceil(n / 4), keepReports: nights + 2 })]) {
        const parsed = parseTemporal(input);
        if (!parsed.ok) throw new Error(`simulated record is invalid: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
        const possible = demonSeatsPossible(parsed.game);
        for (const s of livingImps) expect((possible >> s) & 1, `simulateHistory(${seed}, ${n}, ${nights}): p${s + 1}`).toBe(1);
        if (popcount(possible) === livingImps.length) narrowed++;
      }
    }
    // The rule says something: on many records only the true living Imp remains.
    expect(narrowed).toBeGreaterThan(100);
  });

  it('on simulated games where the Scarlet Woman became a second Imp, whole and thinned (two deaths in a night need her and a Recluse dead before it)', () => {
    let twoDeathNights = 0;
    let recluseFixed = 0;
    for (const { game, where } of secondImpGames(400, {})) {
      const thinned = thinRecord(game.input, game.n, { unclaimed: Math.ceil(game.n / 4), keepReports: 3 });
      for (const input of [game.input, thinned]) {
        expect(excluded(input, game.roles), where).toEqual([]);
        const phases = input.phases as { phase: string; deaths?: string[] | null }[];
        if (!phases.some((p) => p.phase === 'night' && (p.deaths?.length ?? 0) >= 2)) continue;
        twoDeathNights++;
        const parsed = parseTemporal(input);
        if (parsed.ok && seatMasks(parsed.game).some((m) => m === 1 << ROLE_IDS.indexOf('recluse'))) recluseFixed++;
      }
    }
    // The rule was exercised, and on some records it names the Recluse.
    expect(twoDeathNights).toBeGreaterThan(10);
    expect(recluseFixed).toBeGreaterThan(0);
  });

  it('on thinned records (seats unclaimed, reports missing: the big tables of the sweep)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const n = 8 + (seed % 8);
      const nights = 1 + (seed % 5);
      const game = nights === 1 ? simulateFirstNight(seed, n) : simulateHistory(seed, n, nights);
      const input = thinRecord(game.input, seed, { unclaimed: Math.ceil(n / 4), keepReports: nights + 2 });
      expect(excluded(input, game.roles), `thinned ${n} players, ${nights} nights, seed ${seed}`).toEqual([]);
    }
  });

  it('a seat that can only be Townsfolk C or the Drunk shown C keeps C off the others, and another seat claiming C is not the Drunk', () => {
    const mask = (input: object) => {
      const parsed = parseTemporal(input);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      return seatMasks(parsed.game).map((m) => ROLE_IDS.filter((_, k) => (m >> k) & 1));
    };
    const game = (evidence: object[]) => ({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id })),
      evidence, reports: [{ player: 'a', role: 'chef', night: 1, value: 0, authenticity: 'authentic', mode: 'assumption' }],
      phases: [{ phase: 'night', number: 1 }],
    });
    const [a, b, c] = mask(game([
      { kind: 'testimony', player: 'a', role: 'chef', mode: 'assumption' },
      { kind: 'testimony', player: 'c', role: 'chef', mode: 'assumption' },
    ]));
    expect(a).toEqual(['chef', 'drunk']);
    expect(b).not.toContain('chef');
    expect(b).toContain('drunk');
    expect(c).toEqual(ROLES.filter((r) => r.alignment === 'evil').map((r) => r.id));
  });

  it('whoever acts as the Imp after the Imp was executed is the Scarlet Woman; after a night death, also a Minion or the Recluse', () => {
    const game = (nightTwoDeaths: string[]) => ({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
      evidence: [{ kind: 'role', player: 'a', role: 'imp', mode: 'hard' }], reports: [],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, events: [{ kind: 'execution', player: nightTwoDeaths.length ? 'h' : 'a', mode: 'hard' }], ended: true },
        { phase: 'night', number: 2, deaths: nightTwoDeaths, actions: [] },
        { phase: 'day', number: 2, events: [], ended: true },
        { phase: 'night', number: 3, deaths: [], actions: [{ kind: 'imp', player: 'b', target: 'c' }] },
      ],
    });
    // The Imp (a) executed on day 1: only the Scarlet Woman takes over by day.
    expect(rolesOf(game([]), 1)).toEqual(['scarlet_woman']);
    // The Imp (a) died on night 2 instead: a star-pass may have made any Minion (or the Recluse) the Imp.
    expect(rolesOf(game(['a']), 1)).toEqual(ROLES.filter((r) => r.id === 'recluse' || r.team === 'Minion').map((r) => r.id));
  });

  it('a nomination that executed its nominator was of the Virgin by a Townsfolk or the Spy; a Slayer\'s shot that killed came from the Slayer, at the Imp, a Minion it passed to or a Recluse', () => {
    const game = (events: object[]) => ({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
      evidence: [], reports: [],
      phases: [{ phase: 'night', number: 1, deaths: [] }, { phase: 'day', number: 1, events, ended: false }],
    });
    const virgin = game([{ kind: 'nomination', player: 'a', target: 'b', triggered: true, mode: 'hard' }]);
    expect(rolesOf(virgin, 1)).toEqual(['virgin']);
    expect(rolesOf(virgin, 0)).toEqual(ROLES.filter((r) => r.team === 'Townsfolk' && r.id !== 'virgin' || r.id === 'spy').map((r) => r.id));
    const shot = game([{ kind: 'slayer', player: 'c', target: 'd', killed: true, mode: 'hard' }]);
    expect(rolesOf(shot, 2)).toEqual(['slayer']);
    // On day 1 nobody has died at night, so no star-pass: the Imp, the Scarlet Woman (taking over at a death of the Imp that day) or a Recluse.
    expect(rolesOf(shot, 3)).toEqual(['recluse', 'scarlet_woman', 'imp']);
    // A nomination that did not trigger, or a shot that missed, says nothing of either seat.
    const none = game([{ kind: 'nomination', player: 'a', target: 'b', triggered: false, mode: 'hard' }, { kind: 'slayer', player: 'c', target: 'd', killed: false, mode: 'hard' }]);
    for (const seat of [0, 1, 2, 3]) expect(rolesOf(none, seat)).toHaveLength(ROLE_IDS.length);
  });

  it('an Imp\'s kill moved to another player was aimed at the Mayor; one that stayed says nothing of the target', () => {
    const game = (redirect: string) => ({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
      evidence: [], reports: [],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, events: [], ended: true },
        { phase: 'night', number: 2, deaths: [redirect], actions: [{ kind: 'imp', player: 'a', target: 'b', redirect }] },
      ],
    });
    expect(rolesOf(game('c'), 1)).toEqual(['mayor']);
    expect(rolesOf(game('b'), 1)).toContain('chef');
  });

  it('a Slayer\'s shot that killed after a night death hit a Minion only if the starting Imp may have died then (per root branch: its starting Imp known)', () => {
    const parsed = parseTemporal({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
      evidence: [], reports: [],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, events: [], ended: true },
        { phase: 'night', number: 2, deaths: ['e'] },
        { phase: 'day', number: 2, events: [{ kind: 'slayer', player: 'c', target: 'd', killed: true, mode: 'hard' }], ended: false },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const named = (mask: number) => ROLE_IDS.filter((_, k) => (mask >> k) & 1);
    const minionsOrImp = ROLES.filter((r) => r.team === 'Minion' || r.id === 'recluse' || r.id === 'imp').map((r) => r.id);
    // Any seat may have started as the Imp, and e, who died on night 2, may have passed it to a Minion.
    expect(named(seatMasks(parsed.game)[3]!)).toEqual(minionsOrImp);
    // The starting Imp at e: it died that night, so d may be a Minion who caught the star-pass.
    expect(named(branchSeatMasks(parsed.game, 4)[3]!)).toEqual(minionsOrImp.filter((r) => r !== 'imp'));
    // The starting Imp at f, alive throughout: d registered as the Demon only as the Recluse
    // (with no unusual ruling; ruling Q13 lets e's death make a Scarlet Woman a second Imp).
    expect(named(branchSeatMasks({ ...parsed.game, unusualAllowed: 0 }, 5)[3]!)).toEqual(['recluse']);
    expect(named(branchSeatMasks({ ...parsed.game, unusualAllowed: UNUSUAL_ALL }, 5)[3]!)).toContain('scarlet_woman');
    // The starting Imp at d itself.
    expect(named(branchSeatMasks(parsed.game, 3)[3]!)).toEqual(['imp']);
  });

  it('whoever acts as the Imp holds it alone (while one Imp at a time is all there can be): only a death of theirs afterwards can move it, so only they may be the Imp at the end', () => {
    const seats = (laterExecution: string, unusualAllowed = 0) => {
      const parsed = parseTemporal({
        schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
        evidence: [], reports: [],
        phases: [
          { phase: 'night', number: 1, deaths: [] },
          // The starting Imp (whoever it was) may die by day 1…
          { phase: 'day', number: 1, events: [{ kind: 'execution', player: 'h', mode: 'hard' }], ended: true },
          // …but on night 2 b acts as the Imp: b holds it.
          { phase: 'night', number: 2, deaths: ['c'], actions: [{ kind: 'imp', player: 'b', target: 'c' }] },
          { phase: 'day', number: 2, events: [{ kind: 'execution', player: laterExecution, mode: 'hard' }], ended: false },
        ],
      });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const possible = demonSeatsPossible({ ...parsed.game, unusualAllowed });
      return ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].filter((_, s) => (possible >> s) & 1);
    };
    // Someone else executed on day 2: the Imp is still b.
    expect(seats('d')).toEqual(['b']);
    // b executed on day 2: a Scarlet Woman among the living may have taken over (not c, d… the dead).
    expect(seats('b')).toEqual(['a', 'd', 'e', 'f', 'g']);
    // Ruling Q13 (unusual) allowed: a Recluse's death (h, c or d may have been the Recluse)
    // may have made a living Scarlet Woman a second Imp beside b.
    expect(seats('d', UNUSUAL_ALL)).toEqual(['a', 'b', 'e', 'f', 'g']);
  });

  it('a report whose author was dead at its wake (dead before that night, or among its deaths) was made up by an evil player', () => {
    const evil = ROLES.filter((r) => r.alignment === 'evil').map((r) => r.id);
    const game = (report: object, nightTwoDeaths: string[] = ['c'], dayOne: object[] = []) => ({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
      evidence: [], reports: [{ mode: 'assumption', authenticity: 'good', ...report }],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, events: dayOne, ended: true },
        { phase: 'night', number: 2, deaths: nightTwoDeaths },
      ],
    });
    const fortuneTeller = { player: 'c', role: 'fortune_teller', night: 2, targets: ['a', 'b'], value: false };
    // c died at the Imp's step of night 2, before the Fortune Teller wakes.
    expect(rolesOf(game(fortuneTeller), 2)).toEqual(evil);
    // Nobody may make up a report marked authentic or healthy.
    expect(rolesOf(game({ ...fortuneTeller, authenticity: 'authentic' }), 2)).toEqual([]);
    expect(rolesOf(game({ ...fortuneTeller, reliability: 'healthy' }), 2)).toEqual([]);
    // Executed on day 1: dead at night 2's wake whatever that night's deaths.
    const empath = { player: 'd', role: 'empath', night: 2, value: 1 };
    expect(rolesOf(game(empath, [], [{ kind: 'execution', player: 'd', mode: 'hard' }]), 3)).toEqual(evil);
    // Alive at the wake: the report says nothing of alignment.
    expect(rolesOf(game(empath, ['c']), 3)).toContain('empath');
    // The Ravenkeeper wakes on the night they die; a dead Undertaker may say they learned nothing.
    expect(rolesOf(game({ player: 'c', role: 'ravenkeeper', night: 2, target: 'a', targetRole: 'imp' }), 2)).toContain('ravenkeeper');
    expect(rolesOf(game({ player: 'c', role: 'undertaker', night: 2, targetRole: null }), 2)).toContain('undertaker');
    expect(rolesOf(game({ player: 'c', role: 'undertaker', night: 2, targetRole: 'imp' }, ['c'], [{ kind: 'execution', player: 'e', mode: 'hard' }]), 2)).toEqual(evil);
  });

  it('an Undertaker\'s report naming a character after a day with no execution was made up by an evil player', () => {
    const evil = ROLES.filter((r) => r.alignment === 'evil').map((r) => r.id);
    const game = (report: object, dayOne: object[] = []) => ({
      schema: 'botc-temporal-v1', players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })),
      evidence: [], reports: [{ mode: 'assumption', authenticity: 'good', ...report }],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, events: dayOne, ended: true },
        { phase: 'night', number: 2, deaths: [] },
      ],
    });
    // Nobody executed on day 1: the Undertaker learns nothing that night, so only "no information" is theirs.
    const undertaker = { player: 'a', role: 'undertaker', night: 2, targetRole: 'imp' };
    expect(rolesOf(game(undertaker), 0)).toEqual(evil);
    expect(rolesOf(game({ ...undertaker, targetRole: null }), 0)).toContain('undertaker');
    // An execution, or a Virgin's nominator executed, gives the Undertaker something to learn.
    expect(rolesOf(game(undertaker, [{ kind: 'execution', player: 'e', mode: 'hard' }]), 0)).toContain('undertaker');
    expect(rolesOf(game(undertaker, [{ kind: 'nomination', player: 'e', target: 'f', triggered: true, mode: 'hard' }]), 0)).toContain('undertaker');
  });

  it('on the 1,320 games of the hard-tables sweep (silent seats, half the reports), where made-up reports by dead players narrow masks', () => {
    let deadAuthors = 0;
    for (let index = 0; index < 1320; index++) {
      const game = sweepGame(index);
      expect(excluded(game.input, game.truth.roles), `sweep game ${index}`).toEqual([]);
      const phases = game.input.phases as { phase: string; number: number; deaths?: string[] }[];
      const reports = game.input.reports as { player: string; night?: number | null }[];
      if (reports.some((r) => phases.some((p) => p.phase === 'night' && p.number === r.night && p.number > 1 && p.deaths?.includes(r.player)))) deadAuthors++;
    }
    // The rule above met its case often.
    expect(deadAuthors).toBeGreaterThan(20);
  });
});
