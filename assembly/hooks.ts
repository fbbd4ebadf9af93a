// The hooks the kernel asks of a seat's character from below the characters: a report's
// `info` (checks.ts), `registers` (registration.ts), `died` (deaths.ts), and `attacked` and
// `demonDeath` (the Imp's attack, the Recluse's death). A character's own step reaches
// these again (a kill asks `died`, a check asks `registers`), so the files that ask them
// cannot import the characters: the character table (characters/index.ts) hands its
// dispatchers in when the module starts. The night sheet and the day's hooks are walked
// from above (phases.ts) and need no hand-in. A seat whose character lacks a hook gets the
// rule for everyone else here, from the role-code bits of vocab.gen.ts, without a call
// through the table (most seats, most of the time).
import { ATTACK_DIES, ATTACKED_ROLES, CLAIM_NONE, DEMON_DEATH_ROLES, DIED_ROLES, REGISTERS_ROLES } from './vocab.gen';
import { roles } from './world';

/** Does the character of `seat` have the hook of these role-code bits? */
// @ts-ignore: decorator
@inline function has(bits: i32, seat: i32): bool { return ((bits >> unchecked(roles[seat])) & 1) != 0; }

/** Before the hand-in: no character answers (never called once the module has started). */
function notHandedIn(): void { unreachable(); }
function noInfo(off: i32): bool { notHandedIn(); return false; }
function noRegisters(s: i32): bool { notHandedIn(); return false; }
function noAttacked(seat: i32): i32 { notHandedIn(); return 0; }
function noDied(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool { notHandedIn(); return false; }
function noDemonDeath(seat: i32, aliveBefore: i32, starPass: bool): i32 { notHandedIn(); return 0; }

let infoHook: (off: i32) => bool = noInfo;
let registersHook: (s: i32) => bool = noRegisters;
let attackedHook: (seat: i32) => i32 = noAttacked;
let diedHook: (seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool) => bool = noDied;
let demonDeathHook: (seat: i32, aliveBefore: i32, starPass: bool) => i32 = noDemonDeath;

/** Called once, by characters/index.ts as the module starts: its dispatcher of each hook. */
export function handIn(
  info: (off: i32) => bool,
  registers: (s: i32) => bool,
  attacked: (seat: i32) => i32,
  died: (seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool) => bool,
  demonDeath: (seat: i32, aliveBefore: i32, starPass: bool) => i32,
): void {
  infoHook = info;
  registersHook = registers;
  attackedHook = attacked;
  diedHook = died;
  demonDeathHook = demonDeath;
}

/** Is the report at `off`, by a healthy source, true under some legal registration? */
// @ts-ignore: decorator
@inline export function info(off: i32): bool { return infoHook(off); }

/** May seat `s` register falsely right now (as the other alignment and its types)? */
// @ts-ignore: decorator
@inline export function registers(s: i32): bool { return has(REGISTERS_ROLES, s) && registersHook(s); }

/** The Demon's kill lands on the living, unprotected `seat`: ATTACK_DIES, ATTACK_SAFE or ATTACK_REDIRECT. */
// @ts-ignore: decorator
@inline export function attacked(seat: i32): i32 { return has(ATTACKED_ROLES, seat) ? attackedHook(seat) : ATTACK_DIES; }

/** `seat` has just died of `cause`: its character's `died` hook (deaths.ts); false when that breaks the rules. */
// @ts-ignore: decorator
@inline export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool {
  return !has(DIED_ROLES, seat) || diedHook(seat, cause, aliveBefore, successor, starPass);
}

/** The living `seat`'s claim to become the Imp when the Imp dies: CLAIM_NONE, CLAIM_MAY or CLAIM_MUST. */
// @ts-ignore: decorator
@inline export function demonDeath(seat: i32, aliveBefore: i32, starPass: bool): i32 {
  return has(DEMON_DEATH_ROLES, seat) ? demonDeathHook(seat, aliveBefore, starPass) : CLAIM_NONE;
}
