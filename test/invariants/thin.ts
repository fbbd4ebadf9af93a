/**
 * Many-world records from simulated ones: some players did not claim (their testimony
 * and reports are removed) and some reports were never written down. Removing rows only
 * widens what the record allows, so the simulator's true world stays possible.
 */
import { Rng } from './simulator.ts';

type Row = Record<string, unknown>;

/** What to leave out. */
export interface Thinning {
  /** Players whose claim and reports are removed. */
  unclaimed: number;
  /** Reports kept at most (a random subset of the rest). */
  keepReports: number;
}

/** A copy of `input` with the rows of `thinning` removed, chosen by `seed`. */
export function thinRecord(input: Row, seed: number, thinning: Thinning): Row {
  const rng = new Rng(seed);
  const out = structuredClone(input) as Row & { players: { id: string }[]; evidence: Row[]; reports: Row[] };
  const silent = new Set(rng.shuffle(out.players.map((p) => p.id)).slice(0, thinning.unclaimed));
  out.evidence = out.evidence.filter((e) => !(e.kind === 'testimony' && silent.has(e.player as string)));
  const reports = out.reports.filter((r) => !silent.has(r.player as string));
  out.reports = rng.shuffle(reports).slice(0, thinning.keepReports);
  return out;
}
