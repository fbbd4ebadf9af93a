// Rules several character files share (not a character: no hooks here).
import { canRegisterAs } from '../registration';

/** Washerwoman, Librarian, Investigator: one of the pair registers as the learned character. */
export function pairInfo(a: i32, b: i32, role: i32): bool {
  return canRegisterAs(a, role) || canRegisterAs(b, role);
}
