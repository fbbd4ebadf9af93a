// GENERATED from src/rules/characters by `npm run gen:vocab` — do not edit by hand.
// The character table: each hook is a switch on the role code (a jump table); a character
// without the hook gets the rule for everyone else. phases.ts walks the night sheet and
// the day through it; the hooks the kernel asks from below the characters are handed in
// to hooks.ts when the module starts. `setup` is called by name from the setup search
// (leaf.ts, search.ts).
import { BUTLER, CHEF, EMPATH, FORTUNE_TELLER, IMP, INVESTIGATOR, LIBRARIAN, MAYOR, MONK, POISONER, RAVENKEEPER, RECLUSE, SAINT, SCARLET_WOMAN, SLAYER, SOLDIER, SPY, UNDERTAKER, VIRGIN, WASHERWOMAN, RP_ROLE, DE_FLAG, ATTACK_DIES, CLAIM_NONE } from '../vocab.gen';
import { P } from '../layout';
import { roles } from '../world';
import { handIn } from '../hooks';
import * as butler from './butler';
import * as chef from './chef';
import * as empath from './empath';
import * as fortune_teller from './fortune_teller';
import * as imp from './imp';
import * as investigator from './investigator';
import * as librarian from './librarian';
import * as mayor from './mayor';
import * as monk from './monk';
import * as poisoner from './poisoner';
import * as ravenkeeper from './ravenkeeper';
import * as recluse from './recluse';
import * as saint from './saint';
import * as scarlet_woman from './scarlet_woman';
import * as slayer from './slayer';
import * as soldier from './soldier';
import * as spy from './spy';
import * as undertaker from './undertaker';
import * as virgin from './virgin';
import * as washerwoman from './washerwoman';

/** Run the night-sheet step of `role` (choices: ../tonight.ts); false when the world breaks a recorded fact. */
export function nightStep(role: i32): bool {
  switch (role) {
    case WASHERWOMAN: return washerwoman.nightStep();
    case LIBRARIAN: return librarian.nightStep();
    case INVESTIGATOR: return investigator.nightStep();
    case CHEF: return chef.nightStep();
    case EMPATH: return empath.nightStep();
    case FORTUNE_TELLER: return fortune_teller.nightStep();
    case UNDERTAKER: return undertaker.nightStep();
    case MONK: return monk.nightStep();
    case RAVENKEEPER: return ravenkeeper.nightStep();
    case BUTLER: return butler.nightStep();
    case POISONER: return poisoner.nightStep();
    case SPY: return spy.nightStep();
    case SCARLET_WOMAN: return scarlet_woman.nightStep();
    case IMP: return imp.nightStep();
  }
  unreachable(); // every role on the generated sheets has a nightStep
  return false;
}

/** Is the report at `off`, by a healthy source, true under some legal registration? */
export function info(off: i32): bool {
  switch (P(off + RP_ROLE)) {
    case WASHERWOMAN: return washerwoman.info(off);
    case LIBRARIAN: return librarian.info(off);
    case INVESTIGATOR: return investigator.info(off);
    case CHEF: return chef.info(off);
    case EMPATH: return empath.info(off);
    case FORTUNE_TELLER: return fortune_teller.info(off);
    case UNDERTAKER: return undertaker.info(off);
    case RAVENKEEPER: return ravenkeeper.info(off);
    case SPY: return spy.info(off);
  }
  return false; // no other character reports
}

/** May seat `s` register falsely right now (as the other alignment and its types)? */
export function registers(s: i32): bool {
  switch (unchecked(roles[s])) {
    case RECLUSE: return recluse.registers(s);
    case SPY: return spy.registers(s);
  }
  return false;
}

/** The Demon's kill lands on the living, unprotected `seat`: ATTACK_DIES, ATTACK_SAFE or ATTACK_REDIRECT. */
export function attacked(seat: i32): i32 {
  switch (unchecked(roles[seat])) {
    case SOLDIER: return soldier.attacked(seat);
    case MAYOR: return mayor.attacked(seat);
  }
  return ATTACK_DIES;
}

/** `seat` has just died of `cause` (world.ts BY_*) with `aliveBefore` alive before; `successor`: who becomes the Imp at this death, or -1; `starPass`: the Imp died of its own attack. False when that breaks the rules. */
export function died(seat: i32, cause: i32, aliveBefore: i32, successor: i32, starPass: bool): bool {
  switch (unchecked(roles[seat])) {
    case MONK: return monk.died(seat, cause, aliveBefore, successor, starPass);
    case BUTLER: return butler.died(seat, cause, aliveBefore, successor, starPass);
    case RECLUSE: return recluse.died(seat, cause, aliveBefore, successor, starPass);
    case SAINT: return saint.died(seat, cause, aliveBefore, successor, starPass);
    case IMP: return imp.died(seat, cause, aliveBefore, successor, starPass);
  }
  return true;
}

/** The living `seat`'s claim to become the Imp when the Imp dies: CLAIM_NONE, CLAIM_MAY or CLAIM_MUST. */
export function demonDeath(seat: i32, aliveBefore: i32, starPass: bool): i32 {
  switch (unchecked(roles[seat])) {
    case RECLUSE: return recluse.demonDeath(seat, aliveBefore, starPass);
    case SCARLET_WOMAN: return scarlet_woman.demonDeath(seat, aliveBefore, starPass);
  }
  return CLAIM_NONE;
}

/** The nomination event at `e` of `seat` by a living player; false when it breaks the rules. */
export function nominated(e: i32, seat: i32): bool {
  switch (unchecked(roles[seat])) {
    case VIRGIN: return virgin.nominated(e, seat);
  }
  return P(e + DE_FLAG) == 0; // nobody else's ability executes a nominator
}

/** May a nomination nobody recorded have spent the ability of `seat` today, executing nobody? */
export function nominatedUnrecorded(seat: i32): bool {
  switch (unchecked(roles[seat])) {
    case VIRGIN: return virgin.nominatedUnrecorded(seat);
  }
  return false;
}

/** The Slayer-shot event at `e` by `seat`; false when it breaks the rules. */
export function shoots(e: i32, seat: i32): bool {
  switch (unchecked(roles[seat])) {
    case SLAYER: return slayer.shoots(e, seat);
  }
  return P(e + DE_FLAG) == 0; // nobody else's shot kills
}

/** The living `seat` votes on the ballot at `e`; false when it may not. */
export function votes(e: i32, seat: i32): bool {
  switch (unchecked(roles[seat])) {
    case BUTLER: return butler.votes(e, seat);
  }
  return true;
}

/** A recorded day ends with the game going on and `seat` alive. */
export function dayEnd(seat: i32): void {
  switch (unchecked(roles[seat])) {
    case MAYOR: mayor.dayEnd(seat); return;
  }
}

handIn(info, registers, attacked, died, demonDeath);
