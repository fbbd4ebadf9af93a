/**
 * Scarlet Woman (Minion): while five or more players live, if the Demon dies she becomes
 * the Demon. This file: her claim at the Imp's death — she must take over while healthy
 * when 5+ were alive just before it (rules reference §3.20; she reacts only to the actual
 * Demon, README "Rules decisions") — and her step on the other nights' sheet, which
 * checks nothing: she only learns she is now the Imp.
 */
import { CLAIM_MUST, CLAIM_NONE } from '../vocab.gen';
import { healthy } from '../world';

/** Her wake: nothing recorded to check. */
export function nightStep(): bool { return true; }

/** The Imp dies while the Scarlet Woman at `seat` lives: she must become the Imp when healthy with 5+ alive. */
export function demonDeath(seat: i32, aliveBefore: i32, starPass: bool): i32 {
  return aliveBefore >= 5 && healthy(seat) ? CLAIM_MUST : CLAIM_NONE;
}
