// Reports at night: which reports fall on tonight, what a verdict on one does (a
// required report that fails breaks the world; a floating one that holds is placed on
// this night), and the checks at dawn on reports nobody woke for. A character's wake
// rule is its nightStep (characters/<role>.ts): most use wakeReports; those with a rule
// of their own (Ravenkeeper, Undertaker) loop with dueTonight and settle.
import { INFO_WAKE_FIRST, INFO_WAKE_OTHER, MAX_FLOATING, P_REP_COUNT, P_REP_OFF, RP_SIZE, RP_NIGHT, RP_ROLE, RP_SEAT,
  RP_TARGET_ROLE, UNDERTAKER, P_PHASE_COUNT, P_PHASE_OFF, PH_SIZE, PH_KIND,
} from './vocab.gen';
import { P } from './layout';
import { isAlive, placed, setPlaced } from './world';
import { isFreeLie, reportAtWake } from './checks';
import { nightNumber } from './tonight';

/** Rank of each report among those with night null (-1 for the others), set by the search. */
export const FLOAT_RANK = new StaticArray<i32>(1024);
/** Night on which each floating report was placed (by rank). */
export const FLOAT_NIGHT = new StaticArray<i32>(64);

/** Characters with at least one report in the program (role-code bits). */
export let reportingRoles: i32 = 0;

/** Night phases in the record (set with the reports' index). */
export let recordNights: i32 = 0;

/** Once per program: rank the reports with night null (FLOAT_RANK), note who reports, count the nights. */
export function indexReports(): void {
  recordNights = 0;
  const phases = P(P_PHASE_COUNT);
  for (let i = 0; i < phases; i++) if (P(P(P_PHASE_OFF) + i * PH_SIZE + PH_KIND) == 0) recordNights++;
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  let rank = 0;
  reportingRoles = 0;
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    unchecked(FLOAT_RANK[i] = P(off + RP_NIGHT) == -1 && rank < MAX_FLOATING ? rank++ : -1);
    reportingRoles |= 1 << P(off + RP_ROLE);
  }
}

/** dueTonight: the report is fixed to tonight (it must hold), or floating and not placed yet (it may). */
const REQUIRED: i32 = 1;
const OPTIONAL: i32 = 2;

/** Does report `i` (at `off`) fall on tonight: REQUIRED, OPTIONAL (never an evil player's free lie) or 0. */
// @ts-ignore: decorator
@inline export function dueTonight(off: i32, i: i32): i32 {
  const fixed = P(off + RP_NIGHT);
  if (fixed == nightNumber) return REQUIRED;
  if (fixed == -1 && unchecked(FLOAT_RANK[i]) >= 0 && !isFreeLie(off) &&
    ((placed >> <i64>unchecked(FLOAT_RANK[i])) & 1) == 0) return OPTIONAL;
  return 0;
}

/** The verdict `ok` on report `i`, due tonight as `due`: false when it is required and fails. */
// @ts-ignore: decorator
@inline export function settle(due: i32, i: i32, ok: bool): bool {
  if (due == REQUIRED) return ok;
  if (ok) {
    const rank = unchecked(FLOAT_RANK[i]);
    setPlaced(placed | (<i64>1 << <i64>rank));
    unchecked(FLOAT_NIGHT[rank] = nightNumber);
  }
  return true;
}

/** Wake the reports of `role` due tonight with the common rule: the author wakes alive as that character. */
export function wakeReports(role: i32): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_ROLE) != role) continue;
    const due = dueTonight(off, i);
    if (due == 0) continue;
    if (!settle(due, i, isFreeLie(off) || reportAtWake(off, false))) return false;
  }
  return true;
}

/**
 * Is one of the floating reports `needed` (by rank) that this history has not placed one it
 * can no longer place? Its author is dead (nobody dead wakes: a Ravenkeeper wakes on the
 * night of their death, over by the start of any later phase; a dead Undertaker may still
 * say they learned nothing), or its character wakes with information only on the first
 * night, which is over, or the record has no night left (`nightAhead` false). Asked at the
 * start of each phase (history.ts explore): the end of the record refuses such a history
 * anyway, but only after every later choice was tried.
 */
export function floatingStuck(needed: i64, firstNightOver: bool, nightAhead: bool): bool {
  const open = needed & ~placed;
  if (open == 0) return false;
  if (!nightAhead) return true;
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    const rank = unchecked(FLOAT_RANK[i]);
    if (rank < 0 || ((open >> <i64>rank) & 1) == 0) continue;
    const role = P(off + RP_ROLE);
    if (firstNightOver && ((INFO_WAKE_OTHER >> role) & 1) == 0) return true;
    if (!isAlive(P(off + RP_SEAT)) && (role != UNDERTAKER || P(off + RP_TARGET_ROLE) != -1)) return true;
  }
  return false;
}

/** Is any report (not an evil player's free lie) fixed to this night? */
export function requiredTonight(): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_NIGHT) == nightNumber && !isFreeLie(off)) return true;
  }
  return false;
}

/** Is a report fixed to tonight by a character that wakes with no information tonight? It can never hold. */
export function unwokenRequired(first: bool): bool {
  const wakes = first ? INFO_WAKE_FIRST : INFO_WAKE_OTHER;
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_NIGHT) != nightNumber || isFreeLie(off)) continue;
    if (((wakes >> P(off + RP_ROLE)) & 1) == 0) return true;
  }
  return false;
}
