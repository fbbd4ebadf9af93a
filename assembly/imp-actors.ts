// Who acts as the Imp, against the whole assignment: the per-seat masks (src/compile/masks.ts)
// check each actor alone, so they cannot see that an actor other than the starting Imp needs
// that Imp dead by then, or else a second Imp (ruling Q13) — a Scarlet Woman in play and a
// Recluse who may have died before that night.
import { IMP, PH_DIED_BEFORE, PH_IMP2_ACTOR, PH_IMP_ACTOR, PH_KIND, PH_SIZE, P_PHASE_COUNT, P_PHASE_OFF, P_UNUSUAL, RECLUSE, SCARLET_WOMAN, UNUSUAL_SCARLET_WOMAN_RECLUSE } from './vocab.gen';
import { P } from './layout';
import { n } from './world';

/**
 * Can every recorded Imp action of the record be explained with this assignment? The Imp
 * moves only when its holder dies, so while the starting Imp lives, another seat acts as
 * the Imp only as a second Imp (the Scarlet Woman after a healthy Recluse's death, or an
 * heir of her star-pass). A necessary condition only: the history search decides the rest.
 */
export function impActorsPossible(assigned: StaticArray<i32>): bool {
  let impSeat = -1;
  let recluseSeat = -1;
  let sw = false;
  for (let s = 0; s < n; s++) {
    const r = unchecked(assigned[s]);
    if (r == IMP) impSeat = s;
    else if (r == RECLUSE) recluseSeat = s;
    else if (r == SCARLET_WOMAN) sw = true;
  }
  if (impSeat < 0) return true;
  const secondImpAllowed = (P(P_UNUSUAL) & UNUSUAL_SCARLET_WOMAN_RECLUSE) != 0 && sw && recluseSeat >= 0;
  const count = P(P_PHASE_COUNT);
  for (let i = 0; i < count; i++) {
    const rec = P(P_PHASE_OFF) + i * PH_SIZE;
    if (P(rec + PH_KIND) != 0) continue;
    const died = P(rec + PH_DIED_BEFORE);
    if (((died >> impSeat) & 1) != 0) continue; // -1: anyone may have died
    const a1 = P(rec + PH_IMP_ACTOR);
    const a2 = P(rec + PH_IMP2_ACTOR);
    const other = (a1 >= 0 && a1 != impSeat) || (a2 >= 0 && a2 != impSeat);
    if (other && !(secondImpAllowed && ((died >> recluseSeat) & 1) != 0)) return false;
  }
  return true;
}
