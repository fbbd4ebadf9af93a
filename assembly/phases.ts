// One night and one day, step by step (mirrors src/play/night.ts and day.ts). A night
// runs the generated sheet: each character's nightStep (characters/<role>.ts), through
// one dispatcher, between dusk and dawn. A day runs its recorded events; the hooks of the
// characters involved decide what each means — the nominee's `nominated`, the shooter's
// `shoots`, each living voter's `votes`, the executed player's `died`, every living
// player's `dayEnd`. Each step returns false as soon as the world breaks a recorded fact.
import {
  BUTLER, FIRST_NIGHT_STEPS, INFO_WAKE_FIRST, INFO_WAKE_OTHER, OTHER_NIGHT_STEPS, PH_NUMBER, PH_DEATHS, PH_MONK_ACTOR, PH_IMP_ACTOR, PH_CONFLICT,
  PH_ENDED, PH_EVENTS_OFF, PH_EVENTS_COUNT, EVENT_SIZE, EV_EXECUTION, PH_COMPLETE_VOTING, EV_SLAYER, EV_BALLOT, EV_NOMINATION,
  DE_KIND, DE_SEAT, DE_TARGET, BA_VOTERS, BA_NOMINEE,
} from './vocab.gen';
import { P } from './layout';
import {
  diedTonight, executedToday, isAlive, livingCount, livingSeatOf, n, setExecutedDeath, setExecutedToday, winner, dusk,
  spendGhostVote, deadVotes, spendVirgin,
} from './world';
import { checkGameEnd } from './game-end';
import { daySuccessorTook, execute, setDaySuccessor } from './day-deaths';
import { reportingRoles, requiredTonight, unwokenRequired } from './wake';
import { setTonight } from './tonight';
import { dayEnd, nightStep, nominated, nominatedUnrecorded, shoots, votes } from './characters/index';

/**
 * Where the last night that failed broke the rules: the index of the night-sheet step that
 * failed, -1 before any step, the sheet's length at dawn (or when the game ended with a
 * choice left over). A failure before the Butler's step did not depend on the master
 * chosen: history.ts skips the other masters then.
 */
let failedStep: i32 = -1;
let failedSheetFirst: bool = false;

/** Did the last failed night fail before the Butler's step (so that no master choice could have saved it)? */
export function failedBeforeButler(): bool {
  const sheet = failedSheetFirst ? FIRST_NIGHT_STEPS : OTHER_NIGHT_STEPS;
  if (failedStep >= sheet.length) return false;
  for (let i = 0; i <= failedStep; i++) if (unchecked(sheet[i]) == BUTLER) return false;
  return true;
}

/**
 * Whether a Butler woke at their step of the last night played: 1 (a master must be
 * chosen), 0 (dead by then, or the game over: no master may be), -1 (the night ended
 * before that step). The steps before it never read the master, so every master of the
 * same earlier choices meets the same answer: history.ts tries only those that fit it.
 */
let butlerWoke: i32 = -1;

/** See `butlerWoke`. */
export function butlerWokeTonight(): i32 { return butlerWoke; }

/** Play night `rec` with the given choices (src/compile/choice-fields.ts). */
export function stepNight(
  rec: i32, poison: i32, monk: i32, imp: i32, redirect: i32, successor: i32, butlerChoice: i32,
  imp2: i32, redirect2: i32, successor2: i32,
): bool {
  const night = P(rec + PH_NUMBER);
  const first = night == 1;
  failedSheetFirst = first;
  failedStep = -1;
  butlerWoke = -1;
  if (winner != 0 || P(rec + PH_CONFLICT) != 0) return false;
  dusk();
  setTonight(rec, night, poison, monk, imp, redirect, successor, butlerChoice, imp2, redirect2, successor2);
  // The Monk and the Imp have no step on the first night: they choose nothing.
  if (first && (monk != -1 || imp != -1 || redirect != -1 || successor != -1 || imp2 != -1 || redirect2 != -1 ||
    successor2 != -1 || P(rec + PH_MONK_ACTOR) >= 0 || P(rec + PH_IMP_ACTOR) >= 0)) return false;
  const sheet = first ? FIRST_NIGHT_STEPS : OTHER_NIGHT_STEPS;
  // A character whose step only wakes their reports does nothing when the record holds
  // none of theirs: skipping the step changes nothing and saves a scan of every report.
  const idle = (first ? INFO_WAKE_FIRST : INFO_WAKE_OTHER) & ~reportingRoles;
  for (let i = 0; i < sheet.length; i++) {
    const role = unchecked(sheet[i]);
    if (role == BUTLER) butlerWoke = livingSeatOf(BUTLER) >= 0 ? 1 : 0;
    if (((idle >> role) & 1) == 0 && !nightStep(role)) { failedStep = i; return false; }
    // The game ended at a death tonight (the Imp's step): nobody wakes any more, so no
    // Butler chooses and no report can be due tonight.
    if (winner != 0) {
      failedStep = sheet.length;
      if (butlerWoke < 0) butlerWoke = 0;
      return butlerChoice == -1 && !requiredTonight();
    }
  }
  failedStep = sheet.length;
  // dawn
  const deaths = P(rec + PH_DEATHS);
  if (deaths != -1 && deaths != diedTonight) return false;
  if (unwokenRequired(first)) return false;
  checkGameEnd();
  return true;
}

