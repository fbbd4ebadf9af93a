/**
 * The plain TypeScript reference search: a depth-first walk over initial assignments
 * (same root branches and per-seat masks as the WASM search, one branch after another),
 * then for each one the hidden-history search of history.ts, which plays every night with
 * the kernel's own step functions. The first maxResults assignments are the candidates.
 *
 * Its per-seat answer comes from the plainest possible method: it walks *every*
 * assignment (whatever maxResults is), and for each one asks the history search, seat by
 * seat, for a history in which that seat is the living Imp at the end. Written for
 * clarity; it is the oracle of the differential tests and the honest baseline of the
 * benchmark.
 */
import { LAYOUT as L } from '../../compile/layout.ts';
import { unusualBit } from '../../compile/codes.ts';
import { R, TEAM_OF_CODE } from '../../rules/roles.ts';
import { setupCounts } from '../../rules/setup.ts';
import { seatMasks } from '../../compile/masks.ts';
import { rootBranches, type Branch } from '../../compile/branches.ts';
import { relevance } from '../../compile/relevance.ts';
import type { State } from '../../kernel/state.ts';
import type { World } from '../../kernel/world.ts';
import { findHistory, type AcceptEnd } from './history.ts';
import { DEMON_CAPABLE, deathFacts, type Decided } from '../per-seat/possibilities.ts';
import type { RawSearch, SearchCall } from '../raw.ts';
import { WorldStore } from '../results/world-store.ts';
import { now } from '../clock.ts';

