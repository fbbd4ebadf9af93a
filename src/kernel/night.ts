/**
 * One night, step by step in the official order (rules reference §2): the first night's
 * order for night 1, the other nights' order after. Choices come from the world; every
 * recorded action, report and death list is checked on the way.
 */
import { FIRST_NIGHT, OTHER_NIGHTS } from '../rules/night-order.ts';
import { R, ROLE_IDS } from '../rules/roles.ts';
import type { GamePhase, NightAction } from '../model/game.ts';
import { resolveAttack } from './attack.ts';
import { checkGameEnd } from './deaths.ts';
import { checkReportAtWake, checkUndertakerWithoutDeath, isFreeLie, type ReportCheck } from './reports.ts';
import { actsAs, isHealthy, livingSeatOf, type State } from './state.ts';
import type { StepIO } from './step-io.ts';
import type { NightChoices } from './world.ts';

const STEP_ROLE = new Map<string, number>(ROLE_IDS.map((id, code) => [id, code]));
type Night = Extract<GamePhase, { phase: 'night' }>;

/** A choosing character's pick, checked for legality and against the recorded actions. */
function choose(
  io: StepIO, s: State, actor: number, choice: number, kind: NightAction['kind'], phase: Night, forbidSelf: boolean,
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

/** Check the Imp action's extra fields (redirect, successor, recluseDemon) after the attack. */
function checkImpAction(io: StepIO, s: State, phase: Night, c: NightChoices): void {
  for (const a of phase.actions) {
    if (a.kind !== 'imp') continue;
    if (a.redirect !== undefined && a.redirect !== c.redirect) io.fail(a.path, 'the Mayor\'s kill went elsewhere');
    if (a.successor !== undefined && (a.successor ?? -1) !== c.successor) io.fail(a.path, 'another player became the Imp');
    if (a.recluseDemon !== undefined && a.recluseDemon !== (c.successor >= 0 && !s.evil[c.successor]!)) {
      io.fail(a.path, a.recluseDemon ? 'the new Imp is not a Recluse' : 'the new Imp is a Recluse');
    }
  }
}

/** Wake every report of `role` due tonight, with the wake rule of that character. */
function wakeReports(io: StepIO, s: State, role: number): void {
  io.game.reports.forEach((r, i) => {
    if (r.role !== role || (!io.required.has(i) && !io.optional.has(i))) return;
    let check: ReportCheck;
    if (isFreeLie(s, r)) check = { ok: true, note: 'an evil player may lie' };
    else if (role === R.RAVENKEEPER) {
      check = actsAs(s, r.seat, role) && s.diedTonight.includes(r.seat)
        ? checkReportAtWake(s, r, true) : { ok: false, reason: 'the Ravenkeeper wakes only on the night they die' };
    } else if (role === R.UNDERTAKER && (s.executedDeath < 0 || !s.alive[r.seat])) {
      check = actsAs(s, r.seat, role) ? checkUndertakerWithoutDeath(s, r) : { ok: false, reason: 'the player is not the Undertaker' };
    } else check = checkReportAtWake(s, r);
    io.woke.add(i);
    if (io.required.has(i)) {
      if (check.ok) io.note(`${io.name(r.seat)} (${ROLE_IDS[role]}): ${check.note}`);
      else io.fail(r.path, check.reason);
    } else if (check.ok) io.held.add(i);
  });
}

/** Run one night on `s` in place with the night's choices `c`. */
export function stepNight(io: StepIO, s: State, phase: Night, c: NightChoices): void {
  if (s.winner) { io.fail(phase.path, `the game was already over (${s.winner} won)`); return; }
  const first = phase.number === 1;
  if (first && (c.monk !== -1 || c.imp !== -1 || c.redirect !== -1 || c.successor !== -1)) {
    io.fail(phase.path, 'nobody but the Poisoner and the Butler chooses on night 1');
  }
  for (const step of first ? FIRST_NIGHT : OTHER_NIGHTS) {
    if (s.winner && step !== 'dawn') {
      // The game ended at a death tonight: nobody wakes any more.
      if (step === 'butler' && c.master !== -1) io.fail(phase.path, 'butler: nobody wakes after the game has ended');
      continue;
    }
    switch (step) {
      case 'dusk': io.emit({ kind: 'dusk' }); break;
      case 'minion_info': case 'demon_info': case 'scarlet_woman': break; // setup evidence / information only
      case 'poisoner': {
        const p = livingSeatOf(s, R.POISONER);
        if (choose(io, s, p, c.poison, 'poison', phase, false)) io.emit({ kind: 'poison', seat: c.poison, source: p });
        break;
      }
      case 'monk': {
        let m = -1;
        for (let x = 0; x < s.n; x++) if (s.alive[x] && actsAs(s, x, R.MONK)) m = x;
        if (choose(io, s, m, c.monk, 'monk', phase, true) && s.roles[m] === R.MONK && isHealthy(s, m)) {
          io.emit({ kind: 'protect', seat: c.monk });
        }
        break;
      }
      case 'imp': {
        const imp = livingSeatOf(s, R.IMP);
        if (choose(io, s, imp, c.imp, 'imp', phase, false)) {
          const problem = resolveAttack(s, imp, c, io.emit);
          if (problem) io.fail(phase.path, problem);
          checkGameEnd(s, io.emit);
        } else if (c.redirect !== -1 || c.successor !== -1) io.fail(phase.path, 'a redirect or successor without an attack');
        checkImpAction(io, s, phase, c);
        break;
      }
      case 'butler': {
        const b = livingSeatOf(s, R.BUTLER);
        if (choose(io, s, b, c.master, 'butler', phase, true)) io.emit({ kind: 'master', butler: b, seat: c.master });
        break;
      }
      case 'dawn': {
        if (phase.deaths) {
          const died = new Set(s.diedTonight);
          const said = new Set(phase.deaths);
          if (died.size !== said.size || [...died].some((x) => !said.has(x))) {
            io.fail(`${phase.path}.deaths`, `the night's deaths were ${[...died].map(io.name).join(', ') || 'nobody'}`);
          }
        }
        io.game.reports.forEach((r, i) => {
          if (io.required.has(i) && !io.woke.has(i) && !isFreeLie(s, r)) io.fail(r.path, `that character does not wake on night ${phase.number}`);
        });
        checkGameEnd(s, io.emit);
        break;
      }
      default: {
        const role = STEP_ROLE.get(step);
        if (role !== undefined) wakeReports(io, s, role);
      }
    }
  }
}
