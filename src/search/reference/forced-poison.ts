/**
 * Tonight's poison, before the night's choices are tried (mirrors assembly/forced-poison.ts).
 * A report fixed to tonight that is false while its author is healthy can only be saved by
 * poisoning its author tonight (poisoning a Spy or a Recluse only narrows what they
 * register as), and only if it does not claim to be healthy. Two such authors, or one that
 * nothing saves, refute the night whatever its choices; one names the poison's target.
 * What is checked is what no other choice of the night can change:
 * - on night 1, the information reports but the Spy's (nothing changes the state before
 *   them but the poison; the Spy wakes after the Butler and sees the poison);
 * - on every night, a Spy's grimoire entries that no choice can change: tokens shown,
 *   alignments, the red herring, spent abilities, and the characters (a Minion or the
 *   Recluse may still become the Imp; nobody else changes character);
 * - on later nights, an Undertaker's report of today's execution: the executed player's
 *   character is settled, so only the poison (of the Undertaker, or of the executed player,
 *   who then registers truly: only narrower) tells on it; after a day with no execution,
 *   or from a dead Undertaker, one that names a character fails whatever is chosen;
 * - on later nights, an Empath's or Fortune Teller's report whose author is dead at dusk, is
 *   not that character, or dies tonight by the recorded deaths (so does a Spy's): it cannot
 *   be given tonight, whatever is chosen; and with tonight's deaths recorded, one false
 *   with those players dead (for the Fortune Teller, unless an Imp or a Recluse dies).
 * And from every dusk, a Spy's report fixed to a later night: its author must be the living
 * Spy already, and an entry false in what can no longer change needs a living Poisoner
 * (laterSpyReportsHold).
 * And tonight's recorded deaths ({@link deathsOnPoison}): somebody died, so the only
 * living Imp was not poisoned; a true Soldier died, so the Soldier was.
 */
import type { Game, GameReport, GrimoireEntry } from '../../model/game.ts';
import type { Night } from '../../kernel/night-step.ts';
import { checkReportAtWake, isFreeLie } from '../../kernel/reports.ts';
import { actsAs, livingSeatOf, type StateView } from '../../kernel/state.ts';
import { CHARACTERS } from '../../rules/characters/index.ts';
import { R, ROLE_IDS, TEAM_INDEX, TEAM_OF_CODE, infoWakeMask } from '../../rules/roles.ts';
import { pinned } from './choices.ts';

const WAKES_FIRST = infoWakeMask(true);

/**
 * Does a Spy's grimoire entry `e` of `seat` hold in the fields that only the Imp's passing
 * can change after any dusk: the character (a Minion or the Recluse may still become the
 * Imp, nobody else changes), the token shown, the alignment and the red herring?
 */
function staticHold(s: StateView, seat: number, e: GrimoireEntry): boolean {
  const role = s.roles[seat]!;
  const mayBecomeImp = TEAM_OF_CODE[role] === TEAM_INDEX.Minion || role === R.RECLUSE;
  if (e.role !== undefined && role !== e.role && !(mayBecomeImp && e.role === R.IMP)) return false;
  if (e.shown !== undefined && s.shown[seat] !== e.shown) return false;
  if (e.alignment !== undefined && s.evil[seat] !== (e.alignment === 'evil')) return false;
  if (e.redHerring !== undefined && (s.redHerring === seat) !== e.redHerring) return false;
  return true;
}

/**
 * At the dusk of night `night`: can every Spy's report fixed to a later night still be
 * given and hold? Its author must be the living Spy now (nobody becomes the Spy, nobody
 * comes back); an entry false in a field that cannot change any more ({@link staticHold})
 * needs the Spy poisoned that night — a living Poisoner now, and no claim to be healthy.
 */
export function laterSpyReportsHold(game: Game, s: StateView, night: number): boolean {
  const poisoner = livingSeatOf(s, R.POISONER) >= 0;
  for (const r of game.reports) {
    if (r.role !== R.SPY || r.night === null || r.night <= night || isFreeLie(s, r)) continue;
    if (!s.alive[r.seat] || !actsAs(s, r.seat, R.SPY)) return false;
    const holds = [...r.grimoire ?? []].every(([seat, e]) => staticHold(s, seat, e));
    if (!holds && (!poisoner || r.healthy)) return false;
  }
  return true;
}

/** Does a Spy's report hold in every field no choice of tonight can change? */
function spyFixedHold(s: StateView, r: GameReport): boolean {
  for (const [seat, e] of r.grimoire ?? []) {
    if (!staticHold(s, seat, e)) return false;
    if (e.usedSlayer !== undefined && s.usedSlayer[seat] !== e.usedSlayer) return false;
    if (e.usedVirgin !== undefined && s.usedVirgin[seat] !== e.usedVirgin) return false;
  }
  return true;
}

/**
 * Does `r` hold at its wake with nobody poisoned (yesterday's poison still stands until
 * dusk) and the seats of `dying` dead as well? A character without an information step
 * (nothing to check) holds.
 */
export function holdsUnpoisoned(s: StateView, r: GameReport, dying: readonly number[] = []): boolean {
  const info = (CHARACTERS[ROLE_IDS[r.role]!] as { info?: Parameters<typeof checkReportAtWake>[2] }).info;
  if (!info) return true;
  const alive = dying.length === 0 ? s.alive : s.alive.map((a, x) => a && !dying.includes(x));
  return checkReportAtWake({ ...s, poisoned: -1, alive }, r, info).ok;
}