/** Run the reference search to completion or to a bound (maxNodes, or the call's deadline). */
export function referenceSearch(call: SearchCall): RawSearch {
  const { game, check, temporal, clock, firstWorld } = call;
  const { maxNodes } = game.limits;
  // A test of whether any world exists wants only the first (raw.ts SearchCall.firstWorld).
  const maxResults = firstWorld ? 0 : game.limits.maxResults;
  const masks = seatMasks(game);
  const rel = relevance(game);
  const { dead, mayDie } = deathFacts(game);
  const prunes: Record<string, number> = {};
  const prune = (why: string) => { prunes[why] = (prunes[why] ?? 0) + 1; };
  const store = new WorldStore(game);
  const found: number[] = [];
  let total = 0;
  let nodes = 0;
  let stop: 'node_limit' | 'time_limit' | null = null;
  let defect = false;
  const roles = new Array<number>(game.n).fill(-1);
  // What the worlds so far show — starting characters per seat, evil teams, living Imps at
  // the end — by the ordinary worlds ([0]) and by those that need an unusual ruling ([1]).
  const shown = [0, 1].map(() => new Array<number>(game.n).fill(0));
  const teams = [new Set<number>(), new Set<number>()];
  const demons = [0, 0];

  const tick = (): boolean => {
    nodes++;
    if (nodes >= maxNodes) stop = 'node_limit';
    else if ((nodes & 1023) === 0 && now() >= clock.deadline) stop = 'time_limit';
    return stop === null;
  };

  /**
   * Verify and keep a world when it is a candidate or shows something new: an ordinary
   * world, something no ordinary world showed; an unusual one, something no world showed.
   */
  const keep = (world: World, branch: number, pass: number): State | null => {
    const end = check(world);
    if (!end) { defect = true; return null; }
    const team = world.roles.reduce((m, r, s) => (TEAM_OF_CODE[r]! >= 2 ? m | (1 << s) : m), 0);
    const imps = end.roles.reduce((m, r, s) => (r === R.IMP && end.alive[s] ? m | (1 << s) : m), 0);
    const kinds = world.unusual === 0 ? [0] : [0, 1];
    const newTo = (k: number) => world.roles.some((r, s) => !((shown[k]![s]! >> r) & 1)) || !teams[k]!.has(team) || (imps & ~demons[k]!) !== 0;
    const isNew = kinds.every(newTo);
    const candidate = pass === L.MODE_ENUMERATE && found.length <= maxResults;
    if (candidate || isNew) {
      const index = store.add(world, { pass, branch, order: total }, end);
      if (candidate) found.push(index);
    }
    const k = world.unusual === 0 ? 0 : 1;
    world.roles.forEach((r, s) => { shown[k]![s]! |= 1 << r; });
    teams[k]!.add(team);
    demons[k]! |= imps;
    return end;
  };

  const leaf = (branch: Branch, index: number): void => {
    if (branch.baron && !roles.includes(R.BARON)) { prune('baron'); return; }
    const assignment = roles.slice();
    const world = findHistory(game, assignment, rel, tick);
    if (world === 'stopped') return;
    if (world === null) { prune('hidden'); return; }
    total++;
    if (!keep(world, index, L.MODE_ENUMERATE) || firstWorld) return;
    // The living Imp at the end is the starting one unless it may die — or, ruling Q13, a
    // Recluse may die with a Scarlet Woman in play (she may become a second Imp).
    const recluse = assignment.indexOf(R.RECLUSE);
    const secondImp = (game.unusualAllowed & unusualBit('scarlet_woman_recluse')) !== 0 && recluse >= 0 &&
      ((mayDie >> recluse) & 1) === 1 && assignment.includes(R.SCARLET_WOMAN);
    if (!temporal || (!((mayDie >> branch.impSeat) & 1) && !secondImp)) return;
    // Seat by seat: a history with that seat the living Imp at the end.
    for (let x = 0; x < game.n; x++) {
      if (((demons[0]! >> x) & 1) || ((dead >> x) & 1) || !((DEMON_CAPABLE >> assignment[x]!) & 1)) continue;
      const isImpAt: AcceptEnd = (end) => end.alive[x]! && end.roles[x] === R.IMP;
      const other = findHistory(game, assignment, rel, tick, isImpAt);
      if (other === 'stopped') return;
      if (other !== null && !keep(other, index, L.MODE_LIST)) return;
    }
  };

  /** The walk is over: a bound, a defect, or (a test of existence) a world found. */
  const over = () => stop !== null || defect || (firstWorld === true && found.length > 0);
  const place = (branch: Branch, index: number, seat: number, used: number, left: number[]): void => {
    if (over()) return;
    if (seat === game.n) { leaf(branch, index); return; }
    if (seat === branch.impSeat) { roles[seat] = R.IMP; place(branch, index, seat + 1, used, left); return; }
    for (let code = 0; code < TEAM_OF_CODE.length; code++) {
      if (over()) return;
      if (TEAM_OF_CODE[code] === 3) continue; // the Demon's seat is the branch's
      if (!((masks[seat]! >> code) & 1)) continue;
      if ((used >> code) & 1) continue;
      if (code === R.BARON && !branch.baron) continue;
      const team = TEAM_OF_CODE[code]!;
      if (left[team]! === 0) { prune('count'); continue; }
      if (!tick()) return;
      roles[seat] = code;
      left[team]!--;
      place(branch, index, seat + 1, used | (1 << code), left);
      left[team]!++;
    }
  };

  rootBranches(masks).forEach((branch, index) => {
    if (over()) return;
    const c = setupCounts(game.n, branch.baron);
    place(branch, index, 0, 1 << R.IMP, [c[0], c[1], c[2], 0]);
  });
  const truncated = found.length > maxResults;
  const finished = stop === null && !defect && !firstWorld;
  const decided: Decided = {
    starting: finished, demonNow: finished, teams: finished, unusual: { starting: finished, demonNow: finished, teams: finished },
    count: finished ? total : null, stopReason: stop,
  };
  return {
    store,
    candidates: found.slice(0, maxResults),
    confirmed: found,
    decided,
    nodes, prunes,
    stopReason: truncated ? 'result_limit' : stop,
    elapsedMs: now() - clock.start,
    defect,
  };
}
