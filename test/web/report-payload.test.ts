/**
 * Changing the character of a report row in the widget: payload the new character cannot
 * carry goes, a night it cannot wake on becomes "unknown night", a Spy gets its grimoire;
 * and what each payload field can carry, read from the role table's payload specs.
 */
import { expect, it } from 'vitest';
import { canCarry, withRole } from '../../web/editors/report-payload.ts';
import type { TemporalReport } from '../../web/model/game.ts';

const chef: TemporalReport = { id: 'r1', player: 'p1', role: 'chef', night: 1, value: 1, authenticity: 'good', mode: 'assumption', source: 'day 1 chat' };

it('Chef on night 1 → Undertaker: the count goes, the night becomes unknown, id and note stay', () => {
  expect(withRole(chef, 'undertaker', 7)).toEqual({ id: 'r1', player: 'p1', role: 'undertaker', night: null, authenticity: 'good', mode: 'assumption', source: 'day 1 chat' });
});

it('→ Spy: an empty grimoire to fill in; the night stays (the Spy wakes every night)', () => {
  expect(withRole(chef, 'spy', 7)).toMatchObject({ role: 'spy', night: 1, grimoire: {} });
  expect(withRole(chef, 'spy', 7)).not.toHaveProperty('value');
});

it('→ Empath: a count of 1 still fits and stays', () => {
  expect(withRole(chef, 'empath', 7)).toMatchObject({ role: 'empath', night: 1, value: 1 });
});

it('what a field can carry follows the payload spec: counts to their bound, 0 only for "no Outsiders", null only for the Undertaker', () => {
  expect([7, 8].map((v) => canCarry('chef', 'value', v, 7))).toEqual([true, false]);
  expect([2, 3, true].map((v) => canCarry('empath', 'value', v, 7))).toEqual([true, false, false]);
  expect([0, 1].map((v) => canCarry('librarian', 'value', v, 7))).toEqual([true, false]);
  expect([true, 1].map((v) => canCarry('fortune_teller', 'value', v, 7))).toEqual([true, false]);
  expect(['saint', 'chef'].map((v) => canCarry('librarian', 'targetRole', v, 7))).toEqual([true, false]);
  expect([null, 'imp'].map((v) => canCarry('undertaker', 'targetRole', v, 7))).toEqual([true, true]);
  expect([null, 'imp'].map((v) => canCarry('ravenkeeper', 'targetRole', v, 7))).toEqual([false, true]);
  expect(canCarry('spy', 'targets', ['p1', 'p2'], 7)).toBe(false);
});
