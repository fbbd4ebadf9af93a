import { solveTemporal, replay } from '../src/index.ts';
export const P = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 'p' + (i + 1) }));
export const role = (player: string, r: string) => ({ kind: 'role', player, role: r, mode: 'hard' });
export const inp = (n: number, evidence: any[], reports: any[], phases: any[], limits: any = {}) => ({
  schema: 'botc-temporal-v1', players: P(n), evidence, reports, phases,
  limits: { maxResults: 100000, maxNodes: 1e8, maxMs: 120000, ...limits },
});
const key = (c: any) => JSON.stringify(Object.keys(c.assignments).sort().map((k) => [k, c.assignments[k]]));
const summ = (c: any) => JSON.stringify({ w: c.winner, f: c.finalRoles, a: c.alive });
export async function both(name: string, input: any, opts: { show?: boolean } = {}) {
  const out: any = {};
  for (const engine of ['wasm', 'reference'] as const) {
    const t0 = performance.now();
    let r: any;
    try { r = await solveTemporal(input, { engine }); } catch (e) { console.log(name, engine, 'THREW', e); continue; }
    const ms = performance.now() - t0;
    let bad = 0;
    for (const c of r.candidates ?? []) {
      try { const rp: any = replay(input, c.witness); if (!rp.ok) { bad++; if (bad < 2) console.log('  REPLAY FAIL', engine, JSON.stringify(rp).slice(0, 400)); } }
      catch (e) { bad++; console.log('  REPLAY THREW', engine, e); }
    }
    out[engine] = r;
    console.log(`${name} [${engine}] status=${r.status} complete=${r.complete} stop=${r.stopReason} n=${r.candidates?.length} winners=${JSON.stringify(count(r.candidates?.map((c: any) => c.winner)))} replayBad=${bad} ${ms.toFixed(0)}ms` + (r.errors?.length ? ' errors=' + JSON.stringify(r.errors).slice(0, 600) : ''));
  }
  const w = out.wasm, f = out.reference;
  if (w && f) {
    const mw = new Map(w.candidates.map((c: any) => [key(c), c])), mf = new Map(f.candidates.map((c: any) => [key(c), c]));
    const onlyW = [...mw.keys()].filter((k) => !mf.has(k)), onlyF = [...mf.keys()].filter((k) => !mw.has(k));
    if (onlyW.length || onlyF.length || w.status !== f.status) console.log('  ** DISAGREE status', w.status, f.status, 'onlyW', onlyW.slice(0, 3), 'onlyRef', onlyF.slice(0, 3), onlyW.length, onlyF.length);
    let diff = 0;
    for (const [k, c] of mw) { const d: any = mf.get(k); if (d && summ(c) !== summ(d)) { diff++; if (diff < 3) console.log('  ** DIFF final', k, summ(c), summ(d)); } }
  }
  if (opts.show && w) for (const c of w.candidates.slice(0, 12)) console.log('   ', JSON.stringify(c.assignments), 'w=', c.winner, 'final=', JSON.stringify(c.finalRoles), 'alive=', JSON.stringify(c.alive));
  return out;
}
function count(a: any[] = []) { const m: any = {}; for (const x of a) m[String(x)] = (m[String(x)] ?? 0) + 1; return m; }
