// The night being played: its record and the hidden choices the history search tries
// (history.ts), set once by phases.ts stepNight so that the character steps can read
// them without seven parameters each. Also the one check every choosing step shares.
import { P } from './layout';
import { n } from './world';

/** Offset of the night's phase record. */
export let nightRec: i32 = 0;
/** The night's number (1: the first night). */
export let nightNumber: i32 = 0;
export let poisonChoice: i32 = -1;
export let monkChoice: i32 = -1;
export let impChoice: i32 = -1;
/** Where a healthy Mayor's death goes instead (-1: nowhere else). */
export let redirectChoice: i32 = -1;
/** Who becomes the Imp at the attack's death (-1: nobody). */
export let successorChoice: i32 = -1;
export let masterChoice: i32 = -1;
/** The second living Imp's attack (ruling Q13), its redirect and successor; -1 with one Imp. */
export let imp2Choice: i32 = -1;
export let redirect2Choice: i32 = -1;
export let successor2Choice: i32 = -1;

export function setTonight(
  rec: i32, night: i32, poison: i32, monk: i32, imp: i32, redirect: i32, successor: i32, master: i32,
  imp2: i32, redirect2: i32, successor2: i32,
): void {
  nightRec = rec; nightNumber = night;
  poisonChoice = poison; monkChoice = monk; impChoice = imp;
  redirectChoice = redirect; successorChoice = successor; masterChoice = master;
  imp2Choice = imp2; redirect2Choice = redirect2; successor2Choice = successor2;
}

/**
 * A choosing character's pick (`actor` -1: nobody acts) against legality and the night's
 * recorded action of that kind (its actor and target slots in the phase record).
 */
export function chooseOk(actor: i32, choice: i32, actorSlot: i32, targetSlot: i32, forbidSelf: bool): bool {
  const recorded = P(nightRec + actorSlot);
  if (actor < 0) return choice == -1 && recorded < 0;
  if (choice < 0 || choice >= n || (forbidSelf && choice == actor)) return false;
  return recorded < 0 || (recorded == actor && P(nightRec + targetSlot) == choice);
}
