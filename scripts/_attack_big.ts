import { solveTemporal, solve, input, pin, rep } from './_attack_lib.ts';
const show = (label: string, t0: number, r: any) => console.log(label, `[${Date.now() - t0}ms]`, '→', r.status, 'complete=', r.complete, 'stop=', r.stopReason, 'n=', r.candidates?.length, 'errs=', r.errors.length, JSON.stringify(r.errors.slice(0, 2)).slice(0, 400));
const run = async (label: string, inp: any, o: any = {}) => { const t0 = Date.now(); const r = await solveTemporal(inp, o); show(label, t0, r); return r; };
// many valid evidence rows
const ev = Array.from({ length: 9000 }, () => ({ kind: 'role', player: 'p1', role: 'chef', mode: 'hard' }));
await run('9000 dup evidence wasm', input(7, { evidence: ev }));
await run('9000 dup evidence ref', input(7, { evidence: ev }), { engine: 'reference' });
const lev = Array.from({ length: 9000 }, () => ({ kind: 'role', player: 'p1', role: 'chef' }));
{ const t0 = Date.now(); const r = await solve({ players: input(7).players, evidence: lev }); show('legacy 9000', t0, r); }
// maxResults huge
for (const mr of [2147483647, 4294967295, 2 ** 40]) {
  await run('maxResults ' + mr + ' wasm', input(5, { evidence: pin(['imp','poisoner',null,null,null]), limits: { maxResults: mr, maxMs: 3000, maxNodes: 1e8 } }));
  await run('maxResults ' + mr + ' ref', input(5, { evidence: pin(['imp','poisoner',null,null,null]), limits: { maxResults: mr, maxMs: 3000, maxNodes: 1e8 } }), { engine: 'reference' });
}
// maxNodes huge
await run('maxNodes 2^53-1 wasm', input(5, { evidence: pin(['imp','poisoner','chef','empath',null]), limits: { maxNodes: Number.MAX_SAFE_INTEGER } }));
// deep nesting
let deep: any = 1; for (let i = 0; i < 100000; i++) deep = [deep];
await run('deep nested in name', { ...input(5), players: [{ id: 'p1', name: deep }, ...input(5).players.slice(1)] });
await run('deep nested as unknown field', { ...input(5), zzz: deep });
let deepo: any = {}; for (let i = 0; i < 100000; i++) deepo = { a: deepo };
await run('deep nested grimoire', input(7, { reports: [rep(1, 'spy', { grimoire: { p1: deepo } })] }));
// huge arrays
await run('targets 1e6', input(7, { reports: [rep(1, 'washerwoman', { targets: Array(1e6).fill('p2'), targetRole: 'chef' })] }));
const reps = Array.from({ length: 40000 }, (_, i) => rep(1, 'chef', { value: 1 }, { player: 'x' + i }));
await run('40000 reports unknown players', input(7, { reports: reps }));
const reps2 = Array.from({ length: 40000 }, (_, i) => ({ ...rep(1, 'chef', { value: 1 }), player: 'p' + (1 + (i % 7)), mode: 'claim' }));
await run('40000 claim reports', input(7, { reports: reps2 }));
