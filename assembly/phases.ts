// One night and one day, step by step in the official order (mirrors src/kernel/night.ts
// and day.ts). Each step returns false as soon as the world breaks a recorded fact.
import {
  BUTLER, CHEF, EMPATH, FORTUNE_TELLER, IMP, INVESTIGATOR, LIBRARIAN, MAYOR, MONK, POISONER,
  RAVENKEEPER, SAINT, SCARLET_WOMAN, SPY, UNDERTAKER, WASHERWOMAN, P_REP_COUNT, P_REP_OFF, RP_SIZE,
  PH_NUMBER, PH_DEATHS, PH_POISON_ACTOR, PH_POISON_TARGET, PH_MONK_ACTOR, PH_MONK_TARGET,
  PH_IMP_ACTOR, PH_IMP_TARGET, PH_IMP_REDIRECT, PH_IMP_SUCCESSOR, PH_IMP_RECLUSE, PH_BUTLER_ACTOR,
  PH_BUTLER_TARGET, PH_CONFLICT, PH_ENDED, PH_EVENTS_OFF, PH_EVENTS_COUNT, EVENT_SIZE, EV_EXECUTION,
  PH_COMPLETE_VOTING,
  EV_SLAYER, EV_BALLOT, SLAYER, VIRGIN, RECLUSE, TEAM_OF,
} from './vocab.gen';
import { P } from './layout';
import {
  actsAs, diedTonight, executedDeath, executedToday, healthy, isAlive, isEvilSeat, livingCount,
  livingSeatOf, n, placed, poisoned, roles, setExecutedDeath, setExecutedToday, setMaster, setPlaced,
  setPoison, setProtected, setWinner, winner, die, dusk, BY_EXECUTION, BY_SLAYER, usedSlayer, usedVirgin,
  spendSlayer, spendVirgin, spendGhostVote, deadVotes, master,
} from './world';
import { isFreeLie, reportAtWake, undertakerWithoutDeath } from './checks';
import { checkGameEnd, demonDies, resolveAttack } from './rules';

/** Rank of each report among those with night null (-1 for the others), set by the search. */
export const FLOAT_RANK = new StaticArray<i32>(1024);
/** Night on which each floating report was placed (by rank). */
export const FLOAT_NIGHT = new StaticArray<i32>(64);

/** A choosing character's pick against legality and the recorded action. */
function chooseOk(actor: i32, choice: i32, rec: i32, actorSlot: i32, targetSlot: i32, forbidSelf: bool): bool {
  const recorded = P(rec + actorSlot);
  if (actor < 0) return choice == -1 && recorded < 0;
  if (choice < 0 || choice >= n || (forbidSelf && choice == actor)) return false;
  return recorded < 0 || (recorded == actor && P(rec + targetSlot) == choice);
}

/** Does a report of `role` fall on this night: fixed to it, or floating and not yet placed? */
function dueTonight(off: i32, index: i32, night: i32): i32 {
  const fixed = P(off + 4);
  if (fixed == night) return 1; // required
  if (fixed == -1 && unchecked(FLOAT_RANK[index]) >= 0 && !isFreeLie(off) &&
    ((placed >> <i64>unchecked(FLOAT_RANK[index])) & 1) == 0) return 2; // optional
  return 0;
}

/** Wake the reports of `role` due tonight; false when a required one fails. */
function wake(role: i32, night: i32): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off) != role) continue;
    const due = dueTonight(off, i, night);
    if (due == 0) continue;
    const seat = P(off + 1);
    let ok: bool;
    if (isFreeLie(off)) ok = true;
    else if (role == RAVENKEEPER) ok = actsAs(seat, role) && ((diedTonight >> seat) & 1) != 0 && reportAtWake(off, true);
    else if (role == UNDERTAKER && (executedDeath < 0 || !isAlive(seat))) ok = undertakerWithoutDeath(off);
    else ok = reportAtWake(off, false);
    if (due == 1) { if (!ok) return false; }
    else if (ok) {
      const rank = unchecked(FLOAT_RANK[i]);
      setPlaced(placed | (<i64>1 << <i64>rank));
      unchecked(FLOAT_NIGHT[rank] = night);
    }
  }
  return true;
}

/** Is any report (not an evil player's free lie) fixed to this night? */
function requiredTonight(night: i32): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + 4) == night && !isFreeLie(off)) return true;
  }
  return false;
}

/** Required reports of characters that have no step tonight can never hold. */
function unwokenRequired(night: i32, first: bool): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    if (P(off + 4) != night || isFreeLie(off)) continue;
    const r = P(off);
    const step = first
      ? r == WASHERWOMAN || r == LIBRARIAN || r == INVESTIGATOR || r == CHEF || r == EMPATH || r == FORTUNE_TELLER || r == SPY
      : r == RAVENKEEPER || r == EMPATH || r == FORTUNE_TELLER || r == UNDERTAKER || r == SPY;
    if (!step) return true;
  }
  return false;
}

