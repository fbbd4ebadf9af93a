/**
 * How many characters the role table can hold before the kernels' packed numbers break.
 * A role code is an index into `ROLE_IDS`, and both kernels rely on it being small:
 * - sets of characters are bit masks `1 << code` in 32-bit integers (seat masks, team
 *   masks, the characters in play), and the WASM setup search writes "no character left
 *   to try" as the code `ROLE_COUNT`, whose `1 << ROLE_COUNT` must still be a bit of its own
 *   (`assembly/search.ts`): codes up to 30;
 * - a seat's character is packed as `code + 1` in 5 bits (`-1`, no character, as 0) in the
 *   dusk memo key (`assembly/memo-key.gen.ts`) and the cache of refuted assignments
 *   (`assembly/refuted.ts`): codes up to 30 (a project world's order key packs `code`
 *   itself in `KEY_BITS` = 5 bits, `src/compile/layout.ts`: up to 31).
 * So at most 31 characters. Past that, keys of different assignments collide (a memo hit or
 * a "refuted" answer for the wrong assignment) with no error anywhere: this test is the alarm.
 */
import { expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/rules/roles.ts';

/** Role codes 0–30: `code + 1` fits 5 bits, and `1 << ROLE_COUNT` is bit 31 at most. */
const MAX_ROLES = 31;

it(`the role table fits the kernels' role masks and packed keys (at most ${MAX_ROLES} characters)`, () => {
  expect(
    ROLE_IDS.length,
    `the role table has ${ROLE_IDS.length} characters, but role codes must fit 32-bit masks and 5-bit packed keys: ` +
      `at most ${MAX_ROLES} (see test/api/role-count.test.ts); widen them in both kernels before adding a character`,
  ).toBeLessThanOrEqual(MAX_ROLES);
});
