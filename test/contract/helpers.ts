/**
 * Shared builders for the contract tests: a small valid temporal input and a valid
 * legacy input to mutate, and assertions on `{code, path}` of returned errors.
 */
import { expect } from 'vitest';
import type { InputError } from '../../src/contract/result.ts';

/** Seven seated players p1…p7 (enough for setupInfo). */
export function players(n = 7): { id: string; name?: string }[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
}

/** A valid temporal input: N1, D1 (ended), N2, open D2; one report; no evidence. */
export function temporal(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schema: 'botc-temporal-v1',
    players: players(),
    evidence: [],
    reports: [],
    phases: [
      { phase: 'night', number: 1, deaths: [] },
      { phase: 'day', number: 1, events: [], ended: true },
      { phase: 'night', number: 2, deaths: [] },
      { phase: 'day', number: 2, events: [], ended: false },
    ],
    ...over,
  };
}

/** A temporal input with one report row (common fields filled in). */
export function withReport(report: Record<string, unknown>, over: Record<string, unknown> = {}): Record<string, unknown> {
  return temporal({
    reports: [{ player: 'p1', night: 1, authenticity: 'good', mode: 'assumption', ...report }],
    ...over,
  });
}

/** A temporal input with one evidence row. */
export function withEvidence(row: Record<string, unknown>, over: Record<string, unknown> = {}): Record<string, unknown> {
  return temporal({ evidence: [{ mode: 'hard', ...row }], ...over });
}

/** The legacy example of the contract (five players, a claimed and an assumed Chef row). */
export function legacy(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    script: 'trouble_brewing',
    players: [
      { id: 'p1', name: 'Alice' }, { id: 'p2', name: 'Bob' },
      { id: 'p3', name: 'Cora' }, { id: 'p4', name: 'Dev' },
      { id: 'p5', name: 'Eli' },
    ],
    evidence: [
      { id: 'e1', kind: 'role', player: 'p1', role: 'chef', mode: 'claim' },
      { id: 'e2', kind: 'info', player: 'p1', role: 'chef', value: 1, mode: 'assumption', reliability: 'uncertain' },
    ],
    limits: { maxResults: 80, maxNodes: 150000, maxMs: 1500 },
    ...over,
  };
}

/** The errors of a failed parse (fails the test when the parse succeeded). */
export function errorsOf(result: { ok: true } | { ok: false; errors: InputError[] }): InputError[] {
  if (result.ok) throw new Error('expected the input to be rejected, but it parsed');
  return result.errors;
}

/** Assert that a failed parse contains an error with this code at this path. */
export function expectError(
  result: { ok: true } | { ok: false; errors: InputError[] }, code: InputError['code'], path: string,
): InputError {
  const errors = errorsOf(result);
  const hit = errors.find((e) => e.code === code && e.path === path);
  expect(hit, `no ${code} at ${path}; got ${JSON.stringify(errors, null, 1)}`).toBeDefined();
  expect(hit!.message.length).toBeGreaterThan(10);
  return hit!;
}

/** Assert exactly one error, with this code and path. */
export function expectOnlyError(
  result: { ok: true } | { ok: false; errors: InputError[] }, code: InputError['code'], path: string,
): InputError {
  const errors = errorsOf(result);
  expect(errors.map((e) => `${e.code} ${e.path}`)).toEqual([`${code} ${path}`]);
  return errors[0]!;
}

/** Assert a successful parse and return it (fails with the errors otherwise). */
export function expectOk<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected the input to parse: ${JSON.stringify((result as { errors?: unknown }).errors, null, 1)}`);
  return result as Extract<T, { ok: true }>;
}