/** Play night `rec` with the given choices. */
export function stepNight(rec: i32, poison: i32, monk: i32, imp: i32, redirect: i32, successor: i32, butlerChoice: i32): bool {
  if (winner != 0 || P(rec + PH_CONFLICT) != 0) return false;
  const night = P(rec + PH_NUMBER);
  const first = night == 1;
  dusk();
  const poisoner = livingSeatOf(POISONER);
  if (!chooseOk(poisoner, poison, rec, PH_POISON_ACTOR, PH_POISON_TARGET, false)) return false;
  if (poisoner >= 0) setPoison(poison, poisoner);
  if (first) {
    if (monk != -1 || imp != -1 || redirect != -1 || successor != -1) return false;
    if (P(rec + PH_MONK_ACTOR) >= 0 || P(rec + PH_IMP_ACTOR) >= 0) return false;
    if (!wake(WASHERWOMAN, night) || !wake(LIBRARIAN, night) || !wake(INVESTIGATOR, night) ||
      !wake(CHEF, night) || !wake(EMPATH, night) || !wake(FORTUNE_TELLER, night)) return false;
  } else {
    let monkSeat = -1;
    for (let x = 0; x < n; x++) if (isAlive(x) && actsAs(x, MONK)) monkSeat = x;
    if (!chooseOk(monkSeat, monk, rec, PH_MONK_ACTOR, PH_MONK_TARGET, true)) return false;
    if (monkSeat >= 0 && unchecked(roles[monkSeat]) == MONK && healthy(monkSeat)) setProtected(monk);
    const impSeat = livingSeatOf(IMP);
    if (!chooseOk(impSeat, imp, rec, PH_IMP_ACTOR, PH_IMP_TARGET, false)) return false;
    if (impSeat >= 0) {
      if (!resolveAttack(impSeat, imp, redirect, successor)) return false;
    } else if (redirect != -1 || successor != -1) return false;
    const wantRedirect = P(rec + PH_IMP_REDIRECT);
    if (wantRedirect != -2 && wantRedirect != redirect) return false;
    const wantSuccessor = P(rec + PH_IMP_SUCCESSOR);
    if (wantSuccessor != -2 && wantSuccessor != successor) return false;
    const wantRecluse = P(rec + PH_IMP_RECLUSE);
    if (wantRecluse != -1 && (wantRecluse == 1) != (successor >= 0 && !isEvilSeat(successor))) return false;
    // Only the Imp kills at night: check a recorded death list now, before the wakes.
    const deaths = P(rec + PH_DEATHS);
    if (deaths != -1 && deaths != diedTonight) return false;
    checkGameEnd();
    if (winner != 0) {
      // The game ended at a death tonight: nobody wakes any more.
      if (butlerChoice != -1) return false;
      return !requiredTonight(night);
    }
    if (!wake(RAVENKEEPER, night) || !wake(EMPATH, night) || !wake(FORTUNE_TELLER, night) || !wake(UNDERTAKER, night)) return false;
  }
  const butler = livingSeatOf(BUTLER);
  if (!chooseOk(butler, butlerChoice, rec, PH_BUTLER_ACTOR, PH_BUTLER_TARGET, true)) return false;
  if (butler >= 0) setMaster(butlerChoice);
  if (!wake(SPY, night)) return false;
  // dawn
  const deaths = P(rec + PH_DEATHS);
  if (deaths != -1 && deaths != diedTonight) return false;
  if (unwokenRequired(night, first)) return false;
  checkGameEnd();
  return true;
}

/** The Demon dies by day: only a healthy living Scarlet Woman with 5+ alive takes over. */
function demonDiesByDay(x: i32, cause: i32): bool {
  const sw = livingSeatOf(SCARLET_WOMAN);
  const successor = livingCount() >= 5 && sw >= 0 && healthy(sw) ? sw : -1;
  return demonDies(x, cause, successor);
}

/** Execute `x` (mirrors src/kernel/day.ts). */
function execute(x: i32): bool {
  setExecutedToday(1);
  if (!isAlive(x)) return true; // executing the dead is no death
  if (unchecked(roles[x]) == IMP) {
    if (!demonDiesByDay(x, BY_EXECUTION)) return false;
  } else {
    const saint = unchecked(roles[x]) == SAINT && healthy(x);
    die(x, BY_EXECUTION);
    if (saint) setWinner(2);
  }
  checkGameEnd();
  return true;
}

