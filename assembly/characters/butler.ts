/**
 * Butler (Outsider): each night the Butler picks a master (not themself) and the next
 * day may vote only when the master votes too. This file: the nightly pick, and a
 * healthy living Butler's vote on a ballot — where the ballot lists the hands that
 * counted before the Butler's, the master's must be among them (rules reference §3.14;
 * a bare vote count never shows it).
 */
import { BUTLER, PH_BUTLER_ACTOR, PH_BUTLER_TARGET } from '../vocab.gen';
import { P } from '../layout';
import { healthy, livingSeatOf, master, roles, setMaster } from '../world';
import { chooseOk, masterChoice } from './tonight';

/** The living Butler's pick of a master. */
export function nightStep(): bool {
  const b = livingSeatOf(BUTLER);
  if (!chooseOk(b, masterChoice, PH_BUTLER_ACTOR, PH_BUTLER_TARGET, true)) return false;
  if (b >= 0) setMaster(masterChoice);
  return true;
}

/**
 * The living voter `v` on a ballot whose qualifying entries (voter, seat mask of the
 * hands that counted first) are at `qualOff`: false when a healthy Butler voted without
 * the master among those hands.
 */
export function dayEvent(v: i32, qualOff: i32, qualCount: i32): bool {
  if (unchecked(roles[v]) != BUTLER || !healthy(v)) return true;
  for (let k = 0; k < qualCount; k++) {
    if (P(qualOff + 2 * k) != v) continue;
    if (master < 0 || ((P(qualOff + 2 * k + 1) >> master) & 1) == 0) return false;
  }
  return true;
}
