// Who acts as the Imp, and how many die at night, against the whole assignment: the per-seat
// masks (src/compile/masks.ts) check each seat alone, so they cannot see that an actor other
// than the starting Imp needs that Imp dead by then, or else a second Imp (ruling Q13) — a
// Scarlet Woman in play and a Recluse who may have died before that night —, nor that two
// deaths in one night need two Imps, nor that a seat other than the Scarlet Woman takes the
// Imp over only at a night death (a star-pass) — an Imp's action and a Slayer's kill alike —,
// nor that a night whose only Imp the Poisoner poisoned has no death.
import { DE_FLAG, DE_KIND, DE_TARGET, EVENT_SIZE, EV_SLAYER, IMP, MINION_MASK, POISONER, PH_DEATHS, PH_NUMBER, PH_DIED_BEFORE, PH_IMP2_ACTOR, PH_IMP_ACTOR, PH_KIND, PH_EVENTS_COUNT, PH_EVENTS_OFF, PH_POISON_ACTOR, PH_POISON_TARGET, PH_SIZE, P_PHASE_COUNT, P_PHASE_OFF, P_UNUSUAL, RECLUSE, SCARLET_WOMAN, UNUSUAL_SCARLET_WOMAN_RECLUSE } from './vocab.gen';
import { P } from './layout';
import { n } from './world';

/**
 * Can the record's Imp actions and night deaths be explained with this assignment? The Imp
 * moves only when its holder dies, so while the starting Imp lives, another seat acts as
 * the Imp only as a second Imp: the Scarlet Woman after a healthy Recluse's death, or a
 * Minion who caught her star-pass — which needs her to have died before that night. Only
 * an Imp's attack kills at night, one death each, so a night with two deaths needs a second
 * Imp too, and so does a night death when the Poisoner's recorded action poisons the only
 * Imp. A necessary condition only: the history search decides the rest.
 */
export function impActorsPossible(assigned: StaticArray<i32>): bool {
  let impSeat = -1;
  let recluseSeat = -1;
  let swSeat = -1;
  for (let s = 0; s < n; s++) {
    const r = unchecked(assigned[s]);
    if (r == IMP) impSeat = s;
    else if (r == RECLUSE) recluseSeat = s;
    else if (r == SCARLET_WOMAN) swSeat = s;
  }
  if (impSeat < 0) return true;
  const secondImpAllowed = (P(P_UNUSUAL) & UNUSUAL_SCARLET_WOMAN_RECLUSE) != 0 && swSeat >= 0 && recluseSeat >= 0;
  const count = P(P_PHASE_COUNT);
  // Seats that may have died at night before this night (a night's recorded deaths are all of them).
  let nightDied = 0;
  for (let i = 0; i < count; i++) {
    const rec = P(P_PHASE_OFF) + i * PH_SIZE;
    if (P(rec + PH_KIND) != 0) {
      if (!slayerVictimsPossible(assigned, rec, impSeat, nightDied)) return false;
      continue;
    }
    const died = P(rec + PH_DIED_BEFORE);
    const deaths = P(rec + PH_DEATHS);
    const a1 = P(rec + PH_IMP_ACTOR);
    const a2 = P(rec + PH_IMP2_ACTOR);
    const secondImp = secondImpAllowed && ((died >> recluseSeat) & 1) != 0; // -1: anyone may have died
    if (deaths != -1 && popcnt<i32>(deaths) >= 2 && !secondImp) return false;
    if (!heirPossible(assigned, a1, impSeat, nightDied) || !heirPossible(assigned, a2, impSeat, nightDied)) return false;
    // Nobody dies on the first night (the Imp does not wake), recorded or not.
    if (P(rec + PH_NUMBER) != 1) nightDied |= deaths == -1 ? -1 : deaths;
    if (((died >> impSeat) & 1) != 0) continue;
    if (deaths != -1 && deaths != 0 && !secondImp && poisonsImp(assigned, rec, impSeat)) return false;
    if (!actorPossible(assigned, a1, impSeat, swSeat, secondImp, died)) return false;
    if (!actorPossible(assigned, a2, impSeat, swSeat, secondImp, died)) return false;
  }
  return true;
}

