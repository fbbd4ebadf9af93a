/**
 * One day: its recorded events in order, then the end of the day (rules reference §3.13,
 * §3.17, §3.20, §4). This version plays executions; other day events are refused before
 * any search (see `src/search/scope.ts`).
 */
import { R } from '../rules/roles.ts';
import type { GamePhase } from '../model/game.ts';
import { checkGameEnd, demonDies, successorOptions } from './deaths.ts';
import { isHealthy, livingCount, livingSeatOf, type State } from './state.ts';
import type { StepIO } from './step-io.ts';

type Day = Extract<GamePhase, { phase: 'day' }>;

/** Execute `x`: a living player dies (Saint and Demon consequences); a dead one does not. */
function execute(io: StepIO, s: State, x: number): void {
  io.emit({ kind: 'executed', seat: x });
  if (!s.alive[x]) return; // executing the dead is an execution but not a death
  if (s.roles[x] === R.IMP) {
    const successor = successorOptions(s, livingCount(s), false).seats[0] ?? -1;
    const problem = demonDies(s, x, 'execution', successor, io.emit);
    if (problem) io.fail('$', problem);
  } else {
    const saint = s.roles[x] === R.SAINT && isHealthy(s, x);
    io.emit({ kind: 'die', seat: x, cause: 'execution' });
    if (saint) io.emit({ kind: 'win', team: 'evil', why: 'the Saint was executed' });
  }
  checkGameEnd(s, io.emit);
}

/** Run one day on `s` in place. */
export function stepDay(io: StepIO, s: State, phase: Day): void {
  if (s.winner) { io.fail(phase.path, `the game was already over (${s.winner} won)`); return; }
  io.emit({ kind: 'dawnOfDay' });
  for (const e of phase.events) {
    if (s.winner) { io.fail(e.path, `the game was already over (${s.winner} won)`); return; }
    if (e.kind === 'execution') execute(io, s, e.seat);
    else io.fail(e.path, `${e.kind} events are not searched in this version`);
  }
  if (!phase.ended || s.winner) return;
  const mayor = livingSeatOf(s, R.MAYOR);
  if (!s.executedToday && livingCount(s) === 3 && mayor >= 0 && isHealthy(s, mayor)) {
    io.emit({ kind: 'win', team: 'good', why: 'the Mayor: three alive and no execution' });
  }
}
