/**
 * `<botc-evidence-editor>` in real Chromium, on real cases: each edit through the UI
 * sends the input with exactly that change (claims table, row fields, mode, "Use this
 * row", source note, add and remove); evil setup information lists and bluffs; legacy
 * first-night information payloads; readonly; axe; a name that looks like HTML.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LEGACY_INFO_ROLES } from '../../../src/model/report-rules.ts';
import type { EvidenceEditor } from '../../../web/editors/evidence-editor.ts';
import '../../../web/editors/evidence-editor.ts';
import type { LegacyInput, TemporalInput } from '../../../web/model/game.ts';
import { rolesOf } from '../../../web/ui/roles.ts';
import nqt47Case from '../../fixtures/cases/nqt-47.json';
import { HTML_NAME, expectPhoneReady, mountWithHtmlName } from './editor-checks.ts';
import { collectEdits, deepQuery, deepQueryAll, expectNoAxeViolations, mount, setValue } from './helpers.ts';

const nqt47 = nqt47Case.input as TemporalInput;
const TAG = 'botc-evidence-editor';

type Control = HTMLInputElement & HTMLSelectElement;
const control = (el: HTMLElement, id: string): Control => {
  const found = deepQuery<Control>(el, `#${id}`);
  expect(found, id).not.toBeNull();
  return found!;
};
const optionValues = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `N${i + 1}` }));

/** nqt-47 with the evidence replaced by `evidence`. */
const withEvidence = (evidence: TemporalInput['evidence'], players = nqt47.players): TemporalInput =>
  ({ ...structuredClone(nqt47), players, evidence });

/** The game `base` with evidence row `i` replaced (rows are written as plain objects, like the editor's). */
function changedRow<T extends TemporalInput | LegacyInput>(base: T, i: number, row: object): T {
  const next = structuredClone(base);
  next.evidence[i] = row as T['evidence'][number];
  return next;
}

afterEach(() => document.body.replaceChildren());

