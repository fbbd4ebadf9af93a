// Constraint checks on one world (mirrors src/kernel/setup-checks.ts, info.ts and
// reports.ts). The TypeScript kernel replays every candidate found here, so any
// disagreement shows up as an internal error, never as a silent wrong answer.
import {
  BUTLER, CHEF, DEMON_MASK, EMPATH, EV_SIZE, EK_ALIGN, EK_INPLAY, EK_ROLE, EK_SETUPINFO, EK_SHOWN,
  EK_TESTIMONY, FORTUNE_TELLER, GF_ALIGN, GF_ALIVE, GF_MASTER, GF_POISONED, GF_PROT, GF_RH, GF_ROLE,
  GF_SHOWN, GF_SLAYER, GF_VIRGIN, GR_SIZE, IMP, INVESTIGATOR, LIBRARIAN, MINION_MASK, P_EVID_COUNT,
  P_EVID_OFF, P_REP_COUNT, P_REP_OFF, RP_SIZE, SPY, WASHERWOMAN, DRUNK,
} from './vocab.gen';
import { P } from './layout';
import { butlerSeat, master, n, poisoned, redHerring, roles, shown } from './world';
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

function empathInfo(seat: i32, value: i32): bool {
  // Night 1: everyone is alive, so the neighbours are the adjacent seats.
  const left = seat == 0 ? n - 1 : seat - 1;
  const right = seat + 1 == n ? 0 : seat + 1;
  const lo = i32(mustRegisterEvil(left)) + i32(mustRegisterEvil(right));
  const hi = i32(canRegisterEvil(left)) + i32(canRegisterEvil(right));
  return value >= lo && value <= hi;
}

function fortuneTellerInfo(a: i32, b: i32, yes: bool): bool {
  const certain = roleAt(a) == IMP || roleAt(b) == IMP || a == redHerring || b == redHerring;
  if (!yes) return !certain;
  return certain || canRegisterTeam(a, 3) || canRegisterTeam(b, 3);
}

function spyInfo(off: i32, count: i32): bool {
  for (let i = 0; i < count; i++, off += GR_SIZE) {
    const s = P(off);
    const f = P(off + 1);
    if ((f & GF_ROLE) && roleAt(s) != P(off + 2)) return false;
    if ((f & GF_SHOWN) && unchecked(shown[s]) != P(off + 3)) return false;
    if ((f & GF_ALIGN) && isEvil(s) != (P(off + 4) != 0)) return false;
    if ((f & GF_ALIVE) && P(off + 5) == 0) return false;
    if ((f & GF_POISONED) && (poisoned == s) != (P(off + 6) != 0)) return false;
    if ((f & GF_RH) && (redHerring == s) != (P(off + 7) != 0)) return false;
    if ((f & GF_PROT) && P(off + 8) != 0) return false;
    if ((f & GF_SLAYER) && P(off + 9) != 0) return false;
    if ((f & GF_VIRGIN) && P(off + 10) != 0) return false;
    if (f & GF_MASTER) {
      const m = roleAt(s) == BUTLER && s == butlerSeat ? master : -1;
      if (m != P(off + 11)) return false;
    }
  }
  return true;
}

function healthyInfo(off: i32): bool {
  const role = P(off);
  const a = P(off + 5);
  const b = P(off + 6);
  const value = P(off + 8);
  if (role == WASHERWOMAN || role == INVESTIGATOR) return pairInfo(a, b, P(off + 7));
  if (role == LIBRARIAN) return a < 0 ? librarianZero() : pairInfo(a, b, P(off + 7));
  if (role == CHEF) return chefInfo(value);
  if (role == EMPATH) return empathInfo(P(off + 1), value);
  if (role == FORTUNE_TELLER) return fortuneTellerInfo(a, b, value != 0);
  if (role == SPY) return spyInfo(P(off + 9), P(off + 10));
  return false;
}

/** Roles whose information arrives on night 1 (the first-night order). */
function wakesNightOne(role: i32): bool {
  return role == WASHERWOMAN || role == LIBRARIAN || role == INVESTIGATOR || role == CHEF ||
    role == EMPATH || role == FORTUNE_TELLER || role == SPY;
}

/** Every report, checked at its night-1 wake with the current poison and master. */
export function reportsOk(): bool {
  const count = P(P_REP_COUNT);
  let off = P(P_REP_OFF);
  for (let i = 0; i < count; i++, off += RP_SIZE) {
    const role = P(off);
    const seat = P(off + 1);
    const authentic = P(off + 2) != 0;
    const healthy = P(off + 3) != 0;
    if (!authentic && !healthy && isEvil(seat)) continue; // an evil player may lie
    if (!wakesNightOne(role) || unchecked(shown[seat]) != role) return false;
    const impaired = roleAt(seat) == DRUNK || poisoned == seat;
    if (impaired) { if (healthy) return false; continue; }
    if (!healthyInfo(off)) return false;
  }
  return true;
}
