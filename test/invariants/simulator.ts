/**
 * A first-night game simulator for the invariant tests. It plays the Storyteller:
 * deals a random legal Trouble Brewing setup for 5–15 players, makes random legal
 * hidden choices (Drunk token, red herring, poison, Butler's master, every Spy/Recluse
 * registration), and writes down what the table would report. It is written from the
 * rules directly and does not use the solver's kernel, so the tests compare two
 * independent readings of the rules.
 */
import { ROLES, type RoleId } from '../../src/rules/roles.ts';
import { setupCounts } from '../../src/rules/setup.ts';

/** Seeded pseudo-random source (mulberry32): the same seed plays the same game. */
export class Rng {
  private s: number;
  constructor(seed: number) { this.s = seed >>> 0; }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(k: number): number { return Math.floor(this.next() * k); }
  pick<T>(xs: readonly T[]): T { return xs[this.int(xs.length)]!; }
  chance(p: number): boolean { return this.next() < p; }
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) { const j = this.int(i + 1); [xs[i], xs[j]] = [xs[j]!, xs[i]!]; }
    return xs;
  }
}

const byTeam = (team: string): RoleId[] => ROLES.filter((r) => r.team === team).map((r) => r.id);
const TOWNSFOLK = byTeam('Townsfolk');
const OUTSIDERS = byTeam('Outsider');
const MINIONS = byTeam('Minion');
const isEvil = (r: RoleId) => r === 'imp' || MINIONS.includes(r);

/** The true first night of a simulated game. */
export interface TrueGame {
  roles: RoleId[];
  drunkShown: RoleId | null;
  redHerring: number | null;
  poisoned: number | null;
  master: number | null;
  /** The temporal input a table would have written down. */
  input: Record<string, unknown>;
}

/** Deal a legal setup: exact counts, Baron adjustment, one Imp. */
function deal(rng: Rng, n: number): RoleId[] {
  const minions = rng.shuffle([...MINIONS]).slice(0, setupCounts(n, false)[2]);
  const [tf, os] = setupCounts(n, minions.includes('baron'));
  const roles = [
    ...rng.shuffle([...TOWNSFOLK]).slice(0, tf), ...rng.shuffle([...OUTSIDERS]).slice(0, os), ...minions, 'imp' as const,
  ];
  return rng.shuffle(roles);
}

