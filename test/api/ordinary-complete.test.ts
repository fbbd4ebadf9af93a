/**
 * `possibilities.ordinaryComplete`: the per-seat answer for ordinary worlds is decided even
 * when a bound stops the search for worlds that need an unusual ruling (it runs after the
 * ordinary one). Then every cell still `null` has no ordinary world: the same table searched
 * without unusual rulings, to the end, shows exactly the same ordinary cells.
 */
import { describe, expect, it } from 'vitest';
import { solveTemporal } from '../../src/index.ts';
import { formatSummary } from '../../src/cli/summary.ts';
import { simulateHistory } from '../invariants/history-simulator.ts';
import { thinRecord } from '../invariants/thin.ts';

// 15 players, 5 nights, 4 seats unclaimed: its ordinary worlds are decided within about
// 0.7 M nodes; a world that needs an unusual ruling (a Scarlet Woman becoming a second Imp
// when a Recluse dies) takes more than 100 M to rule out, so a node bound, unlike a time
// bound, stops it at the same point on every machine.
const table = thinRecord(simulateHistory(11, 15, 5).input, 11, { unclaimed: 4, keepReports: 7 });
const limits = { maxResults: 80, maxNodes: 5_000_000, maxMs: 600_000 };

describe('ordinaryComplete', () => {
  it('is true while complete is false when the bound stops the search for unusual worlds, and the null cells have no ordinary world', async () => {
    const withUnusual = await solveTemporal({ ...table, limits }, { workers: 1 });
    const ordinaryOnly = await solveTemporal({ ...table, limits }, { workers: 1, unusual: 'exclude' });
    const p = withUnusual.possibilities!;
    const q = ordinaryOnly.possibilities!;
    expect(p.complete).toBe(false);
    expect(p.stopReason).toBe('node_limit');
    expect(p.ordinaryComplete).toBe(true);
    expect(q.complete).toBe(true);
    expect(q.ordinaryComplete).toBe(true);
    let open = 0;
    for (const [player, seat] of Object.entries(p.seats)) {
      const alone = q.seats[player]!;
      for (const [role, cell] of Object.entries(seat.starting)) {
        expect(cell === true, `${player} ${role}`).toBe(alone.starting[role as keyof typeof alone.starting] === true);
        if (cell === null) open++;
      }
      expect(seat.demonNow === true, `${player} Demon now`).toBe(alone.demonNow === true);
      if (seat.demonNow === null) open++;
    }
    expect(open).toBeGreaterThan(0);
    expect(p.evilTeams.teams).toEqual(q.evilTeams.teams);
    // The CLI says which part is decided.
    const summary = formatSummary(withUnusual, []);
    expect(summary).toContain('search: complete per seat for ordinary worlds; INCOMPLETE for worlds that need an unusual ruling');
  }, 120_000);

  it('is false when the bound comes before the ordinary worlds are decided, and equals complete without unusual rulings', async () => {
    const r = await solveTemporal({ ...table, limits: { ...limits, maxNodes: 200_000 } }, { workers: 1 });
    expect(r.possibilities!.complete).toBe(false);
    expect(r.possibilities!.ordinaryComplete).toBe(false);
    const alone = await solveTemporal({ ...table, limits }, { workers: 1, unusual: 'exclude' });
    expect(alone.possibilities!.ordinaryComplete).toBe(alone.possibilities!.complete);
  }, 120_000);
});
