// GENERATED from src/rules/characters by `npm run gen:vocab` — do not edit by hand.
// The engines reach these hooks through a switch on the role code (a jump table); the
// other hooks are called by name from the step they belong to.
import { BUTLER, CHEF, EMPATH, FORTUNE_TELLER, IMP, INVESTIGATOR, LIBRARIAN, MONK, POISONER, RAVENKEEPER, RECLUSE, SCARLET_WOMAN, SPY, UNDERTAKER, WASHERWOMAN, RP_ROLE } from '../vocab.gen';
import { P } from '../layout';
import { roles } from '../world';
import * as butler from './butler';
import * as chef from './chef';
import * as empath from './empath';
import * as fortune_teller from './fortune_teller';
import * as imp from './imp';
import * as investigator from './investigator';
import * as librarian from './librarian';
import * as monk from './monk';
import * as poisoner from './poisoner';
import * as ravenkeeper from './ravenkeeper';
import * as recluse from './recluse';
import * as scarlet_woman from './scarlet_woman';
import * as spy from './spy';
import * as undertaker from './undertaker';
import * as washerwoman from './washerwoman';

/** Run the night-sheet step of `role` (choices: tonight.ts); false when the world breaks a recorded fact. */
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
