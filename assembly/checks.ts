// Constraint checks (mirrors src/kernel/setup-checks.ts, info.ts and reports.ts). The TypeScript kernel replays every candidate found here, so any
// disagreement shows up as an internal error, never as a silent wrong answer.
import {
  BUTLER, CHEF, DEMON_MASK, EMPATH, EV_SIZE, EK_ALIGN, EK_INPLAY, EK_ROLE, EK_SETUPINFO, EK_SHOWN,
  EK_TESTIMONY, FORTUNE_TELLER, GF_ALIGN, GF_ALIVE, GF_MASTER, GF_POISONED, GF_PROT, GF_RH, GF_ROLE,
  GF_SHOWN, GF_SLAYER, GF_VIRGIN, GR_SIZE, IMP, INVESTIGATOR, LIBRARIAN, MINION_MASK, P_EVID_COUNT,
  P_EVID_OFF, RAVENKEEPER, SPY, UNDERTAKER, WASHERWOMAN,
} from './vocab.gen';
import { P } from './layout';
import {
  actsAs, executedDeath, isAlive, master, n, poisoned, protectedSeat, redHerring, roles, seatOf, shown,
  usedSlayer, usedVirgin,
} from './world';
import {
  canRegisterAs, canRegisterEvil, canRegisterTeam, isEvil, mustRegisterEvil, mustRegisterTeam,
} from './registration';

// @ts-ignore: decorator
@inline function roleAt(s: i32): i32 { return unchecked(roles[s]); }

function inPlay(role: i32): bool {
  for (let s = 0; s < n; s++) if (roleAt(s) == role) return true;
  return false;
}

/** Evil-team information list check: listed seats can register as `team`, others need not. */
function listMatches(recipient: i32, list: i32, team: i32): bool {
  for (let s = 0; s < n; s++) {
    if (s == recipient) continue;
    if ((list >> s) & 1) { if (!canRegisterTeam(s, team)) return false; }
    else if (mustRegisterTeam(s, team)) return false;
  }
  return true;
}

/**
 * The Townsfolk token a Drunk in `seat` must have been shown by the rows that name it: a
 * testimony (the Drunk is good, so it tells its token) or a `shown` row. -1: any token;
 * -2: two rows disagree. A shortcut only: evidenceOk still checks every token tried.
 */
export function drunkTokenNamed(seat: i32): i32 {
  const count = P(P_EVID_COUNT);
  let off = P(P_EVID_OFF);
  let token = -1;
  for (let i = 0; i < count; i++, off += EV_SIZE) {
    const kind = P(off);
    if (P(off + 1) != seat || !(kind == EK_TESTIMONY || (kind == EK_SHOWN && P(off + 3) != 0))) continue;
    const role = P(off + 2);
    if (token >= 0 && token != role) return -2;
    token = role;
  }
  return token;
}

/** Every evidence row against the initial state (before any poison). */
export function evidenceOk(): bool {
  const count = P(P_EVID_COUNT);
  let off = P(P_EVID_OFF);
  for (let i = 0; i < count; i++, off += EV_SIZE) {
    const kind = P(off);
    const seat = P(off + 1);
    const role = P(off + 2);
    const is = P(off + 3) != 0;
    let holds: bool = true;
    if (kind == EK_ROLE) holds = (roleAt(seat) == role) == is;
    else if (kind == EK_ALIGN) holds = isEvil(seat) == ((role != 0) == is);
    else if (kind == EK_INPLAY) holds = inPlay(role) == is;
    else if (kind == EK_SHOWN) holds = (unchecked(shown[seat]) == role) == is;
    else if (kind == EK_TESTIMONY) holds = isEvil(seat) || unchecked(shown[seat]) == role;
    else if (kind == EK_SETUPINFO) holds = setupInfoOk(seat, role, P(off + 4), P(off + 5), P(off + 6));
    if (!holds) return false;
  }
  return true;
}

function setupInfoOk(seat: i32, team: i32, minions: i32, demons: i32, bluffs: i32): bool {
  const own = 1 << roleAt(seat);
  if ((own & (team == 3 ? DEMON_MASK : MINION_MASK)) == 0) return false;
  if (minions != -1) {
    if (team == 3 && ((minions >> seat) & 1)) return false;
    if (!listMatches(seat, minions, 2)) return false;
  }
  if (demons != -1 && (((demons >> seat) & 1) != 0 || !listMatches(seat, demons, 3))) return false;
  if (bluffs != -1) {
    for (let s = 0; s < n; s++) if ((bluffs >> roleAt(s)) & 1) return false;
  }
  return true;
}

function pairInfo(a: i32, b: i32, role: i32): bool {
  return canRegisterAs(a, role) || canRegisterAs(b, role);
}

function librarianZero(): bool {
  for (let s = 0; s < n; s++) if (mustRegisterTeam(s, 1)) return false;
  return true;
}

