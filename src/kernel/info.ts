/**
 * What a HEALTHY information ability may truthfully tell, at the moment it wakes
 * (rules reference §3.1–3.6, §3.19; contract first-night scope). Each function returns a
 * short explanation of one legal registration that makes the report true, or null when
 * no legal registration does. Impaired sources are not checked here: their information
 * is arbitrary (the caller decides impairment).
 */
import { R, ROLES } from '../rules/roles.ts';
import type { GameReport, GrimoireEntry } from '../model/game.ts';
import {
  canRegisterAs, canRegisterEvil, canRegisterGood, canRegisterTeam, mustRegisterTeam,
} from './registration.ts';
import { livingNeighbours } from './neighbours.ts';
import type { State } from './state.ts';

/** Explanation of a legal truthful report, or null when none exists. */
export type Verdict = string | null;

function mustRegisterEvil(s: State, seat: number): boolean {
  return !canRegisterGood(s, seat);
}

/** Washerwoman/Librarian/Investigator: one of the pair registers as the learned character. */
export function pairInfo(s: State, pair: [number, number], role: number): Verdict {
  // Seats are shown counted from 1, as players number them around the circle.
  const learned = ROLES[role]!.name;
  for (const x of pair) {
    if (canRegisterAs(s, x, role)) {
      return s.roles[x] === role
        ? `seat ${x + 1} is the ${learned}`
        : `seat ${x + 1} (the ${ROLES[s.roles[x]!]!.name}) registers as the ${learned}`;
    }
  }
  return null;
}

/** Librarian "0": no seat may be forced to register as an Outsider. */
export function librarianZero(s: State): Verdict {
  for (let x = 0; x < s.n; x++) if (mustRegisterTeam(s, x, 1)) return null;
  return 'no seat must register as an Outsider';
}

/** Count range of evil registrations over a list of seats (each check separate). */
function evilRange(s: State, seats: number[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const x of seats) {
    if (mustRegisterEvil(s, x)) lo++;
    if (canRegisterEvil(s, x)) hi++;
  }
  return [lo, hi];
}

/** Chef: adjacent pairs (with wraparound) whose two players both register evil, per pair. */
export function chefInfo(s: State, value: number): Verdict {
  let lo = 0;
  let hi = 0;
  for (let x = 0; x < s.n; x++) {
    const y = (x + 1) % s.n;
    if (mustRegisterEvil(s, x) && mustRegisterEvil(s, y)) lo++;
    if (canRegisterEvil(s, x) && canRegisterEvil(s, y)) hi++;
  }
  return value >= lo && value <= hi ? `${lo}–${hi} pairs of evil neighbours are possible` : null;
}

/** Empath: evil registrations among the two nearest living neighbours. */
export function empathInfo(s: State, seat: number, value: number): Verdict {
  const [lo, hi] = evilRange(s, livingNeighbours(s, seat));
  return value >= lo && value <= hi ? `${lo}–${hi} evil living neighbours are possible` : null;
}

/** Fortune Teller: yes iff either is the Demon (or registers as it) or is the red herring. */
export function fortuneTellerInfo(s: State, pair: [number, number], yes: boolean): Verdict {
  const certain = pair.some((x) => s.roles[x] === R.IMP || x === s.redHerring);
  const possible = certain || pair.some((x) => canRegisterTeam(s, x, 3));
  if (yes) return possible ? (certain ? 'a Demon or the red herring was chosen' : 'a Recluse registers as the Demon') : null;
  return certain ? null : 'neither is the Demon nor the red herring';
}

/** Spy: the grimoire observation matches the mechanical state exactly. */
export function spyInfo(s: State, grimoire: Map<number, GrimoireEntry>): Verdict {
  for (const [seat, e] of grimoire) {
    if (e.role !== undefined && s.roles[seat] !== e.role) return null;
    if (e.shown !== undefined && s.shown[seat] !== e.shown) return null;
    if (e.alignment !== undefined && s.evil[seat] !== (e.alignment === 'evil')) return null;
    if (e.alive !== undefined && s.alive[seat] !== e.alive) return null;
    if (e.poisoned !== undefined && (s.poisoned === seat) !== e.poisoned) return null;
    if (e.redHerring !== undefined && (s.redHerring === seat) !== e.redHerring) return null;
    if (e.protected !== undefined && (s.protectedSeat === seat) !== e.protected) return null;
    if (e.usedSlayer !== undefined && s.usedSlayer[seat] !== e.usedSlayer) return null;
    if (e.usedVirgin !== undefined && s.usedVirgin[seat] !== e.usedVirgin) return null;
    if (e.master !== undefined && (s.master[seat]! < 0 ? null : s.master[seat]) !== e.master) return null;
  }
  return 'the grimoire matches';
}

/** Dispatch a healthy report's information to its role's rule. */
export function healthyInfo(s: State, r: GameReport): Verdict {
  switch (r.role) {
    case R.WASHERWOMAN:
    case R.LIBRARIAN:
    case R.INVESTIGATOR:
      if (r.targets) return pairInfo(s, r.targets, r.targetRole!);
      return librarianZero(s);
    case R.CHEF: return chefInfo(s, r.value as number);
    case R.EMPATH: return empathInfo(s, r.seat, r.value as number);
    case R.FORTUNE_TELLER: return fortuneTellerInfo(s, r.targets!, r.value as boolean);
    case R.SPY: return spyInfo(s, r.grimoire!);
    case R.UNDERTAKER:
      if (r.targetRole === null || r.targetRole === undefined || s.executedDeath < 0) return null;
      return canRegisterAs(s, s.executedDeath, r.targetRole) ? 'the executed player registers as that character' : null;
    case R.RAVENKEEPER:
      if (r.target === undefined || r.targetRole === undefined || r.targetRole === null) return null;
      return canRegisterAs(s, r.target, r.targetRole) ? 'the chosen player registers as that character' : null;
    default: return null;
  }
}
