/** The state-field table covers the whole mechanical state, so no field is left out of a snapshot or key. */
import { expect, it } from 'vitest';
import { FIXED_STATE_FIELDS, STATE_FIELDS } from '../../src/compile/state-fields.ts';
import { initialState } from '../../src/kernel/state.ts';

it('every field of the kernel state is saved or fixed for the search, and only once', () => {
  const state = initialState({ roles: [0, 1, 2, 17, 21], drunkShown: -1, redHerring: -1, nights: [], days: [], reportNights: [], unusual: 0 });
  const listed = [...STATE_FIELDS.map((f) => f.ts).filter((f) => f !== 'placed'), ...FIXED_STATE_FIELDS];
  expect([...listed].sort()).toEqual(Object.keys(state).sort());
  expect(new Set(STATE_FIELDS.map((f) => f.as)).size).toBe(STATE_FIELDS.length);
});