describe('<botc-evidence-editor> on a history', () => {
  it('changes a claim in the claims table and nothing else', async () => {
    const el = await mount(TAG, { game: nqt47 });
    const edits = collectEdits(el);
    const olivia = control(el, 'claim-1');
    expect(olivia.value).toBe('investigator');
    expect(olivia.labels[0]!.textContent).toBe('Character claimed by Olivia');
    setValue(olivia, 'empath');
    expect(edits).toEqual([changedRow(nqt47, 1, { ...nqt47.evidence[1]!, role: 'empath' } as TemporalInput['evidence'][number])]);
  });

  it('adds a claim for a player without one, and "No claim" removes that player\'s testimony row', async () => {
    const game = withEvidence(nqt47.evidence.filter((r) => !(r.kind === 'testimony' && r.player === 'p9')));
    const el = await mount(TAG, { game });
    const edits = collectEdits(el);
    expect(control(el, 'claim-8').value).toBe('');
    setValue(control(el, 'claim-8'), 'imp');
    setValue(control(el, 'claim-2'), '');
    expect(edits[0]).toEqual({ ...game, evidence: [...game.evidence, { kind: 'testimony', player: 'p9', role: 'imp', mode: 'assumption' }] });
    expect(edits[1]).toEqual({ ...game, evidence: game.evidence.filter((_, i) => i !== 2) });
  });

  it('edits the fields of a row: player, is / is not, alignment, character', async () => {
    const el = await mount(TAG, { game: nqt47 });
    const edits = collectEdits(el);
    setValue(control(el, 'ev-9-player'), 'p4');
    setValue(control(el, 'ev-9-is'), 'false');
    setValue(control(el, 'ev-9-alignment'), 'evil');
    setValue(control(el, 'ev-10-role'), 'chef');
    const alignment = nqt47.evidence[9]!;
    expect(edits).toEqual([
      changedRow(nqt47, 9, { ...alignment, player: 'p4' }),
      changedRow(nqt47, 9, { ...alignment, is: false }),
      changedRow(nqt47, 9, { ...alignment, alignment: 'evil' } as typeof alignment),
      changedRow(nqt47, 10, { ...nqt47.evidence[10]!, role: 'chef' } as TemporalInput['evidence'][number]),
    ]);
    expect(control(el, 'ev-9-player').labels[0]!.textContent).toBe('Player (Row 10: Alignment, You)');
  });

  it('sets the mode, "Use this row" and the source note of a row', async () => {
    const game = withEvidence([{ ...nqt47.evidence[0]!, id: 'e1', enabled: false }, nqt47.evidence[1]!]);
    const el = await mount(TAG, { game });
    const edits = collectEdits(el);
    expect(optionValues(control(el, 'ev-0-mode'))).toEqual(['claim', 'assumption', 'hard']);
    // The mode the search never uses reads "note only": "claim" is the claims table's word.
    expect([...control(el, 'ev-0-mode').options].map((o) => o.textContent)).toEqual(['note only', 'assumption', 'hard']);
    setValue(control(el, 'ev-1-mode'), 'claim');
    const use = control(el, 'ev-1-enabled');
    expect(use.checked).toBe(true);
    use.click();
    const disabledUse = control(el, 'ev-0-enabled');
    expect(disabledUse.checked).toBe(false);
    disabledUse.click();
    setValue(control(el, 'ev-1-source'), 'Olivia, day 1');
    const { enabled: _, ...reenabled } = game.evidence[0]!;
    expect(edits).toEqual([
      changedRow(game, 1, { ...game.evidence[1]!, mode: 'claim' }),
      changedRow(game, 1, { ...game.evidence[1]!, enabled: false }),
      changedRow(game, 0, reenabled),
      changedRow(game, 1, { ...game.evidence[1]!, source: 'Olivia, day 1' }),
    ]);
  });

  it('adds a row of each kind and removes a row', async () => {
    const game = withEvidence([nqt47.evidence[0]!, nqt47.evidence[9]!]);
    const el = await mount(TAG, { game });
    const edits = collectEdits(el);
    const adds = deepQueryAll<HTMLButtonElement>(el, '.add button');
    expect(adds.map((b) => b.textContent)).toEqual([
      'Add claim', 'Add character', 'Add alignment', 'Add character in play', 'Add shown token', 'Add evil setup information',
    ]);
    for (const b of adds) b.click();
    const added = edits.map((g) => g.evidence.at(-1));
    expect(added).toEqual([
      { kind: 'testimony', player: 'p1', role: 'washerwoman', mode: 'assumption' },
      { kind: 'role', player: 'p1', role: 'washerwoman', mode: 'assumption' },
      { kind: 'alignment', player: 'p1', alignment: 'good', mode: 'assumption' },
      { kind: 'inPlay', role: 'washerwoman', mode: 'assumption' },
      { kind: 'shown', player: 'p1', role: 'washerwoman', mode: 'assumption' },
      { kind: 'setupInfo', player: 'p1', team: 'Minion', mode: 'assumption' },
    ]);
    for (const g of edits) expect(g.evidence.slice(0, 2)).toEqual(game.evidence);
    deepQueryAll<HTMLButtonElement>(el, 'button.remove-row')[0]!.click();
    expect(edits.at(-1)).toEqual({ ...game, evidence: [game.evidence[1]] });
  });

  it('edits evil setup information: known lists, three different good bluffs, team change', async () => {
    const demon = { kind: 'setupInfo', player: 'p2', team: 'Demon', mode: 'hard' } as const;
    const game = withEvidence([demon]);
    const el = await mount<EvidenceEditor>(TAG, { game });
    const edits = collectEdits(el);
    expect(el.shadowRoot!.textContent).toContain('only with 7 or more players.');
    expect(deepQuery(el, '#ev-0-demons')).toBeNull(); // a Demon is not shown a Demon list
    setValue(control(el, 'ev-0-minions'), 'known');
    setValue(control(el, 'ev-0-bluffs'), 'known');
    expect(edits).toEqual([
      changedRow(game, 0, { ...demon, minions: [] }),
      changedRow(game, 0, { ...demon, bluffs: ['washerwoman', 'librarian', 'investigator'] }),
    ]);

    el.game = changedRow(game, 0, { ...demon, minions: ['p5'], bluffs: ['washerwoman', 'librarian', 'investigator'] });
    await el.updateComplete;
    const bluff2 = control(el, 'ev-0-bluff-1');
    expect(optionValues(bluff2)).not.toContain('washerwoman');
    expect(optionValues(bluff2)).not.toContain('imp');
    expect(optionValues(bluff2)).toContain('saint');
    setValue(bluff2, 'saint');
    control(el, 'ev-0-minions-2').click();
    setValue(control(el, 'ev-0-team'), 'Minion');
    expect(edits.slice(2)).toEqual([
      changedRow(game, 0, { ...demon, minions: ['p5'], bluffs: ['washerwoman', 'saint', 'investigator'] }),
      changedRow(game, 0, { ...demon, minions: ['p5', 'p3'], bluffs: ['washerwoman', 'librarian', 'investigator'] }),
      changedRow(game, 0, { ...demon, team: 'Minion', minions: ['p5'] }),
    ]);
  });

  it('warns that evil setup information needs seven players in a smaller game', async () => {
    const el = await mount(TAG, { game: withEvidence([{ kind: 'setupInfo', player: 'p1', team: 'Minion', mode: 'hard' }], seats(5)) });
    expect(deepQuery(el, 'p.error')!.textContent).toContain('this game has 5, so the search will reject this row');
  });

  it('readonly disables every control and hides add and remove', async () => {
    const el = await mount(TAG, { game: nqt47, readonly: true });
    expect(el.hasAttribute('readonly')).toBe(true);
    expect(deepQueryAll(el, 'button')).toEqual([]);
    const controls = deepQueryAll<Control>(el, 'select, input');
    expect(controls.length).toBeGreaterThan(40);
    expect(controls.filter((c) => !c.disabled)).toEqual([]);
  });

  it('shows a name that looks like HTML as text', async () => {
    const el = await mountWithHtmlName(TAG, nqt47, 1);
    expect(deepQueryAll(el, '.claims th[scope=row]')[1]!.textContent).toBe(HTML_NAME);
    expect(deepQueryAll(el, 'legend')[1]!.textContent).toBe(`Row 2: Claim by ${HTML_NAME}`);
  });

  it('has no axe violations on a real case with every kind of row, and fits a phone-wide screen', async () => {
    const game = withEvidence([
      ...nqt47.evidence,
      { kind: 'role', player: 'p3', role: 'imp', is: false, mode: 'claim', source: 'guess' },
      { kind: 'inPlay', role: 'baron', is: false, mode: 'assumption', enabled: false },
      { kind: 'setupInfo', player: 'p4', team: 'Demon', minions: ['p5'], bluffs: ['chef', 'saint', 'monk'], mode: 'hard' },
      { kind: 'setupInfo', player: 'p5', team: 'Minion', minions: [], demons: ['p4'], mode: 'hard' },
    ]);
    await expectPhoneReady(await mount(TAG, { game }));
  });
});

