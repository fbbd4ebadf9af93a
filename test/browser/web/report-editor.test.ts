/**
 * `<botc-report-editor>` in Chromium: edits made through its controls produce exactly the
 * expected next game, pickers offer only legal values, and the editor is accessible.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../../../web/editors/report-editor.ts';
import type { ReportEditor } from '../../../web/editors/report-editor.ts';
import type { GameInput, TemporalInput, TemporalReport } from '../../../web/model/game.ts';
import { REPORT_ROLES } from '../../../src/model/report-rules.ts';
import { rolesOf } from '../../../web/ui/roles.ts';
import { collectEdits, deepQuery, deepQueryAll, expectNoAxeViolations, mount, setValue, settle } from './helpers.ts';
import nqt47 from '../../fixtures/cases/nqt-47.json';
import nqt40 from '../../fixtures/cases/nqt-40.json';
import nqt3a from '../../fixtures/cases/nqt-3a.json';
import lsh03 from '../../fixtures/cases/lsh-tb-03.json';

/** A fresh copy of a real case's input (the JSON import's literal types widened to the game type). */
function caseGame(file: { input: unknown }): TemporalInput {
  return structuredClone(file.input) as TemporalInput;
}

/** The report at `index` of a game, for building expectations. */
function report(game: GameInput, index: number): TemporalReport {
  const row = (game as TemporalInput).reports[index];
  if (!row) throw new Error(`no report ${index}`);
  return row;
}

async function mountEditor(game: GameInput, readonly = false): Promise<ReportEditor> {
  return mount<ReportEditor>('botc-report-editor', { game, readonly });
}

/** Mounts the editor on a copy of a real case and collects its edits. */
async function start(file: { input: unknown }): Promise<{ game: TemporalInput; el: ReportEditor; edits: GameInput[] }> {
  const game = caseGame(file);
  const el = await mountEditor(game);
  return { game, el, edits: collectEdits(el) };
}

/** The select of `field` in report row `row`. */
function select(el: HTMLElement, row: number, field: string): HTMLSelectElement {
  const found = deepQuery<HTMLSelectElement>(el, `[data-report="${row}"] select[data-field="${field}"]`);
  if (!found) throw new Error(`no ${field} select in report ${row}`);
  return found;
}

function values(control: HTMLSelectElement): string[] {
  return [...control.options].map((o) => o.value);
}

/** Feeds the latest edit back as the game, as the widget shell does, and waits for the render. */
async function accept(el: ReportEditor, edits: GameInput[]): Promise<TemporalInput> {
  const latest = edits.at(-1) as TemporalInput;
  el.game = latest;
  await settle(el);
  return latest;
}

/** Adds a report of `role` through the "New report from" picker and the Add button. */
async function addReport(el: ReportEditor, edits: GameInput[], role: string): Promise<TemporalInput> {
  setValue(deepQuery<HTMLSelectElement>(el, 'select[data-field="new-role"]')!, role);
  deepQuery<HTMLButtonElement>(el, 'button[data-action="add"]')!.click();
  return accept(el, edits);
}

afterEach(() => document.body.replaceChildren());

