/**
 * Imp (Demon). Each night after the first the Imp chooses a player, who dies; if it
 * chooses itself, it dies and a Minion becomes the Imp (the star-pass). Here: the attack
 * (rules reference §3.8, §3.12, §3.13, §3.22; rulings Q2, Q3) — blocked by poison on the
 * Imp, a dead target, the Monk's protection or a healthy Soldier; a healthy Mayor's death
 * may move to another player, or onto the Imp, which then star-passes — and the Imp's
 * death with its successor (§3.20, §3.22). Under ruling Q13 two Imps may be alive: each
 * living Imp attacks, in seat order, with its own choices (an Imp killed by the first
 * attack does not attack, nor does anyone once that attack's death ended the game), and
 * an Imp killed by another Imp's attack dies without a star-pass.
 */
import { checkGameEnd, kill, successorOptions } from '../../kernel/deaths.ts';
import type { Emit } from '../../kernel/effects.ts';
import { attackOn, type Attack, type Death } from '../../kernel/hooks.ts';
import type { Night, NightStepContext } from '../../kernel/night-step.ts';
import { livingImps, type StateView } from '../../kernel/state.ts';
import type { StepIO } from '../../kernel/step-io.ts';
import type { NightChoices } from '../../kernel/world.ts';
import { R } from '../roles.ts';

/** One Imp's attack tonight: who attacks, its target, the redirect and the successor (-1: none). */
interface Strike {
  imp: number;
  target: number;
  redirect: number;
  successor: number;
}

/** What the kill does to seat `x`: nothing to the dead or the Monk's protected, else its character's `attacked` hook. */
function attack(s: StateView, x: number): Attack {
  return !s.alive[x] || s.protectedSeat === x ? 'safe' : attackOn(s, x);
}

/**
 * Resolve one Imp's attack. Returns null when the choices are legal, else why not.
 * Choices that cannot apply (a redirect without a healthy Mayor, a successor without a
 * death that makes a new Imp) must be -1.
 */
function resolveAttack(s: StateView, k: Strike, emit: Emit): string | null {
  const { imp, target: t } = k;
  if (t < 0 || t >= s.n) return 'the Imp must choose a player';
  emit({ kind: 'attack', imp, seat: t });
  let usedRedirect = false;
  let usedSuccessor = false;
  /** `x` dies of this attack (a star-pass when it is the attacking Imp); the successor choice goes with it. */
  const dies = (x: number): string | null => {
    const outcome = kill(s, x, 'demon', k.successor, emit, x === imp);
    usedSuccessor = outcome.took;
    return outcome.problem;
  };
  let problem: string | null = null;
  if (s.poisoned === imp) {
    // A poisoned Imp has no ability: nobody dies.
  } else if (t === imp) {
    if (s.protectedSeat !== imp) problem = dies(imp); // a protected Imp choosing itself: nothing happens
  } else if (attack(s, t) === 'safe') {
    // Dead, protected, or a healthy Soldier: nobody dies.
  } else if (attack(s, t) === 'redirect' && k.redirect >= 0 && k.redirect !== t) {
    usedRedirect = true;
    const r = k.redirect;
    if (r >= s.n) return 'the redirect must name a player';
    if (r === imp ? s.protectedSeat !== imp : attack(s, r) !== 'safe') problem = dies(r);
  } else {
    problem = dies(t);
  }
  if (problem) return problem;
  if (!usedRedirect && k.redirect !== -1) return 'a redirect needs a healthy, unprotected Mayor as the target';
  if (!usedSuccessor && k.successor !== -1) return 'nobody became the Imp at this attack';
  return null;
}

/** Check each recorded Imp action against the attack of its player (target, redirect, successor, recluseDemon). */
function checkImpActions(io: StepIO, s: StateView, phase: Night, strikes: readonly Strike[]): void {
  for (const a of phase.actions) {
    if (a.kind !== 'imp') continue;
    const k = strikes.find((x) => x.imp === a.seat);
    if (!k) { io.fail(a.path, 'the imp action\'s player does not attack tonight'); continue; }
    if (a.target !== k.target) io.fail(a.path, 'the imp action chose another player');
    if (a.redirect !== undefined && a.redirect !== k.redirect) io.fail(a.path, 'the Mayor\'s kill went elsewhere');
    if (a.successor !== undefined && (a.successor ?? -1) !== k.successor) io.fail(a.path, 'another player became the Imp');
    if (a.recluseDemon !== undefined && a.recluseDemon !== (k.successor >= 0 && !s.evil[k.successor]!)) {
      io.fail(a.path, a.recluseDemon ? 'the new Imp is not a Recluse' : 'the new Imp is a Recluse');
    }
  }
}

/** Each living Imp's attack tonight, and the game's end if it ended with a death. */
export function nightStep(ctx: NightStepContext): void {
  const { io, s, phase, c } = ctx;
  const imps = livingImps(s);
  const picks: [number, number, number][] = [[c.imp, c.redirect, c.successor], [c.imp2, c.redirect2, c.successor2]];
  if (imps.length > picks.length) io.fail(phase.path, 'more Imps than can attack');
  const strikes: Strike[] = [];
  picks.forEach(([target, redirect, successor], i) => {
    const imp = imps[i] ?? -1;
    // An Imp killed earlier tonight (by the first Imp's attack) does not attack; nor does
    // anyone once the first attack's death has ended the game (rules reference §4.7: the
    // game ends at the death that ends it, and nobody wakes after it).
    if (imp < 0 || !s.alive[imp] || s.winner) {
      if (target !== -1 || redirect !== -1 || successor !== -1) io.fail(phase.path, 'an attack chosen for an Imp who does not attack');
      return;
    }
    const strike = { imp, target, redirect, successor };
    strikes.push(strike);
    const problem = resolveAttack(s, strike, io.emit);
    if (problem) io.fail(phase.path, problem);
    checkGameEnd(s, io.emit);
  });
  checkImpActions(io, s, phase, strikes);
}

/**
 * The Imp at `_seat` has just died. On a star-pass (its own attack) `death.successor` is
 * the Storyteller's choice and must be one of the legal successors, or -1 exactly when
 * nobody is allowed. Any other death (by day, or another Imp's attack) is no choice: whoever
 * must take over does (`death.successor` is not used). Returns why not, or null.
 */
export function died(s: StateView, _seat: number, death: Death, emit: Emit): string | null {
  const { starPass } = death;
  const options = successorOptions(s, { aliveBefore: death.aliveBefore, starPass });
  const successor = starPass ? death.successor : options.noneAllowed ? -1 : options.seats[0]!;
  if (successor === -1) return options.noneAllowed ? null : 'a Minion must become the Imp';
  if (!options.seats.includes(successor)) return 'the new Imp is not a legal successor';
  const unusual = options.unusual.get(successor);
  emit(unusual ? { kind: 'becomeImp', seat: successor, unusual } : { kind: 'becomeImp', seat: successor });
  return null;
}