/** Play one first night and record testimony and reports. `seed` fixes everything. */
export function simulateFirstNight(seed: number, n: number, opts: { liars?: boolean; minionInfo?: boolean } = {}): TrueGame {
  const rng = new Rng(seed);
  const roles = deal(rng, n);
  const ids = roles.map((_, i) => `p${i + 1}`);
  const seatOf = (r: RoleId) => roles.indexOf(r);
  const notInPlayTownsfolk = TOWNSFOLK.filter((t) => !roles.includes(t));
  const drunkShown = roles.includes('drunk') ? rng.pick(notInPlayTownsfolk) : null;
  const shown = roles.map((r) => (r === 'drunk' ? drunkShown! : r));
  const goodOrSpy = roles.map((r, i) => [r, i] as const).filter(([r]) => !isEvil(r) || r === 'spy').map(([, i]) => i);
  const redHerring = roles.includes('fortune_teller') ? rng.pick(goodOrSpy) : null;
  const poisoned = roles.includes('poisoner') ? rng.int(n) : null;
  const butler = seatOf('butler');
  const master = butler >= 0 ? rng.pick(ids.map((_, i) => i).filter((i) => i !== butler)) : null;
  const healthy = (i: number) => roles[i] !== 'drunk' && poisoned !== i;
  const spyFree = (i: number) => roles[i] === 'spy' && poisoned !== i;
  const recluseFree = (i: number) => roles[i] === 'recluse' && poisoned !== i;
  /** One registration decision for an alignment check. */
  const looksEvil = (i: number) => (spyFree(i) ? rng.chance(0.5) : recluseFree(i) ? rng.chance(0.5) : isEvil(roles[i]!));
  const other = (i: number) => { let j = rng.int(n); while (j === i) j = rng.int(n); return j; };
  const pairWith = (x: number): [string, string] => {
    const y = other(x);
    return rng.chance(0.5) ? [ids[x]!, ids[y]!] : [ids[y]!, ids[x]!];
  };

  const truthful = (i: number, role: RoleId): Record<string, unknown> | null => {
    switch (role) {
      case 'washerwoman': {
        const options = roles.map((r, j) => [r, j] as const).filter(([r]) => TOWNSFOLK.includes(r));
        const spy = seatOf('spy');
        if (spy >= 0 && spyFree(spy) && rng.chance(0.3)) return { targets: pairWith(spy), targetRole: rng.pick(TOWNSFOLK) };
        const [r, j] = rng.pick(options);
        return { targets: pairWith(j), targetRole: r };
      }
      case 'librarian': {
        const spy = seatOf('spy');
        if (spy >= 0 && spyFree(spy) && rng.chance(0.3)) return { targets: pairWith(spy), targetRole: rng.pick(OUTSIDERS) };
        const outs = roles.map((r, j) => [r, j] as const).filter(([r, j]) => OUTSIDERS.includes(r) && !(recluseFree(j) && rng.chance(0.5)));
        if (outs.length === 0) return { value: 0 };
        const [r, j] = rng.pick(outs);
        return { targets: pairWith(j), targetRole: r };
      }
      case 'investigator': {
        const rec = seatOf('recluse');
        if (rec >= 0 && recluseFree(rec) && rng.chance(0.4)) return { targets: pairWith(rec), targetRole: rng.pick(MINIONS) };
        const mins = roles.map((r, j) => [r, j] as const).filter(([r]) => MINIONS.includes(r));
        const [r, j] = rng.pick(mins);
        return { targets: pairWith(j), targetRole: r };
      }
      case 'chef': {
        let v = 0;
        for (let x = 0; x < n; x++) if (looksEvil(x) && looksEvil((x + 1) % n)) v++;
        return { value: v };
      }
      case 'empath':
        return { value: Number(looksEvil((i + n - 1) % n)) + Number(looksEvil((i + 1) % n)) };
      case 'fortune_teller': {
        const a = rng.int(n);
        const b = other(a);
        const yes = [a, b].some((x) => roles[x] === 'imp' || x === redHerring || (recluseFree(x) && rng.chance(0.5)));
        return { targets: [ids[a], ids[b]], value: yes };
      }
      case 'spy': {
        const grimoire: Record<string, unknown> = {};
        for (let k = 0; k < 3; k++) {
          const x = rng.int(n);
          grimoire[ids[x]!] = {
            role: roles[x], shown: shown[x], alignment: isEvil(roles[x]!) ? 'evil' : 'good', alive: true,
            poisoned: poisoned === x, redHerring: redHerring === x,
            master: x === butler ? ids[master!] : null,
          };
        }
        return { grimoire };
      }
      default: return null;
    }
  };

  /** Information an impaired source may be given: anything of the right shape. */
  const arbitrary = (role: RoleId): Record<string, unknown> | null => {
    const a = rng.int(n);
    const pair = [ids[a], ids[other(a)]];
    switch (role) {
      case 'washerwoman': return { targets: pair, targetRole: rng.pick(TOWNSFOLK) };
      case 'librarian': return rng.chance(0.2) ? { value: 0 } : { targets: pair, targetRole: rng.pick(OUTSIDERS) };
      case 'investigator': return { targets: pair, targetRole: rng.pick(MINIONS) };
      case 'chef': return { value: rng.int(Math.min(n, 4)) };
      case 'empath': return { value: rng.int(3) };
      case 'fortune_teller': return { targets: pair, value: rng.chance(0.5) };
      default: return null;
    }
  };

  const evidence: Record<string, unknown>[] = [];
  const reports: Record<string, unknown>[] = [];
  roles.forEach((r, i) => {
    const evil = isEvil(r);
    const claim = evil ? (opts.liars === false ? r : rng.pick([...TOWNSFOLK, ...OUTSIDERS].filter((t) => t !== 'drunk'))) : shown[i]!;
    evidence.push({ kind: 'testimony', player: ids[i], role: claim, mode: 'assumption' });
    const token = evil ? (r === 'spy' && rng.chance(0.5) ? 'spy' : claim) : shown[i]!;
    const payload = evil && token !== 'spy' ? arbitrary(token) : healthy(i) || evil ? truthful(i, token) : arbitrary(token);
    if (!payload || (evil && token !== 'spy' && rng.chance(0.3))) return;
    const authentic = (!evil && rng.chance(0.3)) || (token === 'spy' && healthy(i));
    reports.push({
      player: ids[i], role: token, night: rng.chance(0.5) ? 1 : null, ...payload,
      authenticity: authentic ? 'authentic' : 'good', mode: 'assumption',
    });
  });
  if (n >= 7 && rng.chance(0.5)) {
    const demon = seatOf('imp');
    const minionSeats = roles.map((r, j) => [r, j] as const).filter(([r]) => MINIONS.includes(r)).map(([, j]) => j);
    const bluffs = rng.shuffle([...TOWNSFOLK, ...OUTSIDERS].filter((t) => !roles.includes(t))).slice(0, 3);
    evidence.push({
      kind: 'setupInfo', player: ids[demon], team: 'Demon', mode: 'hard',
      minions: [
        ...minionSeats.filter((j) => roles[j] !== 'spy' || rng.chance(0.5)),
        ...(seatOf('recluse') >= 0 && rng.chance(0.3) ? [seatOf('recluse')] : []),
      ].map((j) => ids[j]),
      bluffs,
    });
  }
  if (rng.chance(0.5)) {
    const i = rng.int(n);
    evidence.push({ kind: 'alignment', player: ids[i], alignment: isEvil(roles[i]!) ? 'evil' : 'good', mode: 'hard' });
  }
  // Last, so that without the option every seed's game is what it always was.
  if (opts.minionInfo && n >= 7) {
    const minionSeats = roles.map((r, j) => [r, j] as const).filter(([r]) => MINIONS.includes(r)).map(([, j]) => j);
    const me = rng.pick(minionSeats);
    const recluse = seatOf('recluse');
    // The Imp always shows as the Demon and a Minion other than the Spy as a Minion; a
    // healthy Spy may register as neither, a healthy Recluse as either.
    const demons = [seatOf('imp'), ...(recluse >= 0 && rng.chance(0.3) ? [recluse] : [])];
    const minions = [
      ...minionSeats.filter((j) => j !== me && (roles[j] !== 'spy' || rng.chance(0.5))),
      ...(recluse >= 0 && !demons.includes(recluse) && rng.chance(0.3) ? [recluse] : []),
    ];
    evidence.push({ kind: 'setupInfo', player: ids[me], team: 'Minion', mode: 'hard', demons: demons.map((j) => ids[j]), minions: minions.map((j) => ids[j]) });
  }
  return {
    roles, drunkShown, redHerring, poisoned, master,
    input: {
      schema: 'botc-temporal-v1',
      players: ids.map((id) => ({ id, name: id.toUpperCase() })),
      evidence, reports,
      phases: [{ phase: 'night', number: 1, deaths: [] }, { phase: 'day', number: 1, events: [], ended: false }],
      limits: { maxResults: 100000, maxNodes: 20_000_000, maxMs: 120000 },
    },
  };
}
