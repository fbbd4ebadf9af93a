// Constraint checks (mirrors src/kernel/setup-checks.ts and reports.ts): the setup
// evidence, and a report whose author wakes (what a healthy report means is each
// character's `info`, characters/<role>.ts). The TypeScript kernel replays every
// candidate found here, so any disagreement shows up as an internal error, never as a
// silent wrong answer.
import {
  DEMON_MASK, EV_SIZE, EK_ALIGN, EK_INPLAY, EK_ROLE, EK_SETUPINFO, EK_SHOWN, EK_TESTIMONY, MINION_MASK,
  P_EVID_COUNT, P_EVID_OFF, EF_BLUFFS, EF_DEMONS, EF_IS, EF_KIND, EF_MINIONS, EF_ROLE, EF_SEAT, RP_AUTHENTIC, RP_HEALTHY, RP_ROLE, RP_SEAT, TEAM_DEMON, TEAM_MINION,
  MONK, P_REP_COUNT, P_REP_OFF, RP_SIZE, P_PHASE_COUNT, P_PHASE_OFF, PH_SIZE, PH_KIND, PH_MONK_ACTOR } from './vocab.gen';
import { P } from './layout';
import { actsAs, isAlive, n, poisoned, roles, shown } from './world';
import { canRegisterTeam, isEvil, mustRegisterTeam } from './registration';
import { info } from './hooks';

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
 * testimony (the Drunk is good, so it tells its token), a `shown` row, a report (the Drunk
 * wakes only as its token, and a report by a player who did not wake as that character
 * fails: checks.ts reportAtWake), or a Monk's recorded action (the Drunk acts only as its
 * token). -1: any token; -2: two rows disagree. Exact, since the tokens tried are only
 * this one (leaf.ts) and placing the Drunk here bans it elsewhere (search.ts).
 */
export function drunkTokenNamed(seat: i32): i32 {
  let token = -1;
  const count = P(P_EVID_COUNT);
  let off = P(P_EVID_OFF);
  for (let i = 0; i < count; i++, off += EV_SIZE) {
    const kind = P(off + EF_KIND);
    if (P(off + EF_SEAT) != seat || !(kind == EK_TESTIMONY || (kind == EK_SHOWN && P(off + EF_IS) != 0))) continue;
    const role = P(off + EF_ROLE);
    if (token >= 0 && token != role) return -2;
    token = role;
  }
  const reports = P(P_REP_COUNT);
  off = P(P_REP_OFF);
  for (let i = 0; i < reports; i++, off += RP_SIZE) {
    if (P(off + RP_SEAT) != seat) continue;
    const role = P(off + RP_ROLE);
    if (token >= 0 && token != role) return -2;
    token = role;
  }
  const phases = P(P_PHASE_COUNT);
  for (let i = 0; i < phases; i++) {
    const rec = P(P_PHASE_OFF) + i * PH_SIZE;
    if (P(rec + PH_KIND) != 0 || P(rec + PH_MONK_ACTOR) != seat) continue;
    if (token >= 0 && token != MONK) return -2;
    token = MONK;
  }
  return token;
}

/** Every evidence row against the initial state (before any poison). */
export function evidenceOk(): bool {
  const count = P(P_EVID_COUNT);
  let off = P(P_EVID_OFF);
  for (let i = 0; i < count; i++, off += EV_SIZE) {
    const kind = P(off + EF_KIND);
    const seat = P(off + EF_SEAT);
    const role = P(off + EF_ROLE);
    const is = P(off + EF_IS) != 0;
    let holds: bool = true;
    if (kind == EK_ROLE) holds = (roleAt(seat) == role) == is;
    else if (kind == EK_ALIGN) holds = isEvil(seat) == ((role != 0) == is);
    else if (kind == EK_INPLAY) holds = inPlay(role) == is;
    else if (kind == EK_SHOWN) holds = (unchecked(shown[seat]) == role) == is;
    else if (kind == EK_TESTIMONY) holds = isEvil(seat) || unchecked(shown[seat]) == role;
    else if (kind == EK_SETUPINFO) holds = setupInfoOk(seat, role, P(off + EF_MINIONS), P(off + EF_DEMONS), P(off + EF_BLUFFS));
    if (!holds) return false;
  }
  return true;
}

function setupInfoOk(seat: i32, team: i32, minions: i32, demons: i32, bluffs: i32): bool {
  const own = 1 << roleAt(seat);
  if ((own & (team == TEAM_DEMON ? DEMON_MASK : MINION_MASK)) == 0) return false;
  if (minions != -1) {
    if (team == TEAM_DEMON && ((minions >> seat) & 1)) return false;
    if (!listMatches(seat, minions, TEAM_MINION)) return false;
  }
  if (demons != -1 && (((demons >> seat) & 1) != 0 || !listMatches(seat, demons, TEAM_DEMON))) return false;
  if (bluffs != -1) {
    for (let s = 0; s < n; s++) if ((bluffs >> roleAt(s)) & 1) return false;
  }
  return true;
}

/** An evil player's report under authenticity 'good' that is not marked healthy: no constraint. */
export function isFreeLie(off: i32): bool {
  return P(off + RP_AUTHENTIC) == 0 && P(off + RP_HEALTHY) == 0 && isEvil(P(off + RP_SEAT));
}

/**
 * Check a report whose author wakes now (mirrors src/kernel/reports.ts): an impaired
 * author's report must not claim to be healthy; a healthy one's must be true (its
 * character's `info` hook, through hooks.ts: the dispatcher characters/index.ts hands in).
 */
export function reportAtWake(off: i32, deadOk: bool): bool {
  if (isFreeLie(off)) return true;
  const role = P(off + RP_ROLE);
  const seat = P(off + RP_SEAT);
  if ((!isAlive(seat) && !deadOk) || !actsAs(seat, role)) return false;
  const impaired = roleAt(seat) != role || poisoned == seat;
  if (impaired) return P(off + RP_HEALTHY) == 0;
  return info(off);
}