/** A Slayer shot; `killed` must agree with what the rules allow. */
function slayerShot(p: i32, t: i32, killed: bool): bool {
  const r = unchecked(roles[p]);
  const able = isAlive(p) && r == SLAYER && ((usedSlayer >> p) & 1) == 0 && healthy(p);
  if (r == SLAYER && isAlive(p)) spendSlayer(p);
  const mustKill = able && isAlive(t) && unchecked(roles[t]) == IMP;
  const canKill = mustKill || (able && isAlive(t) && unchecked(roles[t]) == RECLUSE && healthy(t));
  if (killed && !canKill) return false;
  if (!killed && mustKill) return false;
  if (!killed) return true;
  if (unchecked(roles[t]) == IMP) { if (!demonDiesByDay(t, BY_SLAYER)) return false; }
  else die(t, BY_SLAYER);
  checkGameEnd();
  return true;
}

/** A nomination: the first nomination of a living Virgin (mirrors src/kernel/day.ts). */
function nomination(p: i32, v: i32, triggered: bool): bool {
  if (!isAlive(p)) return false;
  const virgin = unchecked(roles[v]) == VIRGIN && isAlive(v) && ((usedVirgin >> v) & 1) == 0;
  if (virgin) spendVirgin(v);
  const live = virgin && healthy(v);
  const r = unchecked(roles[p]);
  const mustTrigger = live && unchecked(TEAM_OF[r]) == 0;
  const canTrigger = mustTrigger || (live && r == SPY && healthy(p));
  if (triggered && !canTrigger) return false;
  if (!triggered && mustTrigger) return false;
  return triggered ? execute(p) : true;
}

/** A ballot: ghost votes are spent once; a healthy living Butler votes only with the master. */
function ballot(voters: i32, qualOff: i32, qualCount: i32): bool {
  for (let v = 0; v < n; v++) {
    if (((voters >> v) & 1) == 0) continue;
    if (isAlive(v)) {
      if (unchecked(roles[v]) != BUTLER || !healthy(v)) continue;
      for (let k = 0; k < qualCount; k++) {
        if (P(qualOff + 2 * k) != v) continue;
        if (master < 0 || ((P(qualOff + 2 * k + 1) >> master) & 1) == 0) return false;
      }
    } else if ((deadVotes >> v) & 1) return false;
    else spendGhostVote(v);
  }
  return true;
}

/** Play day `rec`: its events in order, then the Mayor's end-of-day win. */
export function stepDay(rec: i32): bool {
  if (winner != 0) return false;
  setExecutedDeath(-1);
  setExecutedToday(0);
  const off = P(rec + PH_EVENTS_OFF);
  const count = P(rec + PH_EVENTS_COUNT);
  // The voting record of a completeVoting day (mirrors Tally in src/kernel/day.ts).
  const complete = P(rec + PH_COMPLETE_VOTING) != 0;
  let nominators = 0;
  let nominees = 0;
  let lastNominee = -1;
  let highest = 0;
  let aboutToDie = -1;
  for (let i = 0; i < count; i++) {
    if (winner != 0) return false;
    const e = off + i * EVENT_SIZE;
    const kind = P(e);
    let ok: bool;
    if (kind == EV_EXECUTION) {
      if (complete && aboutToDie != P(e + 1)) return false;
      ok = execute(P(e + 1));
    } else if (kind == EV_SLAYER) ok = slayerShot(P(e + 1), P(e + 2), P(e + 3) != 0);
    else if (kind == EV_BALLOT) {
      ok = ballot(P(e + 1), P(e + 2), P(e + 3));
      if (ok && complete) {
        // Every count raises the bar (even one short of the threshold, which matters when a
        // death lowers the threshold later that day); only a count at the threshold puts
        // its nominee on the block.
        const votes = popcnt<i32>(P(e + 1));
        if (votes > highest) {
          highest = votes;
          aboutToDie = votes >= (livingCount() + 1) / 2 ? (P(e + 4) >= 0 ? P(e + 4) : lastNominee) : -1;
        } else if (votes == highest) aboutToDie = -1;
      }
    } else {
      const p = P(e + 1);
      const t = P(e + 2);
      if (complete) {
        if (((nominators >> p) & 1) != 0 || ((nominees >> t) & 1) != 0) return false;
        nominators |= 1 << p;
        nominees |= 1 << t;
        lastNominee = t;
      }
      ok = nomination(p, t, P(e + 3) != 0);
    }
    if (!ok) return false;
  }
  if (complete && P(rec + PH_ENDED) != 0 && executedToday == 0 && aboutToDie >= 0) return false;
  if (P(rec + PH_ENDED) == 0 || winner != 0) return true;
  const mayor = livingSeatOf(MAYOR);
  if (executedToday == 0 && livingCount() == 3 && mayor >= 0 && poisoned != mayor) setWinner(1);
  return true;
}
