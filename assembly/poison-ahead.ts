// The Poisoner's choices that the whole assignment already demands, before any history
// search. A report that no history makes true under the assignment (empath-ahead.ts,
// spy-ahead.ts) holds only if its author was poisoned that night. The Poisoner poisons one
// player a night (a recorded poison action names whom), must be alive, and the poison must
// last until the author wakes: the Imp's kill of the Poisoner, or its star-pass to them,
// ends it at that moment (rules reference §2.4), and on a later night the Empath and the
// Spy wake after the Imp. One who caught a star-pass is the Imp from then on, and a
// recorded Imp action by the Poisoner's seat says they caught it at a night death before.
// Before, the history search learned each of these at that night's dusk, after every choice
// of the nights before it (sweep game 1196: 2,665 assignments, up to 59,050 nodes each).
// A necessary condition only: the history search decides the rest.
import { MAX_NIGHTS, PH_DEATHS, PH_DIED_BEFORE, PH_IMP2_ACTOR, PH_IMP_ACTOR, PH_KIND, PH_NUMBER, PH_POISON_TARGET, PH_SIZE, POISONER, P_PHASE_COUNT, P_PHASE_OFF } from './vocab.gen';
import { P } from './layout';
import { n } from './world';

/** The night record of night `number`, or -1 when the record has none. */
export function nightRecord(number: i32): i32 {
  const count = P(P_PHASE_COUNT);
  for (let i = 0; i < count; i++) {
    const rec = P(P_PHASE_OFF) + i * PH_SIZE;
    if (P(rec + PH_KIND) == 0 && P(rec + PH_NUMBER) == number) return rec;
  }
  return -1;
}

/** Per night number, the seat a report needs poisoned that night (-1: none yet). */
const DEMANDED = new StaticArray<i32>(MAX_NIGHTS + 1);
/** The seat that started as the Poisoner in the assignment being checked (-1: none). */
let poisoner = -1;

/** Start checking an assignment: no demands yet. */
export function beginPoisonDemands(assigned: StaticArray<i32>): void {
  for (let k = 0; k <= MAX_NIGHTS; k++) unchecked(DEMANDED[k] = -1);
  poisoner = -1;
  for (let s = 0; s < n; s++) if (unchecked(assigned[s]) == POISONER) poisoner = s;
}

/**
 * A report of night `night` (its record `rec`) holds only if `seat` was poisoned that night:
 * can the Poisoner have done it, alongside the demands made so far? The report's author
 * must wake after the Imp on nights after the first.
 */
export function demandPoison(rec: i32, night: i32, seat: i32): bool {
  if (poisoner < 0) return false;
  const before = P(rec + PH_DIED_BEFORE);
  const tonight = night == 1 ? 0 : P(rec + PH_DEATHS);
  if (before != -1 && ((before >> poisoner) & 1) != 0) return false;
  if (tonight != -1 && ((tonight >> poisoner) & 1) != 0) return false;
  const recorded = P(rec + PH_POISON_TARGET);
  if (recorded >= 0 && recorded != seat) return false;
  const earlier = unchecked(DEMANDED[night]);
  if (earlier >= 0 && earlier != seat) return false;
  unchecked(DEMANDED[night] = seat);
  return stillPoisoner(night);
}

/**
 * Is the Poisoner's seat still the Poisoner at the end of night `night`? A recorded Imp
 * action by that seat on night j says it caught a star-pass on a night m before j, at a
 * night death, which ends its poison that night; so some night after `night` and before j
 * must be able to have a death.
 */
function stillPoisoner(night: i32): bool {
  const count = P(P_PHASE_COUNT);
  for (let i = 0; i < count; i++) {
    const rec = P(P_PHASE_OFF) + i * PH_SIZE;
    if (P(rec + PH_KIND) != 0 || (P(rec + PH_IMP_ACTOR) != poisoner && P(rec + PH_IMP2_ACTOR) != poisoner)) continue;
    const acted = P(rec + PH_NUMBER);
    if (acted <= night || !deathPossibleFrom(night + 1, acted)) return false;
  }
  return true;
}

/** May some night numbered from `first` to `last` - 1 have a death (nobody dies on the first night)? */
function deathPossibleFrom(first: i32, last: i32): bool {
  const count = P(P_PHASE_COUNT);
  for (let i = 0; i < count; i++) {
    const rec = P(P_PHASE_OFF) + i * PH_SIZE;
    const number = P(rec + PH_NUMBER);
    if (P(rec + PH_KIND) == 0 && number >= first && number < last && number > 1 && P(rec + PH_DEATHS) != 0) return true;
  }
  return false;
}