function chefInfo(value: i32): bool {
  let lo = 0;
  let hi = 0;
  for (let x = 0; x < n; x++) {
    const y = x + 1 == n ? 0 : x + 1;
    if (mustRegisterEvil(x) && mustRegisterEvil(y)) lo++;
    if (canRegisterEvil(x) && canRegisterEvil(y)) hi++;
  }
  return value >= lo && value <= hi;
}

/** Evil registrations among the nearest living neighbours in each direction. */
function empathInfo(seat: i32, value: i32): bool {
  let left = -1;
  let right = -1;
  for (let k = 1; k < n; k++) {
    const a = (seat - k + n) % n;
    if (left < 0 && a != seat && isAlive(a)) left = a;
    const b = (seat + k) % n;
    if (right < 0 && b != seat && isAlive(b)) right = b;
  }
  let lo = 0;
  let hi = 0;
  if (left >= 0) { lo += i32(mustRegisterEvil(left)); hi += i32(canRegisterEvil(left)); }
  if (right >= 0) { lo += i32(mustRegisterEvil(right)); hi += i32(canRegisterEvil(right)); }
  return value >= lo && value <= hi;
}

function fortuneTellerInfo(a: i32, b: i32, yes: bool): bool {
  const certain = roleAt(a) == IMP || roleAt(b) == IMP || a == redHerring || b == redHerring;
  if (!yes) return !certain;
  return certain || canRegisterTeam(a, 3) || canRegisterTeam(b, 3);
}

function spyInfo(off: i32, count: i32): bool {
  const butler = seatOf(BUTLER);
  for (let i = 0; i < count; i++, off += GR_SIZE) {
    const s = P(off);
    const f = P(off + 1);
    if ((f & GF_ROLE) && roleAt(s) != P(off + 2)) return false;
    if ((f & GF_SHOWN) && unchecked(shown[s]) != P(off + 3)) return false;
    if ((f & GF_ALIGN) && isEvil(s) != (P(off + 4) != 0)) return false;
    if ((f & GF_ALIVE) && isAlive(s) != (P(off + 5) != 0)) return false;
    if ((f & GF_POISONED) && (poisoned == s) != (P(off + 6) != 0)) return false;
    if ((f & GF_RH) && (redHerring == s) != (P(off + 7) != 0)) return false;
    if ((f & GF_PROT) && (protectedSeat == s) != (P(off + 8) != 0)) return false;
    if ((f & GF_SLAYER) && (((usedSlayer >> s) & 1) != 0) != (P(off + 9) != 0)) return false;
    if ((f & GF_VIRGIN) && (((usedVirgin >> s) & 1) != 0) != (P(off + 10) != 0)) return false;
    if (f & GF_MASTER) {
      const m = s == butler ? master : -1;
      if (m != P(off + 11)) return false;
    }
  }
  return true;
}

/** Is a healthy source's information true (some legal registration makes it so)? */
function healthyInfo(off: i32): bool {
  const role = P(off);
  const a = P(off + 5);
  const b = P(off + 6);
  const targetRole = P(off + 7);
  const value = P(off + 8);
  if (role == WASHERWOMAN || role == INVESTIGATOR) return pairInfo(a, b, targetRole);
  if (role == LIBRARIAN) return a < 0 ? librarianZero() : pairInfo(a, b, targetRole);
  if (role == CHEF) return chefInfo(value);
  if (role == EMPATH) return empathInfo(P(off + 1), value);
  if (role == FORTUNE_TELLER) return fortuneTellerInfo(a, b, value != 0);
  if (role == SPY) return spyInfo(P(off + 9), P(off + 10));
  if (role == UNDERTAKER) return targetRole >= 0 && executedDeath >= 0 && canRegisterAs(executedDeath, targetRole);
  if (role == RAVENKEEPER) return targetRole >= 0 && canRegisterAs(P(off + 11), targetRole);
  return false;
}

/** An evil player's report under authenticity 'good' that is not marked healthy: no constraint. */
export function isFreeLie(off: i32): bool {
  return P(off + 2) == 0 && P(off + 3) == 0 && isEvil(P(off + 1));
}

/** Check a report whose author wakes now (mirrors src/kernel/reports.ts). */
export function reportAtWake(off: i32, deadOk: bool): bool {
  if (isFreeLie(off)) return true;
  const role = P(off);
  const seat = P(off + 1);
  if ((!isAlive(seat) && !deadOk) || !actsAs(seat, role)) return false;
  const impaired = roleAt(seat) != role || poisoned == seat;
  if (impaired) return P(off + 3) == 0;
  return healthyInfo(off);
}

/** An Undertaker's report when nobody died by execution: only "no information" fits. */
export function undertakerWithoutDeath(off: i32): bool {
  if (isFreeLie(off)) return true;
  const seat = P(off + 1);
  if (!actsAs(seat, UNDERTAKER)) return false;
  if (P(off + 7) != -1) return false;
  return P(off + 3) == 0 || (roleAt(seat) == UNDERTAKER && poisoned != seat);
}
