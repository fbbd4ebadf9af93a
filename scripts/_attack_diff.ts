import { solveTemporal } from '../src/index.ts';
const IDS = ['washerwoman','librarian','investigator','chef','empath','fortune_teller','undertaker','monk','ravenkeeper','virgin','slayer','soldier','mayor','butler','drunk','recluse','saint','poisoner','spy','scarlet_woman','baron','imp'];
const team = (r: string) => { const i = IDS.indexOf(r); return i <= 12 ? 0 : i <= 16 ? 1 : i <= 20 ? 2 : 3; };
const BASE: any = {5:[3,0,1,1],6:[3,1,1,1],7:[5,0,1,1],8:[5,1,1,1],9:[5,2,1,1],10:[7,0,2,1],11:[7,1,2,1],12:[7,2,2,1],13:[9,0,3,1],14:[9,1,3,1],15:[9,2,3,1]};
let seed = Number(process.argv[2] ?? 1);
const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
const pick = <T>(a: T[]): T => a[Math.floor(rnd() * a.length)]!;
const shuffle = <T>(a: T[]) => { for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j]!, a[i]!]; } return a; };
function randomSetup(n: number): string[] {
  const baron = rnd() < 0.3;
  const c = [...BASE[n]]; if (baron) { c[0] -= 2; c[1] += 2; }
  const tf = shuffle(IDS.slice(0, 13)).slice(0, c[0]);
  const os = shuffle(IDS.slice(13, 17)).slice(0, c[1]);
  const mi = baron ? ['baron', ...shuffle(['poisoner','spy','scarlet_woman']).slice(0, c[2] - 1)] : shuffle(['poisoner','spy','scarlet_woman','baron'].filter(x => x !== 'baron')).slice(0, c[2]);
  // bias towards spy/recluse/poisoner
  return shuffle([...tf, ...os, ...mi, 'imp']);
}
// oracle: fully pinned roles
function legal(roles: string[], reports: any[], evidence: any[], actions: any[]): boolean {
  const n = roles.length;
  const evil = roles.map(r => team(r) >= 2);
  const drunkOpts = roles.includes('drunk') ? IDS.slice(0, 13).filter(t => !roles.includes(t)) : [null];
  const rhOpts = roles.includes('fortune_teller') ? roles.map((r, i) => (team(r) <= 1 || r === 'spy') ? i : -1).filter(i => i >= 0) : [-1];
  const pOpts = roles.includes('poisoner') ? roles.map((_, i) => i) : [-1];
  const b = roles.indexOf('butler');
  const mOpts = b >= 0 ? roles.map((_, i) => i).filter(i => i !== b) : [-1];
  for (const ds of drunkOpts) {
    const shown = roles.map(r => r === 'drunk' ? ds! : r);
    // evidence pre-poison
    const pre = (x: number) => ({ spy: roles[x] === 'spy', rec: roles[x] === 'recluse' });
    let evOk = true;
    for (const e of evidence) {
      if (e.kind === 'testimony') { const x = +e.player.slice(1) - 1; if (!evil[x] && shown[x] !== e.role) evOk = false; }
      if (e.kind === 'shown') { const x = +e.player.slice(1) - 1; if ((shown[x] === e.role) !== (e.is ?? true)) evOk = false; }
    }
    if (!evOk) continue;
    for (const rh of rhOpts) for (const pz of pOpts) for (const m of mOpts) {
      let ok = true;
      for (const a of actions) {
        const x = +a.player.slice(1) - 1, t = +a.target.slice(1) - 1;
        if (a.kind === 'poison' && (roles[x] !== 'poisoner' || pz !== t)) ok = false;
        if (a.kind === 'butler' && (roles[x] !== 'butler' || m !== t)) ok = false;
      }
      if (!ok) continue;
      const healthyMis = (x: number, r: string) => roles[x] === r && pz !== x;
      const canEvil = (x: number) => evil[x] || healthyMis(x, 'recluse');
      const canGood = (x: number) => !evil[x] || healthyMis(x, 'spy');
      const canAs = (x: number, r: string) => roles[x] === r || (team(r) <= 1 ? healthyMis(x, 'spy') : healthyMis(x, 'recluse'));
      for (const rp of reports) {
        const x = +rp.player.slice(1) - 1;
        const healthy = rp.reliability === 'healthy';
        if (rp.authenticity === 'good' && evil[x] && !healthy) continue;
        if (shown[x] !== rp.role) { ok = false; break; }
        if (roles[x] !== rp.role || pz === x) { if (healthy) { ok = false; break; } continue; }
        const T = (rp.targets ?? []).map((p: string) => +p.slice(1) - 1);
        let v = true;
        switch (rp.role) {
          case 'washerwoman': case 'investigator': v = T.some((t: number) => canAs(t, rp.targetRole)); break;
          case 'librarian': v = rp.value === 0 ? roles.every((r, y) => team(r) !== 1 || healthyMis(y, 'recluse')) : T.some((t: number) => canAs(t, rp.targetRole)); break;
          case 'chef': { let lo = 0, hi = 0; for (let y = 0; y < n; y++) { const z = (y + 1) % n; if (!canGood(y) && !canGood(z)) lo++; if (canEvil(y) && canEvil(z)) hi++; } v = rp.value >= lo && rp.value <= hi; break; }
          case 'empath': { const nb = [(x + n - 1) % n, (x + 1) % n]; const lo = nb.filter(y => !canGood(y)).length, hi = nb.filter(canEvil).length; v = rp.value >= lo && rp.value <= hi; break; }
          case 'fortune_teller': { const cert = T.some((t: number) => roles[t] === 'imp' || t === rh); const pos = cert || T.some((t: number) => healthyMis(t, 'recluse')); v = rp.value ? pos : !cert; break; }
          case 'spy': {
            for (const [id, g] of Object.entries<any>(rp.grimoire)) {
              const y = +id.slice(1) - 1;
              if (g.role !== undefined && roles[y] !== g.role) v = false;
              if (g.shown !== undefined && shown[y] !== g.shown) v = false;
              if (g.alignment !== undefined && evil[y] !== (g.alignment === 'evil')) v = false;
              if (g.poisoned !== undefined && (pz === y) !== g.poisoned) v = false;
              if (g.redHerring !== undefined && (rh === y) !== g.redHerring) v = false;
              if (g.master !== undefined && (roles[y] === 'butler' ? m : -1) !== (g.master === null ? -1 : +g.master.slice(1) - 1)) v = false;
            }
          }
        }
        if (!v) { ok = false; break; }
      }
      if (ok) return true;
    }
  }
  return false;
}
const pid = (i: number) => 'p' + (i + 1);
function randomReport(roles: string[], x: number, role: string): any {
  const n = roles.length;
  const pair = () => { const a = Math.floor(rnd() * n); let b = Math.floor(rnd() * n); while (b === a) b = Math.floor(rnd() * n); return [pid(a), pid(b)]; };
  const base: any = { player: pid(x), role, night: rnd() < 0.3 ? null : 1, authenticity: rnd() < 0.8 ? 'authentic' : 'good', reliability: rnd() < 0.6 ? 'healthy' : 'uncertain', mode: 'hard' };
  const inplay = (t: number) => { const c = roles.filter(r => team(r) === t); return rnd() < 0.7 && c.length ? pick(c) : pick(IDS.filter(r => team(r) === t)); };
  switch (role) {
    case 'washerwoman': return { ...base, targets: pair(), targetRole: inplay(0) };
    case 'investigator': return { ...base, targets: pair(), targetRole: inplay(2) };
    case 'librarian': return rnd() < 0.4 ? { ...base, value: 0 } : { ...base, targets: pair(), targetRole: inplay(1) };
    case 'chef': return { ...base, value: Math.floor(rnd() * 4) };
    case 'empath': return { ...base, value: Math.floor(rnd() * 3) };
    case 'fortune_teller': return { ...base, targets: pair(), value: rnd() < 0.5 };
    case 'spy': { const g: any = {}; for (let k = 0; k < 2; k++) { const y = Math.floor(rnd() * n); const f = pick(['role','poisoned','redHerring','master','alignment','shown']); const e = g[pid(y)] ??= {};
      if (f === 'role') e.role = rnd() < 0.7 ? roles[y] : pick(IDS); if (f === 'poisoned') e.poisoned = rnd() < 0.5; if (f === 'redHerring') e.redHerring = rnd() < 0.5; if (f === 'master') e.master = rnd() < 0.3 ? null : pid(Math.floor(rnd() * n)); if (f === 'alignment') e.alignment = pick(['good','evil']); if (f === 'shown') e.shown = pick(IDS.slice(0,13)); }
      return { ...base, grimoire: g }; }
  }
}
const INFO = ['washerwoman','librarian','investigator','chef','empath','fortune_teller'];
let mismatches = 0, total = 0, legalCount = 0;
const N = Number(process.argv[3] ?? 300); const PIN = Number(process.argv[4] ?? 0.6);
for (let it = 0; it < N; it++) {
  const n = 5 + Math.floor(rnd() * 4);
  let roles = randomSetup(n);
  if (rnd() < 0.5 && !roles.includes('spy') && roles.some(r => team(r) === 2 && r !== 'baron')) roles = roles.map(r => (team(r) === 2 && r !== 'baron') ? 'spy' : r);
  const reports: any[] = [];
  const used = new Set<number>();
  const k = rnd() < 0.6 ? 1 : 2;
  for (let j = 0; j < k; j++) {
    const x = Math.floor(rnd() * n); if (used.has(x)) continue; used.add(x);
    let role = roles[x]!;
    if (rnd() < 0.3) role = pick(INFO);
    if (!INFO.includes(role) && role !== 'spy') role = pick(INFO);
    reports.push(randomReport(roles, x, role));
  }
  const evidence: any[] = roles.map((r, i) => ({ kind: 'role', player: pid(i), role: r, mode: 'hard' })).filter(() => rnd() < PIN);
  if (roles.includes('drunk') && rnd() < 0.5) { const d = roles.indexOf('drunk'); evidence.push({ kind: 'shown', player: pid(d), role: pick(IDS.slice(0,13).filter(t => !roles.includes(t))), mode: 'hard' }); }
  const actions: any[] = [];
  if (roles.includes('poisoner') && rnd() < 0.4) actions.push({ kind: 'poison', player: pid(roles.indexOf('poisoner')), target: pid(Math.floor(rnd() * n)) });
  const inp = { schema: 'botc-temporal-v1', players: roles.map((_, i) => ({ id: pid(i) })), evidence, reports, phases: [{ phase: 'night', number: 1, actions }], limits: { maxResults: 5000, maxNodes: 10_000_000, maxMs: 60000 } };
  const exp = true;
  const w = await solveTemporal(structuredClone(inp), { engine: 'wasm' });
  const r = await solveTemporal(structuredClone(inp), { engine: 'reference' });
  total++;
  if (!w.complete && !r.complete && w.stopReason==='result_limit' && r.stopReason==='result_limit') { legalCount++; continue; }
  const A = w.candidates.map((c: any) => JSON.stringify(c.assignments)).sort(); const B = r.candidates.map((c: any) => JSON.stringify(c.assignments)).sort();
  let bad = JSON.stringify(A) !== JSON.stringify(B) || w.status !== r.status || w.complete !== r.complete || !w.complete;
  if (w.status === 'candidates') legalCount++;
  // oracle check of each candidate
  for (const c of w.candidates) { const rl = Object.values(c.assignments) as string[]; if (!legal(rl, reports, evidence.filter((e: any) => e.kind !== 'role'), actions)) { bad = true; console.log('oracle rejects candidate', rl.join(',')); } }
  // oracle: true roles must be candidate if legal
  if (legal(roles, reports, evidence.filter((e: any) => e.kind !== 'role'), actions) && !A.includes(JSON.stringify(Object.fromEntries(roles.map((r, i) => [pid(i), r]))))) { bad = true; console.log('missing true legal world'); }
  if (bad) {
    mismatches++;
    if (mismatches <= 5) console.log('MISMATCH', w.stopReason, r.stopReason, w.candidates.length, r.candidates.length, 'wasm', w.status, 'ref', r.status, JSON.stringify(w.errors), JSON.stringify(inp));
  }
}
console.log({ total, legalCount, mismatches });
