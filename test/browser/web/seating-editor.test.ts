/**
 * `<botc-seating-editor>` in real Chromium: the list shows the seats in order (the one
 * circle on the page is the answer's); rename, reorder, add and remove send the expected next game; the 5 and 15
 * seat bounds; the inline confirmation before a removal that loses rows; readonly;
 * axe on a real case; a name that looks like HTML shown as text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../../../web/editors/seating-editor.ts';
import type { LegacyInput, TemporalInput } from '../../../web/model/game.ts';
import nqt47Case from '../../fixtures/cases/nqt-47.json';
import { HTML_NAME, expectPhoneReady, mountWithHtmlName } from './editor-checks.ts';
import { collectEdits, deepQuery, deepQueryAll, expectNoAxeViolations, mount, settle, setValue } from './helpers.ts';

const nqt47 = nqt47Case.input as TemporalInput;
const TAG = 'botc-seating-editor';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `N${i + 1}` }));
const withPlayers = (n: number): TemporalInput => ({ ...structuredClone(nqt47), players: seats(n), evidence: [], reports: [], phases: [] });
const texts = (els: Element[]) => els.map((e) => e.textContent!.replace(/\s+/g, ' ').trim());
const click = (el: HTMLElement | null) => { expect(el).not.toBeNull(); el!.click(); };

afterEach(() => document.body.replaceChildren());

describe('<botc-seating-editor>', () => {
  it('lists the seats in seat order, and draws no circle of its own', async () => {
    const el = await mount(TAG, { game: nqt47 });
    expect(deepQueryAll(el, '.circle')).toEqual([]);
    const names = deepQueryAll<HTMLInputElement>(el, 'input.name');
    expect(names.map((i) => i.value)).toEqual(nqt47.players.map((p) => p.name));
    expect(names.map((i) => i.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim())).toEqual(
      nqt47.players.map((_, i) => `Name of seat ${i + 1}`),
    );
  });

  it('renames a player and keeps everything else', async () => {
    const el = await mount(TAG, { game: nqt47 });
    const edits = collectEdits(el);
    setValue(deepQueryAll<HTMLInputElement>(el, 'input.name')[1]!, 'Liv');
    const expected = structuredClone(nqt47);
    expected.players[1]!.name = 'Liv';
    expect(edits).toEqual([expected]);
  });

  it('moves a player down and up; ids stay with their players', async () => {
    const el = await mount(TAG, { game: nqt47 });
    const edits = collectEdits(el);
    click(deepQueryAll(el, 'button.down')[0]!);
    click(deepQueryAll(el, 'button.up')[2]!);
    const down = structuredClone(nqt47);
    [down.players[0], down.players[1]] = [nqt47.players[1]!, nqt47.players[0]!];
    const up = structuredClone(nqt47);
    [up.players[1], up.players[2]] = [nqt47.players[2]!, nqt47.players[1]!];
    expect(edits).toEqual([down, up]);
    expect(deepQueryAll<HTMLButtonElement>(el, 'button.up')[0]!.disabled).toBe(true);
    expect(deepQueryAll<HTMLButtonElement>(el, 'button.down').at(-1)!.disabled).toBe(true);
  });

  it('adds a player with the first unused id, and stops at 15 seats saying why', async () => {
    const game = withPlayers(7);
    game.players.splice(2, 1); // p3 is free
    const el = await mount(TAG, { game });
    const edits = collectEdits(el);
    click(deepQuery(el, 'button.add'));
    expect(edits).toEqual([{ ...game, players: [...game.players, { id: 'p3', name: 'Player 7' }] }]);

    const full = await mount(TAG, { game: withPlayers(15) });
    const fullEdits = collectEdits(full);
    const add = deepQuery<HTMLButtonElement>(full, 'button.add')!;
    expect(add.disabled).toBe(true);
    add.click();
    expect(fullEdits).toEqual([]);
    expect(full.shadowRoot!.textContent).toContain('A game has at most 15 players.');
  });

  it('removes an unmentioned player at once, and disables Remove at 5 seats saying why', async () => {
    const el = await mount(TAG, { game: withPlayers(6) });
    const edits = collectEdits(el);
    click(deepQueryAll(el, 'button.remove')[3]!);
    expect(edits).toEqual([{ ...withPlayers(6), players: seats(6).filter((p) => p.id !== 'p4') }]);

    const five = await mount(TAG, { game: withPlayers(5) });
    expect(deepQueryAll<HTMLButtonElement>(five, 'button.remove').every((b) => b.disabled)).toBe(true);
    expect(five.shadowRoot!.textContent).toContain('A game needs at least 5 players, so nobody can be removed.');
  });

  it('asks before removing a player that rows mention; Cancel keeps the game, Confirm removes them and the rows', async () => {
    const el = await mount(TAG, { game: nqt47 });
    const edits = collectEdits(el);
    click(deepQueryAll(el, 'button.remove')[7]!); // Tom (p8)
    await settle(el);
    expect(edits).toEqual([]);
    expect(deepQuery(el, '#confirm-question')!.textContent).toBe('Remove Tom and the 5 rows that mention Tom?');
    expect(texts(deepQueryAll(el, '.confirm li'))).toEqual([
      'evidence row 8 (claim)', 'report 1 (Investigator)', 'report 5 (Washerwoman)', 'report 6 (Chef)', 'execution on day 3',
    ]);
    expect(el.shadowRoot!.activeElement).toBe(deepQuery(el, '.confirm .cancel'));

    click(deepQuery(el, '.confirm .cancel'));
    await settle(el);
    expect(deepQuery(el, '.confirm')).toBeNull();
    expect(edits).toEqual([]);

    click(deepQueryAll(el, 'button.remove')[7]!);
    await settle(el);
    click(deepQuery(el, '.confirm .confirm-remove'));
    const expected = structuredClone(nqt47);
    expected.players.splice(7, 1);
    expected.evidence.splice(7, 1);
    expected.reports = [1, 2, 3, 6].map((i) => nqt47.reports[i]!);
    (expected.phases[5] as { events: unknown[] }).events = [];
    expect(edits).toEqual([expected]);
  });

  it('removes a legacy player and the information rows that name them after confirmation', async () => {
    const legacy: LegacyInput = {
      players: seats(6),
      evidence: [
        { kind: 'info', player: 'p1', role: 'washerwoman', targets: ['p2', 'p6'], targetRole: 'chef', mode: 'assumption' },
        { kind: 'inPlay', role: 'baron', is: false },
      ],
    };
    const el = await mount(TAG, { game: legacy });
    const edits = collectEdits(el);
    click(deepQueryAll(el, 'button.remove')[5]!);
    await settle(el);
    expect(deepQuery(el, '#confirm-question')!.textContent).toBe('Remove N6 and the 1 row that mentions N6?');
    click(deepQuery(el, '.confirm .confirm-remove'));
    expect(edits).toEqual([{ players: seats(5), evidence: [legacy.evidence[1]] }]);
  });

  it('readonly disables every control and hides add, move and remove', async () => {
    const el = await mount(TAG, { game: nqt47, readonly: true });
    expect(el.hasAttribute('readonly')).toBe(true);
    expect(deepQueryAll(el, 'button')).toEqual([]);
    const inputs = deepQueryAll<HTMLInputElement>(el, 'input');
    expect(inputs).toHaveLength(9);
    expect(inputs.every((i) => i.disabled)).toBe(true);
  });

  it('shows a name that looks like HTML as text', async () => {
    const el = await mountWithHtmlName(TAG, nqt47, 0);
    expect(deepQueryAll<HTMLInputElement>(el, 'input.name')[0]!.value).toBe(HTML_NAME);
    expect(deepQueryAll(el, 'button.up')[0]!.textContent).toContain(HTML_NAME);
  });

  it('has no axe violations on a real case, also while confirming and on a phone-wide screen', async () => {
    const el = await mount(TAG, { game: nqt47 });
    await expectPhoneReady(el);
    click(deepQueryAll(el, 'button.remove')[0]!);
    await settle(el);
    await expectNoAxeViolations(el);
  });
});
