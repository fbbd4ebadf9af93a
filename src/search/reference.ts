/**
 * The plain TypeScript reference search: a depth-first walk over initial assignments
 * (same root branches and per-seat masks as the WASM search), then for each one the
 * hidden-history search of history.ts, which plays every night with the kernel's own
 * step functions. Written for clarity; it
 * is the oracle of the differential tests and the honest baseline of the benchmark.
 */
import { R, TEAM_OF_CODE } from '../rules/roles.ts';
import { setupCounts } from '../rules/setup.ts';
import type { Game } from '../model/game.ts';
import { seatMasks } from '../compile/masks.ts';
import { rootBranches, type Branch } from '../compile/branches.ts';
import { relevance } from '../compile/relevance.ts';
import type { World } from '../kernel/world.ts';
import { findHistory } from './history.ts';
import type { Accept, RawSearch } from './raw.ts';

/** Run the reference search to completion or to a bound. `now()` returns milliseconds. */
export function referenceSearch(game: Game, accept: Accept, now: () => number = () => performance.now()): RawSearch {
  const start = now();
  const { maxNodes, maxResults, maxMs } = game.limits;
  const masks = seatMasks(game);
  const rel = relevance(game);
  const prunes: Record<string, number> = {};
  const prune = (why: string) => { prunes[why] = (prunes[why] ?? 0) + 1; };
  const worlds: World[] = [];
  let nodes = 0;
  let stop: RawSearch['stopReason'] = null;
  let defect = false;
  const roles = new Array<number>(game.n).fill(-1);

  const tick = (): boolean => {
    nodes++;
    if (nodes >= maxNodes) stop = 'node_limit';
    else if ((nodes & 1023) === 0 && now() - start >= maxMs) stop = 'time_limit';
    return stop === null;
  };

  const leaf = (branch: Branch): void => {
    if (branch.baron && !roles.includes(R.BARON)) { prune('baron'); return; }
    const found = findHistory(game, roles.slice(), rel, tick);
    if (found === 'stopped') return;
    if (found === null) { prune('hidden'); return; }
    if (!accept(found)) { defect = true; stop = 'result_limit'; return; }
    worlds.push(found);
    if (worlds.length > maxResults) stop = 'result_limit';
  };

  const place = (branch: Branch, seat: number, used: number, left: number[]): void => {
    if (stop) return;
    if (seat === game.n) { leaf(branch); return; }
    if (seat === branch.impSeat) { roles[seat] = R.IMP; place(branch, seat + 1, used, left); return; }
    for (let code = 0; code < R.IMP; code++) {
      if (stop) return;
      if (!((masks[seat]! >> code) & 1)) continue;
      if ((used >> code) & 1) continue;
      if (code === R.BARON && !branch.baron) continue;
      const team = TEAM_OF_CODE[code]!;
      if (left[team]! === 0) { prune('count'); continue; }
      if (!tick()) return;
      roles[seat] = code;
      left[team]!--;
      place(branch, seat + 1, used | (1 << code), left);
      left[team]!++;
    }
  };

  for (const branch of rootBranches(masks)) {
    if (stop) break;
    const c = setupCounts(game.n, branch.baron);
    place(branch, 0, 1 << R.IMP, [c[0], c[1], c[2], 0]);
  }
  const truncated = worlds.length > maxResults;
  return {
    worlds: truncated ? worlds.slice(0, maxResults) : worlds,
    nodes, prunes, stopReason: stop, elapsedMs: now() - start, defect,
  };
}
