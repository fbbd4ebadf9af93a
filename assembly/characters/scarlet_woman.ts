/**
 * Scarlet Woman (Minion): while five or more players live, if the Demon dies she becomes
 * the Demon. This file: who must take over at the Imp's death — a living, healthy
 * Scarlet Woman when 5+ were alive just before it (rules reference §3.20; she reacts
 * only to the actual Demon, README "Rules decisions") — and her step on the other
 * nights' sheet, which checks nothing: she only learns she is now the Imp.
 */
import { SCARLET_WOMAN } from '../vocab.gen';
import { healthy, livingSeatOf } from '../world';

/** Her wake: nothing recorded to check. */
export function nightStep(): bool { return true; }

/** The seat that must become the Imp when the Imp dies with `aliveBefore` players alive, or -1. */
export function demonDeath(aliveBefore: i32): i32 {
  const sw = livingSeatOf(SCARLET_WOMAN);
  return aliveBefore >= 5 && sw >= 0 && healthy(sw) ? sw : -1;
}
