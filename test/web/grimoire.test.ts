/** What the grimoire circle writes on a seat (web/views/grimoire.ts), and where its seats go (circle-layout.ts). */
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { circleLayout } from '../../web/views/circle-layout.ts';
import { claimsOf, seatLabel, worldGrimoire } from '../../web/views/grimoire.ts';
import type { SeatTally } from '../../web/views/tally.ts';
import type { TemporalInput } from '../../web/model/game.ts';
import nqt47 from '../fixtures/cases/nqt-47.json';

const tally = (roles: string[], undecided: string[] = []): SeatTally => ({
  player: 'p1', seat: 1, roles: roles.map((value) => ({ value, count: null })), unusualRoles: [], undecided,
  teams: [], unusualTeams: [], undecidedTeams: [], undecidedOnlyUnusual: false, demonNow: undefined, examples: {}, demonExample: undefined,
});

describe('seatLabel', () => {
  it('names one character, lists two or three, and says good or evil with a count beyond', () => {
    expect(seatLabel(tally(['imp']))).toEqual({ kind: 'one', text: 'Imp' });
    expect(seatLabel(tally(['imp', 'recluse']))).toEqual({ kind: 'few', text: 'Imp / Recluse' });
    expect(seatLabel(tally(['chef', 'empath', 'monk', 'drunk']))).toEqual({ kind: 'type', text: 'Good\u00a0·\u00a04' });
    expect(seatLabel(tally(['poisoner', 'spy', 'baron', 'imp']))).toEqual({ kind: 'type', text: 'Evil\u00a0·\u00a04' });
    // Undecided characters count as possible: a label never claims more certainty than the search has.
    expect(seatLabel(tally(['chef'], ['imp', 'spy', 'baron']))).toEqual({ kind: 'type', text: 'Good or evil\u00a0·\u00a04' });
    expect(seatLabel(tally([]))).toEqual({ kind: 'none', text: '–' });
    // Once every ordinary world is decided, what is still undecided could come only with an unusual ruling: not in the label.
    expect(seatLabel({ ...tally(['saint'], ['poisoner', 'spy']), undecidedOnlyUnusual: true })).toEqual({ kind: 'one', text: 'Saint' });
    expect(seatLabel({ ...tally([], ['imp']), undecidedOnlyUnusual: true, unusualRoles: [{ value: 'recluse', count: null }] }))
      .toEqual({ kind: 'none', text: 'Unusual only\u00a0·\u00a02' });
  });
});

describe('claimsOf and worldGrimoire', () => {
  it('reads each player\'s first claim, and one world\'s characters now and its last night\'s reminders (nqt-47)', async () => {
    const game = nqt47.input as TemporalInput;
    const claims = claimsOf(game);
    expect(claims.get('p3')).toBe('undertaker');
    expect(claims.get('p4')).toBe('saint');
    const result = await solveTemporal(game);
    const g = worldGrimoire(result.candidates[0]!);
    expect(g.night).toBe(4);
    expect(g.seats.get('p4')).toMatchObject({ starting: 'baron', now: 'imp', alive: true });
    expect(g.seats.get('p9')).toMatchObject({ starting: 'imp', now: 'imp', alive: false });
    expect(g.seats.get('p3')!.reminders).toEqual([{ code: 'drunk', text: 'Drunk: shown Undertaker' }]);
  });
});

describe('circleLayout', () => {
  it('puts seat 1 at the top and spaces the seats evenly along the ellipse, clockwise', () => {
    for (const [n, narrow] of [[5, false], [9, false], [9, true], [15, false], [15, true]] as const) {
      const layout = circleLayout(n, narrow);
      expect(layout.seats[0]!.x).toBeCloseTo(50);
      expect(layout.seats[0]!.y).toBeLessThan(50);
      expect(layout.seats[1]!.x).toBeGreaterThan(50); // clockwise: seat 2 to the right
      // Distances between neighbours in the box's own units (height scaled by its aspect) are equal.
      const gaps = layout.seats.map((p, i) => {
        const q = layout.seats[(i + 1) % n]!;
        return Math.hypot(q.x - p.x, (q.y - p.y) * layout.aspect);
      });
      // Equal along the ellipse; the straight gaps of a few seats on a tall ellipse differ more.
      const spread = Math.max(...gaps) / Math.min(...gaps);
      expect(spread).toBeLessThan(narrow && n < 9 ? 1.3 : 1.15);
      // A seat is narrower than the gap to its neighbour, and stays inside the box.
      expect(layout.width).toBeLessThan(Math.min(...gaps));
      for (const p of layout.seats) {
        expect(p.x - layout.width / 2).toBeGreaterThanOrEqual(0);
        expect(p.x + layout.width / 2).toBeLessThanOrEqual(100);
      }
    }
    expect(circleLayout(9).aspect).toBe(1);
    expect(circleLayout(15)).toMatchObject({ crowded: true, aspect: 1 });
    expect(circleLayout(9, true).aspect).toBeGreaterThan(1);
  });
});
