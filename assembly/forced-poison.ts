// Tonight's poison, before the night's choices are tried (history.ts fillPoison). A report
// fixed to tonight that is false while its author is healthy can only be saved by
// poisoning its author tonight (poisoning a Spy or a Recluse only narrows what they
// register as), and only if it does not claim to be healthy. Two such authors, or one that
// nothing saves, refute the night whatever its choices; one names the poison's target.
// What is checked is what no other choice of the night can change:
// - on night 1, the information reports but the Spy's (nothing changes the state before
//   them but the poison; the Spy wakes after the Butler and sees the poison);
// - on every night, a Spy's grimoire entries that no choice can change: tokens shown,
//   alignments, the red herring, spent abilities, and the characters (a Minion or the
//   Recluse may still become the Imp; nobody else changes character);
// - on later nights, an Undertaker's report of today's execution: the executed player's
//   character is settled, so only the poison (of the Undertaker, or of the executed player,
//   who then registers truly: only narrower) tells on it; after a day with no execution,
//   one that names a character fails whatever is chosen;
// - on later nights, an Empath's or Fortune Teller's report whose author is dead at dusk, is
//   not that character, or dies tonight by the recorded deaths (so does a Spy's): it cannot
//   be given tonight, whatever is chosen; and with tonight's deaths recorded, one false
//   with those players dead (for the Fortune Teller, unless an Imp or a Recluse dies).
// And from every dusk, a Spy's report fixed to a later night: its author must be the living
// Spy already, and an entry false in what can no longer change needs a living Poisoner
// (laterSpyReportsHold).
// And tonight's recorded deaths (deathsAvoid): somebody died, so the only living Imp was
// not poisoned; a true Soldier died, so the Soldier was.
import {
  GF_ALIGN, GF_RH, GF_ROLE, GF_SHOWN, GF_SLAYER, GF_VIRGIN, GR_EVIL, GR_FIELDS, GR_RH, GR_ROLE, GR_SEAT, GR_SHOWN, GR_SIZE, GR_SLAYER,
  GR_VIRGIN, INFO_WAKE_FIRST, P_REP_COUNT, P_REP_OFF, RECLUSE, RP_GRIM_COUNT, RP_GRIM_OFF, RP_HEALTHY, RP_NIGHT, RP_ROLE,
  RP_SEAT, RP_SIZE, RP_TARGET_ROLE, SOLDIER, SPY, UNDERTAKER, IMP, EMPATH, FORTUNE_TELLER, POISONER,
} from './vocab.gen';
import { P } from './layout';
import {
  actsAs, aliveMask, executedDeath, isAlive, isEvilSeat, n, poisonSource, poisoned, redHerring, roles, setAliveMask, setPoison, shown, usedSlayer, usedVirgin,
} from './world';
import { isFreeLie, reportAtWake } from './checks';
import { mayHoldImp } from './imp-actors';

/**
 * Does the report at `off` hold at its wake with nobody poisoned (yesterday's poison still
 * stands until dusk) and the seats of `dying` (a mask) dead as well?
 */
export function holdsUnpoisoned(off: i32, dying: i32 = 0): bool {
  const target = poisoned;
  const source = poisonSource;
  const alive = aliveMask;
  setPoison(-1, -1);
  setAliveMask(alive & ~dying);
  const ok = reportAtWake(off, false);
  setAliveMask(alive);
  setPoison(target, source);
  return ok;
}

/** Might a death among `deaths` (a mask) move the Demon tonight: an Imp's (a star-pass, a Scarlet Woman) or a Recluse's (ruling Q13)? */
function demonMayMove(deaths: i32): bool {
  for (let x = 0; x < n; x++) {
    const role = unchecked(roles[x]);
    if (((deaths >> x) & 1) != 0 && (role == IMP || role == RECLUSE)) return true;
  }
  return false;
}

/** No poison target can save tonight's reports. */
export const NO_TARGET: i32 = -2;
/** Any poison target will do, as far as tonight's reports tell. */
export const ANY_TARGET: i32 = -1;

/**
 * Does the Spy's grimoire entry at `g` (fields `f`, of seat `s`) hold in the fields that
 * only the Imp's passing can change after any dusk: the character (a Minion or the Recluse
 * may still become the Imp, nobody else changes), the token shown, the alignment and the
 * red herring?
 */
function staticHold(g: i32, f: i32, s: i32): bool {
  const role = unchecked(roles[s]);
  if ((f & GF_ROLE) && role != P(g + GR_ROLE) && !(mayHoldImp(role) && P(g + GR_ROLE) == IMP)) return false;
  if ((f & GF_SHOWN) && unchecked(shown[s]) != P(g + GR_SHOWN)) return false;
  if ((f & GF_ALIGN) && isEvilSeat(s) != (P(g + GR_EVIL) != 0)) return false;
  if ((f & GF_RH) && (redHerring == s) != (P(g + GR_RH) != 0)) return false;
  return true;
}

/**
 * At the dusk of night `night`: can every Spy's report fixed to a later night still be
 * given and hold? Its author must be the living Spy now (nobody becomes the Spy, nobody
 * comes back); an entry false in a field that cannot change any more ({@link staticHold})
 * needs the Spy poisoned that night — a living Poisoner now, and no claim to be healthy.
 * Checked from the first dusk, before the nights in between are searched (on game 428 of
 * the hard-tables sweep a night-4 grimoire refuted its assignments only after half a
 * million night-3 plays).
 */
