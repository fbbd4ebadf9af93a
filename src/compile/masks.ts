/**
 * Per-seat candidate characters implied by single-seat evidence. These masks only
 * PRUNE the search (a sound over-approximation); the kernel's replay still checks every
 * row on every candidate. Bit k of a mask = role code k may sit in that seat.
 */
import {
  ALL_ROLES_MASK, EVIL_MASK, MINION_MASK, DEMON_MASK, R, TEAM_OF_CODE,
} from '../rules/roles.ts';
import type { Game } from '../model/game.ts';

/** Characters that can show `role` as their token: the role itself, or the Drunk for a Townsfolk. */
function showsAs(role: number): number {
  return (1 << role) | (TEAM_OF_CODE[role] === 0 ? 1 << R.DRUNK : 0);
}

/** Allowed-role mask of each seat, plus the roles that must not be in play at all. */
export function seatMasks(game: Game): number[] {
  const masks = new Array<number>(game.n).fill(ALL_ROLES_MASK);
  const and = (seat: number, m: number) => { masks[seat] = masks[seat]! & m; };
  for (const e of game.evidence) {
    switch (e.kind) {
      case 'role': and(e.seat, e.is ? 1 << e.role : ~(1 << e.role)); break;
      case 'alignment': and(e.seat, e.evil === e.is ? EVIL_MASK : ~EVIL_MASK); break;
      case 'inPlay': if (!e.is) for (let s = 0; s < game.n; s++) and(s, ~(1 << e.role)); break;
      case 'shown': and(e.seat, e.is ? showsAs(e.role) : ~(1 << e.role)); break;
      case 'testimony': and(e.seat, EVIL_MASK | showsAs(e.role)); break;
      case 'setupInfo': and(e.seat, e.team === 'Demon' ? DEMON_MASK : MINION_MASK); break;
    }
  }
  for (const r of game.reports) {
    if (r.healthy) and(r.seat, 1 << r.role);
    else if (r.authenticity === 'authentic') and(r.seat, showsAs(r.role));
    else and(r.seat, EVIL_MASK | showsAs(r.role));
  }
  for (const phase of game.phases) {
    if (phase.phase !== 'night' || phase.number !== 1) continue;
    for (const a of phase.actions) {
      if (a.kind === 'poison') and(a.seat, 1 << R.POISONER);
      if (a.kind === 'butler') and(a.seat, 1 << R.BUTLER);
    }
  }
  return masks;
}
