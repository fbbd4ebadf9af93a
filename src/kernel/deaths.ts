/**
 * Deaths and their consequences: a seat dies and its character's `died` hook says what
 * follows; who may take over when the Imp dies, from each living seat's `demonDeath`
 * claim (rules reference §3.20, §3.22; rulings Q2, Q3, Q13); and the end of the game
 * (§4: Demon dead with no successor → good; two players alive with a living Demon → evil).
 */
import type { UnusualRuling } from '../compile/codes.ts';
import { R, TEAM_INDEX, TEAM_OF_CODE } from '../rules/roles.ts';
import type { Emit } from './effects.ts';
import { claimOf, diedAt, type DeathCause, type DemonDeath } from './hooks.ts';
import { livingCount, type StateView } from './state.ts';

/** Who may become the Imp (with the unusual ruling a seat's claim rests on, if any), and whether nobody may. */
export interface Successors {
  seats: number[];
  /** The unusual ruling under which a seat of `seats` may take over (absent: an ordinary successor). */
  unusual: Map<number, UnusualRuling>;
  noneAllowed: boolean;
}

/**
 * Who may become the Imp when the Imp dies. A seat whose claim is `must` (a living,
 * healthy Scarlet Woman with 5 or more alive) takes over alone. Otherwise, on a
 * star-pass, a living Minion must — any one of them — and a seat whose claim names an
 * unusual ruling (a healthy Recluse, ruling Q3) may; with no Minion alive nobody is also possible. Any
 * other Demon death has no successor but a `must` claim.
 */
export function successorOptions(s: StateView, death: DemonDeath): Successors {
  const seats: number[] = [];
  const unusual = new Map<number, UnusualRuling>();
  let minion = false;
  for (let x = 0; x < s.n; x++) {
    if (!s.alive[x]) continue;
    const claim = claimOf(s, x, death);
    if (claim === 'must') return { seats: [x], unusual: new Map(), noneAllowed: false };
    if (!death.starPass) continue;
    if (TEAM_OF_CODE[s.roles[x]!] === TEAM_INDEX.Minion) { seats.push(x); minion = true; }
    else if (claim !== 'none') { seats.push(x); unusual.set(x, claim); }
  }
  return { seats, unusual, noneAllowed: !minion };
}

/** What a death did: why it breaks the rules (or null), and whether the successor choice made someone the Imp. */
export interface DeathOutcome {
  problem: string | null;
  took: boolean;
}

/**
 * The living `seat` dies of `cause`; its character's `died` hook then says what follows
 * (the Imp's successor, the Saint's loss, the Scarlet Woman taking over from a Recluse).
 * `successor` is the hidden choice of who becomes the Imp at this death (-1: nobody);
 * `took` says whether that choice made them the Imp — a caller for whom the choice belongs
 * to this death fails it when it did not. `starPass`: the Imp dies of its own attack.
 */
export function kill(s: StateView, seat: number, cause: DeathCause, successor: number, emit: Emit, starPass = false): DeathOutcome {
  const aliveBefore = livingCount(s);
  emit({ kind: 'die', seat, cause });
  let took = false;
  const watched: Emit = (e) => {
    if (e.kind === 'becomeImp' && e.seat === successor) took = true;
    emit(e);
  };
  const problem = diedAt(s, seat, { cause, aliveBefore, successor, starPass }, watched);
  return { problem, took };
}

/** Set the winner if the game has just ended. */
export function checkGameEnd(s: StateView, emit: Emit): void {
  if (s.winner) return;
  if (!s.roles.some((r, x) => r === R.IMP && s.alive[x])) emit({ kind: 'win', team: 'good', why: 'the Demon is dead' });
  else if (livingCount(s) <= 2) emit({ kind: 'win', team: 'evil', why: 'only two players are alive' });
}
