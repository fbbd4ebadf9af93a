/**
 * Checks on the initial setup: the legal character mix (rules reference §1.2–1.4), the
 * evidence rows about the setup, and the evil team's first-night information (§1.6,
 * contract `setupInfo`: given before poison, so every Spy/Recluse may misregister).
 */
import { DEMON_MASK, MINION_MASK, R, TEAM_OF_CODE } from '../rules/roles.ts';
import { setupCounts } from '../rules/setup.ts';
import type { GameEvidence } from '../model/game.ts';
import { canRegisterTeam, mustRegisterTeam } from '../kernel/registration.ts';
import type { StateView } from '../kernel/state.ts';
import type { World } from '../kernel/world.ts';

/** Why a world's setup is illegal, or null when it is a legal Trouble Brewing setup. */
export function setupProblem(world: World): string | null {
  const { roles } = world;
  const seen = new Set<number>();
  const counts = [0, 0, 0, 0];
  for (const r of roles) {
    if (seen.has(r)) return `character ${r} appears twice`;
    seen.add(r);
    counts[TEAM_OF_CODE[r]!]!++;
  }
  const want = setupCounts(roles.length, seen.has(R.BARON));
  if (counts.some((c, i) => c !== want[i])) return `counts ${counts.join('/')} but setup needs ${want.join('/')}`;
  const hasDrunk = seen.has(R.DRUNK);
  if (hasDrunk !== (world.drunkShown >= 0)) return 'Drunk token mismatch';
  if (hasDrunk && (TEAM_OF_CODE[world.drunkShown] !== 0 || seen.has(world.drunkShown))) {
    return 'the Drunk must be shown a Townsfolk that is not in play';
  }
  const hasFortuneTeller = seen.has(R.FORTUNE_TELLER);
  if (hasFortuneTeller !== (world.redHerring >= 0)) return 'red herring exists exactly when a Fortune Teller is in play';
  if (hasFortuneTeller) {
    const rh = roles[world.redHerring]!;
    if (TEAM_OF_CODE[rh]! >= 2 && rh !== R.SPY) return 'the red herring must be good (or a Spy registering good)';
  }
  return null;
}

function seatSet(list: number[] | null): Set<number> | null {
  return list ? new Set(list) : null;
}

/** Can the evil team's information shown to `recipient` be this list for this team? */
function listMatches(s: StateView, recipient: number, list: Set<number>, team: number): boolean {
  for (let x = 0; x < s.n; x++) {
    if (x === recipient) continue;
    if (list.has(x) ? !canRegisterTeam(s, x, team) : mustRegisterTeam(s, x, team)) return false;
  }
  return true;
}

/** Is one evidence row true of the initial state? */
export function evidenceHolds(s: StateView, e: GameEvidence): boolean {
  switch (e.kind) {
    case 'role': return (s.roles[e.seat] === e.role) === e.is;
    case 'alignment': return s.evil[e.seat] === (e.evil === e.is);
    case 'inPlay': return s.roles.includes(e.role) === e.is;
    case 'shown': return (s.shown[e.seat] === e.role) === e.is;
    case 'testimony': return s.evil[e.seat]! || s.shown[e.seat] === e.role;
    case 'setupInfo': {
      const own = 1 << s.roles[e.seat]!;
      if (!(own & (e.team === 'Demon' ? DEMON_MASK : MINION_MASK))) return false;
      const minions = seatSet(e.minions);
      if (minions) {
        if (e.team === 'Demon' && minions.has(e.seat)) return false;
        if (!listMatches(s, e.seat, minions, 2)) return false;
      }
      const demons = seatSet(e.demons);
      if (demons && (demons.has(e.seat) || !listMatches(s, e.seat, demons, 3))) return false;
      if (e.bluffs && e.bluffs.some((b) => s.roles.includes(b))) return false;
      return true;
    }
  }
}
