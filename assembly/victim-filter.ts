// Tonight's Imp target, before the night's choices are tried (history.ts explore; mirrors
// src/search/reference/victim-filter.ts). On a night after the first with one living Imp,
// nothing before the Empath's and the Fortune Teller's steps changes what they read but the
// poison and the Imp's attack: the attack's victim (the Empath counts living neighbours),
// and, when the Imp dies (a star-pass, or a healthy Mayor's death moved onto them), who is
// the Imp. So a report fixed to tonight that is false with nobody poisoned and nobody dead
// tonight can only be saved by poisoning its author, or by a target whose death makes it
// true, or by the Imp's own seat, a Recluse's (ruling Q13 may then make the Scarlet Woman a
// second Imp) or a living Mayor's (the Imp may die, a Mayor's death may go elsewhere: then
// only to a seat whose death makes it true, the Imp's or a Recluse's). An attack that kills
// nobody (a protected or dead target) keeps it false.
import { EMPATH, FORTUNE_TELLER, MAX_DAYS, MAX_NIGHTS, MAYOR, RECLUSE, P_REP_COUNT, P_REP_OFF, RP_HEALTHY, RP_NIGHT, RP_ROLE, RP_SEAT, RP_SIZE } from './vocab.gen';
import { P } from './layout';
import { isAlive, n, roles } from './world';
import { isFreeLie } from './checks';
import { holdsUnpoisoned } from './forced-poison';

/** Reports checked per night (a record rarely holds more than two Empath and Fortune Teller reports a night). */
const MAX_FILTERS = 8;
/** Each phase level keeps its own filter: a deeper night's search fills its own while this one's loop is still running. */
const LEVELS = MAX_NIGHTS + MAX_DAYS + 1;
const authors = new StaticArray<i32>(LEVELS * MAX_FILTERS);
/** Per report, whether its author claims to be healthy (then poison cannot save it either). */
const healthy = new StaticArray<bool>(LEVELS * MAX_FILTERS);
/** Per report, the targets (a bit per seat) that may save it. */
const allowed = new StaticArray<i32>(LEVELS * MAX_FILTERS);
/** Per report, the victims (a bit per seat) whose death may save it: where a living Mayor's death goes. */
const victims = new StaticArray<i32>(LEVELS * MAX_FILTERS);
const counts = new StaticArray<i32>(LEVELS);

/** Does the report at `off` hold at its wake with nobody poisoned and `dead` (-1: nobody) dead as well? */
function holdsWith(off: i32, dead: i32): bool {
  return holdsUnpoisoned(off, dead >= 0 ? 1 << dead : 0);
}

/**
 * At the dusk of night `night` (phase `level`), with the living Imp at `imp` (-1: none)
 * and a second at `imp2`: the targets each Empath or Fortune Teller report fixed to
 * tonight allows.
 */
export function fillVictimFilter(level: i32, night: i32, imp: i32, imp2: i32): void {
  let count = 0;
  unchecked(counts[level] = 0);
  if (night == 1 || imp < 0 || imp2 >= 0) return;
  const base = level * MAX_FILTERS;
  const reports = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < reports; i++, off += RP_SIZE) {
    const role = P(off + RP_ROLE);
    if (P(off + RP_NIGHT) != night || (role != EMPATH && role != FORTUNE_TELLER) || isFreeLie(off)) continue;
    const seat = P(off + RP_SEAT);
    // A dead author's report fails whatever is chosen, a Drunk's holds: neither narrows anything here.
    if (!isAlive(seat) || unchecked(roles[seat]) != role || count == MAX_FILTERS) continue;
    if (holdsWith(off, -1)) continue;
    let mask = 0;
    let dying = 0;
    for (let t = 0; t < n; t++) {
      // A Recluse's death may make the Scarlet Woman a second Imp (ruling Q13) before the
      // Fortune Teller wakes, which one death alone, checked here, does not show.
      const saves = t == imp || unchecked(roles[t]) == RECLUSE || (isAlive(t) && holdsWith(off, t));
      if (saves) dying |= 1 << t;
      if (saves || (isAlive(t) && unchecked(roles[t]) == MAYOR)) mask |= 1 << t;
    }
    unchecked(authors[base + count] = seat);
    unchecked(healthy[base + count] = P(off + RP_HEALTHY) != 0);
    unchecked(allowed[base + count] = mask);
    unchecked(victims[base + count] = dying);
    count++;
  }
  unchecked(counts[level] = count);
}

/**
 * When the Imp attacks a living Mayor (`target`) on the night at phase `level`, may the
 * death go to `redirect` (-1: the Mayor dies), as far as its reports tell?
 */
export function redirectAllowed(level: i32, poison: i32, target: i32, redirect: i32): bool {
  if (target < 0 || !isAlive(target) || unchecked(roles[target]) != MAYOR) return true;
  const victim = redirect >= 0 ? redirect : target;
  const base = level * MAX_FILTERS;
  for (let k = base; k < base + unchecked(counts[level]); k++) {
    if (unchecked(authors[k]) == poison && !unchecked(healthy[k])) continue;
    if (((unchecked(victims[k]) >> victim) & 1) == 0) return false;
  }
  return true;
}

/** May the Imp attack `target` (-1: nobody) on the night at phase `level` with `poison` poisoned, as far as its reports tell? */
export function victimAllowed(level: i32, poison: i32, target: i32): bool {
  const base = level * MAX_FILTERS;
  for (let k = base; k < base + unchecked(counts[level]); k++) {
    // Poisoned, the author may learn anything (unless the report says it was healthy).
    if (unchecked(authors[k]) == poison && !unchecked(healthy[k])) continue;
    if (target < 0 || ((unchecked(allowed[k]) >> target) & 1) == 0) return false;
  }
  return true;
}
