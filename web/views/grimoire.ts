/**
 * What the grimoire circle writes on each seat, kept apart from drawing it: the seat's
 * label from the per-seat answer (the character's name when it is certain, a short list of
 * two or three, else good/evil and how many characters), the player's claim, and for one
 * chosen world its grimoire as the record leaves it — each seat's starting character and the
 * one it holds now, and the reminders of the last recorded night (poisoned, the Drunk and
 * the token they were shown, the red herring, the Butler's master, protected by the Monk).
 */
import type { LegacyCandidate, TemporalCandidate } from '../../src/contract/result.ts';
import { isTemporal, type GameInput } from '../model/game.ts';
import { roleName, roleTeam } from '../ui/roles.ts';
import type { SeatTally } from './tally.ts';

/** Most characters a seat label names one by one; beyond this it says good or evil and how many. */
export const FEW = 3;

/** A seat's label on the circle. */
export interface SeatLabel {
  /** `one`: a certain character; `few`: two or three; `type`: good, evil or either, with a count; `none`: nothing found. */
  kind: 'one' | 'few' | 'type' | 'none';
  /** The words, e.g. "Imp", "Imp / Baron", "Good · 7", "Good or evil · 12". */
  text: string;
}

const isEvil = (role: string) => roleTeam(role) === 'Minion' || roleTeam(role) === 'Demon';

/**
 * The label of a seat from what ordinary worlds allow it: undecided characters count as
 * possible, unless every ordinary world is decided (then only an unusual ruling could allow
 * them, and the seat's double ring says so).
 */
export function seatLabel(t: SeatTally): SeatLabel {
  const roles = [...t.roles.map((r) => r.value), ...t.undecidedOnlyUnusual ? [] : t.undecided];
  if (roles.length === 0) {
    const unusual = t.unusualRoles.length + (t.undecidedOnlyUnusual ? t.undecided.length : 0);
    return { kind: 'none', text: unusual ? `Unusual only\u00a0·\u00a0${unusual}` : '–' };
  }
  if (roles.length === 1) return { kind: 'one', text: roleName(roles[0]!) };
  if (roles.length <= FEW) return { kind: 'few', text: roles.map(roleName).join(' / ') };
  const evil = roles.filter(isEvil).length;
  const side = evil === 0 ? 'Good' : evil === roles.length ? 'Evil' : 'Good or evil';
  // No break around the dot: the count stays with its words on a narrow seat.
  return { kind: 'type', text: `${side}\u00a0·\u00a0${roles.length}` };
}

/**
 * Each player's claim: the character of their first claim row (`testimony`, the row the
 * claims table edits), whatever its mode — a claim is what the player said, shown on the
 * seat whether or not the search uses it.
 */
export function claimsOf(game: GameInput | null): Map<string, string> {
  const claims = new Map<string, string>();
  if (!game || !isTemporal(game)) return claims;
  for (const row of game.evidence) {
    if (row.kind === 'testimony' && typeof row.player === 'string' && typeof row.role === 'string' && !claims.has(row.player)) claims.set(row.player, row.role);
  }
  return claims;
}

/** A reminder token on a seat of a chosen world. */
export interface Reminder {
  code: 'poisoned' | 'drunk' | 'red-herring' | 'master' | 'protected';
  text: string;
}

/** One seat of a chosen world's grimoire. */
export interface WorldSeat {
  /** Starting character (id). */
  starting: string;
  /** Character held at the end of the record (id; differs after a star-pass or a Scarlet Woman's take-over). */
  now: string;
  /** Alive at the end of the record; null when the world does not say (a first-night world). */
  alive: boolean | null;
  reminders: Reminder[];
}

/** A chosen world's grimoire: the night its reminders are of (null for a first-night world), and each seat. */
export interface WorldGrimoire {
  night: number | null;
  seats: Map<string, WorldSeat>;
}

/** The grimoire of one world (a candidate, or a per-seat example), as the record leaves it. */
export function worldGrimoire(world: TemporalCandidate | LegacyCandidate): WorldGrimoire {
  const seats = new Map<string, WorldSeat>();
  const temporal = 'witness' in world;
  for (const [id, role] of Object.entries(world.assignments)) {
    seats.set(id, {
      starting: role,
      now: temporal ? world.finalRoles[id] ?? role : role,
      alive: temporal ? world.alive[id] ?? null : null,
      reminders: [],
    });
  }
  const add = (id: string | null | undefined, reminder: Reminder) => { if (id) seats.get(id)?.reminders.push(reminder); };
  const shown = temporal ? world.witness.drunkShownRole : world.drunkShownRole;
  for (const [id, seat] of seats) {
    if (seat.starting === 'drunk') add(id, { code: 'drunk', text: shown ? `Drunk: shown ${roleName(shown)}` : 'Drunk' });
  }
  add(world.redHerring, { code: 'red-herring', text: 'Red herring' });
  if (!temporal) {
    add(world.poisoned, { code: 'poisoned', text: 'Poisoned' });
    return { night: null, seats };
  }
  const last = world.witness.nights.at(-1);
  add(last?.poison, { code: 'poisoned', text: 'Poisoned' });
  // A Drunk who thinks they are the Monk, or a poisoned Monk, picks a player who is not protected.
  const monk = [...seats].find(([, seat]) => seat.starting === 'monk')?.[0];
  const protects = monk !== undefined && last?.poison !== monk;
  add(last?.monk, protects ? { code: 'protected', text: 'Protected' } : { code: 'protected', text: 'Monk\'s pick (no effect)' });
  add(last?.master, { code: 'master', text: 'Master' });
  return { night: last?.number ?? null, seats };
}
