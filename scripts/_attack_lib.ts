import { solveTemporal, solve, replay } from '../src/index.ts';
export { solveTemporal, solve, replay };
export const P = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 'p' + (i + 1) }));
export function pin(roles: (string | null)[]) {
  return roles.map((r, i) => r ? ({ kind: 'role', player: 'p' + (i + 1), role: r, mode: 'hard' }) : null).filter(Boolean);
}
export function rep(player: number, role: string, payload: any, extra: any = {}) {
  return { player: 'p' + player, role, night: 1, authenticity: 'authentic', reliability: 'healthy', mode: 'hard', ...payload, ...extra };
}
export function input(n: number, o: { evidence?: any[]; reports?: any[]; actions?: any[]; day?: boolean; limits?: any } = {}) {
  const phases: any[] = [{ phase: 'night', number: 1, ...(o.actions ? { actions: o.actions } : {}) }];
  if (o.day) phases.push({ phase: 'day', number: 1, events: [], ended: false });
  return { schema: 'botc-temporal-v1', players: P(n), evidence: o.evidence ?? [], reports: o.reports ?? [], phases, limits: o.limits ?? { maxResults: 100000, maxNodes: 50_000_000, maxMs: 60000 } };
}
export async function both(inp: any) {
  const a = await solveTemporal(structuredClone(inp), { engine: 'wasm' });
  const b = await solveTemporal(structuredClone(inp), { engine: 'reference' });
  const key = (r: any) => JSON.stringify({ s: r.status, c: r.complete, st: r.stopReason, e: r.errors, cand: r.candidates.map((c: any) => c.assignments) });
  const same = key(a) === key(b);
  return { wasm: a, ref: b, same, status: a.status + (same ? '' : ' / ref:' + b.status), n: a.candidates.length, nref: b.candidates.length };
}
export async function verdict(label: string, inp: any, expect: string) {
  const r = await both(inp);
  const ok = r.same && r.wasm.status === expect;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: wasm=${r.wasm.status}(${r.n}) ref=${r.ref.status}(${r.nref}) expect=${expect}` + (r.wasm.errors.length ? ' errs=' + JSON.stringify(r.wasm.errors).slice(0, 400) : '') + (r.ref.errors.length && !r.same ? ' referrs=' + JSON.stringify(r.ref.errors).slice(0, 300) : ''));
  return r;
}
