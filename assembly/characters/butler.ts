/**
 * Butler (Outsider): each night the Butler picks a master (not themself) and the next
 * day may vote only when the master votes too. This file: the nightly pick, and a
 * healthy living Butler's vote on a ballot — where the ballot lists the hands that
 * counted before the Butler's, the master's must be among them (rules reference §3.14;
 * a bare vote count never shows it).
 */
import { BA_QUAL_COUNT, BA_QUAL_OFF, BUTLER, PH_BUTLER_ACTOR, PH_BUTLER_TARGET } from '../vocab.gen';
import { P } from '../layout';
import { healthy, livingSeatOf, master, setMaster } from '../world';
import { chooseOk, masterChoice } from '../tonight';

/** The living Butler's pick of a master. */
export function nightStep(): bool {
  const b = livingSeatOf(BUTLER);
  if (!chooseOk(b, masterChoice, PH_BUTLER_ACTOR, PH_BUTLER_TARGET, true)) return false;
  if (b >= 0) setMaster(masterChoice);
  return true;
}

/**
 * The living Butler at `seat` votes on the ballot at `e`, whose qualifying entries (voter,
 * seat mask of the hands that counted first) are at BA_QUAL_OFF: false when healthy and
 * the master was not among those hands.
 */
export function votes(e: i32, seat: i32): bool {
  if (!healthy(seat)) return true;
  const qualOff = P(e + BA_QUAL_OFF);
  const qualCount = P(e + BA_QUAL_COUNT);
  for (let k = 0; k < qualCount; k++) {
    if (P(qualOff + 2 * k) != seat) continue;
    if (master < 0 || ((P(qualOff + 2 * k + 1) >> master) & 1) == 0) return false;
  }
  return true;
}

/** A dead Butler has no master. */
export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool {
  setMaster(-1);
  return true;
}