describe('<botc-evidence-editor> on a legacy first-night game', () => {
  const legacy: LegacyInput = {
    script: 'trouble_brewing',
    players: seats(6),
    evidence: [
      { kind: 'info', player: 'p1', role: 'chef', value: 1, reliability: 'uncertain', mode: 'assumption', id: 'i1' },
      { kind: 'info', player: 'p2', role: 'librarian', targets: ['p3', 'p4'], targetRole: 'saint' },
      { kind: 'role', player: 'p3', role: 'chef', mode: 'claim' },
    ],
  };

  it('offers the legacy kinds, no source note, and a mode that may be left unset', async () => {
    const el = await mount(TAG, { game: legacy });
    const edits = collectEdits(el);
    expect(deepQueryAll(el, '.add button').map((b) => b.textContent)).toEqual([
      'Add character', 'Add alignment', 'Add character in play', 'Add first-night information',
    ]);
    expect(deepQuery(el, '.claims')).toBeNull();
    expect(deepQuery(el, '#ev-0-source')).toBeNull();
    expect(control(el, 'ev-1-mode').value).toBe('');
    setValue(control(el, 'ev-1-mode'), 'hard');
    setValue(control(el, 'ev-0-mode'), '');
    const { mode: _, ...noMode } = legacy.evidence[0]!;
    expect(edits).toEqual([
      changedRow(legacy, 1, { ...legacy.evidence[1]!, mode: 'hard' }),
      changedRow(legacy, 0, noMode),
    ]);
    deepQueryAll<HTMLButtonElement>(el, '.add button')[3]!.click();
    expect(edits.at(-1)!.evidence.at(-1)).toEqual({ kind: 'info', player: 'p1', role: 'chef', value: 0, mode: 'assumption' });
  });

  it('edits first-night information with legal pickers only', async () => {
    const el = await mount(TAG, { game: legacy });
    const edits = collectEdits(el);
    expect(optionValues(control(el, 'ev-0-role'))).toEqual(LEGACY_INFO_ROLES);
    expect(optionValues(control(el, 'ev-0-value'))).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(optionValues(control(el, 'ev-1-targetRole'))).toEqual(rolesOf('Outsider'));
    expect(optionValues(control(el, 'ev-1-target-1'))).toEqual(['p1', 'p2', 'p4', 'p5', 'p6']);
    setValue(control(el, 'ev-0-value'), '2');
    setValue(control(el, 'ev-0-reliability'), 'healthy');
    setValue(control(el, 'ev-0-role'), 'fortune_teller');
    setValue(control(el, 'ev-1-target-0'), 'p6');
    setValue(control(el, 'ev-1-form'), 'zero');
    const chef = legacy.evidence[0]!;
    const librarian = legacy.evidence[1]!;
    expect(edits).toEqual([
      changedRow(legacy, 0, { ...chef, value: 2 }),
      changedRow(legacy, 0, { ...chef, reliability: 'healthy' }),
      changedRow(legacy, 0, { kind: 'info', player: 'p1', role: 'fortune_teller', targets: ['p1', 'p2'], value: false, reliability: 'uncertain', mode: 'assumption', id: 'i1' }),
      changedRow(legacy, 1, { ...librarian, targets: ['p6', 'p4'] }),
      changedRow(legacy, 1, { kind: 'info', player: 'p2', role: 'librarian', value: 0 }),
    ]);
  });

  it('offers yes/no for a Fortune Teller and 0–2 for an Empath; axe-clean', async () => {
    const game: LegacyInput = {
      players: seats(6),
      evidence: [
        { kind: 'info', player: 'p1', role: 'fortune_teller', targets: ['p2', 'p3'], value: true, mode: 'assumption' },
        { kind: 'info', player: 'p2', role: 'empath', value: 1, reliability: 'healthy', mode: 'hard' },
        { kind: 'alignment', player: 'p4', alignment: 'evil', is: false },
        { kind: 'inPlay', role: 'imp', enabled: false },
      ],
    };
    const el = await mount(TAG, { game });
    expect(optionValues(control(el, 'ev-0-value'))).toEqual(['true', 'false']);
    expect(control(el, 'ev-0-value').value).toBe('true');
    expect(optionValues(control(el, 'ev-1-value'))).toEqual(['0', '1', '2']);
    await expectNoAxeViolations(el);
  });
});
