/**
 * A test of the record alone, run before any search, like setup-fits.ts: a night's
 * complete list of deaths that no world can produce. Nobody dies on night 1 (the Imp does
 * not act; rules reference §2.1), and nobody dies twice: a player a night lists was
 * certainly dead already if an earlier night listed them, or a day executed them (a
 * triggered Virgin executes the nominator) or a Slayer's shot killed them. Every world
 * fails such a record at that dawn (play/night.ts), so the search would try every
 * assignment to learn it — seconds on a big table, and long enough to stop at `maxMs` and
 * say "inconclusive". Returns why, with the row's path, or null.
 */
import type { Game } from '../../model/game.ts';

export function impossibleDeaths(game: Game): string | null {
  /** Seat → how it certainly died (for the message). */
  const dead = new Map<number, string>();
  for (const phase of game.phases) {
    if (phase.phase === 'day') {
      for (const e of phase.events) {
        const at = `on day ${phase.number}`;
        if (e.kind === 'execution' && !dead.has(e.seat)) dead.set(e.seat, `executed ${at}`);
        if (e.kind === 'slayer' && e.killed && !dead.has(e.target)) dead.set(e.target, `killed by a Slayer's shot ${at}`);
        if (e.kind === 'nomination' && e.triggered && !dead.has(e.seat)) dead.set(e.seat, `executed by a Virgin's trigger ${at}`);
      }
      continue;
    }
    if (!phase.deaths || phase.deaths.length === 0) continue;
    const names = phase.deaths.map((s) => game.names[s]!).join(', ');
    if (phase.number === 1) {
      return `${phase.path}.deaths lists ${names}, but nobody can die on night 1 in Trouble Brewing (the Imp does not act then): no game fits this record`;
    }
    for (const s of phase.deaths) {
      const how = dead.get(s);
      if (how !== undefined) {
        return `${phase.path}.deaths lists ${game.names[s]}, who was already dead (${how}); a night's deaths are the players who died that night: no game fits this record`;
      }
    }
    for (const s of phase.deaths) dead.set(s, `listed among the deaths of night ${phase.number}`);
  }
  return null;
}
