/**
 * What a character's night step gets (the `nightStep` hook of src/rules/characters):
 * the step's I/O, the state it may change only through `io.emit`, the night as recorded
 * and the night's hidden choices. Also the two helpers most steps share: checking a
 * choosing character's pick, and waking the reports of a character.
 */
import type { GamePhase, NightAction } from '../model/game.ts';
import { isFreeLie, type ReportCheck } from './reports.ts';
import type { StateView } from './state.ts';
import type { StepIO } from './step-io.ts';
import type { NightChoices } from './world.ts';

/** A night as recorded. */
export type Night = Extract<GamePhase, { phase: 'night' }>;

/** One night step's view: I/O, state, the recorded night, the hidden choices. */
export interface NightStepContext {
  readonly io: StepIO;
  readonly s: StateView;
  readonly phase: Night;
  readonly c: NightChoices;
}

/** A choosing character's pick, checked for legality and against the recorded actions. */
export function choose(
  { io, s, phase }: NightStepContext, actor: number, choice: number, kind: NightAction['kind'], forbidSelf: boolean,
): boolean {
  const mine = phase.actions.filter((a) => a.kind === kind);
  if (actor < 0) {
    if (choice !== -1) io.fail(phase.path, `${kind}: a choice was made but nobody acts`);
    for (const a of mine) io.fail(a.path, `the ${kind} action's player does not act tonight`);
    return false;
  }
  if (choice < 0 || choice >= s.n || (forbidSelf && choice === actor)) {
    io.fail(phase.path, `${kind}: illegal choice`);
    return false;
  }
  for (const a of mine) {
    if (a.seat !== actor) io.fail(a.path, `the ${kind} action's player is not the one who acts`);
    else if (a.target !== choice) io.fail(a.path, `the ${kind} action chose another player`);
  }
  return true;
}

/**
 * Wake every report of `role` due tonight; `check` is that character's wake rule (what
 * must hold for the report, the author known not to be a free-lying evil player).
 */
export function wakeReports(
  { io, s }: NightStepContext, role: number, check: (r: Parameters<typeof isFreeLie>[1]) => ReportCheck,
): void {
  io.game.reports.forEach((r, i) => {
    if (r.role !== role || (!io.required.has(i) && !io.optional.has(i))) return;
    const verdict: ReportCheck = isFreeLie(s, r) ? { ok: true, note: 'an evil player may lie' } : check(r);
    io.woke.add(i);
    if (io.required.has(i)) {
      if (verdict.ok) io.emit({ kind: 'learn', seat: r.seat, role, why: verdict.note });
      else io.fail(r.path, verdict.reason);
    } else if (verdict.ok) io.held.add(i);
  });
}
