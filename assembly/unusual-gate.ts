// Whether a history can still rely on an unusual ruling. The unusual layer of the per-seat
// answer (src/search/wasm-driver.ts) wants only worlds no ordinary history shows, so every
// world it can find rests on a ruling: an assignment in which neither ruling's event can
// happen by the record's deaths has nothing to find, and its whole history tree (hundreds
// of nodes a search, hundreds of thousands of searches on a 14-seat table) is skipped; and
// a history that has relied on none by a phase where none can happen any more fails there.
import {
  IMP, MINION_MASK, PH_DEATHS, PH_DIED_BEFORE, PH_KIND, PH_MAY_DIE_FROM, PH_SIZE, P_PHASE_COUNT, P_PHASE_OFF, P_UNUSUAL, RECLUSE, SCARLET_WOMAN,
  UNUSUAL_RECLUSE_STAR_PASS, UNUSUAL_SCARLET_WOMAN_RECLUSE,
} from './vocab.gen';
import { P } from './layout';
import { isAlive, n, roles } from './world';

/**
 * Can an event of an allowed unusual ruling happen with this assignment (from the first
 * dusk)? A necessary condition only (the history search decides):
 * - ruling Q13 (the Scarlet Woman becomes a second Imp when a healthy Recluse dies): a
 *   Scarlet Woman in play and a Recluse on a seat the record lets die;
 * - the Recluse catching the star-pass: some night, a seat other than the Recluse's that
 *   may die that night holds the Imp — the starting Imp, or, when the starting Imp may have
 *   died before that night, a Minion it passed to (a holder made by an earlier unusual
 *   event is covered by that event's own night or by Q13).
 */
export function unusualPossible(assigned: StaticArray<i32>): bool {
  let recluseSeat = -1;
  let sw = false;
  let imps = 0;
  let minions = 0;
  for (let s = 0; s < n; s++) {
    const r = unchecked(assigned[s]);
    if (r == RECLUSE) recluseSeat = s;
    else if (r == SCARLET_WOMAN) sw = true;
    if (r == IMP) imps |= 1 << s;
    else if ((MINION_MASK >> r) & 1) minions |= 1 << s;
  }
  return eventFrom(0, recluseSeat, sw, imps, minions);
}

/**
 * From the dusk of phase `level`, with the current characters and deaths, can an event of
 * an allowed ruling still happen? The same conditions as {@link unusualPossible}, on the
 * living players (called while the history has relied on no ruling yet).
 */
export function eventAhead(level: i32): bool {
  let recluseSeat = -1;
  let sw = false;
  let imps = 0;
  let minions = 0;
  for (let s = 0; s < n; s++) {
    if (!isAlive(s)) continue;
    const r = unchecked(roles[s]);
    if (r == RECLUSE) recluseSeat = s;
    else if (r == SCARLET_WOMAN) sw = true;
    if (r == IMP) imps |= 1 << s;
    else if ((MINION_MASK >> r) & 1) minions |= 1 << s;
  }
  return eventFrom(level, recluseSeat, sw, imps, minions);
}

/**
 * The conditions themselves, from phase `level` on: a Recluse (seat) who may die from then
 * on beside a Scarlet Woman; or a night from then on whose deaths, not the Recluse's, take
 * a holder of the Imp — one of `imps`, or one of `minions` when one of `imps` may have died
 * before that night (then only since `level`: a seat in `imps` is alive at its dusk).
 */
function eventFrom(level: i32, recluseSeat: i32, sw: bool, imps: i32, minions: i32): bool {
  const count = P(P_PHASE_COUNT);
  if (recluseSeat < 0 || level >= count) return false;
  const allowed = P(P_UNUSUAL);
  const dieFrom = P(P(P_PHASE_OFF) + level * PH_SIZE + PH_MAY_DIE_FROM);
  if ((allowed & UNUSUAL_SCARLET_WOMAN_RECLUSE) != 0 && sw && ((dieFrom >> recluseSeat) & 1) != 0) return true;
  if ((allowed & UNUSUAL_RECLUSE_STAR_PASS) == 0 || imps == 0) return false;
  for (let i = level; i < count; i++) {
    const rec = P(P_PHASE_OFF) + i * PH_SIZE;
    if (P(rec + PH_KIND) != 0) continue;
    const holders = imps | ((P(rec + PH_DIED_BEFORE) & imps) != 0 ? minions : 0);
    if ((P(rec + PH_DEATHS) & ~(1 << recluseSeat) & holders) != 0) return true;
  }
  return false;
}