/**
 * Did each Slayer's shot that the day's record (`rec`) says killed hit a seat that may
 * register as the Demon by then? Only the Recluse does without holding an Imp; any other
 * seat must have started as the Imp or be able to hold it by that day (`heirPossible`, with
 * the seats that may have died at night before it).
 */
function slayerVictimsPossible(assigned: StaticArray<i32>, rec: i32, impSeat: i32, nightDied: i32): bool {
  const off = P(rec + PH_EVENTS_OFF);
  for (let i = 0; i < P(rec + PH_EVENTS_COUNT); i++) {
    const e = off + i * EVENT_SIZE;
    if (P(e + DE_KIND) != EV_SLAYER || P(e + DE_FLAG) == 0) continue;
    const target = P(e + DE_TARGET);
    if (unchecked(assigned[target]) != RECLUSE && !heirPossible(assigned, target, impSeat, nightDied)) return false;
  }
  return true;
}

/**
 * May seat `actor` (-1: no action recorded) act as the Imp tonight without having started as
 * it (`impSeat`)? The Scarlet Woman takes the Imp over on its death by day or by night; any
 * other seat — a Minion, or a Recluse — only catches a star-pass, at the night death of an
 * Imp before tonight: some other seat that may hold the Imp (the starting Imp, a Minion, a
 * Recluse) must be among those that may have died at night before tonight (`nightDied`).
 */
function heirPossible(assigned: StaticArray<i32>, actor: i32, impSeat: i32, nightDied: i32): bool {
  if (actor < 0 || actor == impSeat || unchecked(assigned[actor]) == SCARLET_WOMAN) return true;
  if (!mayHoldImp(unchecked(assigned[actor]))) return false;
  for (let s = 0; s < n; s++) {
    if (s != actor && ((nightDied >> s) & 1) != 0 && (s == impSeat || mayHoldImp(unchecked(assigned[s])))) return true;
  }
  return false;
}

/** Can a seat that started as `role` ever hold the Imp: a Minion, or a Recluse catching a star-pass? */
export function mayHoldImp(role: i32): bool {
  return ((MINION_MASK >> role) & 1) != 0 || role == RECLUSE;
}

/**
 * Does the night's recorded poison action (record `rec`) land on the starting Imp (`impSeat`),
 * alive at dusk? Its actor must then be the Poisoner, whom nobody else can poison, so the
 * Imp is poisoned before it wakes: its attack (a star-pass or a Mayor's moved death included)
 * kills nobody, and with no second Imp nobody dies that night.
 */
function poisonsImp(assigned: StaticArray<i32>, rec: i32, impSeat: i32): bool {
  const actor = P(rec + PH_POISON_ACTOR);
  return actor >= 0 && actor != impSeat && P(rec + PH_POISON_TARGET) == impSeat && unchecked(assigned[actor]) == POISONER;
}

/**
 * May seat `actor` (-1: no action recorded) act as the Imp tonight while the starting Imp
 * (`impSeat`) lives? Only as the second Imp (`secondImp`: ruling Q13 may have made the
 * Scarlet Woman one by tonight), or as the Minion who caught that second Imp's star-pass,
 * which needs the Scarlet Woman's seat among those that may have died before tonight.
 */
function actorPossible(assigned: StaticArray<i32>, actor: i32, impSeat: i32, swSeat: i32, secondImp: bool, died: i32): bool {
  if (actor < 0 || actor == impSeat) return true;
  if (!secondImp) return false;
  if (actor == swSeat) return true;
  return ((MINION_MASK >> unchecked(assigned[actor])) & 1) != 0 && ((died >> swSeat) & 1) != 0;
}
