/**
 * Imp (Demon). Each night after the first the Imp chooses a player, who dies; if it
 * chooses itself, it dies and a Minion becomes the Imp (the star-pass). Here: the attack
 * (rules reference §3.8, §3.12, §3.13, §3.22; rulings Q2, Q3) — blocked by poison on the
 * Imp, a dead target, the Monk's protection or a healthy Soldier; a healthy Mayor's death
 * may move to another player, or onto the Imp, which then star-passes — and the Imp's
 * death with its successor (§3.20, §3.22; ruling Q13).
 */
import { checkGameEnd, kill, successorOptions, type Emit } from '../../kernel/deaths.ts';
import { attackOn, type Attack, type Death } from '../../kernel/hooks.ts';
import type { Night, NightStepContext } from '../../kernel/night-step.ts';
import { choose } from '../../kernel/night-step.ts';
import { livingSeatOf, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import type { NightChoices } from '../../kernel/world.ts';
import { R } from '../roles.ts';

/** What the kill does to seat `x`: nothing to the dead or the Monk's protected, else its character's `attacked` hook. */
function attack(s: StateView, x: number): Attack {
  return !s.alive[x] || s.protectedSeat === x ? 'safe' : attackOn(s, x);
}

/**
 * Resolve the attack of the Imp at `imp` with this night's choices. Returns null when the
 * choices are legal, else why not. Choices that cannot apply (a redirect without a healthy
 * Mayor, a successor without a Demon death) must be -1.
 */
function resolveAttack(s: StateView, imp: number, c: NightChoices, emit: Emit): string | null {
  const t = c.imp;
  if (t < 0 || t >= s.n) return 'the Imp must choose a player';
  let usedRedirect = false;
  let passed = false;
  const starPass = (): string | null => {
    if (s.protectedSeat === imp) return null; // a protected Imp choosing itself: nothing happens
    passed = true;
    return kill(s, imp, 'demon', c.successor, emit);
  };
  let problem: string | null = null;
  if (s.poisoned === imp) {
    // A poisoned Imp has no ability: nobody dies.
  } else if (t === imp) {
    problem = starPass();
  } else if (attack(s, t) === 'safe') {
    // Dead, protected, or a healthy Soldier: nobody dies.
  } else if (attack(s, t) === 'redirect' && c.redirect >= 0 && c.redirect !== t) {
    usedRedirect = true;
    const r = c.redirect;
    if (r >= s.n) return 'the redirect must name a player';
    if (r === imp) problem = starPass();
    else if (attack(s, r) !== 'safe') problem = kill(s, r, 'demon', -1, emit);
  } else {
    problem = kill(s, t, 'demon', -1, emit);
  }
  if (problem) return problem;
  if (!usedRedirect && c.redirect !== -1) return 'a redirect needs a healthy, unprotected Mayor as the target';
  if (!passed && c.successor !== -1) return 'a successor needs the Imp to die tonight';
  return null;
}

/** Check the Imp action's extra fields (redirect, successor, recluseDemon) after the attack. */
function checkImpAction(io: StepIO, s: StateView, phase: Night, c: NightChoices): void {
  for (const a of phase.actions) {
    if (a.kind !== 'imp') continue;
    if (a.redirect !== undefined && a.redirect !== c.redirect) io.fail(a.path, 'the Mayor\'s kill went elsewhere');
    if (a.successor !== undefined && (a.successor ?? -1) !== c.successor) io.fail(a.path, 'another player became the Imp');
    if (a.recluseDemon !== undefined && a.recluseDemon !== (c.successor >= 0 && !s.evil[c.successor]!)) {
      io.fail(a.path, a.recluseDemon ? 'the new Imp is not a Recluse' : 'the new Imp is a Recluse');
    }
  }
}

/** The living Imp's attack tonight, and the game's end if it ended with a death. */
export function nightStep(ctx: NightStepContext): void {
  const { io, s, phase, c } = ctx;
  const imp = livingSeatOf(s, R.IMP);
  if (choose(ctx, imp, c.imp, 'imp', false)) {
    const problem = resolveAttack(s, imp, c, io.emit);
    if (problem) io.fail(phase.path, problem);
    checkGameEnd(s, io.emit);
  } else if (c.redirect !== -1 || c.successor !== -1) io.fail(phase.path, 'a redirect or successor without an attack');
  checkImpAction(io, s, phase, c);
}

/**
 * The Imp at `seat` has just died (`death.cause`: its own kill — a star-pass —, an
 * execution or a Slayer's shot). On a star-pass `death.successor` is the Storyteller's
 * choice and must be one of the legal successors, or -1 exactly when nobody is allowed;
 * by day nobody chooses: whoever must take over does. Returns why not, or null.
 */
export function died(s: StateView, _seat: number, death: Death, emit: Emit): string | null {
  const starPass = death.cause === 'demon';
  const options = successorOptions(s, { aliveBefore: death.aliveBefore, starPass });
  if (!starPass && death.successor !== -1) return 'nobody chooses who becomes the Imp by day';
  const successor = starPass ? death.successor : options.noneAllowed ? -1 : options.seats[0]!;
  if (successor === -1) return options.noneAllowed ? null : 'a Minion must become the Imp';
  if (!options.seats.includes(successor)) return 'the new Imp is not a legal successor';
  const unusual = options.unusual.get(successor);
  emit(unusual ? { kind: 'becomeImp', seat: successor, unusual } : { kind: 'becomeImp', seat: successor });
  return null;
}
