/**
 * Records near a simulated one (its `botc-temporal-v1` input): one recorded fact changed —
 * a report's value, a night's deaths or action, a day event — so that the true world's
 * steps fail somewhere and the kernels' verdicts on failing steps are compared too. A
 * change the validator refuses is dropped by the caller.
 */
import { ROLES, ROLE_IDS } from '../../src/rules/roles.ts';
import type { Rng } from '../invariants/simulator.ts';

type Row = Record<string, unknown>;

const ofTeam = (team: string) => ROLES.filter((r) => r.team === team).map((r) => r.id);

/** Another payload a report of `role` could carry (as an impaired player may be told anything). */
function arbitrary(role: unknown, ids: string[], rng: Rng): Row | null {
  const pair = () => { const a = rng.pick(ids); return [a, rng.pick(ids.filter((x) => x !== a))]; };
  switch (role) {
    case 'washerwoman': return { targets: pair(), targetRole: rng.pick(ofTeam('Townsfolk')) };
    case 'librarian': return rng.chance(0.4) ? { value: 0 } : { targets: pair(), targetRole: rng.pick(ofTeam('Outsider')) };
    case 'investigator': return { targets: pair(), targetRole: rng.pick(ofTeam('Minion')) };
    case 'chef': return { value: rng.int(Math.min(ids.length, 4)) };
    case 'empath': return { value: rng.int(3) };
    case 'fortune_teller': return { targets: pair(), value: rng.chance(0.5) };
    case 'undertaker': return { targetRole: rng.chance(0.3) ? null : rng.pick(ROLE_IDS) };
    case 'ravenkeeper': return { target: rng.pick(ids), targetRole: rng.pick(ROLE_IDS) };
    default: return null;
  }
}

/** One changed copy of `input`, or null when the chosen kind of fact is not in the record. */
function mutate(input: Row, rng: Rng): { what: string; input: Row } | null {
  const m = structuredClone(input) as Row & { players: { id: string }[]; reports: Row[]; phases: Row[] };
  const ids = m.players.map((p) => p.id);
  const otherId = (id: unknown) => rng.pick(ids.filter((x) => x !== id));
  const kind = rng.int(5);
  if (kind <= 2) {
    if (m.reports.length === 0) return null;
    const at = rng.int(m.reports.length);
    const r = m.reports[at]!;
    const what = `reports[${at}] (${String(r.role)} ${String(r.player)} N${String(r.night)})`;
    if (kind === 1) { r.reliability = 'healthy'; return { what: `${what}: reliability healthy`, input: m }; }
    const other = rng.chance(0.4) ? arbitrary(r.role, ids, rng) : null;
    if (other) {
      for (const field of ['targets', 'targetRole', 'value', 'target']) delete r[field];
      Object.assign(r, other);
      return { what: `${what}: payload ${JSON.stringify(other)}`, input: m };
    }
    if (kind === 2) {
      // Another recorded night (or null: any).
      const nights = m.phases.flatMap((p) => (p.phase === 'night' && p.number !== r.night ? [p.number as number] : []));
      r.night = nights.length === 0 || rng.chance(0.2) ? null : rng.pick(nights);
      return { what: `${what}: night ${String(r.night)}`, input: m };
    }
    if (typeof r.value === 'boolean') { r.value = !r.value; return { what: `${what}: value flipped`, input: m }; }
    if (typeof r.value === 'number' && !Array.isArray(r.targets)) {
      r.value = r.value === 0 ? 1 : rng.chance(0.5) ? r.value - 1 : r.value + 1;
      return { what: `${what}: value ${String(r.value)}`, input: m };
    }
    if (r.grimoire && typeof r.grimoire === 'object') {
      const g = r.grimoire as Record<string, Row>;
      const seat = rng.pick(ids);
      const e = { ...(g[seat] ?? {}) };
      if (rng.chance(0.5)) e.alive = !(e.alive ?? true); else e.role = rng.pick(ROLE_IDS);
      g[seat] = e;
      return { what: `${what}: grimoire ${seat} ${JSON.stringify(e)}`, input: m };
    }
    if ('target' in r && rng.chance(0.5)) { r.target = otherId(r.target); return { what: `${what}: target ${String(r.target)}`, input: m }; }
    if ('targetRole' in r) {
      r.targetRole = r.targetRole === null ? rng.pick(ROLE_IDS) : rng.chance(0.2) ? null : rng.pick(ROLE_IDS.filter((x) => x !== r.targetRole));
      return { what: `${what}: targetRole ${String(r.targetRole)}`, input: m };
    }
    return null;
  }
  if (kind === 3) {
    const nights = m.phases.filter((p) => p.phase === 'night');
    const p = rng.pick(nights) as Row & { deaths?: string[]; actions?: Row[]; number: number };
    const actions = p.actions ?? [];
    if (actions.length > 0 && rng.chance(0.5)) {
      const a = rng.pick(actions);
      a.target = otherId(a.target);
      return { what: `N${p.number} ${String(a.kind)} action target ${String(a.target)}`, input: m };
    }
    const deaths = p.deaths ?? [];
    if (deaths.length > 0 && rng.chance(0.5)) deaths.splice(rng.int(deaths.length), 1);
    else deaths.push(rng.pick(ids.filter((x) => !deaths.includes(x))));
    p.deaths = deaths;
    return { what: `N${p.number} deaths [${deaths.join(',')}]`, input: m };
  }
  const days = m.phases.filter((p) => p.phase === 'day' && Array.isArray(p.events) && p.events.length > 0) as (Row & { events: Row[]; number: number })[];
  if (days.length === 0) return null;
  const d = rng.pick(days);
  const e = rng.pick(d.events);
  const what = `D${d.number} ${String(e.kind)}`;
  switch (e.kind) {
    case 'nomination': e.triggered = !e.triggered; return { what: `${what} ${String(e.player)}→${String(e.target)} triggered ${String(e.triggered)}`, input: m };
    case 'slayer': e.killed = !e.killed; return { what: `${what} ${String(e.player)}→${String(e.target)} killed ${String(e.killed)}`, input: m };
    case 'execution': e.player = otherId(e.player); return { what: `${what} of ${String(e.player)}`, input: m };
    default: {
      const voters = e.voters as string[];
      if (e.qualifying && typeof e.qualifying === 'object' && rng.chance(0.5)) {
        // The hands up at one voter's turn: one more or one fewer.
        const q = e.qualifying as Record<string, string[]>;
        const voter = rng.pick(Object.keys(q));
        const hands = q[voter]!;
        const x = rng.pick(ids.filter((y) => y !== voter));
        q[voter] = hands.includes(x) ? hands.filter((y) => y !== x) : [...hands, x];
        return { what: `${what} qualifying ${voter}: [${q[voter]!.join(',')}]`, input: m };
      }
      const v = rng.pick(ids);
      e.voters = voters.includes(v) ? voters.filter((x) => x !== v) : [...voters, v].sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
      if (e.qualifying && typeof e.qualifying === 'object') {
        const q = e.qualifying as Record<string, string[]>;
        for (const k of Object.keys(q)) if (!(e.voters as string[]).includes(k)) delete q[k];
      }
      return { what: `${what} voters [${(e.voters as string[]).join(',')}]`, input: m };
    }
  }
}

/** Up to `k` changed copies of `input`. */
export function mutants(input: Row, rng: Rng, k: number): { what: string; input: Row }[] {
  const out: { what: string; input: Row }[] = [];
  for (let tries = 0; out.length < k && tries < 4 * k; tries++) {
    const m = mutate(input, rng);
    if (m) out.push(m);
  }
  return out;
}
