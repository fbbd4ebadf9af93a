/**
 * One day: its recorded events in order, then the end of the day (rules reference §4;
 * rulings Q9, Q12). What an event does to the characters involved is their hooks'
 * (kernel/hooks.ts): the nominee's `nominated` (the Virgin), the shooter's `shoots` (the
 * Slayer), each living voter's `votes` (the Butler), the executed player's `died` (the
 * Imp, the Saint) and every living player's `dayEnd` (the Mayor). This file runs the
 * events in order, ghost votes, and on a day with `completeVoting` the voting rules. A day
 * recorded as still open (`ended: false`) says nobody has won yet (ruling Q14).
 */
import type { DayEvent, GamePhase } from '../model/game.ts';
import { execute } from '../kernel/day-deaths.ts';
import { dayEndAll, nominationOf, shotOf, unrecordedNominationOf, voteOf } from '../kernel/hooks.ts';
import { livingCount, type StateView } from '../kernel/state.ts';
import type { StepIO } from '../kernel/step-io.ts';
import { noDayChoices, type DayChoices } from '../kernel/world.ts';
// The table hands the characters to the kernel, whose hooks this day asks.
import '../rules/characters/index.ts';

type Day = Extract<GamePhase, { phase: 'day' }>;

/**
 * A ballot: a dead voter spends their one ghost vote (a second is impossible, whether or
 * not voting was recorded completely); a living voter's vote is their character's rule.
 */
function ballot(io: StepIO, s: StateView, e: Extract<DayEvent, { kind: 'ballot' }>): void {
  for (const v of e.voters) {
    if (s.alive[v]) {
      if (!voteOf(io, s, e, v)) return;
    } else if (s.deadVoteUsed[v]) {
      io.fail(e.path, 'a dead player has only one vote for the rest of the game');
      return;
    } else io.emit({ kind: 'ghostVote', seat: v });
  }
}

/**
 * The voting record of a day with `completeVoting` (rules reference §4.2–4.4; the
 * threshold rule in rulings.md): each player nominates and is nominated at most once; a
 * nominee with at least half the living players' votes (rounded up) and more than the
 * day's highest so far is about to die; a tie with the highest means nobody is; the
 * execution must be the one about to die at the end of the day.
 */
class Tally {
  nominators = new Set<number>();
  nominees = new Set<number>();
  lastNominee = -1;
  highest = 0;
  aboutToDie = -1;

  nominate(io: StepIO, e: Extract<DayEvent, { kind: 'nomination' }>): boolean {
    if (this.nominators.has(e.seat) || this.nominees.has(e.target)) {
      io.fail(e.path, 'with complete voting, each player nominates and is nominated at most once a day');
      return false;
    }
    this.nominators.add(e.seat);
    this.nominees.add(e.target);
    this.lastNominee = e.target;
    return true;
  }

  /**
   * Every count raises the bar a later nominee must beat, even one short of the threshold
   * (rulings: "strictly more than any earlier nominee that day" — it matters when a death
   * lowers the threshold later that day); only a count at the threshold puts its nominee
   * on the block.
   */
  count(s: StateView, e: Extract<DayEvent, { kind: 'ballot' }>): void {
    const votes = e.voters.length;
    if (votes > this.highest) {
      this.highest = votes;
      this.aboutToDie = votes >= Math.ceil(livingCount(s) / 2) ? e.nominee ?? this.lastNominee : -1;
    } else if (votes === this.highest) this.aboutToDie = -1;
  }
}

/**
 * Run one day on `s` in place with the day's hidden choices `c`: a successor choice (ruling
 * Q13) must be used by a death that day.
 */
export function stepDay(io: StepIO, s: StateView, phase: Day, c: DayChoices = noDayChoices()): void {
  if (s.winner) { io.fail(phase.path, `the game was already over (${s.winner} won)`); return; }
  io.emit({ kind: 'dawnOfDay' });
  io.day = { successor: c.successor, took: false };
  // A nomination nobody recorded (only on a day without complete voting) may have spent a
  // Virgin's ability without executing anyone; before the recorded events is as good as any
  // time (nothing a day's events do makes it possible later). A player is nominated at most
  // once a day, so not on a day that records a nomination of her.
  if (c.virgin !== -1) {
    if (phase.completeVoting) io.fail(phase.path, 'with complete voting every nomination is recorded');
    else if (phase.events.some((e) => e.kind === 'nomination' && e.target === c.virgin)) {
      io.fail(phase.path, 'a player is nominated at most once a day, and this day records that nomination');
    } else unrecordedNominationOf(io, s, c.virgin, phase.path);
  }
  runDay(io, s, phase);
  if (c.successor !== -1 && !io.day.took) io.fail(phase.path, 'nobody became the Imp at a death today');
  io.day = undefined;
}

function runDay(io: StepIO, s: StateView, phase: Day): void {
  const tally = phase.completeVoting ? new Tally() : null;
  for (const e of phase.events) {
    if (s.winner) { io.fail(e.path, `the game was already over (${s.winner} won)`); return; }
    if (e.kind === 'execution') {
      if (tally && tally.aboutToDie !== e.seat) { io.fail(e.path, 'with complete voting, only the unique highest nominee is executed'); return; }
      execute(io, s, e.seat);
    } else if (e.kind === 'slayer') shotOf(io, s, e);
    else if (e.kind === 'nomination') {
      if (tally && !tally.nominate(io, e)) return;
      if (!s.alive[e.seat]) io.fail(e.path, 'a dead player cannot nominate');
      else nominationOf(io, s, e);
    } else {
      ballot(io, s, e);
      tally?.count(s, e);
    }
  }
  if (tally && phase.ended && !s.executedToday && tally.aboutToDie >= 0) {
    io.fail(phase.path, 'with complete voting, the unique highest nominee must be executed at the end of the day');
    return;
  }
  // Ruling Q14: a day recorded as still open says the game is going on during it.
  if (!phase.ended) {
    if (s.winner) io.fail(phase.path, `the day is still open, so the game is going on, but ${s.winner} won during it`);
    return;
  }
  if (s.winner) return;
  dayEndAll(io, s);
}