/** Might one of `deaths` move the Demon tonight: an Imp's (a star-pass, a Scarlet Woman) or a Recluse's (ruling Q13)? */
function demonMayMove(s: StateView, deaths: readonly number[]): boolean {
  return deaths.some((x) => s.roles[x] === R.IMP || s.roles[x] === R.RECLUSE);
}

/**
 * At the dusk of night `night` (nobody poisoned yet): 'none' when no poison target saves
 * tonight's reports, 'any' when any will do as far as they tell, or the seat the Poisoner
 * must poison.
 */
export function forcedPoison(game: Game, s: StateView, night: number, deaths: readonly number[] | null = null): number | 'none' | 'any' {
  // Night 1's reports are checked in the state at its dusk, where nobody is poisoned yet.
  if (night === 1 && s.poisoned !== -1) return 'any';
  let target: number | 'any' = 'any';
  for (const r of game.reports) {
    if (r.night !== night || isFreeLie(s, r)) continue;
    // Tonight's deaths all come at the Imp's step, before the Empath, the Fortune Teller and
    // the Spy wake: one of them who dies tonight gives no report.
    const diesTonight = night !== 1 && deaths !== null && deaths.includes(r.seat);
    if (r.role === R.SPY) {
      // A Spy dead at dusk or not the Spy does not wake: the report fails whatever is chosen.
      if (!s.alive[r.seat] || !actsAs(s, r.seat, R.SPY) || diesTonight) return 'none';
      if (spyFixedHold(s, r)) continue;
    } else if (night !== 1 && (r.role === R.EMPATH || r.role === R.FORTUNE_TELLER)) {
      // Dead at dusk, or not that character: the report cannot be given tonight, whatever is chosen.
      if (!s.alive[r.seat] || !actsAs(s, r.seat, r.role) || diesTonight) return 'none';
      // With tonight's deaths recorded, the Empath's living neighbours at her wake are known at
      // dusk, and so is the Demon at the Fortune Teller's unless an Imp or a Recluse dies
      // tonight. Alignments do not change at night but to evil by catching a star-pass, which
      // a healthy Recluse or Spy may register as anyway: unpoisoned, the report is at its
      // most permissive, so only its author's poison can save one that fails here.
      if (deaths === null || (r.role === R.FORTUNE_TELLER && demonMayMove(s, deaths)) || holdsUnpoisoned(s, r, deaths)) continue;
    } else if (night !== 1 && r.role === R.UNDERTAKER && (s.executedDeath < 0 || !s.alive[r.seat])) {
      // Nobody died by execution today, or the Undertaker is dead: only "no information" can
      // be reported, and only by the Undertaker, poisoned or not (rules/characters/undertaker.ts).
      if ((r.targetRole !== null && r.targetRole !== undefined) || !actsAs(s, r.seat, R.UNDERTAKER)) return 'none';
      continue;
    } else {
      const fixed = night === 1 ? ((WAKES_FIRST >> r.role) & 1) === 1 : r.role === R.UNDERTAKER;
      if (!fixed) continue;
      // Checked with nobody poisoned: until dusk the state still holds yesterday's poison.
      if (holdsUnpoisoned(s, r)) continue;
      if (!s.alive[r.seat] || !actsAs(s, r.seat, r.role)) return 'none';
    }
    // Poisoned, its author is impaired: the report then holds unless it claims to be healthy.
    if (r.healthy) return 'none';
    if (target !== 'any' && target !== r.seat) return 'none';
    target = r.seat;
  }
  return target;
}

/**
 * What night `phase`'s recorded deaths say of the poison: only the Imp kills at night, so a
 * death needs an Imp whose ability works, and a true Soldier dies only when poisoned. The
 * seat the poison must not take (the only living Imp, when somebody died; -1 none) and the
 * one it must (a Soldier who died; -1 none).
 */
export function deathsOnPoison(s: StateView, phase: Night): { avoid: number; force: number } {
  const deaths = phase.deaths;
  if (phase.number === 1 || !deaths || deaths.length === 0) return { avoid: -1, force: -1 };
  const seats = [...Array(s.n).keys()].filter((x) => s.alive[x]);
  const imps = seats.filter((x) => s.roles[x] === R.IMP);
  const soldier = seats.find((x) => s.roles[x] === R.SOLDIER && deaths.includes(x)) ?? -1;
  // With two Imps (ruling Q13) either may have killed.
  return { avoid: imps.length === 1 ? imps[0]! : -1, force: soldier };
}

/** Tonight's poison choices (`choices`, of `phase`) narrowed by {@link forcedPoison} and {@link deathsOnPoison}. */
export function narrowPoison(game: Game, s: StateView, phase: Night, choices: number[]): number[] {
  let forced = forcedPoison(game, s, phase.number, phase.deaths);
  const { avoid, force } = deathsOnPoison(s, phase);
  if (force >= 0 && forced !== 'none') forced = forced === 'any' || forced === force ? force : 'none';
  if (forced === avoid) forced = 'none';
  // On a night with an attack the Imp's poison always matters (choices.ts poisonRelevance), so the Imp is never the one
  // seat that stands for those whose poison changes nothing: leaving it out leaves out no other choice.
  if (forced === 'any') return avoid < 0 ? choices : choices.filter((x) => x !== avoid);
  if (forced === 'none' || livingSeatOf(s, R.POISONER) < 0) return [];
  // A recorded poison target stays the only choice; else the forced seat is.
  const recorded = pinned(phase, 'poison');
  return recorded === undefined || recorded === forced ? [forced] : [];
}
