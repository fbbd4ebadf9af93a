/**
 * One day: its recorded events in order, then the end of the day (rules reference §3.10,
 * §3.11, §3.13, §3.14, §3.17, §3.20, §4; rulings Q9, Q12, Q13). Executions, Slayer
 * shots, nominations (the Virgin), ballots (ghost votes, the Butler) and, on a day with
 * `completeVoting`, the voting rules.
 */
import { R, TEAM_OF_CODE } from '../rules/roles.ts';
import type { DayEvent, GamePhase } from '../model/game.ts';
import { checkGameEnd, demonDies, successorOptions } from './deaths.ts';
import { isHealthy, livingCount, livingSeatOf, type State } from './state.ts';
import type { StepIO } from './step-io.ts';

type Day = Extract<GamePhase, { phase: 'day' }>;

/** The Demon dies by day: only a healthy living Scarlet Woman with 5+ alive takes over. */
function demonDiesByDay(io: StepIO, s: State, x: number, cause: 'execution' | 'slayer'): void {
  const successor = successorOptions(s, livingCount(s), false).seats[0] ?? -1;
  const problem = demonDies(s, x, cause, successor, io.emit);
  if (problem) io.fail('$', problem);
}

/** Execute `x`: a living player dies (Saint and Demon consequences); a dead one does not. */
function execute(io: StepIO, s: State, x: number): void {
  io.emit({ kind: 'executed', seat: x });
  if (!s.alive[x]) return; // executing the dead is an execution but not a death
  if (s.roles[x] === R.IMP) demonDiesByDay(io, s, x, 'execution');
  else {
    const saint = s.roles[x] === R.SAINT && isHealthy(s, x);
    io.emit({ kind: 'die', seat: x, cause: 'execution' });
    if (saint) io.emit({ kind: 'win', team: 'evil', why: 'the Saint was executed' });
  }
  checkGameEnd(s, io.emit);
}

/**
 * A Slayer shot. Only a living, healthy Slayer's first shot can kill, and only the living
 * Imp or a healthy Recluse registering as the Demon; the Slayer's ability is spent either
 * way. `killed` must agree: a shot that must kill cannot be recorded as a miss.
 */
function slayerShot(io: StepIO, s: State, e: Extract<DayEvent, { kind: 'slayer' }>): void {
  const p = e.seat;
  const t = e.target;
  const able = s.alive[p]! && s.roles[p] === R.SLAYER && !s.usedSlayer[p] && isHealthy(s, p);
  if (s.roles[p] === R.SLAYER && s.alive[p]) io.emit({ kind: 'spend', seat: p, ability: 'slayer' });
  const mustKill = able && s.alive[t]! && s.roles[t] === R.IMP;
  const canKill = mustKill || (able && s.alive[t]! && s.roles[t] === R.RECLUSE && isHealthy(s, t));
  if (e.killed && !canKill) { io.fail(e.path, 'this shot cannot kill'); return; }
  if (!e.killed && mustKill) { io.fail(e.path, 'a healthy Slayer\'s first shot at the Imp kills'); return; }
  if (!e.killed) return;
  if (s.roles[t] === R.IMP) demonDiesByDay(io, s, t, 'slayer');
  else io.emit({ kind: 'die', seat: t, cause: 'slayer' });
  checkGameEnd(s, io.emit);
}

/**
 * A nomination. The first nomination of a living Virgin spends her ability; if she is
 * healthy and the nominator is a Townsfolk (a healthy Spy may register as one), the
 * nominator is executed at once. `triggered` must agree.
 */
function nomination(io: StepIO, s: State, e: Extract<DayEvent, { kind: 'nomination' }>): void {
  const p = e.seat;
  const v = e.target;
  if (!s.alive[p]) { io.fail(e.path, 'a dead player cannot nominate'); return; }
  const virgin = s.roles[v] === R.VIRGIN && s.alive[v]! && !s.usedVirgin[v];
  if (virgin) io.emit({ kind: 'spend', seat: v, ability: 'virgin' });
  const live = virgin && isHealthy(s, v);
  const mustTrigger = live && TEAM_OF_CODE[s.roles[p]!] === 0;
  const canTrigger = mustTrigger || (live && s.roles[p] === R.SPY && isHealthy(s, p));
  if (e.triggered && !canTrigger) { io.fail(e.path, 'this nomination cannot trigger the Virgin'); return; }
  if (!e.triggered && mustTrigger) { io.fail(e.path, 'a Townsfolk\'s first nomination of a healthy Virgin executes them'); return; }
  if (e.triggered) execute(io, s, p);
}

/**
 * A ballot: a dead voter spends their one ghost vote (a second is impossible, whether or
 * not voting was recorded completely). A healthy living Butler may vote only with the
 * master's hand up or vote already counted: when the ballot records `qualifying` hands
 * for the Butler, the master must be among them (final counts alone never show it).
 */
function ballot(io: StepIO, s: State, e: Extract<DayEvent, { kind: 'ballot' }>): void {
  for (const v of e.voters) {
    if (s.alive[v]) {
      const hands = e.qualifying?.get(v);
      if (s.roles[v] === R.BUTLER && isHealthy(s, v) && hands && !hands.includes(s.master[v]!)) {
        io.fail(e.path, 'a healthy Butler votes only with their master');
        return;
      }
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
  count(s: State, e: Extract<DayEvent, { kind: 'ballot' }>): void {
    const votes = e.voters.length;
    if (votes > this.highest) {
      this.highest = votes;
      this.aboutToDie = votes >= Math.ceil(livingCount(s) / 2) ? e.nominee ?? this.lastNominee : -1;
    } else if (votes === this.highest) this.aboutToDie = -1;
  }
}

/** Run one day on `s` in place. */
export function stepDay(io: StepIO, s: State, phase: Day): void {
  if (s.winner) { io.fail(phase.path, `the game was already over (${s.winner} won)`); return; }
  io.emit({ kind: 'dawnOfDay' });
  const tally = phase.completeVoting ? new Tally() : null;
  for (const e of phase.events) {
    if (s.winner) { io.fail(e.path, `the game was already over (${s.winner} won)`); return; }
    if (e.kind === 'execution') {
      if (tally && tally.aboutToDie !== e.seat) { io.fail(e.path, 'with complete voting, only the unique highest nominee is executed'); return; }
      execute(io, s, e.seat);
    } else if (e.kind === 'slayer') slayerShot(io, s, e);
    else if (e.kind === 'nomination') {
      if (tally && !tally.nominate(io, e)) return;
      nomination(io, s, e);
    } else {
      ballot(io, s, e);
      tally?.count(s, e);
    }
  }
  if (tally && phase.ended && !s.executedToday && tally.aboutToDie >= 0) {
    io.fail(phase.path, 'with complete voting, the unique highest nominee must be executed at the end of the day');
    return;
  }
  if (!phase.ended || s.winner) return;
  const mayor = livingSeatOf(s, R.MAYOR);
  if (!s.executedToday && livingCount(s) === 3 && mayor >= 0 && isHealthy(s, mayor)) {
    io.emit({ kind: 'win', team: 'good', why: 'the Mayor: three alive and no execution' });
  }
}
