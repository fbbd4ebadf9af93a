import { readFileSync, readdirSync } from 'node:fs';
import { both } from './_attack_lib.ts';
for (const f of readdirSync('test/fixtures/cases')) {
  const d = JSON.parse(readFileSync('test/fixtures/cases/' + f, 'utf8'));
  const input = { ...d.input, limits: { maxResults: 100000, maxNodes: 1e9, maxMs: 300000 } };
  const out = await both(f, input);
  const r = out.wasm; if (!r) continue;
  const exp = d.expected?.assignments;
  const running = r.candidates.filter((c: any) => c.winner === null);
  const hit = exp && running.some((c: any) => Object.keys(exp).every((k) => c.assignments[k] === exp[k]));
  console.log('   expected among running:', hit, 'running=', running.length, 'expectedDistinct=', d.expected?.distinctAssignments);
}
