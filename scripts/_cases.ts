import { readFileSync } from 'node:fs';
import { solveTemporal } from '../src/index.ts';
for (const name of process.argv.slice(2)) {
  const f = JSON.parse(readFileSync(`test/fixtures/cases/${name}.json`, 'utf8'));
  for (const engine of ['wasm', 'reference'] as const) {
    const ms: number[] = [];
    let r;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      r = await solveTemporal({ ...f.input, limits: { maxResults: 100000, maxNodes: 1e9, maxMs: 600000 } }, { engine });
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    const running = r!.candidates.filter((c) => c.winner === null).length;
    console.log(name, engine, r!.status, r!.complete, r!.candidates.length, running, r!.stats.nodes, ms[2]!.toFixed(1), 'ms');
  }
}
