import { solveTemporal, solve, replay, input, pin, rep } from './_attack_lib.ts';
const show = (label: string, r: any) => console.log(label, '→', r.status, 'complete=', r.complete, 'stop=', r.stopReason, 'n=', r.candidates?.length, JSON.stringify(r.errors).slice(0, 600));
const t = async (label: string, inp: any, o: any = {}) => { const t0 = Date.now(); let r; try { r = await solveTemporal(inp, o); } catch (e) { console.log(label, 'THREW', e); return; } show(label + ` [${Date.now() - t0}ms]`, r); return r; };
const l = async (label: string, inp: any, o: any = {}) => { const t0 = Date.now(); let r; try { r = await solve(inp, o); } catch (e) { console.log(label, 'THREW', e); return; } show('legacy ' + label + ` [${Date.now() - t0}ms]`, r); return r; };
for (const v of [null, undefined, 42, 'x', [], {}, true]) await t('nonobj ' + JSON.stringify(v), v);
for (const v of [null, undefined, 42, [], {}]) await l('nonobj ' + JSON.stringify(v), v);
await t('4 players', input(4)); await t('16 players', input(16));
await t('dup ids', { ...input(5), players: [{id:'a'},{id:'a'},{id:'b'},{id:'c'},{id:'d'}] });
await t('empty id', { ...input(5), players: [{id:''},{id:'a'},{id:'b'},{id:'c'},{id:'d'}] });
for (const lim of [{maxMs: NaN}, {maxMs: Infinity}, {maxNodes: -1}, {maxResults: 0}, {maxResults: 1.5}, {maxResults: '5'}, {extra: 1}, null])
  await t('limits ' + JSON.stringify(lim) + String(lim && (lim as any).maxMs), { ...input(5), limits: lim });
await t('unknown field top', { ...input(5), foo: 1 });
await t('unknown field disabled row', input(7, { evidence: [{ kind: 'role', player: 'p1', role: 'chef', mode: 'hard', enabled: false, bogus: 1 }] }));
await t('unknown field disabled report', input(7, { reports: [{ ...rep(1, 'chef', { value: 1 }), enabled: false, bogus: 1 }] }));
await t('unknown field disabled action', input(7, { actions: [{ kind: 'poison', player: 'p1', target: 'p2', enabled: false, bogus: 1 }] }));
await t('unknown field in grimoire entry', input(7, { reports: [rep(1, 'spy', { grimoire: { p1: { bogus: 1 } } })] }));
await t('missing mode', input(7, { evidence: [{ kind: 'role', player: 'p1', role: 'chef' }] }));
await t('many errors', { schema: 'botc-temporal-v1', players: [{id:'a'},{id:'a'},{id:'b'},{id:'c'}], evidence: [{kind:'role',player:'zz',role:'nope',mode:'x'}, {kind:'zzz'}], reports: [{player:'q',role:'chef',night:7,authenticity:'authentic',mode:'hard',value:99}], phases: [{phase:'day',number:1,events:[],ended:false}], limits:{maxMs:0}, extra: 1 });
// proto keys
const j = (s: string) => JSON.parse(s);
await t('__proto__ top key', j(JSON.stringify(input(7)).replace('{"schema"', '{"__proto__":{"polluted":1},"schema"')));
console.log('polluted?', ({} as any).polluted);
await t('__proto__ in evidence row', j(JSON.stringify(input(7, { evidence: [{ kind: 'role', player: 'p1', role: 'chef', mode: 'hard' }] })).replace('{"kind"', '{"__proto__":{"x":1},"kind"')));
await t('__proto__ in grimoire unseated', j(JSON.stringify(input(7, { reports: [rep(1, 'spy', { grimoire: { p2: { role: 'imp' } } })] })).replace('"grimoire":{', '"grimoire":{"__proto__":{"role":"imp"},')));
// player named __proto__
const pp = input(7, { evidence: pin(['spy','imp','chef','empath','monk','soldier','mayor']), reports: [rep(1, 'spy', { grimoire: { __proto__: 0 } })] });
const raw = JSON.stringify({ ...input(7, { evidence: pin(['spy','imp','chef','empath','monk','soldier','mayor']) }), reports: [rep(1, 'spy', { grimoire: { PROTO: { role: 'washerwoman' } } })] }).replace(/"p2"/g, '"__proto__"').replace('"PROTO"', '"__proto__"');
const proto = j(raw);
console.log(JSON.stringify(proto.reports[0].grimoire), Object.keys(proto.reports[0].grimoire));
const rP = await t('player __proto__ grimoire says washerwoman but is imp (expect contradiction)', proto);
const rP2 = await t('same, reference', proto, { engine: 'reference' });
// constructor player id in replay
const cons = j(JSON.stringify(input(5, { evidence: pin(['imp','poisoner','chef','empath','monk']) })).replace(/"p1"/g, '"constructor"'));
const rc = await t('constructor id', cons);
if (rc?.candidates[0]) { const rr = replay(cons, rc.candidates[0].witness); console.log('replay constructor', rr.ok, JSON.stringify(rr.errors).slice(0, 300)); }
const pr = j(JSON.stringify(input(5, { evidence: pin(['imp','poisoner','chef','empath','monk']) })).replace(/"p1"/g, '"__proto__"'));
const rpr = await t('__proto__ id', pr);
if (rpr?.candidates[0]) { const w = JSON.parse(JSON.stringify(rpr.candidates[0].witness)); console.log('witness keys', Object.keys(w.assignments)); const rr = replay(pr, w); console.log('replay __proto__', rr.ok, JSON.stringify(rr.errors).slice(0, 300)); }
const ts = j(JSON.stringify(input(5, { evidence: pin(['imp','poisoner','chef','empath','monk']) })).replace(/"p1"/g, '"toString"'));
const rts = await t('toString id', ts);
if (rts?.candidates[0]) { const w = structuredClone(rts.candidates[0].witness); delete (w.assignments as any).toString; const rr = replay(ts, w); console.log('replay toString missing', rr.ok, JSON.stringify(rr.errors).slice(0, 300)); }
// cyclic & throwing proxy
const cyc: any = input(5); cyc.players[0].name = cyc; await t('cyclic', cyc);
const cyc2: any = input(5); cyc2.evidence.push({ kind: 'role', player: 'p1', role: 'chef', mode: 'hard', bogus: cyc2 }); await t('cyclic unknown', cyc2);
const prox = new Proxy({}, { get() { throw new Error('boom'); }, ownKeys() { throw new Error('boom2'); } }); await t('throwing proxy', prox); await l('throwing proxy', prox);
console.log('replay bad', JSON.stringify(replay(null, null)).slice(0, 200), JSON.stringify(replay(input(5), { bogus: 1 })).slice(0, 300));