describe('<botc-report-editor>', () => {
  it('shows one row per report of a real case and edits one payload value, changing nothing else', async () => {
    const game = caseGame(nqt47);
    const before = structuredClone(game);
    const el = await mountEditor(game);
    const edits = collectEdits(el);
    expect(deepQueryAll(el, 'li[data-report]')).toHaveLength(7);
    // Report 5 is Tom's Chef count of 0.
    setValue(select(el, 5, 'value'), '1');
    const expected = structuredClone(game);
    report(expected, 5).value = 1;
    expect(edits).toHaveLength(1);
    expect(edits[0]).toStrictEqual(expected);
    expect(game).toStrictEqual(before);
  });

  it('edits one player of a pair; each pair picker leaves out the other pick', async () => {
    const { game, el, edits } = await start(nqt47);
    // Report 0: Olivia, Investigator, learned p4 or p8 is the Baron.
    expect(values(select(el, 0, 'target-1'))).not.toContain('p8');
    expect(values(select(el, 0, 'target-2'))).not.toContain('p4');
    setValue(select(el, 0, 'target-1'), 'p1');
    const expected = structuredClone(game);
    report(expected, 0).targets = ['p1', 'p8'];
    expect(edits.at(-1)).toStrictEqual(expected);
  });

  it('offers only legal values: Townsfolk for the Washerwoman, 0–2 for the Empath, 0..players for the Chef, eligible nights', async () => {
    const el = await mountEditor(caseGame(nqt47));
    expect(values(select(el, 4, 'targetRole'))).toEqual(rolesOf('Townsfolk'));
    expect(values(select(el, 0, 'targetRole'))).toEqual(rolesOf('Minion'));
    expect(values(select(el, 5, 'value'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    // Every information character of the role table, in its order.
    expect(values(select(el, 0, 'role'))).toEqual(REPORT_ROLES);
    // The Chef wakes on night 1 only; the Undertaker from night 2; '' is "unknown night".
    expect(values(select(el, 5, 'night'))).toEqual(['', '1']);
    expect(values(select(el, 1, 'night'))).toEqual(['', '2', '3', '4']);
    expect(values(select(el, 0, 'player'))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
  });

  it('adds an Empath report for the player who claims it and fills in the count', async () => {
    const { game, el, edits } = await start(lsh03);
    const added = await addReport(el, edits, 'empath');
    const row: TemporalReport = { id: 'r1', player: 'p2', role: 'empath', night: null, authenticity: 'good', mode: 'assumption' };
    // p2 already has Empath reports on both recorded nights, so the new one starts on an unknown night.
    expect(added).toStrictEqual({ ...game, reports: [...game.reports, row] });
    const value = select(el, game.reports.length, 'value');
    expect(values(value).filter((v) => v !== '')).toEqual(['0', '1', '2']);
    setValue(value, '2');
    expect(report(edits.at(-1)!, game.reports.length)).toStrictEqual({ ...row, value: 2 });
  });

  it('adds a Fortune Teller report: two players (themself allowed) and a yes/no answer', async () => {
    const { game, el, edits } = await start(nqt47);
    await addReport(el, edits, 'fortune_teller');
    const at = game.reports.length;
    expect(report(el.game!, at)).toStrictEqual({
      id: 'r1', player: 'p1', role: 'fortune_teller', night: 1, authenticity: 'good', mode: 'assumption',
    });
    expect(select(el, at, 'target-2').disabled).toBe(true);
    expect(values(select(el, at, 'value')).filter((v) => v !== '')).toEqual(['true', 'false']);
    setValue(select(el, at, 'target-1'), 'p1');
    await accept(el, edits);
    setValue(select(el, at, 'target-2'), 'p6');
    await accept(el, edits);
    setValue(select(el, at, 'value'), 'true');
    expect(report(edits.at(-1)!, at)).toStrictEqual({
      id: 'r1', player: 'p1', role: 'fortune_teller', night: 1, authenticity: 'good', mode: 'assumption',
      targets: ['p1', 'p6'], value: true,
    });
  });

  it('switches a Librarian to the "no Outsiders" form (value 0, no pair) and back', async () => {
    const { game, el, edits } = await start(nqt40);
    // Report 5: p6 Librarian, p4 or p5 is the Drunk.
    setValue(select(el, 5, 'targetRole'), '__none__');
    const zero = await accept(el, edits);
    const { targets: _t, targetRole: _r, ...rest } = report(game, 5);
    expect(zero).toStrictEqual({ ...game, reports: game.reports.map((r, i) => (i === 5 ? { ...rest, value: 0 } : r)) });
    expect(deepQuery(el, '[data-report="5"] select[data-field="target-1"]')).toBeNull();
    setValue(select(el, 5, 'targetRole'), 'saint');
    expect(report(edits.at(-1)!, 5)).toStrictEqual({ ...rest, targetRole: 'saint' });
  });

  it('shows an existing zero-Outsider Librarian report as such, with only Outsiders besides', async () => {
    const el = await mountEditor(caseGame(nqt3a));
    const learned = select(el, 3, 'targetRole');
    expect(learned.value).toBe('__none__');
    expect(values(learned)).toEqual([...rolesOf('Outsider'), '__none__']);
  });

  it('records Spy grimoire observations, each field optional', async () => {
    const { game, el, edits } = await start(lsh03);
    await addReport(el, edits, 'spy');
    const at = game.reports.length;
    setValue(select(el, at, 'grimoire-add'), 'p3');
    deepQuery<HTMLButtonElement>(el, `[data-report="${at}"] button[data-action="add-grimoire"]`)!.click();
    await accept(el, edits);
    // p3 is no longer offered for a second entry.
    expect(values(select(el, at, 'grimoire-add'))).not.toContain('p3');
    setValue(select(el, at, 'grimoire-role'), 'imp');
    await accept(el, edits);
    setValue(select(el, at, 'grimoire-poisoned'), 'true');
    await accept(el, edits);
    setValue(select(el, at, 'grimoire-master'), '__none__');
    const done = await accept(el, edits);
    expect(done).toStrictEqual({
      ...game,
      reports: [...game.reports, {
        id: 'r1', player: 'p1', role: 'spy', night: 1, authenticity: 'good', mode: 'assumption',
        grimoire: { p3: { role: 'imp', poisoned: true, master: null } },
      }],
    });
    // "Unknown" takes the observation out again.
    setValue(select(el, at, 'grimoire-role'), '');
    expect(report(edits.at(-1)!, at).grimoire).toStrictEqual({ p3: { poisoned: true, master: null } });
    await expectNoAxeViolations(el);
  });

  it('sets the Undertaker\'s "no information" and an unknown night', async () => {
    const { game, el, edits } = await start(nqt47);
    // Report 1: Steph, Undertaker, night 2, saw the Recluse.
    setValue(select(el, 1, 'targetRole'), '__none__');
    const noInfo = await accept(el, edits);
    expect(report(noInfo, 1)).toStrictEqual({ ...report(game, 1), targetRole: null });
    setValue(select(el, 1, 'night'), '');
    const expected = structuredClone(noInfo);
    report(expected, 1).night = null;
    expect(edits.at(-1)).toStrictEqual(expected);
  });

  it('changing the character drops only the payload the new character cannot carry', async () => {
    const game = caseGame(nqt47);
    report(game, 4).source = 'Jasmine, day 1';
    report(game, 4).id = 'ww';
    const el = await mountEditor(game);
    const edits = collectEdits(el);
    // Washerwoman (p4/p8, Chef) → Investigator: the pair stays, a Chef is no Minion.
    setValue(select(el, 4, 'role'), 'investigator');
    const { targetRole: _r, ...kept } = report(game, 4);
    expect(report(edits.at(-1)!, 4)).toStrictEqual({ ...kept, role: 'investigator' });
    // Chef count 0 → Empath: 0 is a legal Empath count and stays.
    setValue(select(el, 5, 'role'), 'empath');
    expect(report(edits.at(-1)!, 5)).toStrictEqual({ ...report(game, 5), role: 'empath' });
    // Chef count 0 → Fortune Teller: a count is not a yes/no.
    setValue(select(el, 5, 'role'), 'fortune_teller');
    const { value: _v, ...noValue } = report(game, 5);
    expect(report(edits.at(-1)!, 5)).toStrictEqual({ ...noValue, role: 'fortune_teller' });
    expect(edits.at(-1)!.players).toStrictEqual(game.players);
  });

  it('edits trust, activity and the source note, and removes a report', async () => {
    const { game, el, edits } = await start(nqt47);
    setValue(select(el, 6, 'authenticity'), 'authentic');
    setValue(select(el, 6, 'reliability'), 'healthy');
    setValue(select(el, 6, 'mode'), 'hard');
    const enabled = deepQuery<HTMLInputElement>(el, '[data-report="6"] input[data-field="enabled"]')!;
    enabled.click();
    setValue(deepQuery<HTMLInputElement>(el, '[data-report="6"] input[data-field="source"]')!, 'Fraser, day 3');
    const changed = edits.map((g) => report(g, 6));
    expect(changed).toStrictEqual([
      { ...report(game, 6), authenticity: 'authentic' },
      { ...report(game, 6), reliability: 'healthy' },
      { ...report(game, 6), mode: 'hard' },
      { ...report(game, 6), enabled: false },
      { ...report(game, 6), source: 'Fraser, day 3' },
    ]);
    deepQuery<HTMLButtonElement>(el, '[data-report="2"] button[data-action="remove"]')!.click();
    expect(edits.at(-1)).toStrictEqual({ ...game, reports: game.reports.filter((_, i) => i !== 2) });
  });

  it('readonly: every control disabled, no add or remove buttons', async () => {
    const el = await mountEditor(caseGame(nqt47), true);
    const controls = deepQueryAll<HTMLSelectElement | HTMLInputElement>(el, 'select, input');
    expect(controls.length).toBeGreaterThan(30);
    expect(controls.filter((c) => !c.disabled)).toEqual([]);
    expect(deepQueryAll(el, 'button')).toEqual([]);
    expect(el.hasAttribute('readonly')).toBe(true);
  });

  it('has no axe violations on a filled-in real case', async () => {
    const el = await mountEditor(caseGame(nqt40));
    await expectNoAxeViolations(el);
  });

  it('fits a 360-px phone screen without horizontal scrolling', async () => {
    const game = caseGame(nqt47);
    game.reports.push({
      id: 'spy', player: 'p6', role: 'spy', night: 2, authenticity: 'authentic', mode: 'hard',
      grimoire: { p3: { role: 'undertaker', alive: false, master: 'p1' } },
    });
    await page.viewport(360, 800);
    try {
      const el = await mountEditor(game);
      expect(deepQueryAll(el, 'select').length).toBeGreaterThan(40);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    } finally {
      await page.viewport(414, 896);
    }
  });

  it('shows a hostile player name as text', async () => {
    const game = caseGame(nqt47);
    const name = '<img src=x onerror=alert(1)>';
    game.players[1] = { id: 'p2', name };
    const el = await mountEditor(game);
    expect(deepQueryAll(el, 'img')).toEqual([]);
    expect(deepQuery(el, '[data-report="0"] legend')!.textContent).toContain(`Report 1: ${name} as Investigator`);
    expect([...select(el, 0, 'player').options].map((o) => o.textContent)).toContain(name);
    expect(select(el, 0, 'player').getAttribute('aria-label')).toBe(`Player for report 1 (${name} as Investigator)`);
  });

  it('shows only a note for a legacy first-night game', async () => {
    const el = await mountEditor({
      players: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id })),
      evidence: [{ kind: 'info', player: 'a', role: 'chef', value: 0 }],
    });
    expect(deepQueryAll(el, 'select')).toEqual([]);
    expect(el.shadowRoot!.textContent).toContain('first-night game');
  });
});