export function laterSpyReportsHold(night: i32): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  let poisoner = false;
  for (let s = 0; s < n; s++) if (isAlive(s) && unchecked(roles[s]) == POISONER) poisoner = true;
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + RP_ROLE) != SPY || P(off + RP_NIGHT) <= night || isFreeLie(off)) continue;
    const seat = P(off + RP_SEAT);
    if (!isAlive(seat) || !actsAs(seat, SPY)) return false;
    let g = P(off + RP_GRIM_OFF);
    let holds: bool = true;
    for (let k = 0; k < P(off + RP_GRIM_COUNT) && holds; k++, g += GR_SIZE) holds = staticHold(g, P(g + GR_FIELDS), P(g + GR_SEAT));
    if (!holds && (!poisoner || P(off + RP_HEALTHY) != 0)) return false;
  }
  return true;
}

/** Does a Spy's report at `off` hold in every field no choice of tonight can change? */
function spyFixedHold(off: i32): bool {
  let g = P(off + RP_GRIM_OFF);
  const count = P(off + RP_GRIM_COUNT);
  for (let i = 0; i < count; i++, g += GR_SIZE) {
    const s = P(g + GR_SEAT);
    const f = P(g + GR_FIELDS);
    if (!staticHold(g, f, s)) return false;
    if ((f & GF_SLAYER) && (((usedSlayer >> s) & 1) != 0) != (P(g + GR_SLAYER) != 0)) return false;
    if ((f & GF_VIRGIN) && (((usedVirgin >> s) & 1) != 0) != (P(g + GR_VIRGIN) != 0)) return false;
  }
  return true;
}

/**
 * At the dusk of night `night` (nobody poisoned yet), with tonight's recorded deaths
 * `deaths` (a mask; -1 not recorded): NO_TARGET, ANY_TARGET, or the seat the Poisoner
 * must poison tonight for the reports fixed to tonight to hold.
 */
export function forcedPoison(night: i32, deaths: i32): i32 {
  // Night 1's reports are checked in the state at its dusk, where nobody is poisoned yet.
  if (night == 1 && poisoned != -1) return ANY_TARGET;
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  let target = ANY_TARGET;
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    const role = P(off + RP_ROLE);
    if (P(off + RP_NIGHT) != night || isFreeLie(off)) continue;
    const seat = P(off + RP_SEAT);
    // Tonight's deaths all come at the Imp's step, before the Empath, the Fortune Teller and
    // the Spy wake: one of them who dies tonight gives no report.
    const diesTonight = night != 1 && deaths != -1 && ((deaths >> seat) & 1) != 0;
    if (role == SPY) {
      // A Spy dead at dusk or not the Spy does not wake: the report fails whatever is chosen.
      if (!isAlive(seat) || !actsAs(seat, SPY) || diesTonight) return NO_TARGET;
      if (spyFixedHold(off)) continue;
    } else if (night == 1) {
      if (((INFO_WAKE_FIRST >> role) & 1) == 0 || reportAtWake(off, false)) continue;
      if (!isAlive(seat) || !actsAs(seat, role)) return NO_TARGET;
    } else if (role == EMPATH || role == FORTUNE_TELLER) {
      // Dead at dusk, or not that character: the report cannot be given tonight, whatever is chosen.
      if (!isAlive(seat) || !actsAs(seat, role) || diesTonight) return NO_TARGET;
      // With tonight's deaths recorded, the Empath's living neighbours at her wake are known at
      // dusk, and so is the Demon at the Fortune Teller's unless an Imp or a Recluse dies
      // tonight. Alignments do not change at night but to evil by catching a star-pass, which
      // a healthy Recluse or Spy may register as anyway: unpoisoned, the report is at its
      // most permissive, so only its author's poison can save one that fails here.
      if (deaths == -1 || (role == FORTUNE_TELLER && demonMayMove(deaths)) || holdsUnpoisoned(off, deaths)) continue;
    } else {
      if (role != UNDERTAKER) continue;
      // Nobody died by execution today, or the Undertaker is dead: only "no information" can
      // be reported, and only by the Undertaker, poisoned or not (characters/undertaker.ts withoutDeath).
      if (executedDeath < 0 || !isAlive(seat)) {
        if (P(off + RP_TARGET_ROLE) != -1 || !actsAs(seat, UNDERTAKER)) return NO_TARGET;
        continue;
      }
      if (holdsUnpoisoned(off)) continue;
      if (!isAlive(seat) || !actsAs(seat, role)) return NO_TARGET;
    }
    // Poisoned, its author is impaired: the report then holds unless it claims to be healthy.
    if (P(off + RP_HEALTHY) != 0) return NO_TARGET;
    if (target != ANY_TARGET && target != seat) return NO_TARGET;
    target = seat;
  }
  return target;
}

/**
 * What tonight's recorded deaths (`deaths`, a mask; -1 not recorded) say of the poison on
 * night `night`: only the Imp kills at night, so a death needs an Imp whose ability works,
 * and a true Soldier dies only when poisoned. Returns the seat the poison must not take
 * (the only living Imp, when somebody died; -1 none), and sets {@link deathsForce}.
 */
export function deathsAvoid(night: i32, deaths: i32): i32 {
  deathsForce = ANY_TARGET;
  if (night == 1 || deaths == -1 || deaths == 0) return -1;
  let imp = -1;
  let imps = 0;
  for (let x = 0; x < n; x++) {
    if (!isAlive(x)) continue;
    const role = unchecked(roles[x]);
    if (role == IMP) { imp = x; imps++; }
    if (role == SOLDIER && ((deaths >> x) & 1) != 0) deathsForce = x;
  }
  // With two Imps (ruling Q13) either may have killed.
  return imps == 1 ? imp : -1;
}

/** Set by {@link deathsAvoid}: the Soldier the poison must take for their recorded death (ANY_TARGET: none). */
export let deathsForce: i32 = ANY_TARGET;
