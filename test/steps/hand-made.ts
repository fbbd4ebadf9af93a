/**
 * Hand-laid games for rules the simulated games reach rarely (steps.test.ts): each a
 * `botc-temporal-v1` input with every character known, and the hidden choices of each
 * night (player ids; omitted: nobody). The test also runs them with perturbed choices and
 * nearby states (harness.ts), so both sides of each rule are compared.
 */
import type { RoleId } from '../../src/rules/roles.ts';

export interface HandMadeGame {
  name: string;
  roles: Record<string, RoleId>;
  drunkShown?: RoleId;
  redHerring?: string;
  nights: { number: number; poison?: string; monk?: string; imp?: string; redirect?: string; successor?: string; master?: string }[];
  input: Record<string, unknown>;
}

const players = (roles: Record<string, RoleId>) => Object.keys(roles).map((id) => ({ id }));
const hard = (roles: Record<string, RoleId>) => Object.entries(roles).map(([player, role]) => ({ kind: 'role', player, role, mode: 'hard' }));
const LIMITS = { maxResults: 10, maxNodes: 100_000, maxMs: 1000 };

export function handMadeGames(): HandMadeGame[] {
  // The Mayor's win (rules reference §3.13): three alive at the end of a day with no
  // execution and a healthy Mayor. D1 executes the Chef; N2 the Imp kills the Empath, the
  // Poisoner poisons themself; D2 ends with p1 (Mayor), p4 (Poisoner), p5 (Imp) alive and
  // nobody executed: good wins. The test's nearby states put the poison on the Mayor too.
  const mayorRoles: Record<string, RoleId> = { p1: 'mayor', p2: 'chef', p3: 'empath', p4: 'poisoner', p5: 'imp' };
  const mayorPhases = (poisonN2: string) => [
    { phase: 'night', number: 1, deaths: [] },
    { phase: 'day', number: 1, ended: true, events: [{ kind: 'execution', player: 'p2', mode: 'hard' }] },
    { phase: 'night', number: 2, deaths: ['p3'], actions: [{ kind: 'poison', player: 'p4', target: poisonN2 }] },
    { phase: 'day', number: 2, ended: true, events: [] },
  ];
  const mayor = (poisonN2: string, won: boolean): HandMadeGame => ({
    name: `Mayor: three alive, no execution, N2 poison on ${poisonN2} (${won ? 'good wins' : 'no win'})`,
    roles: mayorRoles,
    nights: [{ number: 1, poison: 'p2' }, { number: 2, poison: poisonN2, imp: 'p3' }],
    input: {
      schema: 'botc-temporal-v1', players: players(mayorRoles), evidence: hard(mayorRoles), reports: [],
      phases: won ? mayorPhases(poisonN2) : [...mayorPhases(poisonN2), { phase: 'night', number: 3, deaths: [] }],
      limits: LIMITS,
    },
  });
  // The Undertaker (§3.7): D1 executes the Chef; on N2 the Imp kills the Undertaker (who
  // then learns nothing: only "no information" fits) or the Empath (the Undertaker learns
  // the Chef).
  const utRoles: Record<string, RoleId> = { p1: 'undertaker', p2: 'chef', p3: 'empath', p4: 'poisoner', p5: 'imp' };
  const undertaker = (victim: string, targetRole: RoleId | null): HandMadeGame => ({
    name: `Undertaker: N2 the Imp kills ${victim}, the Undertaker reports ${String(targetRole)}`,
    roles: utRoles,
    nights: [{ number: 1, poison: 'p3' }, { number: 2, poison: 'p4', imp: victim }],
    input: {
      schema: 'botc-temporal-v1', players: players(utRoles), evidence: hard(utRoles),
      reports: [{ player: 'p1', role: 'undertaker', night: 2, targetRole, authenticity: 'good', mode: 'assumption' }],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, ended: true, events: [{ kind: 'execution', player: 'p2', mode: 'hard' }] },
        { phase: 'night', number: 2, deaths: [victim] },
        { phase: 'day', number: 2, ended: false, events: [] },
      ],
      limits: LIMITS,
    },
  });
  // The Saint (§3.17): executed on D1, healthy (evil wins) or poisoned on N1 (no loss).
  const saintRoles: Record<string, RoleId> = { p1: 'saint', p2: 'chef', p3: 'empath', p4: 'washerwoman', p5: 'poisoner', p6: 'imp' };
  const saint = (poison: string): HandMadeGame => ({
    name: `Saint executed on D1, N1 poison on ${poison}`,
    roles: saintRoles,
    nights: [{ number: 1, poison }],
    input: {
      schema: 'botc-temporal-v1', players: players(saintRoles), evidence: hard(saintRoles), reports: [],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, ended: true, events: [{ kind: 'execution', player: 'p1', mode: 'hard' }] },
        ...(poison === 'p1' ? [{ phase: 'night', number: 2, deaths: [] }] : []),
      ],
      limits: LIMITS,
    },
  });
  // The Ravenkeeper (§3.9): killed by the Imp on N2, learns the Imp's character. The
  // test's other Imp targets leave the Ravenkeeper alive, when the report cannot hold.
  const rkRoles: Record<string, RoleId> = { p1: 'ravenkeeper', p2: 'chef', p3: 'empath', p4: 'poisoner', p5: 'imp' };
  const ravenkeeper: HandMadeGame = {
    name: 'Ravenkeeper killed on N2 learns the Imp',
    roles: rkRoles,
    nights: [{ number: 1, poison: 'p3' }, { number: 2, poison: 'p2', imp: 'p1' }],
    input: {
      schema: 'botc-temporal-v1', players: players(rkRoles), evidence: hard(rkRoles),
      reports: [{ player: 'p1', role: 'ravenkeeper', night: 2, target: 'p5', targetRole: 'imp', authenticity: 'good', mode: 'assumption' }],
      phases: [
        { phase: 'night', number: 1, deaths: [] },
        { phase: 'day', number: 1, ended: true, events: [] },
        { phase: 'night', number: 2 },
        { phase: 'day', number: 2, ended: false, events: [] },
      ],
      limits: LIMITS,
    },
  };
  // The Librarian's "no Outsider" (§3.2): false with a Saint in play unless the Librarian
  // is poisoned; possible with a Recluse (who may register as something else).
  const librarian = (outsider: RoleId): HandMadeGame => {
    const roles: Record<string, RoleId> = { p1: outsider, p2: 'librarian', p3: 'chef', p4: 'empath', p5: 'poisoner', p6: 'imp' };
    return {
      name: `Librarian sees no Outsider, with a ${outsider} in play`,
      roles,
      nights: [{ number: 1, poison: 'p3' }],
      input: {
        schema: 'botc-temporal-v1', players: players(roles), evidence: hard(roles),
        reports: [{ player: 'p2', role: 'librarian', night: 1, value: 0, authenticity: 'good', mode: 'assumption' }],
        phases: [{ phase: 'night', number: 1, deaths: [] }, { phase: 'day', number: 1, ended: false, events: [] }],
        limits: LIMITS,
      },
    };
  };
  return [
    mayor('p4', true), mayor('p1', false), undertaker('p1', null), undertaker('p3', 'chef'), saint('p2'), saint('p1'),
    ravenkeeper, librarian('saint'), librarian('recluse'),
  ];
}
