/**
 * Turning engine worlds into the contract's result shapes (temporal and legacy).
 * Ids come back as the input's player ids and contract role ids.
 */
import { unusualCodes } from '../../compile/codes.ts';
import { ROLE_IDS, type RoleId } from '../../rules/roles.ts';
import type { Game } from '../../model/game.ts';
import type { LegacyCandidate, TemporalCandidate, Witness } from '../../contract/result.ts';
import { noChoices, noDayChoices, type World } from '../../kernel/world.ts';
import type { WorldStore } from './world-store.ts';

const roleId = (code: number): RoleId => ROLE_IDS[code]!;

/** Player id of a seat, or null for -1. */
export function seatId(game: Game, seat: number): string | null {
  return seat < 0 ? null : game.playerIds[seat]!;
}

/** Map seats to player ids. */
export function bySeat<T>(game: Game, values: readonly T[]): Record<string, T> {
  // A plain loop: a result may hold 100,000 candidates with five such maps each.
  const out: Record<string, T> = {};
  const ids = game.playerIds;
  for (let i = 0; i < ids.length; i++) out[ids[i]!] = values[i]!;
  return out;
}

/** Nights of the active reports, keyed by their index in the input's `reports`. */
export function inputReportNights(game: Game, world: World): Record<string, number | null> {
  return Object.fromEntries(game.reports.map((r, i) => {
    const night = world.reportNights[i]!;
    return [String(r.index), night < 0 ? null : night];
  }));
}

/**
 * The JSON witness of a world. A second Imp's attack and the days' choices are written
 * only where one was made (ruling Q13, and a nomination nobody recorded), so an ordinary
 * history's witness has neither.
 */
export function toWitness(game: Game, world: World): Witness {
  const nights = game.phases.filter((p) => p.phase === 'night');
  const dayNumbers = game.phases.filter((p) => p.phase === 'day').map((p) => p.number);
  const days = dayNumbers.flatMap((number, i) => {
    const c = world.days[i] ?? noDayChoices();
    return c.successor < 0 && c.virgin < 0 ? [] : [{ number, successor: seatId(game, c.successor), virgin: seatId(game, c.virgin) }];
  });
  return {
    assignments: bySeat(game, world.roles.map(roleId)),
    drunkShownRole: world.drunkShown < 0 ? null : roleId(world.drunkShown),
    redHerring: seatId(game, world.redHerring),
    nights: nights.map((p, i) => {
      const c = world.nights[i] ?? noChoices();
      const second = c.imp2 < 0 && c.redirect2 < 0 && c.successor2 < 0 ? {}
        : { imp2: seatId(game, c.imp2), redirect2: seatId(game, c.redirect2), successor2: seatId(game, c.successor2) };
      return {
        number: p.number, poison: seatId(game, c.poison), monk: seatId(game, c.monk), imp: seatId(game, c.imp),
        redirect: seatId(game, c.redirect), successor: seatId(game, c.successor), master: seatId(game, c.master), ...second,
      };
    }),
    ...(days.length > 0 ? { days } : {}),
    reportNights: inputReportNights(game, world),
  };
}

/** A temporal candidate from a stored world (its end is what the checker's replay established). */
export function toCandidate(game: Game, store: WorldStore, index: number, id: string): TemporalCandidate {
  const world = store.world(index);
  const end = store.end(index);
  const witness = toWitness(game, world);
  const shown = world.roles.map((r) => (r === ROLE_IDS.indexOf('drunk') ? world.drunkShown : r));
  return {
    id,
    assignments: witness.assignments,
    shownRoles: bySeat(game, shown.map(roleId)),
    redHerring: witness.redHerring,
    reportNights: witness.reportNights,
    witness,
    finalRoles: bySeat(game, end.roles.map(roleId)),
    alive: bySeat(game, end.alive),
    winner: end.winner,
    unusual: unusualCodes(store.unusual(index)),
  };
}

/** A legacy first-night candidate from a stored world. */
export function toLegacyCandidate(game: Game, store: WorldStore, index: number, id: string): LegacyCandidate {
  const w = store.world(index);
  return {
    id,
    assignments: bySeat(game, w.roles.map(roleId)),
    poisoned: seatId(game, w.nights[0]?.poison ?? -1),
    drunkShownRole: w.drunkShown < 0 ? null : roleId(w.drunkShown),
    redHerring: seatId(game, w.redHerring),
  };
}
