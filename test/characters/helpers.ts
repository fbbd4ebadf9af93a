/**
 * Helpers for character tests that go through the whole engine: pin every seat's
 * character with hard `role` rows, add reports and actions, and ask whether any legal
 * first night explains them — in both engines, which must agree.
 */
import { expect } from 'vitest';
import { solveTemporal, type RoleId, type TemporalResult } from '../../src/index.ts';

export const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** A temporal input with each seat's character fixed. */
export function pinned(
  roles: RoleId[], rows: { reports?: object[]; evidence?: object[]; actions?: object[] } = {},
): Record<string, unknown> {
  const players = ids(roles.length);
  return {
    schema: 'botc-temporal-v1',
    players: players.map((id) => ({ id })),
    evidence: [...roles.map((role, i) => ({ kind: 'role', player: players[i], role, mode: 'hard' })), ...(rows.evidence ?? [])],
    reports: rows.reports ?? [],
    phases: [{ phase: 'night', number: 1, deaths: [], actions: rows.actions ?? [] }],
    limits: { maxResults: 1000, maxNodes: 10_000_000, maxMs: 60_000 },
  };
}

/** A starting assignment as one sortable string (`p1=imp,p2=chef,…`). */
const assignmentKey = (a: Record<string, string>) => Object.keys(a).sort().map((p) => `${p}=${a[p]}`).join(',');

/**
 * A result's candidates as a set: sorted by starting assignment, each with the winner and
 * final characters of its example history. The two engines list the same candidates but
 * need not find them in the same order (their searches walk differently), so they are
 * compared as sets.
 */
function candidateSet(r: TemporalResult): { assignments: string; winner: TemporalResult['candidates'][number]['winner']; finalRoles: object }[] {
  return r.candidates
    .map((c) => ({ assignments: assignmentKey(c.assignments), winner: c.winner, finalRoles: c.finalRoles }))
    .sort((a, b) => (a.assignments < b.assignments ? -1 : a.assignments > b.assignments ? 1 : 0));
}

/** Solve with both engines, check they find the same candidates (as sets), and return the WASM result. */
export async function solveBoth(input: Record<string, unknown>): Promise<TemporalResult> {
  const wasm = await solveTemporal(input, { engine: 'wasm' });
  const reference = await solveTemporal(input, { engine: 'reference' });
  expect(wasm.errors).toEqual([]);
  expect(wasm.complete).toBe(true);
  const [w, ref] = [candidateSet(wasm), candidateSet(reference)];
  expect(w.map((c) => c.assignments)).toEqual(ref.map((c) => c.assignments));
  expect(w.map((c) => [c.winner, c.finalRoles])).toEqual(ref.map((c) => [c.winner, c.finalRoles]));
  return wasm;
}

/** Is there a legal first night for this pinned setup and these rows? */
export async function legal(roles: RoleId[], rows: Parameters<typeof pinned>[1] = {}): Promise<boolean> {
  const r = await solveBoth(pinned(roles, rows));
  return r.status === 'candidates';
}

/** An authentic report row by seat index (p1 = 0). */
export function report(seat: number, role: RoleId, payload: object, healthy = false): object {
  return {
    player: `p${seat + 1}`, role, night: 1, authenticity: 'authentic', mode: 'hard',
    ...(healthy ? { reliability: 'healthy' } : {}), ...payload,
  };
}

/** A multi-phase input with every seat's character fixed (phases as in the contract). */
export function pinnedHistory(
  roles: RoleId[], phases: object[], rows: { reports?: object[]; evidence?: object[] } = {},
): Record<string, unknown> {
  return { ...pinned(roles, rows), phases };
}

/** Solve a multi-phase input with both engines, check they agree, and return the WASM result. */
export async function solveHistory(input: Record<string, unknown>): Promise<TemporalResult> {
  return solveBoth(input);
}

/** Night and day phase rows, for brevity. */
export const night = (number: number, deaths: string[] | undefined, actions: object[] = []) =>
  ({ phase: 'night', number, ...(deaths ? { deaths } : {}), actions });
export const day = (number: number, executions: string[] = [], ended = true) =>
  ({ phase: 'day', number, ended, events: executions.map((player) => ({ kind: 'execution', player, mode: 'hard' })) });
export const act = (kind: string, player: string, target: string, extra: object = {}) => ({ kind, player, target, ...extra });
