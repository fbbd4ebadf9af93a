/**
 * Checking one report at its wake (contract: authenticity, reliability, night).
 * 'authentic' means the player really woke as that character and received this
 * information; 'good' means the same if the player is good, while an evil player may
 * have made it up. A source that is the Drunk or poisoned may be told anything;
 * `healthy` forbids that.
 */
import { R } from '../rules/roles.ts';
import type { GameReport } from '../model/game.ts';
import type { Verdict } from './info.ts';
import { actsAs, type StateView } from './state.ts';

/** Outcome of one report check: ok with an explanation, or the reason it fails. */
export type ReportCheck = { ok: true; note: string } | { ok: false; reason: string };

/**
 * Does the report hold for a source waking now in state `s`? The caller decides that the
 * character wakes now; a Ravenkeeper wakes dead (`deadOk`). `info` is the character's
 * `info` hook: what a healthy source's report means.
 */
export function checkReportAtWake(
  s: StateView, r: GameReport, info: (s: StateView, r: GameReport) => Verdict, deadOk = false,
): ReportCheck {
  const p = r.seat;
  if (isFreeLie(s, r)) return { ok: true, note: 'evil player may lie' };
  if ((!s.alive[p] && !deadOk) || !actsAs(s, p, r.role)) return { ok: false, reason: 'the player did not wake with that character' };
  const impaired = s.roles[p] !== r.role || s.poisoned === p;
  if (impaired) {
    if (r.healthy) return { ok: false, reason: 'the player was drunk or poisoned, but the report is marked healthy' };
    return { ok: true, note: s.roles[p] !== r.role ? 'the Drunk may learn anything' : 'poisoned: may learn anything' };
  }
  const verdict = info(s, r);
  return verdict === null ? { ok: false, reason: 'no legal registration makes this information true' } : { ok: true, note: verdict };
}

/**
 * An Undertaker's report on a night after no execution death: there was nothing to
 * learn, so only "no information" (`targetRole: null`) is consistent.
 */
export function checkUndertakerWithoutDeath(s: StateView, r: GameReport): ReportCheck {
  if (isFreeLie(s, r)) return { ok: true, note: 'evil player may lie' };
  if (r.targetRole !== null) return { ok: false, reason: 'nobody died by execution that day, so the Undertaker learns nothing' };
  if (r.healthy && (s.roles[r.seat] !== R.UNDERTAKER || s.poisoned === r.seat)) {
    return { ok: false, reason: 'the player was drunk or poisoned, but the report is marked healthy' };
  }
  return { ok: true, note: 'no execution death: no information' };
}

/** A report whose author is evil and not bound to the truth needs no wake at all. */
export function isFreeLie(s: StateView, r: GameReport): boolean {
  return r.authenticity === 'good' && s.evil[r.seat]! && !r.healthy;
}
