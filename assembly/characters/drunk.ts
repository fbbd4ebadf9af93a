/**
 * Drunk (Outsider): the Drunk is told they are a Townsfolk and acts as one, but their
 * ability never works. This file: the token the Drunk is shown at setup — any Townsfolk
 * not in play (rules reference §1.4, §3.15). That the Drunk is never healthy is world.ts
 * `healthy`; that they wake as their token is `actsAs`.
 */
import { TOWNSFOLK_MASK } from '../vocab.gen';

/** The tokens (role-code bits) a Drunk may be shown in an assignment using the characters `used`. */
export function setup(used: i32): i32 {
  return TOWNSFOLK_MASK & ~used;
}
