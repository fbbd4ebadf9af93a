/**
 * Poisoner (Minion): each night the Poisoner picks a player whose ability stops working
 * until the next dusk. This file: the pick (first on every night's sheet; the Poisoner
 * may pick themself — README "Rules decisions"). The poison ends early when the Poisoner
 * dies or becomes the Imp (world.ts die, becomeImp; rules reference §3.18).
 */
import { POISONER, PH_POISON_ACTOR, PH_POISON_TARGET } from '../vocab.gen';
import { livingSeatOf, setPoison } from '../world';
import { chooseOk, poisonChoice } from '../tonight';

/** The living Poisoner's pick tonight. */
export function nightStep(): bool {
  const p = livingSeatOf(POISONER);
  if (!chooseOk(p, poisonChoice, PH_POISON_ACTOR, PH_POISON_TARGET, false)) return false;
  if (p >= 0) setPoison(poisonChoice, p);
  return true;
}
