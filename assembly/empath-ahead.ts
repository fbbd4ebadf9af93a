// Empath reports against the whole assignment, before any history search. An Empath's
// count reads only who is alive at her wake and the alignments of her nearest living
// neighbours; when every death up to that night is recorded, the first is known from the
// record, and alignments never change (a Spy or a Recluse may register either way). So a
// sober Empath's count that no registration makes true is false unpoisoned, and only the
// Poisoner's choice that night can save it; before, the history search learned that only
// at that night's dusk (forced-poison.ts), after every choice of the nights before it
// (sweep game 988: 1,800 assignments, thousands of plays each); whether the Poisoner can
// is poison-ahead.ts's. A necessary condition only: the history search decides the rest.
import { EMPATH, PH_DEATHS, PH_DIED_BEFORE, P_REP_COUNT, P_REP_OFF, RP_HEALTHY, RP_NIGHT, RP_ROLE, RP_SEAT, RP_SIZE, RP_VALUE, RECLUSE, SPY, EVIL_MASK } from './vocab.gen';
import { P } from './layout';
import { nearestLiving } from './world';
import { recordNights } from './wake';
import { demandPoison, nightRecord } from './poison-ahead';

/** Can the assignment's sober Empaths have given their reports, each true or poisoned that night? */
export function empathReportsPossible(assigned: StaticArray<i32>): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_ROLE) != EMPATH) continue;
    const seat = P(off + RP_SEAT);
    // A report with no night in a record of one night must hold on it.
    const night = P(off + RP_NIGHT) == -1 && recordNights == 1 ? 1 : P(off + RP_NIGHT);
    // A Drunk shown the Empath may learn anything; an evil author may lie (masks.ts keeps
    // an authentic report's author good).
    if (night < 1 || unchecked(assigned[seat]) != EMPATH) continue;
    const rec = nightRecord(night);
    if (rec < 0) continue;
    const before = P(rec + PH_DIED_BEFORE);
    const tonight = night == 1 ? 0 : P(rec + PH_DEATHS);
    if (before == -1 || tonight == -1) continue;
    const dead = before | tonight;
    if (((dead >> seat) & 1) != 0) continue; // masks.ts made such an author evil
    if (countPossible(assigned, seat, dead, P(off + RP_VALUE))) continue;
    // False unpoisoned: the Poisoner poisoned her that night (the Poisoner acts first).
    if (P(off + RP_HEALTHY) != 0 || !demandPoison(rec, night, seat)) return false;
  }
  return true;
}

/**
 * Is `value` a possible count of the evil among the nearest living neighbours of `seat`
 * (dead: the seats dead at her wake), with the Spy and the Recluse registering either way?
 * Both sides may reach the same neighbour, counted twice (as characters/empath.ts does).
 */
function countPossible(assigned: StaticArray<i32>, seat: i32, dead: i32, value: i32): bool {
  const left = nearestLiving(seat, ~dead, -1);
  const right = nearestLiving(seat, ~dead, 1);
  let lo = 0;
  let hi = 0;
  if (left >= 0) { lo += mustBeEvil(assigned, left); hi += mayBeEvil(assigned, left); }
  if (right >= 0) { lo += mustBeEvil(assigned, right); hi += mayBeEvil(assigned, right); }
  return value >= lo && value <= hi;
}

// @ts-ignore: decorator
@inline function flexible(role: i32): bool { return role == SPY || role == RECLUSE; }
// @ts-ignore: decorator
@inline function mustBeEvil(assigned: StaticArray<i32>, s: i32): i32 {
  const r = unchecked(assigned[s]);
  return i32(((EVIL_MASK >> r) & 1) != 0 && !flexible(r));
}
// @ts-ignore: decorator
@inline function mayBeEvil(assigned: StaticArray<i32>, s: i32): i32 {
  const r = unchecked(assigned[s]);
  return i32(((EVIL_MASK >> r) & 1) != 0 || flexible(r));
}