/** The ballot at `e`: a dead voter spends their one ghost vote; a living voter's vote is their character's rule. */
function ballot(e: i32): bool {
  const voters = P(e + BA_VOTERS);
  for (let v = 0; v < n; v++) {
    if (((voters >> v) & 1) == 0) continue;
    if (isAlive(v)) {
      if (!votes(e, v)) return false;
    } else if ((deadVotes >> v) & 1) return false;
    else spendGhostVote(v);
  }
  return true;
}

/**
 * Play day `rec` with the day's choices (src/compile/choice-fields.ts): its events in order,
 * then the end of the day (the living characters' dayEnd). A successor choice (ruling Q13)
 * must be used by a death that day.
 */
export function stepDay(rec: i32, successor: i32, virgin: i32): bool {
  if (winner != 0) return false;
  setExecutedDeath(-1);
  setExecutedToday(0);
  setDaySuccessor(successor);
  // A nomination nobody recorded may have spent a Virgin's ability (not with complete voting).
  // A player is nominated at most once a day: not on a day that records her nomination.
  if (virgin != -1) {
    if (P(rec + PH_COMPLETE_VOTING) != 0 || !nominatedUnrecorded(virgin)) return false;
    const off = P(rec + PH_EVENTS_OFF);
    for (let i = 0; i < P(rec + PH_EVENTS_COUNT); i++) {
      const e = off + i * EVENT_SIZE;
      if (P(e + DE_KIND) == EV_NOMINATION && P(e + DE_TARGET) == virgin) return false;
    }
    spendVirgin(virgin);
  }
  return runDay(rec) && (successor == -1 || daySuccessorTook);
}

function runDay(rec: i32): bool {
  const off = P(rec + PH_EVENTS_OFF);
  const count = P(rec + PH_EVENTS_COUNT);
  // The voting record of a completeVoting day (mirrors Tally in src/play/day.ts).
  const complete = P(rec + PH_COMPLETE_VOTING) != 0;
  let nominators = 0;
  let nominees = 0;
  let lastNominee = -1;
  let highest = 0;
  let aboutToDie = -1;
  for (let i = 0; i < count; i++) {
    if (winner != 0) return false;
    const e = off + i * EVENT_SIZE;
    const kind = P(e + DE_KIND);
    let ok: bool;
    if (kind == EV_EXECUTION) {
      if (complete && aboutToDie != P(e + DE_SEAT)) return false;
      ok = execute(P(e + DE_SEAT));
    } else if (kind == EV_SLAYER) ok = shoots(e, P(e + DE_SEAT));
    else if (kind == EV_BALLOT) {
      ok = ballot(e);
      if (ok && complete) {
        // Every count raises the bar (even one short of the threshold, which matters when a
        // death lowers the threshold later that day); only a count at the threshold puts
        // its nominee on the block.
        const votes = popcnt<i32>(P(e + BA_VOTERS));
        if (votes > highest) {
          highest = votes;
          aboutToDie = votes >= (livingCount() + 1) / 2 ? (P(e + BA_NOMINEE) >= 0 ? P(e + BA_NOMINEE) : lastNominee) : -1;
        } else if (votes == highest) aboutToDie = -1;
      }
    } else {
      const p = P(e + DE_SEAT);
      const t = P(e + DE_TARGET);
      if (complete) {
        if (((nominators >> p) & 1) != 0 || ((nominees >> t) & 1) != 0) return false;
        nominators |= 1 << p;
        nominees |= 1 << t;
        lastNominee = t;
      }
      ok = isAlive(p) && nominated(e, t); // the dead cannot nominate
    }
    if (!ok) return false;
  }
  if (complete && P(rec + PH_ENDED) != 0 && executedToday == 0 && aboutToDie >= 0) return false;
  // Ruling Q14: a day recorded as still open says the game is going on during it.
  if (P(rec + PH_ENDED) == 0) return winner == 0;
  if (winner != 0) return true;
  for (let x = 0; x < n; x++) if (isAlive(x)) dayEnd(x);
  return true;
}
