/**
 * Spy (Minion): every night the Spy looks at the whole grimoire, and the Spy may
 * register as good and as a Townsfolk or Outsider. This file: the wake (each night,
 * last), the truth of a healthy Spy's grimoire report — every given field matches the
 * mechanical state exactly — and the misregistration itself, possible only while the
 * Spy is not poisoned, decided afresh at each check (rules reference §3.16, §3.19).
 */
import {
  BUTLER, GF_ALIGN, GF_ALIVE, GF_MASTER, GF_POISONED, GF_PROT, GF_RH, GF_ROLE, GF_SHOWN, GF_SLAYER,
  GF_VIRGIN, GR_SIZE, SPY, GR_ALIVE, GR_EVIL, GR_FIELDS, GR_MASTER, GR_POISONED, GR_PROT, GR_RH, GR_ROLE, GR_SEAT, GR_SHOWN, GR_SLAYER, GR_VIRGIN, RP_GRIM_COUNT, RP_GRIM_OFF,
} from '../vocab.gen';
import { P } from '../layout';
import {
  isAlive, isEvilSeat, master, poisoned, protectedSeat, redHerring, roles, seatOf, shown, usedSlayer, usedVirgin,
} from '../world';
import { wakeReports } from '../wake';

/** The Spy's reports due tonight, woken with the common rule. */
export function nightStep(): bool { return wakeReports(SPY); }

/** A healthy Spy's report at `off`: each grimoire record (GR_SIZE words) matches the state. */
export function info(off: i32): bool {
  const butler = seatOf(BUTLER);
  let g = P(off + RP_GRIM_OFF);
  const count = P(off + RP_GRIM_COUNT);
  for (let i = 0; i < count; i++, g += GR_SIZE) {
    const s = P(g + GR_SEAT);
    const f = P(g + GR_FIELDS);
    if ((f & GF_ROLE) && unchecked(roles[s]) != P(g + GR_ROLE)) return false;
    if ((f & GF_SHOWN) && unchecked(shown[s]) != P(g + GR_SHOWN)) return false;
    if ((f & GF_ALIGN) && isEvilSeat(s) != (P(g + GR_EVIL) != 0)) return false;
    if ((f & GF_ALIVE) && isAlive(s) != (P(g + GR_ALIVE) != 0)) return false;
    if ((f & GF_POISONED) && (poisoned == s) != (P(g + GR_POISONED) != 0)) return false;
    if ((f & GF_RH) && (redHerring == s) != (P(g + GR_RH) != 0)) return false;
    if ((f & GF_PROT) && (protectedSeat == s) != (P(g + GR_PROT) != 0)) return false;
    if ((f & GF_SLAYER) && (((usedSlayer >> s) & 1) != 0) != (P(g + GR_SLAYER) != 0)) return false;
    if ((f & GF_VIRGIN) && (((usedVirgin >> s) & 1) != 0) != (P(g + GR_VIRGIN) != 0)) return false;
    if (f & GF_MASTER) {
      const m = s == butler ? master : -1;
      if (m != P(g + GR_MASTER)) return false;
    }
  }
  return true;
}

/** May the Spy at `seat` register falsely right now (not poisoned): as good, a Townsfolk or an Outsider. */
export function registers(seat: i32): bool {
  return poisoned != seat;
}
