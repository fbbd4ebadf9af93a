// A Spy's reports against the whole assignment, before any history search. Some grimoire
// entries read only what the assignment fixes: a character (a Minion or the Recluse may
// still have become the Imp; nobody else changes character), the token shown (unknown only
// for the Drunk) and the alignment. An entry false in those is false whatever the history,
// so only the Poisoner's choice that night can save the report (poison-ahead.ts); the
// history search learned it at that night's dusk (forced-poison.ts), after every choice of
// the nights before. A necessary condition only: the history search decides the rest.
import {
  DRUNK, EVIL_MASK, GF_ALIGN, GF_ROLE, GF_SHOWN, GR_EVIL, GR_FIELDS, GR_ROLE, GR_SEAT, GR_SHOWN, GR_SIZE, IMP, P_REP_COUNT, P_REP_OFF,
  RP_AUTHENTIC, RP_GRIM_COUNT, RP_GRIM_OFF, RP_HEALTHY, RP_NIGHT, RP_ROLE, RP_SEAT, RP_SIZE, SPY,
} from './vocab.gen';
import { P } from './layout';
import { mayHoldImp } from './imp-actors';
import { demandPoison, nightRecord } from './poison-ahead';

/** Can the assignment's Spy have given their reports, each true or poisoned that night? */
export function spyReportsPossible(assigned: StaticArray<i32>): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_ROLE) != SPY) continue;
    const seat = P(off + RP_SEAT);
    const night = P(off + RP_NIGHT);
    // The Spy is evil: a report that is not said to be authentic or healthy may be a lie.
    if (night < 1 || unchecked(assigned[seat]) != SPY || (P(off + RP_AUTHENTIC) == 0 && P(off + RP_HEALTHY) == 0)) continue;
    if (entriesMayHold(assigned, off)) continue;
    const rec = nightRecord(night);
    if (rec < 0) continue;
    if (P(off + RP_HEALTHY) != 0 || !demandPoison(rec, night, seat)) return false;
  }
  return true;
}

/** Do the report's entries hold in what the assignment fixes: characters, shown tokens, alignments? */
function entriesMayHold(assigned: StaticArray<i32>, off: i32): bool {
  let g = P(off + RP_GRIM_OFF);
  for (let k = 0; k < P(off + RP_GRIM_COUNT); k++, g += GR_SIZE) {
    const f = P(g + GR_FIELDS);
    const role = unchecked(assigned[P(g + GR_SEAT)]);
    if ((f & GF_ROLE) && role != P(g + GR_ROLE) && !(mayHoldImp(role) && P(g + GR_ROLE) == IMP)) return false;
    if ((f & GF_SHOWN) && role != DRUNK && role != P(g + GR_SHOWN)) return false;
    if ((f & GF_ALIGN) && (((EVIL_MASK >> role) & 1) != 0) != (P(g + GR_EVIL) != 0)) return false;
  }
  return true;
}
