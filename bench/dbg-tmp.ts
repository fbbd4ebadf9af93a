import { solveTemporal } from '../src/index.ts';
import { simulateHistory } from '../test/invariants/history-simulator.ts';
import { thinRecord } from '../test/invariants/thin.ts';
const input = thinRecord(simulateHistory(19, 15, 5).input, 19, { unclaimed: 4, keepReports: 7 });
for (const unusual of ['allow'] as const) for (const maxResults of [1]) for (const workers of [1]) {
  const t0 = performance.now();
  const r = await solveTemporal({ ...input, limits: { maxResults, maxNodes: 1e9, maxMs: 300_000 } }, { workers, unusual });
  if (!r.possibilities) { console.log(unusual, r.status, JSON.stringify(r.errors).slice(0, 300)); continue; }
  const p = r.possibilities;
  console.log(unusual, maxResults, workers, Math.round(performance.now() - t0), 'ms', r.stats.nodes, p.complete, p.evilTeams.teams.length, p.evilTeams.unusual.length);
}
