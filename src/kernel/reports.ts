/**
 * Checking one report at its wake (contract: authenticity, reliability, night).
 * 'authentic' means the player really woke as that character and received this
 * information; 'good' means the same if the player is good, while an evil player may
 * have made it up. A source that is the Drunk or poisoned may be told anything;
 * `healthy` forbids that.
 */
import type { GameReport } from '../model/game.ts';
import { healthyInfo } from './info.ts';
import type { State } from './state.ts';

/** Outcome of one report check: ok with an explanation, or the reason it fails. */
export type ReportCheck = { ok: true; note: string } | { ok: false; reason: string };

/** Does the report hold for a source waking now in state `s`? */
export function checkReportAtWake(s: State, r: GameReport): ReportCheck {
  const p = r.seat;
  if (r.authenticity === 'good' && s.evil[p] && !r.healthy) return { ok: true, note: 'evil player may lie' };
  if (!s.alive[p] || s.shown[p] !== r.role) return { ok: false, reason: 'the player did not wake with that character' };
  const impaired = s.roles[p] !== r.role || s.poisoned === p;
  if (impaired) {
    if (r.healthy) return { ok: false, reason: 'the player was drunk or poisoned, but the report is marked healthy' };
    return { ok: true, note: s.roles[p] !== r.role ? 'the Drunk may learn anything' : 'poisoned: may learn anything' };
  }
  const verdict = healthyInfo(s, r);
  return verdict === null ? { ok: false, reason: 'no legal registration makes this information true' } : { ok: true, note: verdict };
}

/** A report whose author is evil and not bound to the truth needs no wake at all. */
export function isFreeLie(s: State, r: GameReport): boolean {
  return r.authenticity === 'good' && s.evil[r.seat]! && !r.healthy;
}
